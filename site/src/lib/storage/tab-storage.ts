// The tab's sessionStorage, for what a page keeps for the next page of the same tab (a form's draft, the
// group a form has just sent). Storage can be off, full or refused (a sandboxed frame, a private window on
// an older Safari): then reading it, or even naming it, throws. Every read and write goes through here so
// that such a tab keeps nothing and works as before. It imports nothing: the hydration directive's script
// and the thank-you page load it.

/** The three calls of Storage this module uses (a test gives its own). */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or none (no DOM, storage off, a sandboxed frame). */
export function tabStorage(): TabStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** What is kept under `key`, parsed from JSON; null when nothing is kept or it cannot be read. */
export function readKept(key: string, storage = tabStorage()): unknown {
  try {
    const text = storage?.getItem(key);
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` as JSON under `key`; false when nothing could be kept (no storage, full, refused). */
export function keep(key: string, value: unknown, storage = tabStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Forgets what is kept under `key` (nothing to forget where storage cannot be read). */
export function forget(key: string, storage = tabStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Storage refused: nothing was kept there either.
  }
}
