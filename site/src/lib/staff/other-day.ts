import type { EventSlug } from '@stem/shared/registration-kinds';

/** A career day as the check-in page is built with it (the CMS's name and date, YYYY-MM-DD). */
export interface CareerDay {
  slug: EventSlug;
  name: string;
  date: string;
}

/** "April 25": the door speaks of this year's days, so without the year (the desk's longDate has it). */
const monthDay = (isoDate: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(isoDate));

/**
 * What the door says of someone whose registration is for the other career day, on a career day: a high
 * school student at the middle school day is not on today's lists, lunches or consents. Null on any other
 * date (nothing to compare with), or for someone registered for today (or tied to no day).
 */
export function otherDayNotice(events: readonly EventSlug[], days: readonly CareerDay[], today: string): string | null {
  const todays = days.find((day) => day.date === today);
  if (!todays || events.length === 0 || events.includes(todays.slug)) return null;
  const theirs = days.filter((day) => events.includes(day.slug)).map((day) => `${day.name} (${monthDay(day.date)})`);
  return `Registered for ${theirs.join(' and ') || 'another day'}, not for today’s ${todays.name}.`;
}
