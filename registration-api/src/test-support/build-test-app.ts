import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import { loadConfig } from '../config/env.ts';

/** A closed local port: nothing answers there, so the CMS counts as unreachable. */
export const UNREACHABLE_CMS = 'http://127.0.0.1:9';

/**
 * The real app on a real SQLite file and outbox in a temp folder, with a captcha cheap enough to solve in
 * milliseconds. Call `app.close()` after; the folder goes with it.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'store'> = {},
): Promise<FastifyInstance> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-api-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SQLITE_PATH: path.join(dir, 'registrations.sqlite'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    CMS_URL: UNREACHABLE_CMS,
    ALTCHA_COST: '1',
    ALTCHA_COUNTER_MAX: '50',
    ...env,
  });
  const app = await buildApp(config, options);
  app.addHook('onClose', async () => fs.rmSync(dir, { recursive: true, force: true }));
  return app;
}
