import type { FastifyBaseLogger } from 'fastify';
import { eventDaySpan, type EventSlug } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { CmsEvent } from '../cms/cms-reader.ts';
import type { QrCodeAttachment, QueuedMessage } from '../store/mail-outbox.ts';
import { withEventInvitation, type EventInvitation } from './event-invitation.ts';
import type { MailMessage } from './mailer.ts';
import { eventDayBlocks } from './templates/event-day.ts';
import type { MailContent } from './templates/mail-content.ts';
import { renderMail } from './templates/render-mail.ts';
import { toQueuedMessage } from './queued-message.ts';

/**
 * A file a mail carries: its bytes (a sponsorship invoice), or a QR code's text, which the mail worker
 * draws as a PNG when it sends the mail (the check-in code: no image is drawn or stored per request).
 */
export type MailAttachment = { filename: string; content: Buffer; contentType: string } | QrCodeAttachment;

/** A mail as a service writes it: to whom, its template's content, and what it carries. */
export interface MailDraft {
  to: readonly string[];
  content: MailContent;
  /** Where an answer goes (a contact question: the sender). */
  replyTo?: string;
  attachments?: readonly MailAttachment[];
}

export interface MailComposerDeps {
  cms: Pick<CmsClient, 'getEvent'>;
  /** The site's origin, for the page that names the event when a mail cannot. */
  publicSiteUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Turns drafts into the messages the outbox keeps (DESIGN.md §8): rendered once as plain text and once as
 * HTML, one copy per address whatever its case, and, for a mail about a career day, the day's date, time
 * and place from the CMS and its calendar file. Composed before the change they belong to is stored, so the
 * change and its messages are written together.
 */
export class MailComposer {
  readonly #deps: MailComposerDeps;

  constructor(deps: MailComposerDeps) {
    this.#deps = deps;
  }

  /** `events`: the career days the mail is about (a registration's), each with its date, time and place. */
  async compose(draft: MailDraft, events: readonly EventSlug[] = []): Promise<QueuedMessage> {
    const known = await Promise.all(events.map((event) => this.#deps.cms.getEvent(event)));
    const content: MailContent =
      events.length > 0
        ? { ...draft.content, blocks: [...draft.content.blocks, ...eventDayBlocks(known, this.#deps.publicSiteUrl)] }
        : draft.content;
    const { subject, text, html } = renderMail(content);
    // A parent may register with the student's own address: one copy per address.
    const to = [...new Set(draft.to.map((address) => address.trim().toLowerCase()).filter(Boolean))];
    const message: MailMessage = {
      to,
      subject,
      text,
      html,
      ...(draft.replyTo === undefined ? {} : { replyTo: draft.replyTo }),
    };
    const invitations = known.filter((event) => event !== null).map(invitationOf);
    return toQueuedMessage(
      invitations.length > 0 ? withEventInvitation(message, invitations) : message,
      draft.attachments,
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
