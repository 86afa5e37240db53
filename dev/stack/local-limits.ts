import { RATE_LIMIT_DEFAULTS, type RateLimitVariable } from '@stem/shared/config/rate-limits';

/** How many times the production limits a developer's or tester's machine allows. */
const LOCAL_FACTOR = 10;

/**
 * The API's rate limits on a developer's or tester's machine (`npm start`, the walks' stack): ten times the
 * production ones, each unless the environment sets it. Every browser, script and walk on one machine is one
 * client address (127.0.0.1): a suite of walks creating registrations and sending contact questions met 429s
 * that no real visitor meets (qa24b: the contact form's 10 in 15 minutes, refused sends included). The limits
 * still work, and the API's own tests hold the production values.
 */
export function localRateLimits(env: NodeJS.ProcessEnv): Record<RateLimitVariable, string> {
  const limits = {} as Record<RateLimitVariable, string>;
  for (const [name, production] of Object.entries(RATE_LIMIT_DEFAULTS) as Array<[RateLimitVariable, string]>) {
    const [count, window] = production.split('/');
    limits[name] = env[name] || `${Number(count) * LOCAL_FACTOR}/${window}`;
  }
  return limits;
}
