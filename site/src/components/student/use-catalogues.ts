import type { CatalogCategory } from '@stem/shared';
import { useEffect, useState } from 'react';
import { loadCatalog, type Choice } from '../../lib/api/registration-client.ts';

/** Loads the named catalogues once the form may show; each stays empty while loading or after a failure. */
export function useCatalogues<const TKeys extends string>(
  categories: Record<TKeys, CatalogCategory>,
  enabled: boolean,
): Record<TKeys, Choice[]> {
  const [lists, setLists] = useState<Partial<Record<TKeys, Choice[]>>>({});
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    for (const [key, category] of Object.entries(categories) as [TKeys, CatalogCategory][]) {
      void loadCatalog(category).then((choices) => {
        if (live) setLists((current) => ({ ...current, [key]: choices }));
      });
    }
    return () => {
      live = false;
    };
    // The categories are constants of the form: loading once is enough.
  }, [enabled]);
  return Object.fromEntries(Object.keys(categories).map((key) => [key, lists[key as TKeys] ?? []])) as Record<
    TKeys,
    Choice[]
  >;
}
