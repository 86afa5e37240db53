import type { FastifyBaseLogger } from 'fastify';
import type { EventSlug } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { CmsEvent } from '../cms/cms-reader.ts';
import { withEventInvitation } from '../mail/event-invitation.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MailDraft } from './api-kind.ts';

export interface ConfirmationDeps {
  cms: CmsClient;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Where a registrant logs in to see and change their registrations (the chooser, SPEC §2 /multiple). */
export const loginUrlOf = (publicSiteUrl: string) => `${publicSiteUrl}/auth/login?returnTo=/multiple`;

/**
 * Sends a kind's confirmation, with the calendar file of its career day when the CMS knows the day. A
 * failure is logged (never who or what) and does not undo the registration: it is stored and answered.
 */
export async function sendConfirmation(deps: ConfirmationDeps, event: EventSlug | null, draft: MailDraft) {
  try {
    const known = event ? await deps.cms.getEvent(event) : null;
    // One copy per address, whatever its case (a parent may register with the student's own address).
    const message = { ...draft, to: [...new Set(draft.to.map((to) => to.trim().toLowerCase()))] };
    await deps.mailer.send(known ? withEventInvitation(message, invitationOf(known)) : message);
  } catch (error) {
    deps.log.error(
      { mailError: error instanceof Error ? error.name : 'unknown', eventSlug: event },
      'confirmation email could not be sent; the registration is stored',
    );
  }
}

/**
 * The CMS gives the event's date and its times as free text ("8:00 am"); the invitation covers the day's
 * usual hours, 8:00 to 15:00 US Eastern (UTC-4 in spring), written in UTC.
 */
function invitationOf(event: CmsEvent) {
  return {
    uid: `${event.slug}-${event.eventDate}@stem-career-day`,
    title: event.name,
    start: new Date(`${event.eventDate}T12:00:00Z`),
    end: new Date(`${event.eventDate}T19:00:00Z`),
    location: [event.venue, event.venueAddress].filter(Boolean).join(', '),
    description: 'STEM Career Day',
  };
}
