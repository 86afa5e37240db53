import type { Core } from '@strapi/strapi';

export interface SeedLedger {
  has(key: string): boolean;
  add(key: string): void;
  /** Writes the ledger only when something was added, so a boot with nothing to do writes nothing. */
  save(): Promise<void>;
}

/**
 * What a bootstrap step has already done once, kept in Strapi's core store (the same database as the
 * content). A seed entry that staff later rename or delete is in the ledger, so it is never created again:
 * "create what is missing" alone would bring back a deleted FAQ entry, or duplicate a renamed one.
 */
export async function loadSeedLedger(strapi: Core.Strapi, name: string): Promise<SeedLedger> {
  const store = strapi.store({ type: 'core', name: 'stem-seed' });
  const stored = await store.get({ key: name });
  const done = new Set(Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : []);
  let changed = false;
  return {
    has: (key) => done.has(key),
    add: (key) => {
      if (done.has(key)) return;
      done.add(key);
      changed = true;
    },
    async save() {
      if (!changed) return;
      await store.set({ key: name, value: [...done] });
      changed = false;
    },
  };
}
