import { clockAtEvent, REMINDER_HOURS } from '@stem/shared/cms/event-times';

const WHOM = 'everyone registered for this day (and to students’ parents/guardians)';

/** An ISO date as "April 22, 2026" (the desk's dates). */
export const longDate = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

/**
 * The desk's line on a day's reminder mail, in the tense of the moment the headcounts were counted: it will
 * go from a date, it is going (a registration made since gets its own a day later), or it went.
 */
export function reminderLine(remindersFrom: string, eventDate: string | null, countedAt: string): string {
  const now = clockAtEvent(new Date(countedAt));
  const from = longDate(remindersFrom);
  if (eventDate !== null && now.date >= eventDate) {
    return `Reminder mail went to ${WHOM} from ${from} until the day before.`;
  }
  if (now.date > remindersFrom || (now.date === remindersFrom && now.hour >= REMINDER_HOURS.first)) {
    return (
      `Reminder mail to ${WHOM}: going out since ${from}, 8 am New York time. ` +
      'Someone who registers now gets theirs a day later, unless that is the day itself.'
    );
  }
  return `Reminder mail to ${WHOM}: from ${from}, 8 am New York time.`;
}
