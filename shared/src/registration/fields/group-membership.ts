import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';
import { FIELD_LIMITS } from './limits.ts';
import { requiredWhen } from './rules.ts';
import { firstIssueOnly, optionalText, requiredText, TextSchema } from './text.ts';
import { YesNoSchema } from './yes-no.ts';
import { isInGroup } from './answers.ts';

// Group ids come from the group list (digits or an opaque URL-safe token), never free text; anything else
// is not an option of the group select, hence 'This field is required'.
const GROUP_ID = new RegExp(`^[\\w-]{0,${FIELD_LIMITS.groupId}}$`);

// A group id when one is given: '' stands for "no group chosen".
const optionalGroupId = firstIssueOnly(v.pipe(TextSchema, v.regex(GROUP_ID, MESSAGES.required)));

/** A required group id, as GET /api/middle-school-groups lists them. */
export const GroupIdFieldSchema = firstIssueOnly(v.pipe(optionalGroupId, v.nonEmpty(MESSAGES.required)));

/**
 * A required group code (SPEC §3: case sensitive). Surrounding whitespace is trimmed, since a code copied
 * from an email often carries a space, but case and inner characters are kept (NFC-normalised, as every
 * stored text is, so a code typed on another keyboard still matches).
 */
export const GroupCodeFieldSchema = requiredText(FIELD_LIMITS.groupCode);

/**
 * "Are you part of a group" (SPEC §5, middle school individual): `isInGroup` yes/no; `groupId` and
 * `groupCode` required only when in a group. Whether the code is right is not a schema matter: the form
 * asks POST /api/verify-group-code ('Please verify Group Code' until it has) and the API checks the code
 * again on submit. Pair with `groupMembershipRules`.
 */
export const groupMembershipEntries = {
  isInGroup: YesNoSchema,
  groupId: v.optional(optionalGroupId, ''),
  groupCode: optionalText(FIELD_LIMITS.groupCode),
};

export { isInGroup };

/** The cross-field rules of group membership, for the registration's pipe. */
export const groupMembershipRules = <TInput extends { isInGroup: string }>() =>
  [
    requiredWhen<TInput>(['groupId'], [['isInGroup']], isInGroup),
    requiredWhen<TInput>(['groupCode'], [['isInGroup']], isInGroup),
  ] as const;
