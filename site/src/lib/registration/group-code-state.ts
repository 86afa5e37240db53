import { MESSAGES } from '@stem/shared';
import type { GroupCodeOutcome } from '../api/registration-client.ts';

/** The group code check of the middle school form (SPEC §4). */
export type GroupCodeState =
  | { status: 'unverified' }
  | { status: 'checking' }
  | { status: 'valid' }
  | { status: 'invalid' | 'unverifiable'; message: string };

export type GroupCodeAction =
  | { type: 'group-changed' }
  | { type: 'code-changed' }
  | { type: 'check-started' }
  | { type: 'checked'; outcome: GroupCodeOutcome };

export const initialGroupCodeState: GroupCodeState = { status: 'unverified' };

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
      return state.status === 'checking'
        ? action.outcome.kind === 'valid'
          ? { status: 'valid' }
          : { status: action.outcome.kind, message: action.outcome.message }
        : state;
  }
}

/** The text shown under a valid code. */
export const GROUP_CODE_VALID = 'Group Code is valid';

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
  return joinsGroup && state.status !== 'valid' ? MESSAGES.verifyGroupCode : undefined;
}
