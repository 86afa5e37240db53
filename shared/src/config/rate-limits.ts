/**
 * The API's rate limits in production: requests per client address and window (s, m or h), each set by the
 * variable of its name (registration-api/src/config/env.ts says why each is what it is). Here so that the
 * local stack's launcher can start from them.
 */
export const RATE_LIMIT_DEFAULTS = {
  RATE_LIMIT_GENERAL: '600/1m',
  RATE_LIMIT_NOT_FOUND: '60/1m',
  RATE_LIMIT_CREATES: '150/15m',
  RATE_LIMIT_GROUP_CODE: '90/15m',
  RATE_LIMIT_CONTACT: '10/15m',
  RATE_LIMIT_UPLOADS: '60/15m',
  RATE_LIMIT_LOGIN: '120/15m',
} as const;

export type RateLimitVariable = keyof typeof RATE_LIMIT_DEFAULTS;
