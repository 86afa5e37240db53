import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from './test-support/build-test-app.ts';

let app: FastifyInstance;
afterEach(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('reports the store reachable and the CMS unreachable as degraded, uncached', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      store: { reachable: true, writable: true },
      cms: { reachable: false },
      mail: { pending: 0, failed: 0, oldestPendingAt: null },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the store does not answer', async () => {
    app = await buildTestApp();
    await app.ready();
    await app.store.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', store: { reachable: false, writable: false } });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a JSON 404 and a request id', async () => {
    app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?email=a@b.c' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({ error: 'NOT_FOUND', message: 'No route GET /api/no-such-thing' });
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('gives a generic 5xx body with the request id, never the internal message', async () => {
    app = await buildTestApp();
    app.get('/api/test-explodes', { config: { access: 'public' } }, async () => {
      throw new Error('database password is hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/api/test-explodes' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(response.json()).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
      requestId: response.headers['x-request-id'],
    });
  });

  it('refuses unparsable JSON with 400 without echoing it', async () => {
    app = await buildTestApp();
    app.post('/api/test-echo', { config: { access: 'public' } }, async (request) => request.body);
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "canary-7f3a@example.org",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('canary-7f3a');
  });

  it('refuses a JSON body over 128 KiB with 413', async () => {
    app = await buildTestApp();
    app.post('/api/test-echo', { config: { access: 'public' } }, async () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ essay: 'x'.repeat(130 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});

describe('site on the same origin (SITE_DIR)', () => {
  function siteFixture() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    fs.mkdirSync(path.join(dir, '_astro'));
    fs.writeFileSync(path.join(dir, '_astro', 'slideshow.Bx12.js'), 'export {}');
    fs.mkdirSync(path.join(dir, 'verify-age'));
    fs.writeFileSync(path.join(dir, 'verify-age', 'index.html'), '<h1>Verify</h1>');
    fs.mkdirSync(path.join(dir, 'ms-ind-reg-edit'));
    fs.writeFileSync(path.join(dir, 'ms-ind-reg-edit', 'index.html'), '<h1>Edit</h1>');
    return dir;
  }

  it('serves pages at their own address, with or without a trailing slash, and sends unknown pages to /error-404', async () => {
    const dir = siteFixture();
    app = await buildTestApp({ SITE_DIR: dir });
    const home = await app.inject('/');
    expect(home.body).toContain('Home');
    // A publish must show at once: pages are revalidated, fingerprinted assets cached for good.
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.etag).toBeTruthy();
    expect((await app.inject('/_astro/slideshow.Bx12.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );

    // SPEC's routes have no trailing slash: the page is answered at once, not after a redirect.
    const folder = await app.inject('/verify-age?regType=MSIND');
    expect(folder.statusCode).toBe(200);
    expect(folder.headers['cache-control']).toBe('no-cache');
    expect(folder.body).toContain('Verify');
    expect((await app.inject('/verify-age/?regType=MSIND')).body).toContain('Verify');

    // SPEC §2's route parameter: an edit page with the regId in its path is the edit page.
    const edit = await app.inject('/ms-ind-reg-edit/Xy_12-ab');
    expect(edit.statusCode).toBe(200);
    expect(edit.headers['content-type']).toMatch(/^text\/html/);
    expect(edit.headers['cache-control']).toBe('no-cache');
    expect(edit.body).toContain('Edit');
    expect((await app.inject('/ms-ind-reg-edit/Xy_12-ab/more')).headers.location).toBe('/error-404');

    const unknown = await app.inject('/no-such-page');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/error-404');

    // A page's path typed with capitals (from a flyer) goes to the page, its query kept; not a made-up one.
    const capitals = await app.inject('/Verify-Age?regType=MSIND');
    expect(capitals.statusCode).toBe(301);
    expect(capitals.headers.location).toBe('/verify-age?regType=MSIND');
    expect((await app.inject('/VERIFY-AGE/')).headers.location).toBe('/verify-age/');
    expect((await app.inject('/No-Such-Page')).headers.location).toBe('/error-404');
    expect((await app.inject('/Verify-Age/../../etc')).headers.location).toBe('/error-404');

    // The API keeps JSON 404s even with the site mounted.
    expect((await app.inject('/api/nope')).json()).toMatchObject({ error: 'NOT_FOUND' });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers an address that cannot be decoded as an unknown one, with the security headers, never echoing it', async () => {
    const dir = siteFixture();
    app = await buildTestApp({ SITE_DIR: dir });
    const page = await app.inject('/multiple/%ff');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/error-404');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const api = await app.inject('/api/%ff%3Cscript%3E');
    expect(api.statusCode).toBe(400);
    expect(api.json()).toEqual({
      error: 'FST_ERR_BAD_URL',
      message: 'This address is not valid.',
      requestId: api.headers['x-request-id'],
    });
    expect(api.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.body).not.toContain('script');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the site’s files gzipped to a browser that accepts it, as the production proxy does; not API answers', async () => {
    const dir = siteFixture();
    const script = `export const words = ${JSON.stringify('career day '.repeat(500))};`;
    fs.writeFileSync(path.join(dir, '_astro', 'form.Cd34.js'), script);
    app = await buildTestApp({ SITE_DIR: dir });
    const gzip = { 'accept-encoding': 'gzip, deflate, br' };
    const asset = await app.inject({ url: '/_astro/form.Cd34.js', headers: gzip });
    expect(asset.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.rawPayload.length).toBeLessThan(script.length / 5);
    expect((await app.inject('/_astro/form.Cd34.js')).body).toBe(script);
    const api = await app.inject({ url: '/api/health', headers: gzip });
    expect(api.headers['content-encoding']).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('security headers (SECURITY.md item 17)', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
  };

  it('sends them on pages, API answers and errors; pages may not be framed; no HSTS over http', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-site-'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
    app = await buildTestApp({ SITE_DIR: dir });
    const page = await app.inject('/');
    expect(page.headers).toMatchObject(common);
    expect(page.headers['content-security-policy']).toBe(
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
    );
    // A revalidated page (304, no content type) keeps the page policy: browsers merge it into the cache.
    const revalidated = await app.inject({ url: '/', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    for (const answer of [
      await app.inject('/api/health'),
      await app.inject('/api/nope'),
      await app.inject('/auth/me'),
    ]) {
      expect(answer.headers).toMatchObject({
        ...common,
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      });
      expect(answer.headers['strict-transport-security']).toBeUndefined();
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds HSTS when the site is served over https', async () => {
    app = await buildTestApp({ PUBLIC_SITE_URL: 'https://careerday.example.org' });
    expect((await app.inject('/api/health')).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
