import { hasDeadlinePassed } from '@stem/shared/cms/registration-deadline';
import { useCallback } from 'react';
import { unchanging, useBrowserSnapshot } from '../hydration/use-browser-snapshot.ts';

const notWhileBuilding = () => false;

/**
 * Whether a kind's closing date-time (CMS site settings, baked in at build time) has passed by the browser's
 * clock: a passing deadline triggers no rebuild, so the page asks the clock once hydrated. False while the
 * page is built and hydrated (the same markup), and without a closing time.
 */
export function useDeadlinePassed(closesAt: string | null | undefined): boolean {
  // One snapshot function per closing time: a new one each render would have the clock read and the
  // subscription made again after every render of the route.
  const passed = useCallback(() => hasDeadlinePassed(closesAt, Date.now()), [closesAt]);
  return useBrowserSnapshot(unchanging, passed, notWhileBuilding);
}
