import { hasDeadlinePassed } from '@stem/shared/cms/registration-deadline';
import { useBrowserSnapshot } from '../hydration/use-browser-snapshot.ts';

const unchanging = () => () => {};
const notWhileBuilding = () => false;

/**
 * Whether a kind's closing date-time (CMS site settings, baked in at build time) has passed by the browser's
 * clock: a passing deadline triggers no rebuild, so the page asks the clock once hydrated. False while the
 * page is built and hydrated (the same markup), and without a closing time.
 */
export function useDeadlinePassed(closesAt: string | null | undefined): boolean {
  return useBrowserSnapshot(unchanging, () => hasDeadlinePassed(closesAt, Date.now()), notWhileBuilding);
}
