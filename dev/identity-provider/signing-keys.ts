import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'oidc-provider';

/** RS256 first: it is the default `id_token_signed_response_alg`, so clients get RSA-signed tokens. */
function generateSigningKeys(): JWK[] {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
  return [
    { ...rsa, kid: randomUUID(), alg: 'RS256', use: 'sig' },
    { ...ec, kid: randomUUID(), alg: 'ES256', use: 'sig' },
  ] as JWK[];
}

/**
 * The provider's private signing keys. With a data folder they are kept in `<dataDir>/jwks.json` (mode 600),
 * made on first start: ID tokens issued before a restart (which the relying party sends back as
 * `id_token_hint` at sign-out) still verify after it. Without one they live as long as the process.
 */
export function loadOrCreateSigningKeys(dataDir: string | undefined): JWK[] {
  if (dataDir === undefined) return generateSigningKeys();
  const file = path.join(dataDir, 'jwks.json');
  if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { keys: JWK[] }).keys;
  const keys = generateSigningKeys();
  fs.mkdirSync(dataDir, { recursive: true });
  // Written under a temporary name and renamed: a crash mid-write must not leave half a key file behind.
  const partial = path.join(dataDir, `.jwks.json.${process.pid}.partial`);
  fs.writeFileSync(partial, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
  fs.renameSync(partial, file);
  return keys;
}
