import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AccountStore,
  DuplicateEmailError,
  PASSWORD_RESET_TOKEN_TTL_MS,
  VERIFICATION_TOKEN_TTL_MS,
} from './account-store.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('AccountStore', () => {
  const stores: AccountStore[] = [];
  const dirs: string[] = [];
  const open = (options?: ConstructorParameters<typeof AccountStore>[0]) => {
    const store = new AccountStore(options);
    stores.push(store);
    return store;
  };
  afterEach(() => {
    for (const store of stores.splice(0)) store.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('creates an account with a random UUID as sub, the email trimmed as entered', async () => {
    const store = open();
    const account = await store.create({
      email: '  Ada.Lovelace@Example.org ',
      name: ' Ada Lovelace ',
      password: 'correct horse',
      emailVerified: false,
    });
    expect(account.sub).toMatch(UUID);
    expect(account).toMatchObject({ email: 'Ada.Lovelace@Example.org', name: 'Ada Lovelace', emailVerified: false });
    expect(store.findBySub(account.sub)).toEqual(account);
    expect(store.findByEmail('ada.lovelace@example.org')).toEqual(account);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const store = open();
    await store.create({ email: 'grace@example.org', name: 'Grace', password: 'password1', emailVerified: true });
    await expect(
      store.create({ email: 'GRACE@example.org ', name: 'Other', password: 'password2', emailVerified: true }),
    ).rejects.toBeInstanceOf(DuplicateEmailError);
  });

  it('checks passwords: the account when right, null when wrong or when the email is unknown', async () => {
    const store = open();
    const account = await store.create({
      email: 'a@example.org',
      name: 'A',
      password: 'right password',
      emailVerified: true,
    });
    expect(await store.checkPassword('A@example.org', 'right password')).toEqual(account);
    expect(await store.checkPassword('a@example.org', 'wrong password')).toBeNull();
    expect(await store.checkPassword('nobody@example.org', 'right password')).toBeNull();
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-'));
    dirs.push(dir);
    const file = path.join(dir, 'accounts.sqlite');
    const store = open({ file });
    await store.create({ email: 'a@example.org', name: 'A', password: 'same password', emailVerified: true });
    await store.create({ email: 'b@example.org', name: 'B', password: 'same password', emailVerified: true });
    const db = new Database(file, { readonly: true });
    const hashes = db.prepare('SELECT password_hash FROM accounts').pluck().all() as string[];
    db.close();
    expect(hashes).toHaveLength(2);
    for (const hash of hashes) {
      expect(hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(hash).not.toContain('same password');
    }
    expect(hashes[0]).not.toBe(hashes[1]);
  });

  it('verifies an email with its token once; only the token hash is stored', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-'));
    dirs.push(dir);
    const file = path.join(dir, 'accounts.sqlite');
    const store = open({ file });
    const account = await store.create({
      email: 'v@example.org',
      name: 'V',
      password: 'password1',
      emailVerified: false,
    });
    const token = store.issueVerificationToken(account.sub);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const db = new Database(file, { readonly: true });
    const stored = db.prepare('SELECT token_hash FROM email_verification_tokens').pluck().all() as string[];
    db.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toContain(token);

    expect(store.verifyEmail(token)).toMatchObject({ sub: account.sub, emailVerified: true });
    expect(store.findBySub(account.sub)?.emailVerified).toBe(true);
    expect(store.verifyEmail(token)).toBeNull();
  });

  it('refuses a token after 24 hours, and tokens that were never issued', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const store = open({ now: () => now });
    const account = await store.create({
      email: 'late@example.org',
      name: 'L',
      password: 'password1',
      emailVerified: false,
    });
    const token = store.issueVerificationToken(account.sub);
    now += VERIFICATION_TOKEN_TTL_MS;
    expect(store.verifyEmail(token)).toBeNull();
    expect(store.findBySub(account.sub)?.emailVerified).toBe(false);
    expect(store.verifyEmail('A'.repeat(43))).toBeNull();
    expect(store.verifyEmail('not a token')).toBeNull();
  });

  it('resets a password with its token once, within the hour; the new password signs in, the old no longer', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const store = open({ now: () => now });
    const account = await store.create({
      email: 'reset@example.org',
      name: 'R',
      password: 'old password',
      emailVerified: false,
    });
    const first = store.issuePasswordResetToken(account.sub);
    const second = store.issuePasswordResetToken(account.sub);
    // Showing the form leaves the link usable.
    expect(store.passwordResetAccount(first)?.sub).toBe(account.sub);
    expect(store.passwordResetAccount(first)?.sub).toBe(account.sub);
    // A verification token is not a reset token.
    expect(await store.resetPassword(store.issueVerificationToken(account.sub), 'new password')).toBeNull();

    expect(await store.resetPassword(first, 'new password')).toMatchObject({ sub: account.sub, emailVerified: true });
    expect(await store.checkPassword('reset@example.org', 'new password')).not.toBeNull();
    expect(await store.checkPassword('reset@example.org', 'old password')).toBeNull();
    // Used once; the account's other reset link went with it.
    expect(store.passwordResetAccount(first)).toBeNull();
    expect(await store.resetPassword(first, 'third password')).toBeNull();
    expect(await store.resetPassword(second, 'third password')).toBeNull();

    const late = store.issuePasswordResetToken(account.sub);
    now += PASSWORD_RESET_TOKEN_TTL_MS;
    expect(store.passwordResetAccount(late)).toBeNull();
    expect(await store.resetPassword(late, 'third password')).toBeNull();
    expect(await store.checkPassword('reset@example.org', 'new password')).not.toBeNull();
    expect(store.passwordResetAccount('not a token')).toBeNull();
  });

  it('keeps accounts in its file across a reopen', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-'));
    dirs.push(dir);
    const file = path.join(dir, 'nested', 'accounts.sqlite');
    const first = new AccountStore({ file });
    const account = await first.create({
      email: 'keep@example.org',
      name: 'K',
      password: 'password1',
      emailVerified: true,
    });
    first.close();
    const second = open({ file });
    expect(second.findByEmail('keep@example.org')).toEqual(account);
    expect(await second.checkPassword('keep@example.org', 'password1')).toEqual(account);
  });
});
