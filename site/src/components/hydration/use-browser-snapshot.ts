import { useLayoutEffect, useState } from 'react';

/** The `subscribe` of a value that never changes while the page lives (its address, whether it is hydrated). */
export const unchanging = () => () => {};

/**
 * React's `useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)` for what only the browser knows
 * (the address, the clock, a module loaded later), as the islands need it on Preact's compat layer, whose
 * useSyncExternalStore has no server snapshot: it would read `window` in the prerender and hydrate with the
 * browser's value. Here the prerender and the first render of every component (hydrating or not) get
 * `getServerSnapshot()`, so hydration meets the markup the page was built with; a layout effect then takes
 * `getSnapshot()` and follows `subscribe`, and the component renders again before the browser paints.
 * Preact's hydration adopts the built elements without comparing their attributes: a first render that
 * differed from the build would leave an attribute stale for good (a fieldset disabled after hydration).
 */
export function useBrowserSnapshot<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  const [value, setValue] = useState(getServerSnapshot);
  useLayoutEffect(() => {
    const update = () => setValue(() => getSnapshot());
    update();
    return subscribe(update);
  }, [subscribe, getSnapshot]);
  return value;
}

// Nothing to subscribe to (`unchanging`): the value only tells the prerender (false) from the hydrated page.
const inBrowser = () => true;
const whileBuilding = () => false;

/**
 * Whether the component has hydrated: false in the prerender and the first render, true from the layout
 * effect on. What the built page did not have (a disabled fieldset let go, a note only the browser knows
 * of) waits for it, so hydration meets the built markup.
 */
export const useHydrated = (): boolean => useBrowserSnapshot(unchanging, inBrowser, whileBuilding);
