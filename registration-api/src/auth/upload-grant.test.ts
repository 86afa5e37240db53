import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UPLOAD_GRANT_SECONDS, UploadGrants } from './upload-grant.ts';

describe('upload grants', () => {
  const key = randomBytes(32);

  it('names the registration it was issued for while it lasts, and nothing after', () => {
    let now = Date.parse('2026-02-01T10:00:00Z');
    const grants = new UploadGrants(key, { now: () => now });
    const grant = grants.issue('reg-123');
    expect(grants.verify(grant)).toBe('reg-123');
    now += (UPLOAD_GRANT_SECONDS - 1) * 1000;
    expect(grants.verify(grant)).toBe('reg-123');
    now += 1000;
    expect(grants.verify(grant)).toBeNull();
  });

  it('refuses an altered grant, one signed with another key, and anything that is not one', () => {
    const grants = new UploadGrants(key);
    const grant = grants.issue('reg-123');
    const [payload, signature] = grant.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ r: 'reg-456', e: 4_000_000_000 })).toString('base64url');
    expect(grants.verify(`${forged}.${signature}`)).toBeNull();
    expect(grants.verify(`${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(new UploadGrants(randomBytes(32)).verify(grant)).toBeNull();
    for (const value of [undefined, '', 'Bearer x', 42, `${payload}.${signature}.x`]) {
      expect(grants.verify(value)).toBeNull();
    }
  });
});
