import { describe, expect, it } from 'vitest';
import { otherDayNotice, type CareerDay } from './other-day.ts';

const DAYS: CareerDay[] = [
  { slug: 'high-school', name: 'High School STEM Career Day', date: '2026-02-21' },
  { slug: 'middle-school', name: 'Middle School STEM Career Day', date: '2026-04-25' },
];

describe('otherDayNotice', () => {
  it('warns of a high school registration at the middle school day', () => {
    expect(otherDayNotice(['high-school'], DAYS, '2026-04-25')).toBe(
      'Registered for High School STEM Career Day (February 21), not for today’s Middle School STEM Career Day.',
    );
  });

  it('says nothing of a registration for today, of both days, or of none', () => {
    expect(otherDayNotice(['middle-school'], DAYS, '2026-04-25')).toBeNull();
    expect(otherDayNotice(['high-school', 'middle-school'], DAYS, '2026-02-21')).toBeNull();
    expect(otherDayNotice([], DAYS, '2026-02-21')).toBeNull();
  });

  it('says nothing on a date that is no career day', () => {
    expect(otherDayNotice(['high-school'], DAYS, '2026-11-27')).toBeNull();
  });
});
