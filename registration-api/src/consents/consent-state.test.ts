import { describe, expect, it } from 'vitest';
import type { Registration } from '../store/registration-store.ts';
import { consentStateOf } from './consent-state.ts';

const student = (data: Record<string, unknown>, regType: Registration['regType'] = 'HSIND'): Registration => ({
  regId: 'r1',
  regType,
  email: 'ada@example.com',
  data,
  memberStatus: null,
  invoice: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const none = { received: false, awaitingConfirmation: false };
const bySchool = { consentWillBeSubmittedBySchool: '1', isParentPresent: '0', stemDayConsent: {} };

describe('consentStateOf', () => {
  it('names each state a registration can be in', () => {
    expect(consentStateOf(student({ stemDayConsent: { parentGuardianElSignature: 'Grace Hopper' } }), none)).toBe(
      'signed-on-form',
    );
    expect(consentStateOf(student(bySchool), none)).toBe('school-will-submit');
    expect(consentStateOf(student(bySchool), { received: false, awaitingConfirmation: true })).toBe(
      'awaiting-parent-confirmation',
    );
    expect(consentStateOf(student(bySchool), { received: true, awaitingConfirmation: true })).toBe('received');
    expect(consentStateOf(student({ consentWillBeSubmittedBySchool: '0' }), none)).toBe('missing');
  });

  it('has no consent state for a kind without one', () => {
    expect(consentStateOf(student({}, 'COMPANY'), none)).toBeNull();
  });
});
