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

/** How long the link in a password reset mail works: short, since it opens the account. */
export const PASSWORD_RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

interface Row {
  sub: string;
  email: string;
  name: string;
  email_verified: number;
  created_at: string;
}

type TokenTable = 'email_verification_tokens' | 'password_reset_tokens';

/** A table of single-use tokens (`singleUseTokens`), one per purpose. */
const tokenTable = (table: TokenTable) => `
  CREATE TABLE IF NOT EXISTS ${table} (
    token_hash TEXT PRIMARY KEY,
    sub        TEXT NOT NULL REFERENCES accounts (sub) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX IF NOT EXISTS ${table}_by_expiry ON ${table} (expires_at);`;

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
  ${tokenTable('email_verification_tokens')}
  ${tokenTable('password_reset_tokens')}
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

/** The single-use tokens of one purpose (a mail's link), by the hash of the token. */
interface SingleUseTokens {
  /** Stores a token's hash; expired ones of the purpose go at the same time, so the table stays small. */
  issue(sub: string, hash: string, expiresAt: number, now: number): void;
  /** The account of a live token, leaving it unused. */
  peek(hash: string, now: number): string | null;
  /**
   * Burns the token and, when it was live, runs `use` for its account and burns that account's other tokens
   * of the purpose, in one transaction: two clicks on the same link cannot both succeed.
   */
  take(hash: string, now: number, use: (sub: string) => void): string | null;
}

function singleUseTokens(db: Database.Database, table: TokenTable): SingleUseTokens {
  const purgeExpired = db.prepare<[number]>(`DELETE FROM ${table} WHERE expires_at <= ?`);
  const insert = db.prepare<[string, string, number]>(
    `INSERT INTO ${table} (token_hash, sub, expires_at) VALUES (?, ?, ?)`,
  );
  const find = db.prepare<[string], { sub: string; expires_at: number }>(
    `SELECT sub, expires_at FROM ${table} WHERE token_hash = ?`,
  );
  const remove = db.prepare<[string]>(`DELETE FROM ${table} WHERE token_hash = ?`);
  const removeAllOf = db.prepare<[string]>(`DELETE FROM ${table} WHERE sub = ?`);
  const issue = db.transaction((sub: string, hash: string, expiresAt: number, now: number) => {
    purgeExpired.run(now);
    insert.run(hash, sub, expiresAt);
  });
  const take = db.transaction((hash: string, now: number, use: (sub: string) => void): string | null => {
    const token = find.get(hash);
    if (!token) return null;
    remove.run(hash);
    if (token.expires_at <= now) return null;
    use(token.sub);
    removeAllOf.run(token.sub);
    return token.sub;
  });
  return {
    issue: (sub, hash, expiresAt, now) => issue(sub, hash, expiresAt, now),
    peek: (hash, now) => {
      const token = find.get(hash);
      return token && token.expires_at > now ? token.sub : null;
    },
    take: (hash, now, use) => take.immediate(hash, now, use),
  };
}

/** Accounts and email-verification tokens in one SQLite file (WAL), or in memory. */
export class AccountStore {
  readonly #db: Database.Database;
  readonly #now: () => number;
  readonly #insert: Database.Statement<[string, string, string, string, string, number, string]>;
  readonly #byEmail: Database.Statement<[string], Row>;
  readonly #bySub: Database.Statement<[string], Row>;
  readonly #passwordHash: Database.Statement<[string], { sub: string; password_hash: string }>;
  readonly #markVerified: Database.Statement<[string]>;
  readonly #setPassword: Database.Statement<[string, string]>;
  readonly #verification: SingleUseTokens;
  readonly #passwordReset: SingleUseTokens;

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

    this.#markVerified = this.#db.prepare('UPDATE accounts SET email_verified = 1 WHERE sub = ?');
    this.#setPassword = this.#db.prepare('UPDATE accounts SET password_hash = ? WHERE sub = ?');
    this.#verification = singleUseTokens(this.#db, 'email_verification_tokens');
    this.#passwordReset = singleUseTokens(this.#db, 'password_reset_tokens');
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

  #issue(tokens: SingleUseTokens, sub: string, ttlMs: number): string {
    if (!this.findBySub(sub)) throw new Error('no account with this sub');
    const token = randomBytes(32).toString('base64url');
    const now = this.#now();
    tokens.issue(sub, tokenHash(token), now + ttlMs, now);
    return token;
  }

  /** A new single-use token for the verification link (valid 24 h); only its hash is stored. */
  issueVerificationToken(sub: string): string {
    return this.#issue(this.#verification, sub, VERIFICATION_TOKEN_TTL_MS);
  }

  /** Marks the token's account verified and burns the token; null when it is unknown, used or expired. */
  verifyEmail(token: string): Account | null {
    if (!TOKEN_FORMAT.test(token)) return null;
    const sub = this.#verification.take(tokenHash(token), this.#now(), (owner) => this.#markVerified.run(owner));
    return sub === null ? null : this.findBySub(sub);
  }

  /** A new single-use token for the "choose a new password" link (valid 1 h); only its hash is stored. */
  issuePasswordResetToken(sub: string): string {
    return this.#issue(this.#passwordReset, sub, PASSWORD_RESET_TOKEN_TTL_MS);
  }

  /** The account a password reset link is for while it is live (the form is shown), without using it. */
  passwordResetAccount(token: string): Account | null {
    if (!TOKEN_FORMAT.test(token)) return null;
    const sub = this.#passwordReset.peek(tokenHash(token), this.#now());
    return sub === null ? null : this.findBySub(sub);
  }

  /**
   * Sets the token's account's password and burns the token (and the account's other reset links); null when
   * it is unknown, used or expired. The mail's link proves the address too, so the account counts as verified.
   */
  async resetPassword(token: string, password: string): Promise<Account | null> {
    if (!TOKEN_FORMAT.test(token)) return null;
    const passwordHash = await hashPassword(password);
    const sub = this.#passwordReset.take(tokenHash(token), this.#now(), (owner) => {
      this.#setPassword.run(passwordHash, owner);
      this.#markVerified.run(owner);
    });
    return sub === null ? null : this.findBySub(sub);
  }

  close(): void {
    this.#db.close();
  }
}
