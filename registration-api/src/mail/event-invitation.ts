import ical, { ICalCalendarMethod } from 'ical-generator';
import { eventDaySpan } from '@stem/shared';
import type { CmsEvent } from '../cms/cms-reader.ts';
import type { MailMessage } from './mailer.ts';

/** The event day a confirmation invites to (times from the CMS event). */
export interface EventInvitation {
  /** Stable per event (e.g. `middle-school-2026@stem-career-day`), so a second mail updates the same entry. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location?: string;
  description?: string;
}

/**
 * The event days as one iCalendar file (a company at both days gets both): times in UTC, so every calendar
 * shows them in its own zone. ical-generator leaves off the final line break that RFC 5545 requires after
 * END:VCALENDAR.
 */
export function eventCalendar(events: EventInvitation | readonly EventInvitation[], now = new Date()): string {
  const calendar = ical({
    prodId: { company: 'STEM Career Day', product: 'registration-api', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const event of Array.isArray(events) ? events : [events]) {
    calendar.createEvent({
      id: event.uid,
      // A later file is a later revision: a calendar that has the entry (same UID) takes the new date or
      // times from it instead of keeping the old ones. Minutes since 1970, so it only ever grows.
      sequence: Math.floor(now.getTime() / 60_000),
      stamp: now,
      summary: event.title,
      start: event.start,
      end: event.end,
      location: event.location ?? null,
      description: event.description ?? null,
    });
  }
  return `${calendar.toString()}\r\n`;
}

/**
 * The calendar file's name: the day's ("middle-school-stem-career-day.ics"), so a parent who saves the files
 * of two children on two days keeps both; one name for a company's two days together.
 */
export function calendarFileName(titles: readonly string[]): string {
  if (titles.length !== 1) return 'stem-career-days.ics';
  const slug = titles[0]!
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'stem-career-day'}.ics`;
}

/**
 * Adds the event day to a message. nodemailer's icalEvent makes both the text/calendar alternative and the
 * .ics attachment, so nothing else adds the file. PUBLISH, not REQUEST: the event is added to the
 * calendar without asking the registrant to reply.
 */
export function withEventInvitation(
  message: MailMessage,
  events: EventInvitation | readonly EventInvitation[],
): MailMessage {
  const all = Array.isArray(events) ? events : [events];
  return {
    ...message,
    icalEvent: {
      method: 'PUBLISH',
      filename: calendarFileName(all.map((event) => event.title)),
      content: eventCalendar(all),
    },
  };
}

/**
 * The calendar entry of a career day: its date and times are wall-clock times in the event's zone
 * (America/New_York), from check-in to the later of the two end times SPEC §9 gives (eventDaySpan). The
 * confirmations' file and the site's "Add to calendar" link (routes/event-calendar.ts) are the same entry.
 */
export function invitationOf(event: CmsEvent): EventInvitation {
  return {
    // The day and its year, not its date: when staff move the day, the entry people added moves with it.
    uid: `${event.slug}-${event.eventDate.slice(0, 4)}@stem-career-day`,
    title: event.name,
    ...eventDaySpan(event),
    location: [event.venue, event.venueAddress].filter(Boolean).join(', '),
    description: 'STEM Career Day',
  };
}
