import type { CatalogCategory } from '@stem/shared';
import { useEffect, useState } from 'react';
import { loadCatalog, type Choice } from '../../lib/api/registration-client.ts';

/** A catalogue that comes back empty (the API could not read the CMS yet) is asked for again, a few times. */
const RETRY_MS = 2500;
const ATTEMPTS = 4;

/** Loads the named catalogues once the form may show; each stays empty while loading or after a failure. */
export function useCatalogues<const TKeys extends string>(
  categories: Record<TKeys, CatalogCategory>,
  enabled: boolean,
): Record<TKeys, Choice[]> {
  const [lists, setLists] = useState<Partial<Record<TKeys, Choice[]>>>({});
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const load = (key: TKeys, category: CatalogCategory, attempt: number) => {
      void loadCatalog(category).then((choices) => {
        if (!live) return;
        if (choices.length === 0 && attempt < ATTEMPTS) {
          timers.push(setTimeout(() => load(key, category, attempt + 1), RETRY_MS));
          return;
        }
        setLists((current) => ({ ...current, [key]: choices }));
      });
    };
    for (const [key, category] of Object.entries(categories) as [TKeys, CatalogCategory][]) load(key, category, 1);
    return () => {
      live = false;
      for (const timer of timers) clearTimeout(timer);
    };
    // The categories are constants of the form: loading once is enough.
  }, [enabled]);
  return Object.fromEntries(Object.keys(categories).map((key) => [key, lists[key as TKeys] ?? []])) as Record<
    TKeys,
    Choice[]
  >;
}
