/** A count in a fixed window, as a rate limit reads it. */
export interface WindowCount {
  /** Hits on the key in the running window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
}

/**
 * What several API instances must share so that running more than one changes nothing a client can notice
 * (DESIGN.md §9): single-use records (a solved captcha is accepted once) and rate-limit counters. The
 * registration store implements it (the database), and so does Redis when `REDIS_URL` is set.
 * Keys are the API's own strings (a nonce, a tier and a client address), never request input as such.
 */
export interface SharedState {
  /**
   * Records `key` as used until `expiresAt`. True for the first caller, false for every later one while the
   * record lives, in every process sharing the state. A record past its expiry counts as absent.
   */
  consumeOnce(key: string, expiresAt: Date): Promise<boolean>;
  /**
   * Counts one hit on `key`: a window of `windowMs` starts with the first hit and the count goes back to
   * zero when it ends (a fixed window, as @fastify/rate-limit's own stores count).
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
}

/**
 * `fn`, called at most once per `ms`: an outage of the shared state would otherwise log the same line on
 * every request.
 */
export function atMostEvery<A extends unknown[]>(ms: number, fn: (...args: A) => void): (...args: A) => void {
  let last = -Infinity;
  return (...args) => {
    const now = Date.now();
    if (now - last < ms) return;
    last = now;
    fn(...args);
  };
}
