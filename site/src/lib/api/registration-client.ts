// The module, not the package index: the contract is types and constants, and a page that only calls the
// API (the chooser, the group check) must not pull in every form schema.
import {
  ANSWER_CODES,
  AUTHORIZATION_HEADER,
  VALIDATION_FAILED,
  type Answer,
  type FieldIssue,
} from '@stem/shared/api-contract';
import { MESSAGES, NON_SPEC_MESSAGES } from '@stem/shared/messages';

// The catalogue and group lists a form loads with the page live in catalog-client.ts; this module (answers to
// submits and checks) is loaded when the form is sent.
export {
  loadCatalog,
  loadMiddleSchoolGroups,
  readCatalogChoices,
  readGroupChoices,
  type Choice,
} from './catalog-client.ts';

/** Where a submit answer leads the form (SPEC §8). */
export type SubmitOutcome =
  | { kind: 'success'; data: unknown }
  /**
   * -2 or -3: the server message on a field (the email, the group code, or the group name that is taken),
   * plus, for -2, 'Please check all required fields' ('' for -3).
   */
  | { kind: 'field'; field: string; message: string; formMessage: string }
  /**
   * 400 VALIDATION_FAILED: the body did not fit the kind's schema (a rule the browser could not check, or a
   * form older than the API). Each issue on its field, plus 'Please check all required fields'.
   */
  | { kind: 'fields'; issues: FieldIssue[]; formMessage: string }
  /** -4: the server message under the captcha. */
  | { kind: 'captcha'; message: string }
  /** -1 on a create: the registration closed while the form was open; said on the form, which stays. */
  | { kind: 'closed' }
  /** Another code where SPEC only logs it: the form stays as it is. */
  | { kind: 'logged'; message: string }
  /** Another code, an unreadable answer or a network failure: the error page. */
  | { kind: 'error-page' }
  /** An edit refused with 401, 403 or 404 (not the user's, or no longer signed in): /access-denied (SPEC §8). */
  | { kind: 'denied' }
  /**
   * 412: an edit of a version older than the stored one (another tab's or device's change came first). Nothing
   * was saved; the form stays with what was typed and says so.
   */
  | { kind: 'conflict'; message: string }
  /** 429: too many submits from this address; nothing was saved, the form stays and says when to try again. */
  | { kind: 'wait'; message: string };

export interface SubmitPolicy {
  /** The field a -2 answer is shown on when the answer names none (the kind's owner email). */
  duplicateField: string;
  /** What a code other than 0, -2 and -4 does: only logged (individual and consent create) or the error page. */
  otherCode: 'log' | 'error-page';
}

export const ERROR_PAGE = '/error-500';

/** Where a -3 (group name taken) goes when the answer names no field (SPEC §8). */
const GROUP_NAME_FIELD = 'groupName';

/** A field path the form may address: a dot path of names and row indexes, nothing that reaches a prototype. */
const FIELD_PATH = /^[A-Za-z]\w*(\.\w+)*$/;
const isFieldPath = (value: unknown): value is string =>
  typeof value === 'string' && FIELD_PATH.test(value) && !/(^|\.)(__proto__|constructor|prototype)(\.|$)/.test(value);

/** Reads `{ code, message, data, field }` from a parsed body; anything else is not an API answer. */
export function readAnswer(body: unknown): Answer<unknown> | null {
  if (body === null || typeof body !== 'object') return null;
  const { code, message, data, field } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  // A code outside ANSWER_CODES is still an answer: SPEC §8's "any other code" (logged or the error page).
  const answer: Answer<unknown> = { code: code as Answer['code'], message: typeof message === 'string' ? message : '' };
  if (data !== undefined) answer.data = data;
  if (isFieldPath(field)) answer.field = field;
  return answer;
}

/** The issues of a 400 VALIDATION_FAILED body, or null when the body is not one. Unusable issues are left out. */
export function readValidationIssues(body: unknown): FieldIssue[] | null {
  if (body === null || typeof body !== 'object') return null;
  const { error, issues } = body as Record<string, unknown>;
  if (error !== VALIDATION_FAILED || !Array.isArray(issues)) return null;
  return issues.flatMap((issue: unknown) => {
    if (issue === null || typeof issue !== 'object') return [];
    const { field, message } = issue as Record<string, unknown>;
    return isFieldPath(field) && typeof message === 'string' && message ? [{ field, message }] : [];
  });
}

/**
 * SPEC §8 for a create or edit answer. The body is read whatever the HTTP status (-4 arrives as a failed
 * response), except that a 400 may instead carry the schema's issues.
 */
export function mapSubmitAnswer(body: unknown, policy: SubmitPolicy, status = 200): SubmitOutcome {
  if (status === 400) {
    const issues = readValidationIssues(body);
    if (issues) return { kind: 'fields', issues, formMessage: MESSAGES.checkRequiredFields };
  }
  const answer = readAnswer(body);
  if (!answer) return { kind: 'error-page' };
  switch (answer.code) {
    case ANSWER_CODES.ok:
      return { kind: 'success', data: answer.data };
    case ANSWER_CODES.field:
    case ANSWER_CODES.groupName:
      // The answer's own field wins; without one, -2 is the owner's email and -3 the group name (SPEC §8).
      return {
        kind: 'field',
        field: answer.field ?? (answer.code === ANSWER_CODES.groupName ? GROUP_NAME_FIELD : policy.duplicateField),
        message: answer.message || MESSAGES.required,
        // SPEC §8 adds 'Please check all required fields' to a -2 only: a taken group name is no missing field.
        formMessage: answer.code === ANSWER_CODES.groupName ? '' : MESSAGES.checkRequiredFields,
      };
    case ANSWER_CODES.captcha:
      return { kind: 'captcha', message: answer.message || MESSAGES.verifyCaptcha };
    case ANSWER_CODES.refused:
      return { kind: 'closed' };
    default:
      return policy.otherCode === 'log' ? { kind: 'logged', message: answer.message } : { kind: 'error-page' };
  }
}

/** The group code check (SPEC §4, §8): 0 valid; -2 the server message; anything else 'Group Code can't be verified'. */
/**
 * A group code check: valid; refused with the server's reason (-2, the code or group is wrong); or not
 * made (any other answer, no answer): 'Group Code can't be verified', and the student may try again.
 */
export type GroupCodeOutcome =
  { kind: 'valid' } | { kind: 'invalid'; message: string } | { kind: 'unverifiable'; message: string };

export function mapGroupCodeAnswer(body: unknown): GroupCodeOutcome {
  const answer = readAnswer(body);
  if (answer?.code === ANSWER_CODES.ok) return { kind: 'valid' };
  if (answer?.code === ANSWER_CODES.field && answer.message) return { kind: 'invalid', message: answer.message };
  return { kind: 'unverifiable', message: MESSAGES.groupCodeCannotBeVerified };
}

type Fetch = typeof fetch;

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' } as const;

async function postJson(path: string, payload: unknown, fetcher: Fetch): Promise<unknown> {
  const response = await fetcher(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(payload) });
  return response.json().catch(() => null);
}

/** 429's outcome: when the Retry-After header says to try again, in whole minutes (at least one). */
export function waitOutcome(response: Pick<Response, 'headers'>): SubmitOutcome {
  const seconds = Number(response.headers.get('retry-after'));
  const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1;
  return { kind: 'wait', message: NON_SPEC_MESSAGES.tooManyFromThisNetwork(minutes) };
}

/** A create call (POST {apiPath}): a network failure is the error page (SPEC §8). */
export async function submitRegistration(
  path: string,
  payload: unknown,
  policy: SubmitPolicy,
  fetcher: Fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetcher(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(payload) });
    if (response.status === 429) return waitOutcome(response);
    return mapSubmitAnswer(await response.json().catch(() => null), policy, response.status);
  } catch {
    return { kind: 'error-page' };
  }
}

/**
 * An owner's edit (PUT {apiPath}/{regId} with the access token): as a create, plus 'denied' for 401/403/404,
 * and, with the `version` the form loaded (the read's ETag, sent as If-Match), 'conflict' when the
 * registration changed since.
 */
export async function updateRegistration(
  path: string,
  regId: string,
  payload: unknown,
  accessToken: string,
  policy: SubmitPolicy,
  version?: string,
  fetcher: Fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetcher(`${path}/${encodeURIComponent(regId)}`, {
      method: 'PUT',
      headers: {
        ...JSON_HEADERS,
        [AUTHORIZATION_HEADER]: `Bearer ${accessToken}`,
        ...(version ? { 'if-match': version } : {}),
      },
      body: JSON.stringify(payload),
    });
    if (response.status === 401 || response.status === 403 || response.status === 404) return { kind: 'denied' };
    if (response.status === 412) return { kind: 'conflict', message: NON_SPEC_MESSAGES.editConflict };
    if (response.status === 429) return waitOutcome(response);
    return mapSubmitAnswer(await response.json().catch(() => null), policy, response.status);
  } catch {
    return { kind: 'error-page' };
  }
}

/** POST /api/verify-group-code; a failed call cannot verify the code either. */
export async function verifyGroupCode(
  payload: { groupId: string; groupCode: string },
  fetcher: Fetch = fetch,
): Promise<GroupCodeOutcome> {
  try {
    return mapGroupCodeAnswer(await postJson('/api/verify-group-code', payload, fetcher));
  } catch {
    return mapGroupCodeAnswer(null);
  }
}
