import { EVENT_TIME_ZONE } from '../registration-kinds.ts';

// The career days' dates and times as the CMS gives them (Strapi `date` "2026-04-25", `time` "07:45:00.000"),
// turned into what people read ("8:00 am-2:30 pm") and into instants for calendars, and today's date
// where the events happen. No validation library here: content pages, forms and the API's mails use it.

/** The six times of an event entry (SPEC §9 gives two readings; both are kept). */
export const EVENT_TIME_FIELDS = [
  'checkInStart',
  'checkInEnd',
  'startTime',
  'endTime',
  'homeStartTime',
  'homeEndTime',
] as const;
export type EventTimeField = (typeof EVENT_TIME_FIELDS)[number];

/** An event's day and times: `eventDate` YYYY-MM-DD, each time Strapi's HH:mm:ss.SSS (or HH:mm). */
export type EventDay = { eventDate: string } & Record<EventTimeField, string>;

/** Strapi's `time` as its REST API writes it; seconds and milliseconds optional. */
export const CMS_TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;

/** Minutes after midnight of a CMS time; throws on anything else (the schemas have checked it). */
export function minutesOfDay(time: string): number {
  const match = CMS_TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`not a CMS time: "${time}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** "7:45 am", "12:00 pm", "2:30 pm": how the site has always written the career days' times. */
export function formatClockTime(time: string): string {
  const minutes = minutesOfDay(time);
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "8:00 am-2:30 pm", as SPEC §1 writes the home page's times. */
export const formatTimeSpan = (start: string, end: string) => `${formatClockTime(start)}-${formatClockTime(end)}`;

/**
 * "Saturday, February 21, 2026" from the CMS's YYYY-MM-DD. Read as a calendar date in UTC so the machine's
 * time zone can never move the day.
 */
export function formatEventDate(isoDate: string): string {
  eventDateFormat ??= new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return eventDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

// Intl formats are made on first use and kept: making one costs far more than formatting with it (every
// confirmation mail formats its event days), and a page that never formats a date never pays for one.
let eventDateFormat: Intl.DateTimeFormat | undefined;
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * New York's offset from UTC at an instant, in hours, by the United States' rules since 2007: daylight time
 * (UTC-4) from the second Sunday of March at 2 am to the first Sunday of November at 2 am, else UTC-5.
 * Arithmetic, not Intl: a browser's first Intl date format costs some 40 ms of main thread (its ICU data),
 * which every form page paid while hydrating for the read-only consent date. The test compares it with the
 * time zone database hour by hour.
 */
function newYorkOffsetHours(instant: Date): number {
  const year = instant.getUTCFullYear();
  const sunday = (month: number, nth: number) => {
    const weekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return 1 + ((7 - weekday) % 7) + (nth - 1) * 7;
  };
  const daylightFrom = Date.UTC(year, 2, sunday(2, 2), 7); // 2 am EST
  const daylightUntil = Date.UTC(year, 10, sunday(10, 1), 6); // 2 am EDT
  return instant.getTime() >= daylightFrom && instant.getTime() < daylightUntil ? -4 : -5;
}

/** Today as MM/DD/YYYY where the events happen (America/New_York): consent and signature dates, SPEC §9. */
export function todayAtEvent(now: Date = new Date()): string {
  const wall = new Date(now.getTime() + newYorkOffsetHours(now) * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(wall.getUTCMonth() + 1)}/${two(wall.getUTCDate())}/${wall.getUTCFullYear()}`;
}

/** The hours (New York, 24 h) in which reminder mails go: the daytime, never at night (event-reminders.ts). */
export const REMINDER_HOURS = { first: 8, last: 20 } as const;

/**
 * The date (YYYY-MM-DD) from which a career day's reminders go, `daysBefore` days before its ISO date: they
 * go on the dates from this one to the day before the day (the job, and the staff desk that says when).
 */
export const remindersFrom = (eventDate: string, daysBefore: number) =>
  new Date(Date.parse(eventDate) - daysBefore * 24 * 3600 * 1000).toISOString().slice(0, 10);

/** The date (YYYY-MM-DD) and the hour (0-23) of an instant where the events happen. */
export function clockAtEvent(instant: Date): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EVENT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/**
 * Offsets already worked out, by zone and instant: every confirmation converts the same few event times, and
 * formatToParts is the dearest step of composing one. Emptied when it grows past a few hundred entries.
 */
const knownOffsets = new Map<string, number>();

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in ms (negative west of Greenwich). */
function zoneOffsetMs(instant: number, zone: string): number {
  const key = `${zone} ${instant}`;
  let offset = knownOffsets.get(key);
  if (offset === undefined) {
    if (knownOffsets.size >= 512) knownOffsets.clear();
    offset = measuredZoneOffsetMs(instant, zone);
    knownOffsets.set(key, offset);
  }
  return offset;
}

function measuredZoneOffsetMs(instant: number, zone: string): number {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormats.set(zone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - (instant - (instant % 1000));
}

/**
 * The instant a wall-clock time on a date happens in `zone` (the career days' zone unless given): 7:45 on
 * 2026-02-21 in New York (UTC-5) is 12:45Z, on 2026-04-25 (daylight time, UTC-4) 11:45Z.
 */
export function eventInstant(isoDate: string, time: string, zone: string = EVENT_TIME_ZONE): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day) + minutesOfDay(time) * 60_000;
  // The zone's offset at a first guess, then at the instant found: right across a daylight-saving change.
  const guess = wall - zoneOffsetMs(wall, zone);
  return new Date(wall - zoneOffsetMs(guess, zone));
}

/** The earliest and the latest of an event's times. */
function firstAndLast(event: EventDay): [string, string] {
  const times = EVENT_TIME_FIELDS.map((field) => event[field]).sort((a, b) => minutesOfDay(a) - minutesOfDay(b));
  return [times[0]!, times.at(-1)!];
}

/**
 * The span a calendar entry gives the day: from the earliest time the event names (check-in) to the latest
 * (the later of the about page's end and the home page's end), so it covers both of SPEC §9's readings.
 */
export function eventDaySpan(event: EventDay): { start: Date; end: Date } {
  const [first, last] = firstAndLast(event);
  return { start: eventInstant(event.eventDate, first), end: eventInstant(event.eventDate, last) };
}

/** When the day is over, as people read it ("2:30 pm"): the later of SPEC §9's two ends, as the calendar's. */
export const eventDayEndText = (event: EventDay) => formatClockTime(firstAndLast(event)[1]);
