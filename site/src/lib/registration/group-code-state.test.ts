import { MESSAGES } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import {
  groupCodeReducer,
  groupCodeSubmitError,
  initialGroupCodeState,
  joinedGroupCodeState,
  type GroupCodeState,
} from './group-code-state.ts';

const checking: GroupCodeState = { status: 'checking' };

describe('group code state (SPEC §4)', () => {
  it('starts unverified and checks', () => {
    expect(groupCodeReducer(initialGroupCodeState, { type: 'check-started' })).toEqual(checking);
  });
  it('becomes valid or invalid with the message', () => {
    expect(groupCodeReducer(checking, { type: 'checked', outcome: { kind: 'valid' } })).toEqual({ status: 'valid' });
    expect(groupCodeReducer(checking, { type: 'checked', outcome: { kind: 'invalid', message: 'No' } })).toEqual({
      status: 'invalid',
      message: 'No',
    });
  });
  it('keeps a check that could not be made apart from a refused code: nothing is known to be wrong', () => {
    const outcome = { kind: 'unverifiable', message: MESSAGES.groupCodeCannotBeVerified } as const;
    expect(groupCodeReducer(checking, { type: 'checked', outcome })).toEqual({
      status: 'unverifiable',
      message: MESSAGES.groupCodeCannotBeVerified,
    });
  });
  it('ignores a late answer after the group or code changed', () => {
    const changed = groupCodeReducer(checking, { type: 'group-changed' });
    expect(groupCodeReducer(changed, { type: 'checked', outcome: { kind: 'valid' } })).toEqual(initialGroupCodeState);
  });
  it.each(['group-changed', 'code-changed'] as const)('%s clears a verified state', (type) => {
    expect(groupCodeReducer({ status: 'valid' }, { type })).toEqual(initialGroupCodeState);
  });
  it('asks to verify the code only when joining a group without a valid code', () => {
    expect(groupCodeSubmitError(true, initialGroupCodeState)).toBe(MESSAGES.verifyGroupCode);
    expect(groupCodeSubmitError(true, { status: 'invalid', message: 'x' })).toBe(MESSAGES.verifyGroupCode);
    expect(groupCodeSubmitError(true, { status: 'valid' })).toBeUndefined();
    expect(groupCodeSubmitError(false, initialGroupCodeState)).toBeUndefined();
  });
  it('keeps a member in the group they joined when the leader has changed its code since', () => {
    const refused = { kind: 'invalid', message: 'Group Code is not valid' } as const;
    expect(groupCodeReducer(checking, { type: 'checked', outcome: refused, joined: true })).toEqual({
      status: 'joined',
      codeChanged: true,
    });
    // Another pair than the one joined with is refused as on a new form.
    expect(groupCodeReducer(checking, { type: 'checked', outcome: refused, joined: false })).toEqual({
      status: 'invalid',
      message: 'Group Code is not valid',
    });
    // The joined pair saves without a Verify, and after one that found the code changed.
    expect(groupCodeSubmitError(true, joinedGroupCodeState)).toBeUndefined();
    expect(groupCodeSubmitError(true, { status: 'joined', codeChanged: true })).toBeUndefined();
    expect(groupCodeReducer(joinedGroupCodeState, { type: 'code-changed' })).toEqual(initialGroupCodeState);
  });
});
