import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { GroupCommit, isBusy, unavailableOr } from './sqlite-group-commit.ts';
import { CHECK_IN_ACTIONS, type RegType } from '@stem/shared';
import {
  DuplicateNameError,
  DuplicateRegistrationError,
  emailKey,
  newMailId,
  newRegId,
  type InvoiceRecord,
  type MemberStatusRecord,
  type NewRegistration,
  type Registration,
  type RegistrationData,
  type RegistrationStore,
  type AuditEntry,
  type CheckInRecord,
  type NewAuditEntry,
  type NewCheckIn,
  type Session,
  type StoredSetting,
} from './registration-store.ts';
import type { WindowCount } from '../shared-state/shared-state.ts';
import type { MailQueueCounts, NewMail, QueuedMail, QueuedMessage } from './mail-outbox.ts';

interface Row {
  reg_id: string;
  reg_type: string;
  email: string;
  data: string;
  member_status: string | null;
  invoice: string | null;
  created_at: string;
  updated_at: string;
}

/** The check-ins table under a name (a store file from before the undo is rebuilt through another name). */
function checkInsTable(name: string): string {
  return `CREATE TABLE IF NOT EXISTS ${name} (
    id          TEXT PRIMARY KEY,
    reg_id      TEXT NOT NULL,
    action      TEXT NOT NULL CHECK (action IN (${CHECK_IN_ACTIONS.map((action) => `'${action}'`).join(', ')})),
    at          TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    staff       TEXT NOT NULL
  ) STRICT;`;
}

const CHECK_IN_FOLLOWERS = `
  CREATE INDEX IF NOT EXISTS check_ins_by_registration ON check_ins (reg_id, at);
  -- A registration's check-ins go with it, in the same statement (a cancellation, an erasure).
  CREATE TRIGGER IF NOT EXISTS check_ins_follow_registration AFTER DELETE ON registrations
  BEGIN
    DELETE FROM check_ins WHERE reg_id = OLD.reg_id;
  END;
`;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS registrations (
    reg_id     TEXT PRIMARY KEY,
    reg_type   TEXT NOT NULL,
    email      TEXT NOT NULL,
    email_key  TEXT NOT NULL,
    data       TEXT NOT NULL CHECK (json_valid(data)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (reg_type, email_key)
  ) STRICT;
  CREATE TABLE IF NOT EXISTS used_keys (
    key        TEXT PRIMARY KEY,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS used_keys_by_expiry ON used_keys (expires_at);
  CREATE TABLE IF NOT EXISTS sessions (
    session_id TEXT PRIMARY KEY,
    data       TEXT NOT NULL CHECK (json_valid(data)),
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS sessions_by_expiry ON sessions (expires_at);
  CREATE TABLE IF NOT EXISTS sequences (
    name  TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS settings (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL CHECK (json_valid(value)),
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS mail_outbox (
    id              TEXT PRIMARY KEY,
    reg_id          TEXT,
    message         TEXT NOT NULL CHECK (json_valid(message)),
    status          TEXT NOT NULL CHECK (status IN ('pending', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    lease_until     INTEGER,
    last_error      TEXT,
    created_at      TEXT NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (status, next_attempt_at);
  CREATE INDEX IF NOT EXISTS mail_outbox_by_registration ON mail_outbox (reg_id);
  -- /api/health's counts: the index answers them, not the rows (a message is kilobytes, and the status
  -- after it sits in its overflow pages: a backlog of 18,000 made every health check read them all).
  CREATE INDEX IF NOT EXISTS mail_outbox_by_age ON mail_outbox (status, created_at);
  CREATE TABLE IF NOT EXISTS rate_counters (
    key      TEXT PRIMARY KEY,
    count    INTEGER NOT NULL,
    reset_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS rate_counters_by_reset ON rate_counters (reset_at);
  CREATE TABLE IF NOT EXISTS audit_log (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    at         TEXT NOT NULL,
    actor      TEXT NOT NULL,
    action     TEXT NOT NULL,
    target     TEXT NOT NULL,
    count      INTEGER NOT NULL,
    request_id TEXT
  ) STRICT;
  ${checkInsTable('check_ins')}
  ${CHECK_IN_FOLLOWERS}
`;

interface MailRow {
  id: string;
  reg_id: string | null;
  message: string;
  status: 'pending' | 'failed';
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  created_at: string;
}

const toQueuedMail = (row: MailRow): QueuedMail => ({
  id: row.id,
  regId: row.reg_id,
  message: JSON.parse(row.message) as QueuedMessage,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at).toISOString(),
  lastError: row.last_error,
  createdAt: row.created_at,
});

/** Expired counters are swept after this many hits, so the table holds about one window of clients. */
const SWEEP_EVERY_HITS = 1000;

/**
 * Columns added after the first release, with their definitions: a store file from before gets them at
 * open (ALTER TABLE ADD COLUMN), a new one too, so both end with the same table.
 */
const ADDED_COLUMNS = {
  // The kind's unique name key (a group name's); NULL for kinds without one, and NULLs never collide.
  name_key: 'TEXT',
  // The member status as JSON (MemberStatusRecord), never written from the form data.
  member_status: 'TEXT CHECK (member_status IS NULL OR json_valid(member_status))',
  // The sponsorship invoice held (InvoiceRecord as JSON), never written from the form data.
  invoice: 'TEXT CHECK (invoice IS NULL OR json_valid(invoice))',
} as const;

const INDEXES = `
  CREATE INDEX IF NOT EXISTS registrations_by_owner ON registrations (email_key, created_at);
  CREATE UNIQUE INDEX IF NOT EXISTS registrations_name_key_unique ON registrations (reg_type, name_key)
    WHERE name_key IS NOT NULL;
`;

interface AuditRow {
  at: string;
  actor: string;
  action: string;
  target: string;
  count: number;
  request_id: string | null;
}

interface CheckInRow {
  id: string;
  reg_id: string;
  action: CheckInRecord['action'];
  at: string;
  recorded_at: string;
  staff: string;
}

const toCheckIn = (row: CheckInRow): CheckInRecord => ({
  id: row.id,
  regId: row.reg_id,
  action: row.action,
  at: row.at,
  recordedAt: row.recorded_at,
  by: row.staff,
});

const COLUMNS = 'reg_id, reg_type, email, data, member_status, invoice, created_at, updated_at';

const toRegistration = (row: Row): Registration => ({
  regId: row.reg_id,
  regType: row.reg_type as RegType,
  email: row.email,
  data: JSON.parse(row.data) as RegistrationData,
  memberStatus: row.member_status === null ? null : (JSON.parse(row.member_status) as MemberStatusRecord),
  invoice: row.invoice === null ? null : (JSON.parse(row.invoice) as InvoiceRecord),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export interface SqliteStoreOptions {
  /**
   * How long a statement waits for another connection's write lock before the store counts as unavailable
   * (StoreUnavailableError, answered 503). The wait is asynchronous: the process serves other requests
   * meanwhile.
   */
  busyWaitMs?: number;
}

/** Rate-limit counters wait at most this long for the lock: a request is never held up for a counter. */
const COUNTER_BUSY_WAIT_MS = 100;

/**
 * The embedded store (npm start, CI): one SQLite file, WAL journal, synchronous=FULL so that an
 * acknowledged registration survives a crash of the process or the machine. better-sqlite3 is
 * synchronous, so SQLite's own busy timeout would block the whole process while another connection holds
 * the write lock (a backup, a second instance, a stuck writer): the connections use none, and a statement
 * that finds the database busy is retried after an asynchronous pause, up to `busyWaitMs`. The file and its
 * folder are readable by their owner only (SECURITY.md item 28); SQLite gives the -wal and -shm files the
 * database file's permissions.
 */
export class SqliteRegistrationStore implements RegistrationStore {
  readonly #db: Database.Database;
  readonly #insert: Database.Statement<[string, string, string, string, string | null, string, string, string]>;
  readonly #get: Database.Statement<[string], Row>;
  readonly #listByOwner: Database.Statement<[string], Row>;
  readonly #listByType: Database.Statement<[string], Row>;
  readonly #update: Database.Statement<[string, string | null, string, string], Row>;
  readonly #setMemberStatus: Database.Statement<[string, string], Row>;
  readonly #delete: Database.Statement<[string], Row>;
  readonly #enqueueMail: Database.Statement<[string, string | null, string, number, string]>;
  readonly #claimMails: Database.Statement<[{ leaseUntil: number; now: number; limit: number }], MailRow>;
  readonly #mailSent: Database.Statement<[string]>;
  readonly #retryMail: Database.Statement<[number, string, string]>;
  readonly #failMail: Database.Statement<[string, string]>;
  readonly #mailCounts: Database.Statement<[], { pending: number; failed: number; oldest: string | null }>;
  readonly #deleteMailsOf: Database.Statement<[string]>;
  readonly #setInvoice: Database.Statement<[string, string], Row>;
  readonly #nextSequence: Database.Statement<[string], { value: number }>;
  readonly #consumeOnce: (key: string, expiresAt: number, now: number) => boolean;
  readonly #createSession: (session: Session, now: number) => void;
  readonly #getSession: Database.Statement<[string, number], { data: string }>;
  readonly #deleteSession: Database.Statement<[string]>;
  readonly #getSetting: Database.Statement<[string], { value: string; updated_at: string }>;
  readonly #listSettings: Database.Statement<[number, string], { key: string; value: string; updated_at: string }>;
  readonly #putSetting: Database.Statement<[string, string, string]>;
  readonly #recordAudit: Database.Statement<[string, string, string, string, number, string | null]>;
  readonly #listAudit: Database.Statement<[number], AuditRow>;
  readonly #recordCheckIn: (checkIn: NewCheckIn, now: string) => { row: CheckInRow; duplicate: boolean } | null;
  readonly #listCheckIns: Database.Statement<[string], CheckInRow>;
  /** The counters' own connection (see the constructor); the main one for an in-memory store. */
  readonly #counters: Database.Database;
  readonly #hit: Database.Statement<[string, number, number, number, number], { count: number; reset_at: number }>;
  readonly #sweepCounters: Database.Statement<[number]>;
  #hitsSinceSweep = 0;

  readonly #busyWaitMs: number;
  /** The main connection's writes, committed in groups (one fsync for the writes of a moment). */
  readonly #commits: GroupCommit;
  /** The counters connection's writes (the main connection's when the store is in memory). */
  readonly #counterCommits: GroupCommit;

  /** Opens (and creates, with its folder) the database file; ':memory:' for a throwaway store. */
  constructor(file: string, options: SqliteStoreOptions = {}) {
    this.#busyWaitMs = options.busyWaitMs ?? 5000;
    if (file !== ':memory:') createOwnerOnly(file);
    this.#db = new Database(file);
    // Opening may wait for the lock like any start-up step (another instance creating the tables).
    this.#db.pragma('busy_timeout = 5000');
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('synchronous = FULL');
    // A deleted registration's bytes are overwritten, not left in free pages (retention, SECURITY.md 29).
    this.#db.pragma('secure_delete = ON');
    // Savepoints inside a group commit (a create's captcha key, registration and mail) journal the pages they
    // change; past 64 KB SQLite spills that journal to an unlinked file in /var/tmp, outside the owner-only
    // data folder and beyond secure_delete. In memory it is bounded by one commit group (strace under load:
    // about 40 KB and 19 write calls fewer per create, no change in throughput).
    this.#db.pragma('temp_store = MEMORY');
    this.#db.exec(SCHEMA);
    this.#addMissingColumns();
    this.#allowEveryCheckInAction();
    this.#db.exec(INDEXES);
    // From here on a busy database is waited for asynchronously (#retrying), never inside SQLite.
    this.#db.pragma('busy_timeout = 0');
    this.#insert = this.#db.prepare(
      `INSERT INTO registrations (reg_id, reg_type, email, email_key, name_key, data, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#get = this.#db.prepare(`SELECT ${COLUMNS} FROM registrations WHERE reg_id = ?`);
    this.#listByOwner = this.#db.prepare(
      `SELECT ${COLUMNS} FROM registrations WHERE email_key = ? ORDER BY created_at, rowid`,
    );
    this.#listByType = this.#db.prepare(
      `SELECT ${COLUMNS} FROM registrations WHERE reg_type = ? ORDER BY created_at, rowid`,
    );
    this.#update = this.#db.prepare(
      `UPDATE registrations SET data = ?, name_key = COALESCE(?, name_key), updated_at = ?
       WHERE reg_id = ? RETURNING ${COLUMNS}`,
    );
    this.#delete = this.#db.prepare(`DELETE FROM registrations WHERE reg_id = ? RETURNING ${COLUMNS}`);
    this.#enqueueMail = this.#db.prepare(
      `INSERT INTO mail_outbox (id, reg_id, message, status, next_attempt_at, created_at)
       VALUES (?, ?, ?, 'pending', ?, ?)`,
    );
    // One UPDATE takes the lease and counts the attempt: two workers never claim the same message.
    this.#claimMails = this.#db.prepare(
      `UPDATE mail_outbox SET lease_until = @leaseUntil, attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= @now AND (lease_until IS NULL OR lease_until <= @now)
         ORDER BY next_attempt_at, rowid LIMIT @limit
       )
       RETURNING id, reg_id, message, status, attempts, next_attempt_at, last_error, created_at`,
    );
    this.#mailSent = this.#db.prepare('DELETE FROM mail_outbox WHERE id = ?');
    this.#retryMail = this.#db.prepare(
      'UPDATE mail_outbox SET next_attempt_at = ?, lease_until = NULL, last_error = ? WHERE id = ?',
    );
    this.#failMail = this.#db.prepare(
      "UPDATE mail_outbox SET status = 'failed', lease_until = NULL, last_error = ? WHERE id = ?",
    );
    this.#mailCounts = this.#db.prepare(
      `SELECT (SELECT COUNT(*) FROM mail_outbox WHERE status = 'pending') AS pending,
              (SELECT COUNT(*) FROM mail_outbox WHERE status = 'failed') AS failed,
              (SELECT MIN(created_at) FROM mail_outbox WHERE status = 'pending') AS oldest`,
    );
    this.#deleteMailsOf = this.#db.prepare('DELETE FROM mail_outbox WHERE reg_id = ?');
    this.#setMemberStatus = this.#db.prepare(
      `UPDATE registrations SET member_status = ? WHERE reg_id = ? RETURNING ${COLUMNS}`,
    );
    this.#setInvoice = this.#db.prepare(`UPDATE registrations SET invoice = ? WHERE reg_id = ? RETURNING ${COLUMNS}`);
    // One statement: SQLite holds the write lock for it, so two processes never get the same number.
    this.#nextSequence = this.#db.prepare(
      `INSERT INTO sequences (name, value) VALUES (?, 1)
       ON CONFLICT (name) DO UPDATE SET value = value + 1 RETURNING value`,
    );
    const purgeExpired = this.#db.prepare<[number]>('DELETE FROM used_keys WHERE expires_at <= ?');
    const insertKey = this.#db.prepare<[string, number]>(
      'INSERT INTO used_keys (key, expires_at) VALUES (?, ?) ON CONFLICT (key) DO NOTHING',
    );
    // Run as a write of the group commit, whose IMMEDIATE transaction takes the write lock first: two
    // processes on the same file cannot both insert the key.
    this.#consumeOnce = (key, expiresAt, now) => {
      purgeExpired.run(now);
      return insertKey.run(key, expiresAt).changes === 1;
    };
    const purgeSessions = this.#db.prepare<[number]>('DELETE FROM sessions WHERE expires_at <= ?');
    const insertSession = this.#db.prepare<[string, string, number]>(
      'INSERT INTO sessions (session_id, data, expires_at) VALUES (?, ?, ?)',
    );
    // Expired sessions go when a new one comes, so the table holds about one day of logins.
    this.#createSession = (session: Session, now: number) => {
      purgeSessions.run(now);
      insertSession.run(session.sessionId, JSON.stringify(session), Date.parse(session.expiresAt));
    };
    this.#getSession = this.#db.prepare('SELECT data FROM sessions WHERE session_id = ? AND expires_at > ?');
    this.#deleteSession = this.#db.prepare('DELETE FROM sessions WHERE session_id = ?');
    this.#getSetting = this.#db.prepare('SELECT value, updated_at FROM settings WHERE key = ?');
    // substr, not LIKE: a prefix is compared as it is, with no wildcard in it.
    this.#listSettings = this.#db.prepare(
      'SELECT key, value, updated_at FROM settings WHERE substr(key, 1, ?) = ? ORDER BY key',
    );
    this.#putSetting = this.#db.prepare(
      `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    this.#recordAudit = this.#db.prepare(
      'INSERT INTO audit_log (at, actor, action, target, count, request_id) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.#listAudit = this.#db.prepare(
      'SELECT at, actor, action, target, count, request_id FROM audit_log ORDER BY id DESC LIMIT ?',
    );
    const registrationExists = this.#db.prepare<[string], { found: number }>(
      'SELECT 1 AS found FROM registrations WHERE reg_id = ?',
    );
    const insertCheckIn = this.#db.prepare<[string, string, string, string, string, string]>(
      `INSERT INTO check_ins (id, reg_id, action, at, recorded_at, staff) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO NOTHING`,
    );
    const checkInById = this.#db.prepare<[string], CheckInRow>(
      'SELECT id, reg_id, action, at, recorded_at, staff FROM check_ins WHERE id = ?',
    );
    // A write of the group commit (IMMEDIATE): the registration cannot be deleted between the look and the
    // insert.
    this.#recordCheckIn = (checkIn, now) => {
      if (!registrationExists.get(checkIn.regId)) return null;
      const inserted =
        insertCheckIn.run(checkIn.id, checkIn.regId, checkIn.action, checkIn.at, now, checkIn.by).changes === 1;
      return { row: checkInById.get(checkIn.id)!, duplicate: !inserted };
    };
    this.#listCheckIns = this.#db.prepare(
      `SELECT id, reg_id, action, at, recorded_at, staff FROM check_ins
       WHERE reg_id IN (SELECT value FROM json_each(?)) ORDER BY at, recorded_at, rowid`,
    );
    // Rate-limit counters are written on every API request. On the main connection each hit would wait for
    // an fsync (synchronous=FULL, which registrations need); on a second connection with synchronous=NORMAL
    // a WAL commit does not, and a crash can only forget a few hits. It waits briefly for the write lock
    // (COUNTER_BUSY_WAIT_MS): a counter that cannot be written lets the request through (rate-limit.ts).
    this.#counters = file === ':memory:' ? this.#db : new Database(file);
    this.#commits = new GroupCommit(this.#db, this.#busyWaitMs);
    this.#counterCommits = this.#commits;
    if (this.#counters !== this.#db) {
      this.#counters.pragma('synchronous = NORMAL');
      this.#counters.pragma('busy_timeout = 0');
      this.#counterCommits = new GroupCommit(this.#counters, COUNTER_BUSY_WAIT_MS);
    }
    this.#hit = this.#counters.prepare(
      `INSERT INTO rate_counters (key, count, reset_at) VALUES (?, 1, ? + ?)
       ON CONFLICT (key) DO UPDATE SET
         count    = CASE WHEN reset_at > ? THEN count + 1 ELSE 1 END,
         reset_at = CASE WHEN reset_at > ? THEN reset_at ELSE excluded.reset_at END
       RETURNING count, reset_at`,
    );
    this.#sweepCounters = this.#counters.prepare('DELETE FROM rate_counters WHERE reset_at <= ?');
  }

  /**
   * Adds the columns a store file from an earlier release lacks, in one write transaction that looks
   * again under the lock, so two processes opening the same old file at once add each column once.
   */
  #addMissingColumns() {
    const columns = this.#db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('registrations')");
    const missing = () => {
      const present = new Set(columns.all().map((column) => column.name));
      return Object.entries(ADDED_COLUMNS).filter(([name]) => !present.has(name));
    };
    if (missing().length === 0) return;
    this.#db
      .transaction(() => {
        for (const [name, definition] of missing()) {
          this.#db.exec(`ALTER TABLE registrations ADD COLUMN ${name} ${definition}`);
        }
      })
      .immediate();
  }

  /**
   * A store file from before an action was added (the undo) has a check_ins table whose CHECK refuses it, and
   * SQLite cannot change a CHECK in place: the table is rebuilt under another name, its rows copied, and
   * renamed, with its index and trigger made again (SQLite's documented way), in one write transaction that
   * looks again under the lock.
   */
  #allowEveryCheckInAction() {
    const definition = this.#db.prepare<[], { sql: string }>(
      "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'check_ins'",
    );
    const outdated = () => !CHECK_IN_ACTIONS.every((action) => definition.get()?.sql.includes(`'${action}'`));
    if (!outdated()) return;
    this.#db
      .transaction(() => {
        if (!outdated()) return;
        this.#db.exec(`
          DROP TRIGGER IF EXISTS check_ins_follow_registration;
          ${checkInsTable('check_ins_rebuilt')}
          INSERT INTO check_ins_rebuilt (id, reg_id, action, at, recorded_at, staff)
            SELECT id, reg_id, action, at, recorded_at, staff FROM check_ins;
          DROP TABLE check_ins;
          ALTER TABLE check_ins_rebuilt RENAME TO check_ins;
          ${CHECK_IN_FOLLOWERS}
        `);
      })
      .immediate();
  }

  async insert({ regId, regType, email, data, nameKey, mails = [] }: NewRegistration): Promise<Registration> {
    const now = new Date().toISOString();
    const stored = JSON.stringify(data);
    // The answer's data is what a later get() reads (parsed from what was stored), never the caller's object.
    const registration: Registration = {
      regId: regId ?? newRegId(),
      regType,
      email,
      data: JSON.parse(stored) as RegistrationData,
      memberStatus: null,
      invoice: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await this.#withMails(
        () => this.#insert.run(registration.regId, regType, email, emailKey(email), nameKey ?? null, stored, now, now),
        registration.regId,
        mails,
        () => true,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'email_key')) throw new DuplicateRegistrationError(regType, { cause: error });
      if (isUniqueViolation(error, 'name_key')) throw new DuplicateNameError({ cause: error });
      throw error;
    }
    return registration;
  }

  async get(regId: string): Promise<Registration | null> {
    const row = await this.#retrying(() => this.#get.get(regId));
    return row ? toRegistration(row) : null;
  }

  async listByOwner(email: string): Promise<Registration[]> {
    return (await this.#retrying(() => this.#listByOwner.all(emailKey(email)))).map(toRegistration);
  }

  async listByType(regType: RegType): Promise<Registration[]> {
    return (await this.#retrying(() => this.#listByType.all(regType))).map(toRegistration);
  }

  async update(
    regId: string,
    data: RegistrationData,
    nameKey?: string,
    mails: readonly QueuedMessage[] = [],
  ): Promise<Registration | null> {
    let row: Row | undefined;
    try {
      row = await this.#withMails(
        () => this.#update.get(JSON.stringify(data), nameKey ?? null, new Date().toISOString(), regId),
        regId,
        mails,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'name_key')) throw new DuplicateNameError({ cause: error });
      throw error;
    }
    return row ? toRegistration(row) : null;
  }

  async delete(regId: string, mails: readonly QueuedMessage[] = []): Promise<Registration | null> {
    // The notice outlives the registration: it belongs to none, so a later clean-up of its regId keeps it.
    const row = await this.#withMails(() => this.#delete.get(regId), null, mails);
    return row ? toRegistration(row) : null;
  }

  async setMemberStatus(
    regId: string,
    status: Omit<MemberStatusRecord, 'setAt'>,
    mails: readonly QueuedMessage[] = [],
  ): Promise<Registration | null> {
    const record: MemberStatusRecord = {
      status: status.status,
      statusMessage: status.statusMessage,
      groupId: status.groupId,
      setAt: new Date().toISOString(),
    };
    const row = await this.#withMails(() => this.#setMemberStatus.get(JSON.stringify(record), regId), regId, mails);
    return row ? toRegistration(row) : null;
  }

  async setInvoice(
    regId: string,
    invoice: InvoiceRecord,
    mails: readonly QueuedMessage[] = [],
  ): Promise<Registration | null> {
    const record: InvoiceRecord = {
      number: invoice.number,
      tierCode: invoice.tierCode,
      tierName: invoice.tierName,
      amount: invoice.amount,
      replaces: invoice.replaces,
      issuedAt: invoice.issuedAt,
      cancelledAt: invoice.cancelledAt,
    };
    const row = await this.#withMails(() => this.#setInvoice.get(JSON.stringify(record), regId), regId, mails);
    return row ? toRegistration(row) : null;
  }

  async nextSequence(name: string): Promise<number> {
    return (await this.#writing(() => this.#nextSequence.get(name)!)).value;
  }

  async enqueueMails(mails: readonly NewMail[]): Promise<void> {
    await this.#writing(() => this.#storeMails(mails));
  }

  async claimMails(limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const now = Date.now();
    const rows = await this.#writing(() => this.#claimMails.all({ leaseUntil: now + leaseMs, now, limit }));
    return rows.map(toQueuedMail).sort(dueFirst);
  }

  async markMailSent(id: string): Promise<void> {
    await this.#writing(() => this.#mailSent.run(id));
  }

  async retryMailLater(id: string, at: Date, error: string): Promise<void> {
    await this.#writing(() => this.#retryMail.run(at.getTime(), error, id));
  }

  async markMailFailed(id: string, error: string): Promise<void> {
    await this.#writing(() => this.#failMail.run(error, id));
  }

  async mailQueueCounts(): Promise<MailQueueCounts> {
    const row = (await this.#retrying(() => this.#mailCounts.get()))!;
    return { pending: row.pending, failed: row.failed, oldestPendingAt: row.oldest };
  }

  async deleteMailsOf(regId: string): Promise<number> {
    return (await this.#writing(() => this.#deleteMailsOf.run(regId))).changes;
  }

  /** Writes outbox rows (inside the caller's transaction). */
  #storeMails(mails: readonly NewMail[]) {
    const now = new Date();
    for (const mail of mails) {
      this.#enqueueMail.run(newMailId(), mail.regId, JSON.stringify(mail.message), now.getTime(), now.toISOString());
    }
  }

  /**
   * Runs a registration change and stores its messages as one write (one savepoint of the group commit):
   * both or neither. The messages are stored only when the change found its registration (by default: it
   * returned a row).
   */
  #withMails<T>(
    change: () => T,
    regId: string | null,
    mails: readonly QueuedMessage[],
    found: (result: T) => boolean = (result) => result !== undefined,
  ): Promise<T> {
    return this.#writing(() => {
      const result = change();
      if (mails.length > 0 && found(result)) this.#storeMails(mails.map((message) => ({ regId, message })));
      return result;
    });
  }

  async consumeOnce(key: string, expiresAt: Date): Promise<boolean> {
    return this.#writing(() => this.#consumeOnce(key, expiresAt.getTime(), Date.now()));
  }

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = Date.now();
    if (++this.#hitsSinceSweep >= SWEEP_EVERY_HITS) {
      this.#hitsSinceSweep = 0;
      await this.#counterCommits.run(() => this.#sweepCounters.run(now));
    }
    const row = await this.#counterCommits.run(() => this.#hit.get(key, now, windowMs, now, now)!);
    return { count: row.count, resetInMs: row.reset_at - now };
  }

  async createSession(session: Session): Promise<void> {
    await this.#writing(() => this.#createSession(session, Date.now()));
  }

  async getSession(sessionId: string): Promise<Session | null> {
    const row = await this.#retrying(() => this.#getSession.get(sessionId, Date.now()));
    return row ? (JSON.parse(row.data) as Session) : null;
  }

  async deleteSession(sessionId: string): Promise<boolean> {
    return (await this.#writing(() => this.#deleteSession.run(sessionId))).changes > 0;
  }

  async getSetting(key: string): Promise<StoredSetting | null> {
    const row = await this.#retrying(() => this.#getSetting.get(key));
    return row ? { value: JSON.parse(row.value) as unknown, updatedAt: row.updated_at } : null;
  }

  async deleteSettings(prefix: string): Promise<number> {
    // substr, not LIKE: a prefix is compared as it is, with no wildcard in it.
    return this.#writing(
      () => this.#db.prepare('DELETE FROM settings WHERE substr(key, 1, ?) = ?').run(prefix.length, prefix).changes,
    );
  }

  async listSettings(prefix: string): Promise<Array<StoredSetting & { key: string }>> {
    const rows = await this.#retrying(() => this.#listSettings.all(prefix.length, prefix));
    return rows.map((row) => ({ key: row.key, value: JSON.parse(row.value) as unknown, updatedAt: row.updated_at }));
  }

  async putSetting(key: string, value: unknown): Promise<void> {
    await this.#writing(() => this.#putSetting.run(key, JSON.stringify(value), new Date().toISOString()));
  }

  async recordAudit(entry: NewAuditEntry): Promise<AuditEntry> {
    const line: AuditEntry = {
      at: new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      target: entry.target,
      count: entry.count,
      requestId: entry.requestId,
    };
    await this.#writing(() =>
      this.#recordAudit.run(line.at, line.actor, line.action, line.target, line.count, line.requestId),
    );
    return line;
  }

  async listAudit(limit: number): Promise<AuditEntry[]> {
    const rows = await this.#retrying(() => this.#listAudit.all(limit));
    return rows.map((row) => ({
      at: row.at,
      actor: row.actor,
      action: row.action,
      target: row.target,
      count: row.count,
      requestId: row.request_id,
    }));
  }

  async recordCheckIn(checkIn: NewCheckIn): Promise<{ record: CheckInRecord; duplicate: boolean } | null> {
    const done = await this.#writing(() => this.#recordCheckIn(checkIn, new Date().toISOString()));
    return done ? { record: toCheckIn(done.row), duplicate: done.duplicate } : null;
  }

  async listCheckIns(regIds: readonly string[]): Promise<CheckInRecord[]> {
    if (regIds.length === 0) return [];
    return (await this.#retrying(() => this.#listCheckIns.all(JSON.stringify(regIds)))).map(toCheckIn);
  }

  async reclaimDeleted(): Promise<void> {
    // secure_delete zeroed the deleted cells in the pages written to the log; the checkpoint copies those
    // pages over the old ones in the database file, and TRUNCATE empties the log, whose older frames still
    // held the registration as it was written.
    await this.#retrying(() => this.#db.pragma('wal_checkpoint(TRUNCATE)'));
  }

  async ping(): Promise<void> {
    await this.#retrying(() => this.#db.prepare('SELECT 1').get());
  }

  async probeWrite(): Promise<void> {
    await this.putSetting('health:last-write', new Date().toISOString());
  }

  /**
   * A write of the main connection, in its next group commit (sqlite-group-commit.ts): inside its IMMEDIATE
   * transaction, in a savepoint of its own, so the statements of one write are stored together or not at all
   * and need no transaction of their own.
   */
  #writing<T>(operation: () => T): Promise<T> {
    return this.#commits.run(operation);
  }

  /**
   * Runs one statement or transaction; while another connection holds the lock (SQLITE_BUSY, thrown before
   * anything was written), tries again after a pause that doubles up to 100 ms, until `waitMs` has passed.
   * Errors that mean the database cannot be used (busy past the wait, read-only, I/O, full, corrupt) become
   * StoreUnavailableError; others (a constraint) are the caller's.
   */
  async #retrying<T>(operation: () => T, waitMs = this.#busyWaitMs): Promise<T> {
    const deadline = Date.now() + waitMs;
    for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
      try {
        return operation();
      } catch (error) {
        if (!isBusy(error) || Date.now() + pause > deadline) throw unavailableOr(error);
        await sleep(pause);
      }
    }
  }

  async close(): Promise<void> {
    // Writes already asked for are committed (or rejected), never left waiting on a closed database.
    this.#commits.close();
    this.#counterCommits.close();
    if (this.#counters.open) this.#counters.close();
    if (this.#db.open) this.#db.close();
  }
}

/** Creates the database's folder (owner only) and file (owner read/write) if missing, and narrows them if not. */
function createOwnerOnly(file: string) {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  fs.chmodSync(file, 0o600);
}

/** Claimed messages in the order they fell due (RETURNING keeps no order). */
const dueFirst = (a: QueuedMail, b: QueuedMail) =>
  a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.createdAt.localeCompare(b.createdAt);

/**
 * A violation of the (reg_type, email_key) or (reg_type, name_key) constraint: a regId collision (2^-128)
 * is a bug, not a duplicate.
 */
function isUniqueViolation(error: unknown, column: 'email_key' | 'name_key'): boolean {
  return (
    error instanceof Database.SqliteError &&
    error.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes(`registrations.${column}`)
  );
}
