import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';

/** A closed local port: nothing answers there, so the CMS counts as unreachable. */
export const UNREACHABLE_CMS = 'http://127.0.0.1:9';

/**
 * The real app on a real SQLite file in a temp folder. Call `app.close()` after; the folder goes with it.
 */
export async function buildTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: path.join(dir, 'registrations.sqlite'),
    CMS_URL: UNREACHABLE_CMS,
    ...env,
  });
  const app = await buildApp(config);
  app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  return app;
}
