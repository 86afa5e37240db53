import type { EventSlug } from '@stem/shared';
import type { MailContent } from '../mail/templates/mail-content.ts';

/**
 * A message waiting to be sent, as the store keeps it: plain JSON, so a registration and its messages can be
 * written in one transaction and sent later by the mail worker (DESIGN.md §8). A release before drafts
 * stored its messages rendered; the worker still sends those as they are.
 */
export type QueuedMessage = QueuedDraft | RenderedMessage;

/**
 * A message as its change stores it: to whom, the template's words and what it carries, and the career
 * days it is about. The worker renders it (plain text, HTML, each day's date, time and place from the CMS
 * and its calendar file) when it sends it, off the request path: a row of about a kilobyte instead of four,
 * and no rendering while a registrant waits.
 */
export interface QueuedDraft {
  to: string[];
  content: MailContent;
  replyTo?: string;
  /** The career days the message is about (a registration's), each added with its calendar entry. */
  events?: EventSlug[];
  attachments?: QueuedAttachment[];
}

/** A message rendered before it was stored (an outbox written by a release before drafts). */
export interface RenderedMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: QueuedAttachment[];
  icalEvent?: { method: 'PUBLISH' | 'REQUEST'; filename: string; content: string };
}

/** Whether the worker renders the message when it sends it. */
export const isDraft = (message: QueuedMessage): message is QueuedDraft => 'content' in message;

/**
 * A file a queued message carries: its bytes, or the text of a QR code, drawn as a PNG when the message is
 * sent (the same image every time: a check-in code costs a registration nothing to store or to answer).
 */
export type QueuedAttachment = { filename: string; contentBase64: string; contentType?: string } | QrCodeAttachment;

/** A QR code a mail carries, as its text: drawn as a PNG only when the mail is sent. */
export interface QrCodeAttachment {
  filename: string;
  qrCode: string;
  contentType: 'image/png';
}

/** A message in the outbox: waiting for its turn (pending) or given up on after its last attempt (failed). */
export interface QueuedMail {
  /** Opaque and unique; the message's Message-ID is made from it, so a resend is recognisably the same. */
  id: string;
  /** The registration the message is about (deleted with it), or null (a contact question). */
  regId: string | null;
  message: QueuedMessage;
  status: 'pending' | 'failed';
  /** Attempts made so far (a claim counts as one). */
  attempts: number;
  /** ISO 8601: not before this. */
  nextAttemptAt: string;
  /** The last failure's short description (an error name and code, never an address or a body). */
  lastError: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/** A message to store with a registration change or on its own. */
export interface NewMail {
  regId: string | null;
  message: QueuedMessage;
}

/** What /api/health says of the outbox. */
export interface MailQueueCounts {
  /** Waiting to be sent (first try or a retry). */
  pending: number;
  /** Given up on: every attempt failed. Staff must look at them. */
  failed: number;
  /** ISO 8601 creation time of the oldest pending message, or null. */
  oldestPendingAt: string | null;
}

/**
 * The outbox part of the store port. Messages that belong to a registration change are passed to that
 * change (`insert`, `update`, …) and written in its transaction; the worker then claims them in turn.
 */
export interface MailOutbox {
  /** Stores messages that belong to no registration change (a contact question and its copy). */
  enqueueMails(mails: readonly NewMail[]): Promise<void>;
  /**
   * Takes up to `limit` pending messages whose time has come and that no worker holds, for `leaseMs`: no
   * other worker (in this process or another sharing the store) gets them until the lease runs out. Each
   * claim counts as an attempt. The longest due first (the order of the store's index, so a claim reads ten
   * rows, not the whole queue: a burst of thousands is sent in a steady stream).
   */
  claimMails(limit: number, leaseMs: number): Promise<QueuedMail[]>;
  /** The message was handed over: it leaves the outbox (its body is not kept). */
  markMailSent(id: string): Promise<void>;
  /** The attempt failed: try again at `at` (the lease ends). */
  retryMailLater(id: string, at: Date, error: string): Promise<void>;
  /** The last attempt failed: the message stays as failed, for staff to see. */
  markMailFailed(id: string, error: string): Promise<void>;
  mailQueueCounts(): Promise<MailQueueCounts>;
  /** Removes every message about a registration, sent or not (retention). Returns how many. */
  deleteMailsOf(regId: string): Promise<number>;
}
