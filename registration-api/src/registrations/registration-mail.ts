import type { FastifyBaseLogger } from 'fastify';
import { eventDaySpan, eventDaySpanText, formatEventDate, formatTimeSpan, type EventSlug } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { CmsEvent } from '../cms/cms-reader.ts';
import { withEventInvitation, type EventInvitation } from '../mail/event-invitation.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailDraft } from './api-kind.ts';

export interface ConfirmationDeps {
  cms: CmsClient;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The site's origin, for the page that names the event when this mail cannot. */
  publicSiteUrl: string;
}

/** Where a registrant logs in to see and change their registrations (the chooser, SPEC §2 /multiple). */
export const loginUrlOf = (publicSiteUrl: string) => `${publicSiteUrl}/auth/login?returnTo=/multiple`;

/**
 * The paragraph every confirmation of a kind with an event day ends with: the day's date, time and place
 * from the CMS, and the calendar file it carries; or, when the CMS has never been readable, an honest
 * sentence pointing to the about page, which has them.
 */
export function eventParagraph(event: CmsEvent | null, publicSiteUrl: string): string {
  if (!event) {
    return [
      'We could not include the date, time and place of the event in this email.',
      `You will find them on ${publicSiteUrl}/about.`,
    ].join('\r\n');
  }
  return [
    `${event.name}`,
    `Date: ${formatEventDate(event.eventDate)}`,
    `Time: ${eventDaySpanText(event)} (check-in ${formatTimeSpan(event.checkInStart, event.checkInEnd)})`,
    `Place: ${[event.venue, event.venueAddress].filter(Boolean).join(', ')}`,
    'The event is attached as a calendar file (stem-career-day.ics).',
  ].join('\r\n');
}

/**
 * Sends a kind's confirmation. A kind with an event day gets the day in its body and, when the CMS knows
 * the day, as a calendar file. A failure is logged (never who or what) and does not undo the registration:
 * it is stored and answered.
 */
export async function sendConfirmation(deps: ConfirmationDeps, event: EventSlug | null, draft: MailDraft) {
  try {
    const known = event ? await deps.cms.getEvent(event) : null;
    // One copy per address, whatever its case (a parent may register with the student's own address).
    const message = {
      ...draft,
      to: [...new Set(draft.to.map((to) => to.trim().toLowerCase()))],
      text: event ? `${draft.text}\r\n\r\n${eventParagraph(known, deps.publicSiteUrl)}` : draft.text,
    };
    await deps.mailer.send(known ? withEventInvitation(message, invitationOf(known)) : message);
  } catch (error) {
    deps.log.error(
      { mailError: error instanceof Error ? error.name : 'unknown', eventSlug: event },
      'confirmation email could not be sent; the registration is stored',
    );
  }
}

/**
 * The calendar entry of a career day: its date and times are wall-clock times in the event's zone
 * (America/New_York), from check-in to the later of the two end times SPEC §9 gives (eventDaySpan).
 */
function invitationOf(event: CmsEvent): EventInvitation {
  return {
    uid: `${event.slug}-${event.eventDate}@stem-career-day`,
    title: event.name,
    ...eventDaySpan(event),
    location: [event.venue, event.venueAddress].filter(Boolean).join(', '),
    description: 'STEM Career Day',
  };
}
