import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt's recommended interactive-login cost (N = 2^15, r = 8, p = 1): about 50 ms and 32 MiB per hash.
const PARAMS = { N: 32_768, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  // maxmem must cover 128 * N * r bytes, which the 32 MiB default just misses at N = 2^15.
  const options = { ...params, maxmem: 128 * (params.N ?? PARAMS.N) * (params.r ?? PARAMS.r) * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt base64url>$<hash base64url>`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison against a hash made by `hashPassword`; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A hash of a random password, made once per process: checking a password against it costs exactly what a
 * real check costs, so an unknown email cannot be told apart from a wrong password by the response time.
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'));
  return decoy;
}
