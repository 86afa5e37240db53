import * as v from 'valibot';
import type { StoredSetting } from '../store/registration-store.ts';

/** Where a value came from: the CMS just now, this process's cache, the store's last known copy, or nowhere. */
export type ValueSource = 'cms' | 'cache' | 'last-known' | 'none';

export interface KnownValue<T> {
  value: T | null;
  source: ValueSource;
  /** When the value was read from the CMS (ISO 8601), if it is the store's last known copy. */
  since?: string;
}

/** The part of the registration store this needs. */
export interface SettingsStore {
  getSetting(key: string): Promise<StoredSetting | null>;
  putSetting(key: string, value: unknown): Promise<void>;
}

export interface LastKnownLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface LastKnownValueOptions<S extends v.GenericSchema> {
  /** The store key, e.g. `cms:site-setting`. */
  key: string;
  /** Read the value from its source (the CMS); throws when it cannot. */
  load: () => Promise<v.InferOutput<S>>;
  /** Re-checks a stored copy: one written by an older version may no longer fit. */
  schema: S;
  store: SettingsStore;
  /** How long a value (or a failed read) is kept in memory before the source is asked again. */
  ttlMs: number;
  log: LastKnownLog;
  /** Said in the log when the source fails and nothing is known. */
  nothingKnownMessage: string;
  now?: () => number;
}

/** How long "nothing is known" is kept before the source is asked again. */
const NOTHING_KNOWN_RETRY_MS = 2000;

/**
 * A value read from a source that may be down (the CMS), cached in memory for `ttlMs`, and written to the
 * store on every change so that an outage or a restart falls back to the last value seen instead of to
 * nothing (SECURITY.md item 23). Concurrent callers share one read; a failed read is also kept for
 * `ttlMs`, so a CMS that is down costs one timeout per period, not one per request.
 */
export class LastKnownValue<S extends v.GenericSchema> {
  readonly #options: LastKnownValueOptions<S>;
  readonly #now: () => number;
  #memo: { known: KnownValue<v.InferOutput<S>>; freshUntil: number } | undefined;
  #inflight: Promise<KnownValue<v.InferOutput<S>>> | undefined;
  /** JSON of what this process last wrote, so an unchanged value is not rewritten every period. */
  #persistedJson: string | undefined;

  constructor(options: LastKnownValueOptions<S>) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
  }

  get(): Promise<KnownValue<v.InferOutput<S>>> {
    const memo = this.#memo;
    if (memo && this.#now() < memo.freshUntil) {
      return Promise.resolve(memo.known.source === 'cms' ? { ...memo.known, source: 'cache' } : memo.known);
    }
    this.#inflight ??= this.#refresh().finally(() => {
      this.#inflight = undefined;
    });
    return this.#inflight;
  }

  async #refresh(): Promise<KnownValue<v.InferOutput<S>>> {
    const { load, ttlMs } = this.#options;
    let known: KnownValue<v.InferOutput<S>>;
    try {
      const value = await load();
      await this.#persist(value);
      known = { value, source: 'cms' };
    } catch (error) {
      known = await this.#fallback(error);
    }
    // Knowing nothing (e.g. the first read after a start timed out while the CMS was busy) is retried soon:
    // keeping it for the whole period would leave a form without its lists, or every switch closed, for that long.
    const keepFor = known.source === 'none' ? Math.min(ttlMs, NOTHING_KNOWN_RETRY_MS) : ttlMs;
    this.#memo = { known, freshUntil: this.#now() + keepFor };
    return known;
  }

  async #persist(value: unknown): Promise<void> {
    const json = JSON.stringify(value);
    if (json === this.#persistedJson) return;
    try {
      await this.#options.store.putSetting(this.#options.key, value);
      this.#persistedJson = json;
    } catch (error) {
      // The fresh value is still used; only the fallback for a later outage is older.
      this.#options.log.warn({ key: this.#options.key, err: error }, 'could not keep the CMS value in the store');
    }
  }

  async #fallback(cause: unknown): Promise<KnownValue<v.InferOutput<S>>> {
    const { key, schema, store, log } = this.#options;
    const reason = cause instanceof Error ? cause.message : String(cause);
    let stored: StoredSetting | null = null;
    try {
      stored = await store.getSetting(key);
    } catch (error) {
      log.warn({ key, err: error }, 'could not read the last known CMS value from the store');
    }
    const parsed = stored ? v.safeParse(schema, stored.value) : undefined;
    if (stored && parsed?.success) {
      log.warn({ key, reason, since: stored.updatedAt }, 'CMS unavailable: using the last known value');
      return { value: parsed.output, source: 'last-known', since: stored.updatedAt };
    }
    // The store is down or holds nothing usable: this process's own last CMS value is the next best.
    const previous = this.#memo?.known;
    if (previous?.value != null) {
      log.warn({ key, reason }, 'CMS and store unavailable: using this process’s last known value');
      return { value: previous.value, source: 'last-known', since: previous.since };
    }
    log.error({ key, reason }, this.#options.nothingKnownMessage);
    return { value: null, source: 'none' };
  }
}
