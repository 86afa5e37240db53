import { eventDaySpanText, formatEventDate, formatTimeSpan } from '@stem/shared';
import type { CmsEvent } from '../../cms/cms-reader.ts';
import { facts, paragraph, type MailBlock } from './mail-content.ts';

/**
 * What every mail about a career day ends with: the day's date, time and place from the CMS, and the
 * calendar file it carries; or, when the CMS has never been readable, an honest sentence pointing to the
 * about page, which has them.
 */
export function eventDayBlocks(event: CmsEvent | null, publicSiteUrl: string): MailBlock[] {
  if (!event) {
    return [
      paragraph(
        `We could not include the date, time and place of the event in this email. You will find them on ${publicSiteUrl}/about.`,
      ),
    ];
  }
  return [
    paragraph(event.name),
    facts([
      ['Date', formatEventDate(event.eventDate)],
      ['Time', `${eventDaySpanText(event)} (check-in ${formatTimeSpan(event.checkInStart, event.checkInEnd)})`],
      ['Place', [event.venue, event.venueAddress].filter(Boolean).join(', ')],
    ]),
    paragraph('The event is attached as a calendar file (stem-career-day.ics).'),
  ];
}
