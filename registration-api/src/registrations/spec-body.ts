import { isAnswerGroup, isFilled, NO, YES } from '@stem/shared/registration/fields/answers';
import type { ApiKind } from './api-kind.ts';

/** A request body's answers, read and completed in place before the kind's schema validates them. */
export type SpecBody = Record<string, unknown>;

/**
 * SPEC §3 gives each registration as the fields it stores; the forms also ask questions SPEC §5 names
 * without a field (confirm the email, "Are you part of a group", "Consent-parent-present"), and the shared
 * schemas require their answers. A client built from SPEC alone sends §3's fields only, so before
 * validation a body is read as an edit form reads a stored registration (SPEC §4's loading rules): each
 * form-only answer it leaves out is taken from the fields it did send. An answer the body gives is never
 * changed, so a form's body validates exactly as before. Also:
 * - a number is read as its text: SPEC writes some yes/no flags as 0/1 and loads a company's STEM flags as
 *   numbers, which a client may send back as it loaded them (every answer the schemas take is a string);
 * - `null` is an answer left out: SPEC §4 clears hidden fields before sending without saying to what, and a
 *   client that clears to null (otherSchoolName, the additional parent) means what a form's '' means;
 * - a body without `regType` is of the route's kind (SPEC's day-of consent payload names it; each consent
 *   route still refuses the other's).
 * The kind adds its own readings (`ApiKind.readSpecBody`).
 */
export function readSpecBody(body: unknown, apiKind: Pick<ApiKind, 'definition' | 'readSpecBody'>): void {
  if (!isAnswerGroup(body)) return;
  plainAnswers(body);
  body.regType ??= apiKind.definition.kind.regType;
  confirmEmailOf(body);
  if (isAnswerGroup(body.parentGuardian)) confirmEmailOf(body.parentGuardian);
  apiKind.readSpecBody?.(body);
}

/**
 * A body that is not a registration's (the group code check) read the same plain way: a number as its text,
 * `null` as left out. A code of digits sent as a JSON number is checked as the code, not refused as missing
 * (qa24b: registration bodies took it, the check did not).
 */
export function readPlainBody(body: unknown): void {
  if (isAnswerGroup(body)) plainAnswers(body);
}

/**
 * How deep a form's answers go: a list's row's field (`participants.0.email`) is three levels down. Deeper
 * nesting is no form's, and the schema refuses it as it is; the walk stops there rather than follow a
 * hostile body's thousands of nested lists (JSON.parse takes them, a recursion would not).
 */
const ANSWER_DEPTH = 3;

/**
 * The body's answers as a form would have sent them: every number as its text, and every `null` in a group
 * of answers left out (the schema then reads the field as missing: optional, or 'This field is required').
 */
function plainAnswers(group: SpecBody | unknown[], depth = 1): void {
  for (const [key, value] of Object.entries(group)) {
    if (typeof value === 'number' && Number.isFinite(value)) (group as SpecBody)[key] = String(value);
    else if (value === null && !Array.isArray(group)) Reflect.deleteProperty(group, key);
    else if ((isAnswerGroup(value) || Array.isArray(value)) && depth < ANSWER_DEPTH) plainAnswers(value, depth + 1);
  }
}

/** "Confirm email" is the form's check of what was typed: a body without it confirms the email it has. */
function confirmEmailOf(group: SpecBody): void {
  if (group.confirmEmail === undefined && typeof group.email === 'string') group.confirmEmail = group.email;
}

/**
 * The student forms' consent question (SPEC §4: "a stored consent parent name counts as consent done"): a
 * parent present to sign when the body carries the parent's name in the consent, else not.
 */
export function readStudentConsent(body: SpecBody): void {
  const consent = isAnswerGroup(body.stemDayConsent) ? body.stemDayConsent : {};
  body.isParentPresent ??= isFilled(consent.parentGuardianName) ? YES : NO;
}

/** The group question (SPEC §4: "a stored groupId counts as being in a group"). */
export function readGroupMembership(body: SpecBody): void {
  body.isInGroup ??= isFilled(body.groupId) ? YES : NO;
}
