import { CLOSES_AT_FIELD, registrationWindow } from '@stem/shared/cms/registration-deadline';
import type { RegistrationSwitch } from '@stem/shared/cms/site-settings-schema';
import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};
const notWhileBuilding = () => false;

/**
 * Whether a kind's closing date-time (CMS site settings, baked in at build time) has passed by the browser's
 * clock: a passing deadline triggers no rebuild, so the page asks the clock once hydrated. False while the
 * page is built and hydrated (the same markup), and for a kind without a switch or a closing time.
 */
export function useDeadlinePassed(name: RegistrationSwitch | null, closesAt: string | null | undefined): boolean {
  return useSyncExternalStore(
    unchanging,
    () =>
      name !== null &&
      registrationWindow({ [name]: true, [CLOSES_AT_FIELD[name]]: closesAt ?? null }, name, Date.now()) ===
        'deadline-passed',
    notWhileBuilding,
  );
}
