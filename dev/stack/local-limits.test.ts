import { describe, expect, it } from 'vitest';
import { localRateLimits } from './local-limits.ts';

describe('the local stack’s rate limits', () => {
  it('are ten times the production ones, so one machine’s walks are not refused as one busy visitor', () => {
    expect(localRateLimits({})).toEqual({
      RATE_LIMIT_GENERAL: '6000/1m',
      RATE_LIMIT_NOT_FOUND: '600/1m',
      RATE_LIMIT_CREATES: '1500/15m',
      RATE_LIMIT_GROUP_CODE: '900/15m',
      RATE_LIMIT_CONTACT: '100/15m',
      RATE_LIMIT_UPLOADS: '600/15m',
      RATE_LIMIT_LOGIN: '1200/15m',
    });
  });

  it('leave a limit the environment sets as it is', () => {
    expect(localRateLimits({ RATE_LIMIT_CONTACT: '3/1m' }).RATE_LIMIT_CONTACT).toBe('3/1m');
    expect(localRateLimits({ RATE_LIMIT_CONTACT: '' }).RATE_LIMIT_CONTACT).toBe('100/15m');
  });
});
