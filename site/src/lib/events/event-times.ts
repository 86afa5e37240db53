import { formatTimeSpan } from '@stem/shared/cms/event-times';
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
 * (SPEC §2: "registration closes 3/16 of the event year").
 */
export const inEventYear = (monthDay: string, event: Pick<CareerDayEvent, 'eventDate'>) =>
  `${monthDay}/${event.eventDate.slice(0, 4)}`;
