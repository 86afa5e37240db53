import { formatTimeSpan } from '@stem/shared/cms/event-times';
import type { SiteSettings } from '@stem/shared/cms/site-settings-schema';
import { EVENT_TIME_ZONE } from '@stem/shared/registration-kinds';
import type { CareerDayEvent } from '../cms/content-schemas.ts';

export { formatEventDate } from '@stem/shared/cms/event-times';

/**
 * SPEC §9 gives two readings of the times. The home and day-of-event pages show one span ("8:00 am –
 * 2:30 pm"); the about page shows check-in and the programme separately. The CMS holds them as time fields.
 */
export const homeTimes = (event: CareerDayEvent) => formatTimeSpan(event.homeStartTime, event.homeEndTime);

export const aboutTimes = (event: CareerDayEvent) => ({
  checkIn: formatTimeSpan(event.checkInStart, event.checkInEnd),
  programme: formatTimeSpan(event.startTime, event.endTime),
});

/**
 * A month/day the CMS keeps without a year (a closing date, "3/16") as a date of the event's year, "3/16/2026"
 * (SPEC §2: "registration closes 3/16 of the event year"). Written with its year already ("3/16/2026": qa25a
 * saw "3/16/2026/2026"), it is shown as written; in words ("March 16"), the year follows a comma.
 */
export function inEventYear(monthDay: string, event: Pick<CareerDayEvent, 'eventDate'>): string {
  const written = monthDay.trim();
  const year = event.eventDate.slice(0, 4);
  if (/\b\d{4}\b/.test(written)) return written;
  return /^\d{1,2}\/\d{1,2}$/.test(written) ? `${written}/${year}` : `${written}, ${year}`;
}

const NUMERIC_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
});

/**
 * The middle school closing date the pages show ("Registration closes 3/16/2027"): the day of the closing
 * date-time when one is set, as that is what closes the form, else the date as written in the event's year.
 * Two dates that could disagree ("closes 3/16" above "The deadline has passed") are never both shown.
 */
export const msClosingDate = (
  settings: Pick<SiteSettings, 'msRegistrationCloses' | 'msIndividualClosesAt'>,
  event: Pick<CareerDayEvent, 'eventDate'>,
): string =>
  settings.msIndividualClosesAt
    ? NUMERIC_DATE.format(new Date(settings.msIndividualClosesAt))
    : inEventYear(settings.msRegistrationCloses, event);
