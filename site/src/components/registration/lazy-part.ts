import { useBrowserSnapshot } from '../hydration/use-browser-snapshot.ts';

/**
 * Code a form needs only once the visitor is on it (its rules, the sections a blank form does not show),
 * loaded once on demand (again after a failed load) and then held, so a component can render it at once.
 */
export interface LazyPart<T> {
  /** Loads it once (again after a failed load); resolves to it. */
  load(): Promise<T>;
  /** It, once loaded. */
  loaded(): T | undefined;
  /** Calls `listener` once it has loaded; returns the unsubscription (useBrowserSnapshot's contract). */
  subscribe(listener: () => void): () => void;
}

/** `lazyPart(() => import('./later-sections.tsx'))`: the dynamic import keeps the module out of the first script. */
export function lazyPart<T>(load: () => Promise<T>): LazyPart<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const nothing = () => undefined;

/**
 * The part once loaded, else undefined (always in the prerender, so the built page and the hydrated one
 * agree); re-renders when it arrives. It does not ask for it: whoever knows the visitor has started does.
 */
export function useLazyPart<T>(part: LazyPart<T>): T | undefined {
  return useBrowserSnapshot(part.subscribe, part.loaded, nothing);
}
