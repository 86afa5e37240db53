import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app.ts';

// The login flow itself is proved against a real provider in tests/integration/login-flow.test.ts; these
// are the API's own answers around it.

let app: FastifyInstance;
afterEach(async () => {
  await app?.close();
});

describe('/auth routes', () => {
  it('answers 503 with a page, not a redirect, while no identity provider is configured', async () => {
    app = await buildTestApp();
    for (const url of ['/auth/login', '/auth/signup', '/auth/callback?code=x&state=y']) {
      const answer = await app.inject(url);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.body).toContain('Sign-in is unavailable right now');
    }
  });

  it('counts completed logins against the login limit, and not the redirects that start them', async () => {
    app = await buildTestApp({ RATE_LIMIT_LOGIN: '2/1m' });
    const starts = await Promise.all([1, 2, 3].map(() => app.inject('/auth/login')));
    expect(starts.map((answer) => answer.statusCode)).toEqual([503, 503, 503]);
    const callbacks = [];
    for (let i = 0; i < 3; i += 1) callbacks.push((await app.inject('/auth/callback')).statusCode);
    expect(callbacks).toEqual([503, 503, 429]);
  });
});
