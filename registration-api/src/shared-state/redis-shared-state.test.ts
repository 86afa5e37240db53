import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  REDIS_SKIPPED,
  redisServerAvailable,
  startRedisServer,
  type RunningRedis,
} from '../test-support/redis-server.ts';
import { RedisSharedState } from './redis-shared-state.ts';
import { sharedStateContract } from './shared-state.contract.ts';

const available = redisServerAvailable();
if (!available) console.warn(REDIS_SKIPPED);

describe.skipIf(!available)('SharedState contract: Redis', () => {
  let redis: RunningRedis;
  let state: RedisSharedState;

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(() => redis.stop());
  beforeEach(async () => {
    state = await RedisSharedState.connect(redis.url);
  });
  afterEach(async () => {
    // Each test starts from an empty Redis.
    const { Redis } = await import('ioredis');
    const admin = new Redis(redis.url);
    await admin.flushall();
    admin.disconnect();
    await state.close();
  });

  sharedStateContract(() => state);

  it('refuses to connect to an address where no Redis answers, saying so', async () => {
    await expect(RedisSharedState.connect('redis://127.0.0.1:9', { connectTimeoutMs: 500 })).rejects.toThrow(
      /Redis at REDIS_URL does not answer/,
    );
  });
});
