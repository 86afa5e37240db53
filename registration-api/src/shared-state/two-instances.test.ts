import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  REDIS_SKIPPED,
  redisServerAvailable,
  startRedisServer,
  type RunningRedis,
} from '../test-support/redis-server.ts';
import { CAPTCHA_FAILED, expectRefusal, startRegistrationApp } from '../test-support/registration-test-app.ts';
import { hsChaperone, solvedCaptcha } from '../test-support/student-fixtures.ts';

// DESIGN.md §9: more than one API instance changes nothing a client can notice. Two real app instances,
// each with its own connections, share one store file (and, in the second run, one real Redis server).

const redisAvailable = redisServerAvailable();
if (!redisAvailable) console.warn(REDIS_SKIPPED);

let redis: RunningRedis | undefined;
beforeAll(async () => {
  if (redisAvailable) redis = await startRedisServer();
});
afterAll(() => redis?.stop());

const apps: FastifyInstance[] = [];
let dir: string;
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  fs.rmSync(dir, { recursive: true, force: true });
});

async function twoInstances(extraEnv: () => Record<string, string>) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-two-instances-'));
  const env = {
    SQLITE_PATH: path.join(dir, 'registrations.sqlite'),
    // Every instance of one deployment signs captcha challenges with the same key.
    ALTCHA_HMAC_KEY: 'two-instances-hmac-key-0123456789abcdef',
    RATE_LIMIT_GROUP_CODE: '3/1m',
    ...extraEnv(),
  };
  const [a, b] = await Promise.all([startRegistrationApp({ env }), startRegistrationApp({ env })]);
  apps.push(a.app, b.app);
  return [a.app, b.app] as const;
}

const client = '203.0.113.7';
const post = (app: FastifyInstance, url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: client });

const variants: Array<[string, boolean, () => Record<string, string>]> = [
  ['on one database', true, () => ({})],
  ['on one Redis', redisAvailable, () => ({ REDIS_URL: redis!.url })],
];

describe.each(variants)('two API instances %s', (_name, runs, extraEnv) => {
  it.runIf(runs)('refuse on one a captcha solution already used on the other', async () => {
    const [a, b] = await twoInstances(extraEnv);
    const token = await solvedCaptcha(a);
    const first = await post(a, '/api/hs-chaperone-reg', { ...hsChaperone('one@example.com'), gResponse: token });
    expect(first.json()).toMatchObject({ code: 0 });
    const replay = await post(b, '/api/hs-chaperone-reg', { ...hsChaperone('two@example.com'), gResponse: token });
    expectRefusal(replay, CAPTCHA_FAILED);
  });

  it.runIf(runs)('count a client’s requests against one limit across both', async () => {
    const [a, b] = await twoInstances(extraEnv);
    const check = { groupId: 'no-such-group', groupCode: 'guess' };
    // Three allowed in all (RATE_LIMIT_GROUP_CODE=3/1m), whichever instance answers.
    expect((await post(a, '/api/verify-group-code', check)).statusCode).toBe(200);
    expect((await post(b, '/api/verify-group-code', check)).statusCode).toBe(200);
    expect((await post(a, '/api/verify-group-code', check)).statusCode).toBe(200);
    expect((await post(b, '/api/verify-group-code', check)).statusCode).toBe(429);
    expect((await post(a, '/api/verify-group-code', check)).statusCode).toBe(429);
    // Another client is counted on its own.
    const other = await b.inject({
      method: 'POST',
      url: '/api/verify-group-code',
      payload: check,
      remoteAddress: '203.0.113.8',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe.runIf(redisAvailable)('an API whose Redis goes away', () => {
  it('still answers, uncounted; health says degraded; a captcha cannot be accepted (503)', async () => {
    const ownRedis = await startRedisServer();
    try {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-redis-away-'));
      const { app } = await startRegistrationApp({ env: { REDIS_URL: ownRedis.url, RATE_LIMIT_GROUP_CODE: '1/1m' } });
      apps.push(app);
      const token = await solvedCaptcha(app);
      await ownRedis.stop();

      const check = { groupId: 'no-such-group', groupCode: 'guess' };
      for (let i = 0; i < 3; i += 1) expect((await post(app, '/api/verify-group-code', check)).statusCode).toBe(200);
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', sharedState: { kind: 'redis', reachable: false } });
      const create = await post(app, '/api/hs-chaperone-reg', { ...hsChaperone(), gResponse: token });
      expect(create.statusCode).toBe(503);
      expect(create.json()).toMatchObject({ error: 'CAPTCHA_UNAVAILABLE' });
    } finally {
      await ownRedis.stop();
    }
  });
});
