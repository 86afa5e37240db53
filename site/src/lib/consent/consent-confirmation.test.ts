import { describe, expect, it } from 'vitest';
import { confirmDayOfConsent, tokenOfAddress } from './consent-confirmation.ts';

// A test double for the API's answer (the page's own module is what is tested).
const answering = (body: unknown, status = 200) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the day-of consent confirmation page', () => {
  it('reads the token from its address', () => {
    expect(tokenOfAddress('?token=abc.def')).toBe('abc.def');
    expect(tokenOfAddress('')).toBeNull();
    expect(tokenOfAddress('?token=')).toBeNull();
  });

  it('says confirmed on code 0, shows the API’s words on -1, and a failure otherwise', async () => {
    expect(await confirmDayOfConsent('t', answering({ code: 0, message: '' }))).toEqual({
      kind: 'confirmed',
      studentName: '',
    });
    const confirmed = (alreadyConfirmed: boolean) =>
      confirmDayOfConsent(
        't',
        answering({
          code: 0,
          message: '',
          data: { regType: 'HSDAYOFCONSENT', alreadyConfirmed, studentName: 'Ada Lovelace' },
        }),
      );
    expect(await confirmed(false)).toEqual({ kind: 'confirmed', studentName: 'Ada Lovelace' });
    // The link used again: recorded before, not "start over".
    expect(await confirmed(true)).toEqual({ kind: 'already-confirmed', studentName: 'Ada Lovelace' });
    expect(await confirmDayOfConsent('t', answering({ code: -1, message: 'expired' }))).toEqual({
      kind: 'invalid',
      message: 'expired',
    });
    expect(await confirmDayOfConsent('t', answering({ error: 'X' }, 500))).toEqual({ kind: 'error' });
    const down = (async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect(await confirmDayOfConsent('t', down)).toEqual({ kind: 'error' });
  });
});
