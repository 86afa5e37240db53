import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createIdentityProvider, type ClientOptions, type IdentityProvider } from '../identity-provider.ts';

/** A port nobody listens on right now, from a throwaway server on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestIdentityProviderOptions {
  /** Defaults to a free port (oidc-provider needs the issuer, port included, before it starts). */
  port?: number;
  /** Persist accounts, sessions and keys here (for restart tests); memory by default. */
  dataDir?: string;
  /** Defaults to a new temporary folder, removed again by `close()`. */
  outboxDir?: string;
  client?: Partial<ClientOptions>;
  siteUrl?: string;
  /** Keep the same keys across a restart on the same `dataDir`, or its session cookies no longer verify. */
  cookieKeys?: string[];
}

export interface TestIdentityProvider extends IdentityProvider {
  outboxDir: string;
  client: ClientOptions;
}

/**
 * Starts the identity provider on 127.0.0.1 for a test, with a client for a site at `siteUrl` (default
 * http://localhost:8080, callback /auth/callback, post-logout /). `close()` stops it and removes the
 * temporary outbox it made.
 */
export async function startTestIdentityProvider(
  options: TestIdentityProviderOptions = {},
): Promise<TestIdentityProvider> {
  const siteUrl = options.siteUrl ?? 'http://localhost:8080';
  const client: ClientOptions = {
    clientId: 'stem-site',
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris: [`${siteUrl}/auth/callback`],
    postLogoutRedirectUris: [`${siteUrl}/`],
    initiateLoginUri: `${siteUrl}/auth/login`,
    ...options.client,
  };
  const ownOutbox = options.outboxDir === undefined;
  const outboxDir = options.outboxDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'idp-outbox-'));
  const cookieKeys = options.cookieKeys ?? [randomBytes(32).toString('base64url')];
  // Another process may take the free port between the probe and the listen: try a few.
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const idp = createIdentityProvider({
      issuer: `http://127.0.0.1:${port}`,
      client,
      dataDir: options.dataDir,
      outboxDir,
      cookieKeys,
      siteUrl,
    });
    try {
      await idp.listen();
    } catch (error) {
      await idp.close();
      if (options.port !== undefined || attempt >= 5 || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') {
        if (ownOutbox) fs.rmSync(outboxDir, { recursive: true, force: true });
        throw error;
      }
      continue;
    }
    return {
      ...idp,
      outboxDir,
      client,
      close: async () => {
        await idp.close();
        if (ownOutbox) fs.rmSync(outboxDir, { recursive: true, force: true });
        // fetch pools keep-alive connections; let this process notice that the server closed them, or a
        // provider restarted on the same port gets its first request on a dead socket ("other side closed").
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
    };
  }
}
