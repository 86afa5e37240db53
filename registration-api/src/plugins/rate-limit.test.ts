import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test-support/build-test-app.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

/** Two create routes and a contact route that opt into the named limits, as the registration routes will. */
async function appWithTieredRoutes(env: Record<string, string> = {}) {
  app = await buildTestApp({ RATE_LIMIT_CREATES: '2/1m', RATE_LIMIT_CONTACT: '1/1m', ...env });
  app.post('/api/test-ms-ind-reg', { config: { access: 'public', rateLimitTier: 'creates' } }, async () => ({
    code: 0,
  }));
  app.post('/api/test-hs-ind-reg', { config: { access: 'public', rateLimitTier: 'creates' } }, async () => ({
    code: 0,
  }));
  app.post('/api/test-send-question', { config: { access: 'public', rateLimitTier: 'contact' } }, async () => ({
    code: 0,
  }));
  return app;
}

const post = (url: string, headers: Record<string, string> = {}, remoteAddress = '198.51.100.10') =>
  app.inject({ method: 'POST', url, headers, remoteAddress });

describe('rate limits', () => {
  it('answers 429 past a strict limit, through the error handler, with a generic body and Retry-After', async () => {
    await appWithTieredRoutes();
    expect((await post('/api/test-ms-ind-reg')).statusCode).toBe(200);
    expect((await post('/api/test-ms-ind-reg')).statusCode).toBe(200);
    const refused = await post('/api/test-ms-ind-reg');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
      requestId: refused.headers['x-request-id'],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('shares one budget between all routes of a tier, and keeps tiers apart', async () => {
    await appWithTieredRoutes();
    expect((await post('/api/test-ms-ind-reg')).statusCode).toBe(200);
    expect((await post('/api/test-hs-ind-reg')).statusCode).toBe(200);
    expect((await post('/api/test-hs-ind-reg')).statusCode).toBe(429);
    expect((await post('/api/test-ms-ind-reg')).statusCode).toBe(429);
    expect((await post('/api/test-send-question')).statusCode).toBe(200);
    expect((await post('/api/test-send-question')).statusCode).toBe(429);
  });

  it('counts each client address separately', async () => {
    await appWithTieredRoutes();
    await post('/api/test-send-question', {}, '198.51.100.10');
    expect((await post('/api/test-send-question', {}, '198.51.100.10')).statusCode).toBe(429);
    expect((await post('/api/test-send-question', {}, '198.51.100.11')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off: a client cannot pick a fresh address per request', async () => {
    await appWithTieredRoutes();
    expect((await post('/api/test-send-question', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    expect((await post('/api/test-send-question', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For from an address TRUST_PROXY does not list', async () => {
    await appWithTieredRoutes({ TRUST_PROXY: '10.0.0.1' });
    expect((await post('/api/test-send-question', { 'x-forwarded-for': '203.0.113.1' })).statusCode).toBe(200);
    expect((await post('/api/test-send-question', { 'x-forwarded-for': '203.0.113.2' })).statusCode).toBe(429);
  });

  it('keys on the forwarded client address behind a trusted proxy', async () => {
    await appWithTieredRoutes({ TRUST_PROXY: '10.0.0.1' });
    const viaProxy = (client: string) => post('/api/test-send-question', { 'x-forwarded-for': client }, '10.0.0.1');
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(200);
    expect((await viaProxy('203.0.113.1')).statusCode).toBe(429);
  });

  it('trusts only as many hops as TRUST_PROXY counts', async () => {
    await appWithTieredRoutes({ TRUST_PROXY: '1' });
    // The client forges an extra address in front; the one proxy appends the real one.
    const forged = (fake: string) =>
      post('/api/test-send-question', { 'x-forwarded-for': `${fake}, 203.0.113.9` }, '10.0.0.1');
    expect((await forged('192.0.2.1')).statusCode).toBe(200);
    expect((await forged('192.0.2.2')).statusCode).toBe(429);
  });

  it('puts the general limit on every API route', async () => {
    app = await buildTestApp({ RATE_LIMIT_GENERAL: '2/1m' });
    expect((await app.inject('/api/captcha/challenge')).statusCode).toBe(200);
    expect((await app.inject('/api/captcha/challenge')).statusCode).toBe(200);
    const refused = await app.inject('/api/captcha/challenge');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('leaves the site’s files (SITE_DIR, local one-origin set-up) to the reverse proxy in production', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-site-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<h1>Home</h1>');
    app = await buildTestApp({ RATE_LIMIT_GENERAL: '1/1m', SITE_DIR: site });
    for (let i = 0; i < 3; i++) expect((await app.inject('/')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    expect((await app.inject('/api/health')).statusCode).toBe(429);
    fs.rmSync(site, { recursive: true, force: true });
  });

  it('rate limits the 404 answer too', async () => {
    app = await buildTestApp({ RATE_LIMIT_NOT_FOUND: '2/1m' });
    expect((await app.inject('/api/no-such-a')).statusCode).toBe(404);
    expect((await app.inject('/api/no-such-b')).statusCode).toBe(404);
    const refused = await app.inject('/api/no-such-c');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
  });

  it('refuses to start a route that names an unknown tier', async () => {
    app = await buildTestApp();
    expect(() =>
      app.post(
        '/api/test-typo',
        { config: { access: 'public', rateLimitTier: 'craetes' as 'creates' } },
        async () => ({}),
      ),
    ).toThrow(/Unknown rateLimitTier "craetes"/);
  });
});
