import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createChallenge, solveChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SqliteRegistrationStore } from '../store/sqlite-registration-store.ts';
import { AltchaCaptcha } from './altcha-captcha.ts';

const HMAC_KEY = 'test-hmac-key-0123456789abcdef0123456789';

let dir: string;
let store: SqliteRegistrationStore;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stem-altcha-'));
  store = new SqliteRegistrationStore(path.join(dir, 'registrations.sqlite'));
});
afterEach(async () => {
  vi.useRealTimers();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const captcha = (hmacKey = HMAC_KEY, usedKeys = store) =>
  new AltchaCaptcha({ hmacKey, cost: 1, counterMax: 50, usedKeys });

/** What the widget does in the browser: solve the challenge, then send base64(JSON({ challenge, solution })). */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('altcha-lib could not solve the challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The key signature secret AltchaCaptcha derives from its one configured key. */
const keySignatureKey = createHmac('sha256', HMAC_KEY).update('altcha key signature').digest('hex');

type Payload = { challenge: Challenge; solution: { counter: number; derivedKey: string } };

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString()) as Payload;

describe('ALTCHA captcha (real altcha-lib round trip, low cost)', () => {
  it('issues a signed, expiring PBKDF2 challenge with the configured cost', async () => {
    const challenge = await captcha().createChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    const secondsLeft = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(60);
    expect(secondsLeft).toBeLessThanOrEqual(20 * 60);
  });

  it('accepts a solution made by altcha-lib’s solver', async () => {
    const altcha = captcha();
    expect(await altcha.verify(await solve(await altcha.createChallenge()))).toBe(true);
  });

  it('refuses the same solved payload a second time', async () => {
    const altcha = captcha();
    const token = await solve(await altcha.createChallenge());
    expect(await altcha.verify(token)).toBe(true);
    expect(await altcha.verify(token)).toBe(false);
  });

  it('accepts one of ten simultaneous submissions of the same payload', async () => {
    const altcha = captcha();
    const token = await solve(await altcha.createChallenge());
    const results = await Promise.all(Array.from({ length: 10 }, () => altcha.verify(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('refuses a replay on another instance sharing the store (a second API process on the same file)', async () => {
    const otherProcessStore = new SqliteRegistrationStore(path.join(dir, 'registrations.sqlite'));
    try {
      const token = await solve(await captcha().createChallenge());
      expect(await captcha().verify(token)).toBe(true);
      expect(await captcha(HMAC_KEY, otherProcessStore).verify(token)).toBe(false);
    } finally {
      await otherProcessStore.close();
    }
  });

  it('refuses a wrong solution, and a solution of another challenge', async () => {
    const altcha = captcha();
    const { challenge, solution } = decode(await solve(await altcha.createChallenge()));
    const flipped = (solution.derivedKey[0] === '0' ? '1' : '0') + solution.derivedKey.slice(1);
    expect(await altcha.verify(encode({ challenge, solution: { ...solution, derivedKey: flipped } }))).toBe(false);
    const other = await altcha.createChallenge();
    expect(await altcha.verify(encode({ challenge: other, solution }))).toBe(false);
  });

  it('decides as altcha-lib’s own verifySolution does, for sound and for tampered payloads', async () => {
    const altcha = captcha();
    const tampered = [
      (p: Payload) => p,
      (p: Payload) => ({
        ...p,
        solution: { ...p.solution, derivedKey: p.solution.derivedKey.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) },
      }),
      (p: Payload) => ({ ...p, solution: { ...p.solution, derivedKey: p.solution.derivedKey.toUpperCase() } }),
      (p: Payload) => ({ ...p, solution: { ...p.solution, counter: p.solution.counter + 0.5 } }),
      (p: Payload) => ({ ...p, challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, cost: 2 } } }),
      (p: Payload) => ({ ...p, challenge: { ...p.challenge, signature: (p.challenge.signature ?? '').slice(0, -2) } }),
      (p: Payload) => ({
        ...p,
        challenge: { ...p.challenge, parameters: { ...p.challenge.parameters, keySignature: '00'.repeat(32) } },
      }),
    ];
    const decisions: boolean[] = [];
    for (const tamper of tampered) {
      const payload = tamper(decode(await solve(await altcha.createChallenge())));
      const theirs = await verifySolution({
        ...payload,
        deriveKey,
        hmacSignatureSecret: HMAC_KEY,
        hmacKeySignatureSecret: keySignatureKey,
      });
      expect(await altcha.verify(encode(payload))).toBe(theirs.verified);
      decisions.push(theirs.verified);
    }
    expect(decisions).toEqual([true, false, false, false, false, false, false]);
  });

  it('refuses a challenge whose signed parameters were changed (cheaper cost, later expiry)', async () => {
    const altcha = captcha();
    const { challenge, solution } = decode(await solve(await altcha.createChallenge()));
    const later = { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 86_400 };
    expect(await altcha.verify(encode({ challenge: { ...challenge, parameters: later }, solution }))).toBe(false);
  });

  it('refuses a challenge signed with another key (forged)', async () => {
    const forger = new AltchaCaptcha({
      hmacKey: 'another-key-0123456789abcdef0123456789',
      cost: 1,
      counterMax: 50,
      usedKeys: store,
    });
    expect(await captcha().verify(await solve(await forger.createChallenge()))).toBe(false);
  });

  it('refuses an unsigned challenge and one without an expiry', async () => {
    const unsigned = await createChallenge({ algorithm: 'PBKDF2/SHA-256', cost: 1, counter: 20, deriveKey });
    expect(await captcha().verify(await solve(unsigned))).toBe(false);
    const neverExpiring = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 20,
      deriveKey,
      hmacSignatureSecret: HMAC_KEY,
    });
    expect(await captcha().verify(await solve(neverExpiring))).toBe(false);
  });

  it('refuses a solved challenge once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const altcha = captcha();
    const token = await solve(await altcha.createChallenge());
    vi.setSystemTime(Date.now() + 21 * 60 * 1000);
    expect(await altcha.verify(token)).toBe(false);
  });

  it.each([
    ['an empty token', ''],
    ['text that is not base64 JSON', 'not a payload'],
    ['base64 of a JSON string', encode('hello')],
    ['a v1-style payload', encode({ algorithm: 'SHA-256', challenge: 'ab', number: 1, salt: 'x', signature: 'y' })],
    [
      'a payload with a non-hex nonce',
      encode({
        challenge: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: '$ne', expiresAt: 1 }, signature: 'x' },
        solution: { counter: 1, derivedKey: 'zz' },
      }),
    ],
    ['a very long token', 'A'.repeat(10_000)],
  ])('refuses %s without touching the store', async (_label, token) => {
    const touched = vi.fn(async () => true);
    const altcha = new AltchaCaptcha({
      hmacKey: HMAC_KEY,
      cost: 1,
      counterMax: 50,
      usedKeys: { consumeOnce: touched },
    });
    expect(await altcha.verify(token)).toBe(false);
    expect(touched).not.toHaveBeenCalled();
  });
});
