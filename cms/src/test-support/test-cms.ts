import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsDir } from '@stem/dev/stack/paths';
import { startService, waitForHttp, type Service } from '@stem/dev/stack/processes';
import { quietEnv, strapiBin } from '@stem/dev/stack/stack';

const secret = (name: string) => `${name}-${Math.random().toString(36).slice(2)}`;

/**
 * The real Strapi, started from its build (as `npm start` does) on a fresh SQLite file and a throwaway
 * uploads folder, on a random loopback port. boot() can be called again after stop() on the same data,
 * to see what a second boot does. The build is made by `npm test` before the suites run.
 */
export class TestCms {
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-cms-'));
  readonly databaseFile = path.join(this.dataDir, 'cms.sqlite');
  readonly base: string;
  readonly admin: { email: string; password: string };
  readonly #secrets = {
    APP_KEYS: `${secret('k1')},${secret('k2')}`,
    API_TOKEN_SALT: secret('salt'),
    ADMIN_JWT_SECRET: secret('admin'),
    TRANSFER_TOKEN_SALT: secret('transfer'),
    JWT_SECRET: secret('jwt'),
    ENCRYPTION_KEY: secret('enc'),
  };
  /** The registration API's read-only token (CMS_API_TOKEN), as the launcher would hand it to both. */
  readonly apiToken = `${secret('api-token')}${secret('read')}`;
  readonly #port: number;
  #service: Service | undefined;

  constructor(adminEmail: string) {
    this.#port = 21400 + Math.floor(Math.random() * 2000);
    this.base = `http://127.0.0.1:${this.#port}`;
    this.admin = { email: adminEmail, password: 'Local-Admin-Pass-1' };
    fs.mkdirSync(path.join(this.dataDir, 'public', 'uploads'), { recursive: true });
  }

  /**
   * Boots and waits for health; `adminPassword` overrides the first admin's password for this boot, `env`
   * any other variable (e.g. another CMS_API_TOKEN).
   */
  async boot(adminPassword = this.admin.password, env: Record<string, string> = {}): Promise<void> {
    this.#service = startService({
      name: 'cms',
      command: process.execPath,
      args: [strapiBin(), 'start'],
      cwd: cmsDir,
      env: {
        PATH: process.env.PATH,
        ...quietEnv,
        ...this.#secrets,
        NODE_ENV: 'production',
        CMS_HOST: '127.0.0.1',
        CMS_PORT: String(this.#port),
        CMS_PUBLIC_DIR: path.join(this.dataDir, 'public'),
        DATABASE_FILENAME: this.databaseFile,
        CMS_ADMIN_EMAIL: this.admin.email,
        CMS_ADMIN_PASSWORD: adminPassword,
        CMS_API_TOKEN: this.apiToken,
        ...env,
      },
      logFile: path.join(this.dataDir, 'cms.log'),
      echo: false,
    });
    await waitForHttp(this.#service, `${this.base}/_health`, (status) => status === 204, 120_000);
  }

  async stop(): Promise<void> {
    await this.#service?.stop();
    this.#service = undefined;
  }

  async dispose(): Promise<void> {
    await this.stop();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}
