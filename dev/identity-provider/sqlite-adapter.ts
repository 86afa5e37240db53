import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS oidc_artifacts (
    model      TEXT NOT NULL,
    id         TEXT NOT NULL,
    payload    TEXT NOT NULL CHECK (json_valid(payload)),
    grant_id   TEXT,
    user_code  TEXT,
    uid        TEXT,
    expires_at INTEGER,
    PRIMARY KEY (model, id)
  ) STRICT;
  CREATE INDEX IF NOT EXISTS oidc_artifacts_by_grant ON oidc_artifacts (model, grant_id);
  CREATE INDEX IF NOT EXISTS oidc_artifacts_by_uid ON oidc_artifacts (model, uid);
  CREATE INDEX IF NOT EXISTS oidc_artifacts_by_user_code ON oidc_artifacts (model, user_code);
  CREATE INDEX IF NOT EXISTS oidc_artifacts_by_expiry ON oidc_artifacts (expires_at);
`;

/**
 * oidc-provider's sessions, interactions, grants, codes and tokens in SQLite. Its built-in memory adapter
 * loses them on every restart, which would sign everybody out whenever `npm start` restarts the provider.
 */
export class OidcArtifactStore {
  readonly #db: Database.Database;
  readonly #upsert: Database.Statement<
    [string, string, string, string | null, string | null, string | null, number | null]
  >;
  readonly #find: Database.Statement<[string, string, number], { payload: string }>;
  readonly #findByUid: Database.Statement<[string, string, number], { payload: string }>;
  readonly #findByUserCode: Database.Statement<[string, string, number], { payload: string }>;
  readonly #consume: Database.Statement<[number, string, string]>;
  readonly #destroy: Database.Statement<[string, string]>;
  readonly #revokeByGrantId: Database.Statement<[string, string]>;
  readonly #purgeExpired: Database.Statement<[number]>;

  /** ':memory:' for a store that lives as long as the process. */
  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new Database(file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('busy_timeout = 5000');
    this.#db.exec(SCHEMA);
    this.#upsert = this.#db.prepare(
      `INSERT INTO oidc_artifacts (model, id, payload, grant_id, user_code, uid, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
         user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
    );
    const live = '(expires_at IS NULL OR expires_at > ?)';
    this.#find = this.#db.prepare(`SELECT payload FROM oidc_artifacts WHERE model = ? AND id = ? AND ${live}`);
    this.#findByUid = this.#db.prepare(`SELECT payload FROM oidc_artifacts WHERE model = ? AND uid = ? AND ${live}`);
    this.#findByUserCode = this.#db.prepare(
      `SELECT payload FROM oidc_artifacts WHERE model = ? AND user_code = ? AND ${live}`,
    );
    this.#consume = this.#db.prepare(
      `UPDATE oidc_artifacts SET payload = json_set(payload, '$.consumed', ?) WHERE model = ? AND id = ?`,
    );
    this.#destroy = this.#db.prepare('DELETE FROM oidc_artifacts WHERE model = ? AND id = ?');
    this.#revokeByGrantId = this.#db.prepare('DELETE FROM oidc_artifacts WHERE model = ? AND grant_id = ?');
    this.#purgeExpired = this.#db.prepare('DELETE FROM oidc_artifacts WHERE expires_at <= ?');
  }

  /** The `adapter` option of the provider configuration: one adapter per model name, all on this database. */
  readonly adapter: AdapterFactory = (model) => this.#adapterFor(model);

  #adapterFor(model: string): Adapter {
    const parse = (row: { payload: string } | undefined) =>
      row === undefined ? undefined : (JSON.parse(row.payload) as AdapterPayload);
    return {
      upsert: async (id, payload, expiresIn) => {
        const now = Date.now();
        // Expired rows go as new ones come, so the table holds about one day of sessions.
        this.#purgeExpired.run(now);
        this.#upsert.run(
          model,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          typeof expiresIn === 'number' ? now + expiresIn * 1000 : null,
        );
      },
      find: async (id) => parse(this.#find.get(model, id, Date.now())),
      findByUid: async (uid) => parse(this.#findByUid.get(model, uid, Date.now())),
      findByUserCode: async (userCode) => parse(this.#findByUserCode.get(model, userCode, Date.now())),
      consume: async (id) => {
        this.#consume.run(Math.floor(Date.now() / 1000), model, id);
      },
      destroy: async (id) => {
        this.#destroy.run(model, id);
      },
      revokeByGrantId: async (grantId) => {
        this.#revokeByGrantId.run(model, grantId);
      },
    };
  }

  close(): void {
    this.#db.close();
  }
}
