import type { FastifyBaseLogger } from 'fastify';
import type { EventSlug } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import { isDraft, type QrCodeAttachment, type QueuedDraft, type QueuedMessage } from '../store/mail-outbox.ts';
import { invitationOf, withEventInvitation } from './event-invitation.ts';
import type { MailMessage } from './mailer.ts';
import { eventDayBlocks } from './templates/event-day.ts';
import { footnote, type MailBlock, type MailContent } from './templates/mail-content.ts';
import { renderMail } from './templates/render-mail.ts';
import { fromQueuedMessage, toMailerAttachment, toQueuedAttachment } from './queued-message.ts';

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
 * Turns drafts into the messages the outbox keeps, and those into what the mailer sends (DESIGN.md §8).
 * `compose` runs with the change a mail belongs to, so both are written together: it only settles the
 * addresses (one copy per address whatever its case) and keeps the words, the days and the files as they
 * are. `render`, in the mail worker, makes the plain text and the HTML and, for a mail about a career day,
 * adds the day's date, time and place from the CMS and its calendar file: none of that costs a registrant's
 * request anything, and the mail states the day as the CMS has it when the mail goes.
 */
export class MailComposer {
  readonly #deps: MailComposerDeps;

  constructor(deps: MailComposerDeps) {
    this.#deps = deps;
  }

  /** `events`: the career days the mail is about (a registration's), each with its date, time and place. */
  async compose(draft: MailDraft, events: readonly EventSlug[] = []): Promise<QueuedDraft> {
    // A parent may register with the student's own address: one copy per address.
    const to = [...new Set(draft.to.map((address) => address.trim().toLowerCase()).filter(Boolean))];
    return {
      to,
      content: draft.content,
      ...(draft.replyTo === undefined ? {} : { replyTo: draft.replyTo }),
      ...(events.length > 0 ? { events: [...events] } : {}),
      ...(draft.attachments?.length ? { attachments: draft.attachments.map(toQueuedAttachment) } : {}),
    };
  }

  /** The message to hand to the mailer, with its stable Message-ID: a draft rendered now, an older row as stored. */
  async render(message: QueuedMessage, messageId: string): Promise<MailMessage> {
    if (!isDraft(message)) return fromQueuedMessage(message, messageId);
    const events = message.events ?? [];
    const known = await Promise.all(events.map((event) => this.#deps.cms.getEvent(event)));
    const content: MailContent = {
      ...message.content,
      blocks: [
        ...message.content.blocks,
        ...(events.length > 0 ? eventDayBlocks(known, this.#deps.publicSiteUrl) : []),
        ...this.#whereToAsk(message.content),
      ],
    };
    const { subject, text, html } = renderMail(content);
    const rendered: MailMessage = {
      to: message.to,
      subject,
      text,
      html,
      ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
      ...(message.attachments?.length ? { attachments: message.attachments.map(toMailerAttachment) } : {}),
      messageId,
    };
    const invitations = known.filter((event) => event !== null).map(invitationOf);
    return invitations.length > 0 ? withEventInvitation(rendered, invitations) : rendered;
  }

  /**
   * Every mail to the public ends with where to ask questions: it comes from an address nobody reads, and
   * has no Reply-To (the organisers' address is never disclosed). Not in the organisers' own notices, nor
   * twice in a mail that already sends its reader to the contact page.
   */
  #whereToAsk(content: MailContent): MailBlock[] {
    const contactUrl = `${this.#deps.publicSiteUrl}/contact`;
    if (content.audience === 'organisers') return [];
    if (content.blocks.some((block) => block.kind === 'link' && block.url === contactUrl)) return [];
    return [footnote(WHERE_TO_ASK, contactUrl)];
  }
}

/** The footnote's words (replies to our mail reach nobody). */
const WHERE_TO_ASK = 'Replies to this email are not read. Questions? Ask us on the contact page:';
