import { describe, expect, it } from 'vitest';
import type { CheckInAction } from '@stem/shared';
import { changesNothing, standingOf, standingOn } from './standing.ts';

const at = (hour: number) => `2026-10-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const records = (...steps: Array<[CheckInAction, number]>) =>
  steps.map(([action, hour], i) => ({
    id: `id-${i}`,
    regId: 'r',
    action,
    at: at(hour),
    recordedAt: at(hour),
    by: 's',
  }));

describe('where someone stands after their check-ins', () => {
  it('is not checked in with none, or with a check-out or an undo alone', () => {
    const nobody = { checkedInAt: null, checkedOutAt: null, firstInAt: null };
    expect(standingOf([])).toEqual(nobody);
    expect(standingOf(records(['out', 9]))).toEqual(nobody);
    expect(standingOf(records(['undo', 9]))).toEqual(nobody);
  });

  it('is in from the latest check-in, out at the latest check-out after it, and came at the first', () => {
    expect(standingOf(records(['in', 8], ['out', 12], ['in', 13]))).toEqual({
      checkedInAt: at(13),
      checkedOutAt: null,
      firstInAt: at(8),
    });
  });

  it('reads a check-out of someone already out as no news: they left when the first phone said', () => {
    expect(standingOf(records(['in', 8], ['out', 12], ['out', 14]))).toMatchObject({ checkedOutAt: at(12) });
  });

  it('takes back the latest check-in with an undo while they are in, as if it never happened', () => {
    expect(standingOf(records(['in', 8], ['undo', 9]))).toEqual({
      checkedInAt: null,
      checkedOutAt: null,
      firstInAt: null,
    });
    expect(standingOf(records(['in', 8], ['out', 12], ['in', 13], ['undo', 14]))).toEqual({
      checkedInAt: at(8),
      checkedOutAt: at(12),
      firstInAt: at(8),
    });
  });

  it('reads an undo of someone out as no news: a stale card does not erase a visit (qa28a)', () => {
    // Phone A checked her in and out; phone B's card still said "Checked in", and its Undo came after.
    const visit = { checkedInAt: at(8), checkedOutAt: at(12), firstInAt: at(8) };
    expect(standingOf(records(['in', 8], ['out', 12], ['undo', 13]))).toEqual(visit);
    expect(standingOf(records(['in', 8], ['out', 12], ['in', 13], ['undo', 14], ['undo', 15]))).toEqual(visit);
    expect(standingOf(records(['undo', 9]))).toEqual({ checkedInAt: null, checkedOutAt: null, firstInAt: null });
  });

  it('reads a check-in of someone already in that day as no news: one undo takes them out (qa25c)', () => {
    // Two phones at the door: the second checks in a student the first had checked in a minute before.
    expect(standingOf(records(['in', 8], ['in', 9]))).toMatchObject({ checkedInAt: at(8), firstInAt: at(8) });
    expect(standingOf(records(['in', 8], ['in', 9], ['undo', 10]))).toEqual({
      checkedInAt: null,
      checkedOutAt: null,
      firstInAt: null,
    });
    // Back in after a check-out is news, and so is a check-in on another day.
    expect(standingOf(records(['in', 8], ['out', 9], ['in', 10]))).toMatchObject({ checkedInAt: at(10) });
    const nextDay = { ...records(['in', 8])[0]!, id: 'next', at: '2026-10-21T14:00:00.000Z' };
    expect(standingOf([...records(['in', 8]), nextDay])).toMatchObject({ checkedInAt: nextDay.at });
  });

  it('says whether a check-in finds the person in already that day', () => {
    expect(changesNothing([], 'in', at(9))).toBe(false);
    expect(changesNothing(records(['in', 8]), 'in', at(9))).toBe(true);
    expect(changesNothing(records(['in', 8], ['out', 9]), 'in', at(10))).toBe(false);
    expect(changesNothing(records(['in', 8], ['undo', 9]), 'in', at(10))).toBe(false);
    expect(changesNothing(records(['in', 8]), 'in', '2026-10-21T14:00:00.000Z')).toBe(false);
  });

  it('says whether a check-out or an undo finds the person out already', () => {
    expect(changesNothing(records(['in', 8]), 'out', at(9))).toBe(false);
    expect(changesNothing(records(['in', 8], ['out', 9]), 'out', at(10))).toBe(true);
    expect(changesNothing(records(['in', 8], ['undo', 9]), 'out', at(10))).toBe(true);
    expect(changesNothing(records(['in', 8]), 'undo', at(10))).toBe(false);
    expect(changesNothing(records(['in', 8], ['out', 9]), 'undo', at(10))).toBe(true);
  });

  it('on one date, reads only the check-ins of that date at the career days’ time zone', () => {
    // 02:00 UTC on October 21 is still October 20 in New York.
    const lateEvening = { ...records(['in', 8])[0]!, id: 'late', at: '2026-10-21T02:00:00.000Z' };
    const both = [...records(['in', 8], ['out', 12]), lateEvening];
    expect(standingOn('2026-10-20', both)).toMatchObject({ checkedInAt: lateEvening.at, firstInAt: at(8) });
    expect(standingOn('2026-10-21', both)).toEqual({ checkedInAt: null, checkedOutAt: null, firstInAt: null });
  });
});
