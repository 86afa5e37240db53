import { MESSAGES } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import {
  groupCodeReducer,
  groupCodeSubmitError,
  initialGroupCodeState,
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
});
