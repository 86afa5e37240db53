import { describe, expect, it } from 'vitest';
import { CHECK_IN_TOKEN_FORMAT } from '@stem/shared';
import { newRegId } from '../store/registration-store.ts';
import { CheckInTokens } from './check-in-token.ts';

const KEY = 'check-in-test-key-0123456789abcdefghij';

describe('check-in tokens', () => {
  it('are the same for a registration under one key, another under another key, and only match their own', () => {
    const regId = newRegId();
    const tokens = new CheckInTokens(KEY);
    const token = tokens.tokenOf(regId);
    expect(token).toMatch(CHECK_IN_TOKEN_FORMAT);
    expect(new CheckInTokens(KEY).tokenOf(regId)).toBe(token);
    expect(new CheckInTokens(`${KEY}x`).tokenOf(regId)).not.toBe(token);
    expect(tokens.tokenOf(newRegId())).not.toBe(token);
    expect(tokens.matches(token, regId)).toBe(true);
    expect(tokens.matches(token, newRegId())).toBe(false);
    expect(tokens.matches(`${token}x`, regId)).toBe(false);
    expect(tokens.matches(regId, regId)).toBe(false);
  });

  it('says when it made its own key (outside production), whose codes another process cannot read', () => {
    const warnings: string[] = [];
    const mine = new CheckInTokens(undefined, (message) => warnings.push(message));
    expect(warnings).toEqual([expect.stringContaining('CHECKIN_HMAC_KEY is not set')]);
    const regId = newRegId();
    expect(new CheckInTokens(undefined).tokenOf(regId)).not.toBe(mine.tokenOf(regId));
  });
});
