import { MESSAGES } from '@stem/shared';
import { isInGroup } from '@stem/shared/registration/fields/answers';
import type { GroupCodeOutcome } from '../api/registration-client.ts';

/** The group code check of the middle school form (SPEC §4). */
export type GroupCodeState =
  | { status: 'unverified' }
  | { status: 'checking' }
  | { status: 'valid' }
  /**
   * An edit's group and code as the student joined with them: they stay in the group whatever the code is
   * now (the API keeps a member's joined pair). `codeChanged`: a Verify found the leader has changed it since.
   */
  | { status: 'joined'; codeChanged: boolean }
  | { status: 'invalid' | 'unverifiable'; message: string };

export type GroupCodeAction =
  | { type: 'group-changed' }
  | { type: 'code-changed' }
  | { type: 'check-started' }
  /** `joined`: the pair checked is the one the student joined with (an edit's stored group and code). */
  | { type: 'checked'; outcome: GroupCodeOutcome; joined?: boolean };

export const initialGroupCodeState: GroupCodeState = { status: 'unverified' };

/** A group and its code as a student joined with them. */
export interface GroupPair {
  groupId: string;
  groupCode: string;
}

/** The pair an edit's stored answers joined with; none for a student in no group. */
export function joinedPairOf(values: Record<string, unknown>): GroupPair | undefined {
  const { groupId, groupCode } = values;
  return isInGroup(values) && typeof groupId === 'string' && typeof groupCode === 'string'
    ? { groupId, groupCode: groupCode.trim() }
    : undefined;
}

/** An edit of a student in a group starts from the pair they joined with. */
export const joinedGroupCodeState: GroupCodeState = { status: 'joined', codeChanged: false };

/**
 * Unverified, then valid, invalid or unverifiable (the check could not be made) after a check. Changing the group (which also clears the code) or the
 * code puts it back to unverified, so a verified state always belongs to the pair on screen.
 */
export function groupCodeReducer(state: GroupCodeState, action: GroupCodeAction): GroupCodeState {
  switch (action.type) {
    case 'group-changed':
    case 'code-changed':
      return initialGroupCodeState;
    case 'check-started':
      return { status: 'checking' };
    case 'checked':
      if (state.status !== 'checking') return state;
      if (action.outcome.kind === 'valid') return { status: 'valid' };
      // The code they joined with, changed since by the leader: refusing it would trap a member who can
      // save nothing without a code they were never given. They stay in the group.
      if (action.outcome.kind === 'invalid' && action.joined) return { status: 'joined', codeChanged: true };
      return { status: action.outcome.kind, message: action.outcome.message };
  }
}

/** The text shown under a valid code. */
export const GROUP_CODE_VALID = 'Group Code is valid';

/** Under an edit's group and code as the student joined with them, which are not checked again. */
export const GROUP_JOINED = 'You are in this group: the code you joined with is kept.';

/** Under the joined pair once a Verify found that the leader has changed the code since. */
export const GROUP_JOINED_CODE_CHANGED =
  'Your group leader has changed this Group Code since you joined. You stay in the group; ask your group leader for the new code before giving it to a classmate.';

/**
 * The warning under an invalid code (SPEC §4): the server's reason, then what the student can do.
 */
export const groupCodeInvalidAdvice =
  'Please confirm the group name and Group Code with your group leader, or choose NO for now: you can join the group later by logging in and editing the registration.';

/**
 * Under 'Group Code can't be verified': the check was not made (the server or the network failed, or too
 * many checks came from one network), so nothing is known to be wrong with the code.
 */
export const groupCodeUnverifiableAdvice =
  'The check could not be made just now. Please press Verify again in a moment.';

/** 'Please verify Group Code' when the student joins a group whose code is not verified; else nothing. */
export function groupCodeSubmitError(joinsGroup: boolean, state: GroupCodeState): string | undefined {
  return joinsGroup && state.status !== 'valid' && state.status !== 'joined' ? MESSAGES.verifyGroupCode : undefined;
}
