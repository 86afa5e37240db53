import { EVENT_TIME_ZONE } from '@stem/shared';

/** The hour (New York) from which the API's reminder job sends (event-reminders.ts FIRST_HOUR). */
const FIRST_HOUR = 8;
const WHOM = 'everyone registered for this day (and to students’ parents/guardians)';

const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

/** The date (YYYY-MM-DD) and hour of an instant where the events happen. */
function newYorkClock(instant: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EVENT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * The desk's line on a day's reminder mail, in the tense of the moment the headcounts were counted: it will
 * go from a date, it is going (a registration made since gets its own a day later), or it went.
 */
export function reminderLine(remindersFrom: string, eventDate: string | null, countedAt: string): string {
  const now = newYorkClock(countedAt);
  const from = longDate(remindersFrom);
  if (eventDate !== null && now.date >= eventDate) {
    return `Reminder mail went to ${WHOM} from ${from} until the day before.`;
  }
  if (now.date > remindersFrom || (now.date === remindersFrom && now.hour >= FIRST_HOUR)) {
    return (
      `Reminder mail to ${WHOM}: going out since ${from}, 8 am New York time. ` +
      'Someone who registers now gets theirs a day later.'
    );
  }
  return `Reminder mail to ${WHOM}: from ${from}, 8 am New York time.`;
}
