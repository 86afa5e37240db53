import { Redis } from 'ioredis';
import type { SharedState, WindowCount } from './shared-state.ts';

/**
 * Counts a hit in a fixed window in one round trip, atomically: INCR, and on the window's first hit the
 * expiry. Answers the count and the milliseconds left (PTTL).
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

export interface RedisSharedStateOptions {
  /** How long a command may wait for a connection before it fails (ms). */
  connectTimeoutMs?: number;
  /**
   * Told of connection errors (ioredis reconnects by itself; without a listener it prints every error).
   * Commands that fail meanwhile reject, and their callers say what it meant.
   */
  onError?: (error: Error) => void;
}

/**
 * The shared state in Redis (REDIS_URL), for several API instances (DESIGN.md §9): single-use keys as
 * `SET NX PXAT` (the record expires by itself), rate-limit windows as counters with an expiry. Keys carry
 * one prefix so the API's records never mix with anything else in the same Redis.
 */
export class RedisSharedState implements SharedState {
  readonly #redis: Redis;
  readonly #hit: HitCommand;
  readonly #prefix = 'stem:';

  private constructor(redis: Redis) {
    this.#redis = redis;
    redis.defineCommand('stemHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const command = (redis as unknown as { stemHit: HitCommand }).stemHit.bind(redis);
    this.#hit = command;
  }

  /** Connects and checks that the server answers, so a wrong REDIS_URL stops the API at start. */
  static async connect(url: string, options: RedisSharedStateOptions = {}): Promise<RedisSharedState> {
    const redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: options.connectTimeoutMs ?? 5000,
      // Fail a command rather than queue it for ever while Redis is away: the rate limit lets the request
      // through (rate-limit.ts) and a captcha check answers 503, instead of every request hanging.
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    redis.on('error', options.onError ?? (() => {}));
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      redis.disconnect();
      throw new Error(`Redis at REDIS_URL does not answer: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    return new RedisSharedState(redis);
  }

  async consumeOnce(key: string, expiresAt: Date): Promise<boolean> {
    const at = expiresAt.getTime();
    // A record that is already over cannot be written with an expiry in the past: it is used, and gone.
    if (at <= Date.now()) return true;
    const answer = await this.#redis.set(`${this.#prefix}used:${key}`, '1', 'PXAT', at, 'NX');
    return answer === 'OK';
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = await this.#hit(`${this.#prefix}rl:${key}`, Math.max(1, Math.trunc(windowMs)));
    return { count, resetInMs: ttl };
  }

  /** Resolves when Redis answers. */
  async ping(): Promise<void> {
    await this.#redis.ping();
  }

  async close(): Promise<void> {
    await this.#redis.quit().catch(() => this.#redis.disconnect());
  }
}
