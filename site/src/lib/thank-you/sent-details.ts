// What a form has just sent that its thank-you page repeats, kept in the tab that sent it (one module: the
// thank-you page's script stays within its 5 KB budget).
//
// The thank-you page names a group from its address (SPEC §2's `groupName`), and anyone can write an address:
// a link to the real site could make "Group Created" say "…not confirmed until the fee is paid at …". So the
// form that sent the group keeps its name in the tab, and the page names the group only when the address
// says the same. A link from elsewhere, opened in a tab that sent nothing, reads "Your group". The group code
// is kept beside it (never in the address), so the page the leader shares from repeats it.

import { keep, readKept } from '../storage/tab-storage.ts';

const KEY = 'stem-career-day:sent-group';

/** The group this tab has just sent: its name and its code. */
export interface SentGroup {
  name: string;
  code: string;
}

/** Keeps in the tab the group this form has just sent (storage refused: nothing kept, the page says "Your group"). */
export function rememberSentGroup(group: SentGroup): void {
  keep(KEY, group);
}

/** The group this tab sent, or null. */
export function sentGroup(): SentGroup | null {
  const kept = readKept(KEY) as Partial<SentGroup> | null;
  return typeof kept?.name === 'string' ? { name: kept.name, code: String(kept.code ?? '') } : null;
}

// The day-of consent's thank-you page says which student email the parent entered, so a typo (or the
// parent's own address) can be seen at once (qa14b): the page is the same whatever the email, and a mail
// comes only when it names a registration. The address is kept in the tab that sent it, never in the page's
// address (which ends up in logs and history); a thank-you page opened elsewhere names no email.
const CONSENT_KEY = 'stem-career-day:sent-consent-email';

/** Keeps in the tab the student email a day-of consent was just sent for. */
export function rememberConsentEmail(email: string): void {
  keep(CONSENT_KEY, email);
}

/** The student email this tab's day-of consent was sent for, or null. */
export function sentConsentEmail(): string | null {
  const kept = readKept(CONSENT_KEY);
  return typeof kept === 'string' && kept !== '' ? kept : null;
}
