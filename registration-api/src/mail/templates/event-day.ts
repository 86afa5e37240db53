import { eventDayEndText, formatEventDate, formatTimeSpan } from '@stem/shared';
import type { CmsEvent } from '../../cms/cms-reader.ts';
import { calendarFileName } from '../event-invitation.ts';
import { facts, link, paragraph, type MailBlock } from './mail-content.ts';

/**
 * What every mail about the career days a registration attends ends with: each day's date, time and place
 * from the CMS, and the calendar file that carries them; or, when the CMS has never been readable, an honest
 * sentence pointing to the about page, which has them.
 */
export function eventDayBlocks(events: ReadonlyArray<CmsEvent | null>, publicSiteUrl: string): MailBlock[] {
  if (events.length === 0) return [];
  if (events.some((event) => event === null)) {
    return [
      paragraph(
        `We could not include the date, time and place of the event in this email. You will find them on ${publicSiteUrl}/about.`,
      ),
    ];
  }
  // The same name the attachment is given (the invitation's title is the event's name).
  const titles = (events as CmsEvent[]).map((event) => event.name);
  return [
    ...(events as CmsEvent[]).flatMap((event) => [
      paragraph(event.name),
      facts([
        ['Date', formatEventDate(event.eventDate)],
        // When to come and when it is over. Not a start time: SPEC §9 has two (8:00 on the home page, 8:30
        // after check-in on the about page), and "7:45 am-2:30 pm" read as a programme starting at check-in.
        ['Check-in', formatTimeSpan(event.checkInStart, event.checkInEnd)],
        ['Ends', eventDayEndText(event)],
        ['Place', [event.venue, event.venueAddress].filter(Boolean).join(', ')],
      ]),
    ]),
    // Where on campus to check in, the parking and the schedule are on the site, not in the facts (qa14c).
    link('Where to check in, parking and the schedule of the day:', 'Day Of Event', `${publicSiteUrl}/map`),
    paragraph(
      events.length === 1
        ? `The event is attached as a calendar file (${calendarFileName(titles)}).`
        : `Both events are attached as one calendar file (${calendarFileName(titles)}).`,
    ),
  ];
}
