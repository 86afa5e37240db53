import type { QrCodeAttachment, QueuedAttachment, RenderedMessage } from '../store/mail-outbox.ts';
import type { MailMessage } from './mailer.ts';
import { qrPng } from './qr-png.ts';

type MailerAttachment = NonNullable<MailMessage['attachments']>[number];

/** An attachment as the outbox keeps it: bytes in base64, a QR code as its text. */
export function toQueuedAttachment(attachment: MailerAttachment | QrCodeAttachment): QueuedAttachment {
  if ('qrCode' in attachment) return { ...attachment };
  return {
    filename: attachment.filename,
    contentBase64: Buffer.from(attachment.content).toString('base64'),
    ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
  };
}

/** The attachment to hand to the mailer: its bytes, or its QR code drawn now. */
export function toMailerAttachment(attachment: QueuedAttachment): MailerAttachment {
  return {
    filename: attachment.filename,
    content: 'qrCode' in attachment ? qrPng(attachment.qrCode) : Buffer.from(attachment.contentBase64, 'base64'),
    ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
  };
}

/** A message stored rendered (by a release before drafts), to hand to the mailer with its stable Message-ID. */
export function fromQueuedMessage(message: RenderedMessage, messageId: string): MailMessage {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    ...(message.attachments?.length ? { attachments: message.attachments.map(toMailerAttachment) } : {}),
    ...(message.icalEvent === undefined ? {} : { icalEvent: { ...message.icalEvent } }),
    messageId,
  };
}
