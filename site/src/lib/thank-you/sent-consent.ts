// The day-of consent's thank-you page says which student email the parent entered, so a typo (or the
// parent's own address) can be seen at once (qa14b): the page is the same whatever the email, and a mail
// comes only when it names a registration. The address is kept in the tab that sent it, never in the page's
// address (which ends up in logs and history); a thank-you page opened elsewhere names no email.

import { keep, readKept } from '../storage/tab-storage.ts';

const KEY = 'stem-career-day:sent-consent-email';

/** Keeps in the tab the student email a day-of consent was just sent for. */
export function rememberConsentEmail(email: string): void {
  keep(KEY, email);
}

/** The student email this tab's day-of consent was sent for, or null. */
export function sentConsentEmail(): string | null {
  const kept = readKept(KEY);
  return typeof kept === 'string' && kept !== '' ? kept : null;
}
