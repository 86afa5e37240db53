import * as v from 'valibot';
import { MESSAGES } from '../messages.ts';
import { GroupCodeFieldSchema, GroupIdFieldSchema } from './fields/group-membership.ts';

/**
 * POST /api/verify-group-code (SPEC §7): the chosen group's id and the code the student typed, both
 * required. The code is case sensitive (SPEC §3): only surrounding whitespace is trimmed, and it is capped
 * so a guess cannot be megabytes.
 */
export const GroupCodeSchema = v.object(
  { groupId: GroupIdFieldSchema, groupCode: GroupCodeFieldSchema },
  MESSAGES.required,
);

export type GroupCodeInput = v.InferInput<typeof GroupCodeSchema>;
export type GroupCodeOutput = v.InferOutput<typeof GroupCodeSchema>;
