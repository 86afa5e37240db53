/** One outgoing message. `from` is the configured MAIL_FROM, never set per message. */
export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: Array<{ filename: string; content: Buffer | string; contentType?: string }>;
  /**
   * `<id@domain>`: set by the mail worker from the outbox row, so the same message sent again (a crash
   * between handing it over and recording it) carries the same Message-ID and mail clients show it once.
   */
  messageId?: string;
  /** A calendar event: nodemailer adds it as the text/calendar alternative and as an .ics attachment. */
  icalEvent?: { method: 'PUBLISH' | 'REQUEST'; filename: string; content: string };
}

/**
 * The API's way to send email (DESIGN.md §4). Resolves once the message is handed over (SMTP server
 * accepted it, or the outbox file is written); rejects otherwise.
 */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /**
   * `about`: the registration the message is about (its outbox row's), if any. Never sent: the outbox folder
   * names a message's file by it, so erasing one registration deletes its copies and not a sibling's mailed
   * to the same parent.
   */
  send(message: MailMessage, about?: string | null): Promise<void>;
  close(): Promise<void>;
}
