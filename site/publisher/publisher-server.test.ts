import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPublisherConfig } from './publisher-config.ts';
import { createPublisherServer } from './publisher-server.ts';
import { RebuildQueue } from './rebuild-queue.ts';

const token = 'a-long-enough-webhook-token-123';
let close: () => void = () => {};
afterEach(() => close());

async function start() {
  let builds = 0;
  const queue = new RebuildQueue(
    async () => void builds++,
    5,
    () => {},
  );
  const server = createPublisherServer(token, queue, {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  close = () => server.close();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, queue, builds: () => builds };
}

describe('publisher webhook endpoint', () => {
  it('queues a rebuild for the right bearer token', async () => {
    const { base, queue, builds } = await start();
    const response = await fetch(`${base}/rebuild`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'entry.publish', model: 'faq-entry' }),
    });
    expect(response.status).toBe(202);
    await queue.idle();
    expect(builds()).toBe(1);
  });

  it.each([undefined, 'Bearer wrong-token', `Bearer ${token}x`, token.slice(0, -1)])(
    'refuses authorization %j and builds nothing',
    async (authorization) => {
      const { base, queue, builds } = await start();
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const response = await fetch(`${base}/rebuild`, { method: 'POST', headers, body: '{}' });
      expect(response.status).toBe(401);
      await queue.idle();
      expect(builds()).toBe(0);
    },
  );

  it('answers status, and 404/405 for anything else', async () => {
    const { base } = await start();
    expect(await (await fetch(`${base}/status`)).json()).toEqual({ busy: false, lastBuild: null, lastError: null });
    expect((await fetch(`${base}/rebuild`)).status).toBe(405);
    expect((await fetch(`${base}/other`, { method: 'POST' })).status).toBe(404);
  });
});

describe('publisher environment', () => {
  it('names a missing or short token without printing it', () => {
    expect(() => loadPublisherConfig({ SITE_ROOT: '/tmp/x' })).toThrow(/SITE_REBUILD_TOKEN is required/);
    expect(() => loadPublisherConfig({ SITE_ROOT: '/tmp/x', SITE_REBUILD_TOKEN: 'short-secret' })).toThrow(
      /SITE_REBUILD_TOKEN must be at least 24 characters/,
    );
    expect(() => loadPublisherConfig({ SITE_ROOT: '/tmp/x', SITE_REBUILD_TOKEN: 'short-secret' })).not.toThrow(
      /short-secret/,
    );
  });

  it('names a bad port', () => {
    expect(() => loadPublisherConfig({ SITE_ROOT: '/tmp/x', SITE_REBUILD_TOKEN: token, PUBLISHER_PORT: 'x' })).toThrow(
      /PUBLISHER_PORT must be a port number/,
    );
  });
});
