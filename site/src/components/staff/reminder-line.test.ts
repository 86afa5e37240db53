import { describe, expect, it } from 'vitest';
import { reminderLine } from './reminder-line.ts';

// The middle school day on Saturday April 25 2026, reminders from Wednesday April 22 (New York: UTC-4).
const line = (countedAt: string) => reminderLine('2026-04-22', '2026-04-25', countedAt);

describe('the desk’s reminder line', () => {
  it('says from when the reminders will go, before 8 am New York time on that date', () => {
    expect(line('2026-04-10T15:00:00Z')).toBe(
      'Reminder mail to everyone registered for this day (and to students’ parents/guardians): from April 22, 2026, 8 am New York time.',
    );
    // 7:59 am in New York is 11:59Z.
    expect(line('2026-04-22T11:59:00Z')).toMatch(/: from April 22, 2026, 8 am/);
  });

  it('says they are going out from 8 am on that date until the day before the day', () => {
    expect(line('2026-04-22T12:00:00Z')).toBe(
      'Reminder mail to everyone registered for this day (and to students’ parents/guardians): going out since April 22, 2026, 8 am New York time. Someone who registers now gets theirs a day later, unless that is the day itself.',
    );
    // 11:30 pm on Friday in New York is already Saturday in UTC.
    expect(line('2026-04-25T03:30:00Z')).toMatch(/going out since/);
  });

  it('says they went, from the day itself on', () => {
    expect(line('2026-04-25T04:00:00Z')).toBe(
      'Reminder mail went to everyone registered for this day (and to students’ parents/guardians) from April 22, 2026 until the day before.',
    );
    expect(line('2026-06-01T12:00:00Z')).toMatch(/^Reminder mail went/);
  });
});
