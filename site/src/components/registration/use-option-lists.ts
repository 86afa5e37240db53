import type { CatalogCategory } from '@stem/shared';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { loadCatalog, type Choice } from '../../lib/api/catalog-client.ts';

/** Loads one select's options; resolves to [] on failure (SPEC §8: load failures are only logged). */
export type OptionsLoader = () => Promise<Choice[]>;

/** A catalogue that comes back empty (the API could not read the CMS yet) is asked for again, a few times. */
const RETRY_MS = 2500;
const ATTEMPTS = 4;

/** The loader of a CMS catalogue (schools, grades, T-shirt sizes…), patient with an empty answer. */
export const catalogue =
  (category: CatalogCategory): OptionsLoader =>
  async () => {
    for (let attempt = 1; ; attempt += 1) {
      const choices = await loadCatalog(category);
      if (choices.length > 0 || attempt >= ATTEMPTS) return choices;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };

export interface OptionLists<TKeys extends string> {
  lists: Record<TKeys, Choice[]>;
  /** Every list has answered (an empty list after a failure counts): an edit form may mount. */
  ready: boolean;
}

/**
 * Loads a form's option lists once `enabled`. An edit form waits for `ready` before it mounts, so each
 * select has its options when react-hook-form gives it its stored value; a new form shows at once and its
 * selects fill in when every list has answered. `loaders` is a constant of the form.
 */
export function useOptionLists<const TKeys extends string>(
  loaders: Record<TKeys, OptionsLoader>,
  enabled: boolean,
): OptionLists<TKeys> {
  const [lists, setLists] = useState<Partial<Record<TKeys, Choice[]>>>({});
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const entries = Object.entries(loaders) as [TKeys, OptionsLoader][];
    // All lists in one update: each re-renders the whole form body, and Preact renders it in one go (no time
    // slicing), so one list at a time cost a long task per list on a slow phone. Not urgent either way.
    void Promise.all(entries.map(async ([key, load]) => [key, await load()] as const)).then((loaded) => {
      if (live) startTransition(() => setLists(Object.fromEntries(loaded) as Partial<Record<TKeys, Choice[]>>));
    });
    return () => {
      live = false;
    };
  }, [enabled, loaders]);
  // The same object until a list arrives, so the form body re-renders only then.
  return useMemo(() => {
    const keys = Object.keys(loaders) as TKeys[];
    return {
      lists: Object.fromEntries(keys.map((key) => [key, lists[key] ?? []])) as Record<TKeys, Choice[]>,
      ready: keys.every((key) => lists[key] !== undefined),
    };
  }, [loaders, lists]);
}
