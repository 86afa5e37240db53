import { createHash, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { decoyHash, hashPassword, verifyPassword } from './password-hash.ts';

/** An end-user of the identity provider, as its pages and its claims see them. */
export interface Account {
  /** Random UUID: the stable subject identifier. Never the email, which the user may change elsewhere. */
  sub: string;
  /** As entered (trimmed); compared case-insensitively. */
  email: string;
  name: string;
  emailVerified: boolean;
  /** ISO 8601. */
  createdAt: string;
}

export interface NewAccount {
  email: string;
  name: string;
  password: string;
  emailVerified: boolean;
}

/** Thrown by `create` when an account with the same email (ignoring case) already exists. */
export class DuplicateEmailError extends Error {
  readonly code = 'DUPLICATE_EMAIL';
  constructor(options?: { cause?: unknown }) {
    super('An account with this email already exists.', options);
    this.name = 'DuplicateEmailError';
  }
}

export interface AccountStoreOptions {
  /** SQLite file; ':memory:' (the default) for a throwaway store. */
  file?: string;
  /** Clock in milliseconds, replaceable so tests can let a token expire. */
  now?: () => number;
}

/** How long the link in a verification mail works. */
export const VERIFICATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

interface Row {
  sub: string;
  email: string;
  name: string;
  email_verified: number;
  created_at: string;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS accounts (
    sub            TEXT PRIMARY KEY,
    email          TEXT NOT NULL,
    email_key      TEXT NOT NULL UNIQUE,
    name           TEXT NOT NULL,
    password_hash  TEXT NOT NULL,
    email_verified INTEGER NOT NULL CHECK (email_verified IN (0, 1)),
    created_at     TEXT NOT NULL
  ) STRICT;
  CREATE TABLE IF NOT EXISTS email_verification_tokens (
    token_hash TEXT PRIMARY KEY,
    sub        TEXT NOT NULL REFERENCES accounts (sub) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS email_verification_tokens_by_expiry ON email_verification_tokens (expires_at);
`;

const COLUMNS = 'sub, email, name, email_verified, created_at';

/** The key the uniqueness is enforced on: "Ana@Example.org" and "ana@example.org " are one account. */
const emailKey = (email: string) => email.trim().normalize('NFC').toLowerCase();

/** Only the SHA-256 of a token is stored: a copy of the database does not verify anybody's address. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes in base64url are exactly 43 characters from this alphabet. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const toAccount = (row: Row): Account => ({
  sub: row.sub,
  email: row.email,
  name: row.name,
  emailVerified: row.email_verified === 1,
  createdAt: row.created_at,
});

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** Accounts and email-verification tokens in one SQLite file (WAL), or in memory. */
export class AccountStore {
  readonly #db: Database.Database;
  readonly #now: () => number;
  readonly #insert: Database.Statement<[string, string, string, string, string, number, string]>;
  readonly #byEmail: Database.Statement<[string], Row>;
  readonly #bySub: Database.Statement<[string], Row>;
  readonly #passwordHash: Database.Statement<[string], { sub: string; password_hash: string }>;
  readonly #issueToken: (sub: string, hash: string, expiresAt: number, now: number) => void;
  readonly #verify: (hash: string, now: number) => string | null;

  constructor(options: AccountStoreOptions = {}) {
    const file = options.file ?? ':memory:';
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.#now = options.now ?? Date.now;
    this.#db = new Database(file);
    this.#db.pragma('journal_mode = WAL');
    this.#db.pragma('busy_timeout = 5000');
    this.#db.pragma('foreign_keys = ON');
    this.#db.exec(SCHEMA);
    // Computed now, so the first sign-in attempt with an unknown email is not the slow one.
    decoyHash().catch(() => undefined);

    this.#insert = this.#db.prepare(
      `INSERT INTO accounts (sub, email, email_key, name, password_hash, email_verified, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#byEmail = this.#db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE email_key = ?`);
    this.#bySub = this.#db.prepare(`SELECT ${COLUMNS} FROM accounts WHERE sub = ?`);
    this.#passwordHash = this.#db.prepare('SELECT sub, password_hash FROM accounts WHERE email_key = ?');

    const purgeExpired = this.#db.prepare<[number]>('DELETE FROM email_verification_tokens WHERE expires_at <= ?');
    const insertToken = this.#db.prepare<[string, string, number]>(
      'INSERT INTO email_verification_tokens (token_hash, sub, expires_at) VALUES (?, ?, ?)',
    );
    // Expired tokens go when a new one is issued, so the table never grows past a day of sign-ups.
    this.#issueToken = this.#db.transaction((sub: string, hash: string, expiresAt: number, now: number) => {
      purgeExpired.run(now);
      insertToken.run(hash, sub, expiresAt);
    });

    const findToken = this.#db.prepare<[string], { sub: string; expires_at: number }>(
      'SELECT sub, expires_at FROM email_verification_tokens WHERE token_hash = ?',
    );
    const deleteToken = this.#db.prepare<[string]>('DELETE FROM email_verification_tokens WHERE token_hash = ?');
    const deleteTokensOf = this.#db.prepare<[string]>('DELETE FROM email_verification_tokens WHERE sub = ?');
    const markVerified = this.#db.prepare<[string]>('UPDATE accounts SET email_verified = 1 WHERE sub = ?');
    // One transaction: two clicks on the same link cannot both succeed.
    const verify = this.#db.transaction((hash: string, now: number): string | null => {
      const token = findToken.get(hash);
      if (!token) return null;
      deleteToken.run(hash);
      if (token.expires_at <= now) return null;
      markVerified.run(token.sub);
      // The address is proven; links from earlier mails to it have nothing left to do.
      deleteTokensOf.run(token.sub);
      return token.sub;
    });
    this.#verify = (hash, now) => verify.immediate(hash, now);
  }

  /** Creates an account with a new random `sub`; throws `DuplicateEmailError` when the email is taken. */
  async create({ email, name, password, emailVerified }: NewAccount): Promise<Account> {
    const account: Account = {
      sub: randomUUID(),
      email: email.trim(),
      name: name.trim(),
      emailVerified,
      createdAt: new Date(this.#now()).toISOString(),
    };
    const passwordHash = await hashPassword(password);
    try {
      this.#insert.run(
        account.sub,
        account.email,
        emailKey(email),
        account.name,
        passwordHash,
        emailVerified ? 1 : 0,
        account.createdAt,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError({ cause: error });
      throw error;
    }
    return account;
  }

  findByEmail(email: string): Account | null {
    const row = this.#byEmail.get(emailKey(email));
    return row ? toAccount(row) : null;
  }

  findBySub(sub: string): Account | null {
    const row = this.#bySub.get(sub);
    return row ? toAccount(row) : null;
  }

  /**
   * The account when the password is right, else null. An unknown email costs the same scrypt run as a
   * known one (against a decoy hash), so timing does not reveal which addresses have accounts.
   */
  async checkPassword(email: string, password: string): Promise<Account | null> {
    const row = this.#passwordHash.get(emailKey(email));
    const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash()));
    return row && matches ? this.findBySub(row.sub) : null;
  }

  /** A new single-use token for the verification link (valid 24 h); only its hash is stored. */
  issueVerificationToken(sub: string): string {
    if (!this.findBySub(sub)) throw new Error('no account with this sub');
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    this.#issueToken(sub, tokenHash(token), now + VERIFICATION_TOKEN_TTL_MS, now);
    return token;
  }

  /** Marks the token's account verified and burns the token; null when it is unknown, used or expired. */
  verifyEmail(token: string): Account | null {
    if (!TOKEN_FORMAT.test(token)) return null;
    const sub = this.#verify(tokenHash(token), this.#now());
    return sub === null ? null : this.findBySub(sub);
  }

  close(): void {
    this.#db.close();
  }
}
