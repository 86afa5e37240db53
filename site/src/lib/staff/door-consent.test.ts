import { describe, expect, it } from 'vitest';
import { doorConsentAdvice } from './door-consent.ts';

describe('what the door says of a consent not in hand', () => {
  it('asks for the parent’s confirmation link when a signed day-of consent waits for it', () => {
    const advice = doorConsentAdvice('awaiting-confirmation');
    expect(advice).toMatch(/^A day-of consent was filed, but the parent\/guardian has not confirmed it/);
    expect(advice).toContain('Ask the parent/guardian to open the confirmation link');
    expect(advice).not.toContain('Get the day-of consent form signed');
  });

  it('asks for the day-of form or the paper form when none was filed', () => {
    for (const state of ['missing', 'school'] as const) {
      expect(doorConsentAdvice(state)).toMatch(/Get the day-of consent form signed before the student takes part/);
    }
    expect(doorConsentAdvice('school')).toMatch(/^The school said it would submit/);
  });
});
