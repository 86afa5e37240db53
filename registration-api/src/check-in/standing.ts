import type { CheckInAction, CheckInPerson } from '@stem/shared';
import { localDate } from '../staff/flatten.ts';
import type { CheckInRecord } from '../store/registration-store.ts';

/** Where someone stands after their check-ins, and when they first came. */
export interface Standing extends Pick<CheckInPerson, 'checkedInAt' | 'checkedOutAt'> {
  /** ISO 8601: the first check-in no undo took back, or null when they never came. */
  firstInAt: string | null;
}

/**
 * Reads one registration's check-ins in the order they happened: checked in at the latest check-in, out at the
 * first check-out after it (a check-out without a check-in before it says nothing), and an undo takes back
 * the latest check-in while they are in (after a check-out it is no news): they stand as before it.
 * A check-in of someone already in that day is no news (qa25c: two phones at the door checked one student in a
 * minute apart, and the first phone's Undo then left her checked in by the second): one undo takes them out.
 * So is a check-out of someone already out: they left when the first phone said.
 */
export function standingOf(records: readonly CheckInRecord[]): Standing {
  const ins: Array<{ at: string; outAt: string | null }> = [];
  for (const record of records) {
    const latest = ins.at(-1);
    if (record.action === 'in') {
      if (!inThatDay(latest, record.at)) ins.push({ at: record.at, outAt: null });
    } else if (record.action === 'undo') {
      // Only a check-in still standing is taken back: the door offers Undo only then, and a phone whose card was
      // stale took back a visit another phone had since checked out (qa28a).
      if (latest && latest.outAt === null) ins.pop();
    } else if (latest && latest.outAt === null) latest.outAt = record.at;
  }
  const latest = ins.at(-1);
  return { checkedInAt: latest?.at ?? null, checkedOutAt: latest?.outAt ?? null, firstInAt: ins[0]?.at ?? null };
}

/** Whether a check-in at `at` finds the person in already: checked in that day and not out since. */
const inThatDay = (latest: { at: string; outAt: string | null } | undefined, at: string) =>
  latest !== undefined && latest.outAt === null && localDate(latest.at) === localDate(at);

/**
 * Whether a check-in, check-out or undo at `at` (ISO 8601) is no news to someone with these check-ins: a
 * check-in of someone in already that day, or a check-out or an undo of someone not in (another device checked
 * them out, or undid their check-in, while this one's card still said "Checked in").
 */
export function changesNothing(records: readonly CheckInRecord[], action: CheckInAction, at: string): boolean {
  const { checkedInAt, checkedOutAt } = standingOf(records);
  const isIn = checkedInAt !== null && checkedOutAt === null;
  return action === 'in' ? isIn && inThatDay({ at: checkedInAt, outAt: checkedOutAt }, at) : !isIn;
}

/** Check-ins of many registrations, listed in the order they happened, by registration (each in that order). */
export function recordsByRegistration(records: readonly CheckInRecord[]): Map<string, CheckInRecord[]> {
  const byRegistration = new Map<string, CheckInRecord[]>();
  for (const record of records) {
    const own = byRegistration.get(record.regId);
    if (own) own.push(record);
    else byRegistration.set(record.regId, [record]);
  }
  return byRegistration;
}

/**
 * Where someone registered for both career days stands on one of them: only the check-ins made on that date
 * (YYYY-MM-DD at the career days' time zone) count, so the second day's door does not find them "checked in"
 * from the first day.
 */
export const standingOn = (date: string, records: readonly CheckInRecord[]): Standing =>
  standingOf(records.filter((record) => localDate(record.at) === date));
