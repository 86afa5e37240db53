import type { CheckInPerson } from '@stem/shared';
import type { CheckInRecord } from '../store/registration-store.ts';

/** Where someone stands after their check-ins, and when they first came. */
export interface Standing extends Pick<CheckInPerson, 'checkedInAt' | 'checkedOutAt'> {
  /** ISO 8601: the first check-in no undo took back, or null when they never came. */
  firstInAt: string | null;
}

/**
 * Reads one registration's check-ins in the order they happened: checked in at the latest check-in, out at the
 * latest check-out after it (a check-out without a check-in before it says nothing), and an undo takes back
 * the latest check-in still standing, with the check-out that followed it: they stand as before it.
 */
export function standingOf(records: readonly CheckInRecord[]): Standing {
  const ins: Array<{ at: string; outAt: string | null }> = [];
  for (const record of records) {
    const latest = ins.at(-1);
    if (record.action === 'in') ins.push({ at: record.at, outAt: null });
    else if (record.action === 'undo') ins.pop();
    else if (latest) latest.outAt = record.at;
  }
  const latest = ins.at(-1);
  return { checkedInAt: latest?.at ?? null, checkedOutAt: latest?.outAt ?? null, firstInAt: ins[0]?.at ?? null };
}

/** Each registration's standing, from check-ins of many registrations listed in the order they happened. */
export function standingsOf(records: readonly CheckInRecord[]): Map<string, Standing> {
  const byRegistration = new Map<string, CheckInRecord[]>();
  for (const record of records) {
    const own = byRegistration.get(record.regId);
    if (own) own.push(record);
    else byRegistration.set(record.regId, [record]);
  }
  return new Map([...byRegistration].map(([regId, own]) => [regId, standingOf(own)]));
}
