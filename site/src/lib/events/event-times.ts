import type { CareerDayEvent } from '../cms/content-schemas.ts';

/**
 * "Saturday, February 21, 2026" from the CMS's YYYY-MM-DD. Read as a calendar date in UTC so the
 * build machine's time zone can never move the day.
 */
export function formatEventDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** "8:00 am – 2:30 pm": a time span as the CMS spells its times. */
export const timeSpan = (start: string, end: string) => `${start} – ${end}`;

/**
 * SPEC §9 gives two readings of the times. The home and day-of-event pages show one span; the about page
 * shows check-in and the programme separately.
 */
export const homeTimes = (event: CareerDayEvent) => timeSpan(event.homeStartTime, event.homeEndTime);

export const aboutTimes = (event: CareerDayEvent) => ({
  checkIn: timeSpan(event.checkInStart, event.checkInEnd),
  programme: timeSpan(event.startTime, event.endTime),
});
