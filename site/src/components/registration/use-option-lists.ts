import type { CatalogCategory } from '@stem/shared';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { loadCatalog, type Choice } from '../../lib/api/catalog-client.ts';

/**
 * Loads one select's options; resolves to [] on failure (SPEC §8: load failures are only logged). A CMS
 * catalogue's loader names its category, so a page built with that catalogue needs no load.
 */
export type OptionsLoader = (() => Promise<Choice[]>) & { readonly category?: CatalogCategory };

/** The catalogues a form page was built with, by category (`getCatalogues` at build time). */
export type BuiltCatalogues = Partial<Record<CatalogCategory, Choice[]>>;

/** A catalogue that comes back empty (the API could not read the CMS yet) is asked for again, a few times. */
const RETRY_MS = 2500;
const ATTEMPTS = 4;

/** The loader of a CMS catalogue (schools, grades, T-shirt sizes…), patient with an empty answer. */
export const catalogue = (category: CatalogCategory): OptionsLoader =>
  Object.assign(
    async () => {
      for (let attempt = 1; ; attempt += 1) {
        const choices = await loadCatalog(category);
        if (choices.length > 0 || attempt >= ATTEMPTS) return choices;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    },
    { category },
  );

/** The categories of a form's catalogue loaders: what its pages read from the CMS at build time. */
export const categoriesOf = (loaders: Record<string, OptionsLoader>): CatalogCategory[] =>
  Object.values(loaders).flatMap((load) => (load.category ? [load.category] : []));

/** The lists a page was built with, by the form's keys; a catalogue built empty is loaded like the rest. */
function builtLists<TKeys extends string>(
  loaders: Record<TKeys, OptionsLoader>,
  built: BuiltCatalogues | undefined,
): Partial<Record<TKeys, Choice[]>> {
  return Object.fromEntries(
    (Object.entries(loaders) as [TKeys, OptionsLoader][]).flatMap(([key, load]) => {
      const choices = load.category ? built?.[load.category] : undefined;
      return choices?.length ? [[key, choices]] : [];
    }),
  ) as Partial<Record<TKeys, Choice[]>>;
}

export interface OptionLists<TKeys extends string> {
  lists: Record<TKeys, Choice[]>;
  /** Every list has answered (an empty list after a failure counts): an edit form may mount. */
  ready: boolean;
}

/**
 * A form's option lists: the catalogues its page was built with (`built`), and the others loaded once
 * `enabled`. An edit form waits for `ready` before it mounts, so each select has its options when
 * react-hook-form gives it its stored value; a new form shows at once and its selects that were not built
 * with their options fill in when every list has answered. `loaders` is a constant of the form, `built` of
 * its page.
 */
export function useOptionLists<const TKeys extends string>(
  loaders: Record<TKeys, OptionsLoader>,
  enabled: boolean,
  built?: BuiltCatalogues,
): OptionLists<TKeys> {
  // What the page was built with, fixed at the first render like the page itself.
  const [initial] = useState(() => builtLists(loaders, built));
  const [lists, setLists] = useState(initial);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Only what the page was not built with: a built catalogue is as fresh as the page (a CMS edit rebuilds it).
    const entries = (Object.entries(loaders) as [TKeys, OptionsLoader][]).filter(([key]) => initial[key] === undefined);
    if (entries.length === 0) return;
    // All lists in one update: each re-renders the whole form body, and Preact renders it in one go (no time
    // slicing), so one list at a time cost a long task per list on a slow phone. Not urgent either way.
    void Promise.all(entries.map(async ([key, load]) => [key, await load()] as const)).then((loaded) => {
      if (live) startTransition(() => setLists((known) => ({ ...known, ...Object.fromEntries(loaded) })));
    });
    return () => {
      live = false;
    };
  }, [enabled, loaders, initial]);
  // The same object until a list arrives, so the form body re-renders only then.
  return useMemo(() => {
    const keys = Object.keys(loaders) as TKeys[];
    return {
      lists: Object.fromEntries(keys.map((key) => [key, lists[key] ?? []])) as Record<TKeys, Choice[]>,
      ready: keys.every((key) => lists[key] !== undefined),
    };
  }, [loaders, lists]);
}
