import { describe, expect, it } from 'vitest';
import { newMailId, newRegId } from './registration-store.ts';

describe('registration and mail ids (cut from a pool of secure random bytes)', () => {
  it('are URL-safe, of their full length, and never repeat across many refills of the pool', () => {
    // 5,000 ids of 16 bytes and 5,000 of 12: about 34 refills of the 4 KiB pool, interleaved.
    const ids = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const regId = newRegId();
      const mailId = newMailId();
      expect(regId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(mailId).toMatch(/^[A-Za-z0-9_-]{16}$/);
      ids.add(regId).add(mailId);
    }
    expect(ids.size).toBe(10_000);
  });
});
