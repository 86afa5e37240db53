import type { QrCodeAttachment, QueuedAttachment, QueuedMessage } from '../store/mail-outbox.ts';
import type { MailMessage } from './mailer.ts';
import { qrPng } from './qr-png.ts';

type MailerAttachment = NonNullable<MailMessage['attachments']>[number];

/** An attachment as the outbox keeps it: bytes in base64, a QR code as its text. */
function toQueuedAttachment(attachment: MailerAttachment | QrCodeAttachment): QueuedAttachment {
  if ('qrCode' in attachment) return { ...attachment };
  return {
    filename: attachment.filename,
    contentBase64: Buffer.from(attachment.content).toString('base64'),
    ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
  };
}

/** The attachment to hand to the mailer: its bytes, or its QR code drawn now. */
function toMailerAttachment(attachment: QueuedAttachment): MailerAttachment {
  return {
    filename: attachment.filename,
    content: 'qrCode' in attachment ? qrPng(attachment.qrCode) : Buffer.from(attachment.contentBase64, 'base64'),
    ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
  };
}

/**
 * A message as the outbox keeps it: plain JSON, attachments in base64 (the message's own, then `more`: QR
 * codes are not attachments a mailer takes).
 */
export function toQueuedMessage(
  message: MailMessage,
  more: readonly (MailerAttachment | QrCodeAttachment)[] = [],
): QueuedMessage {
  const attachments = [...(message.attachments ?? []), ...more];
  return {
    to: Array.isArray(message.to) ? [...message.to] : [message.to],
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    ...(attachments.length ? { attachments: attachments.map(toQueuedAttachment) } : {}),
    ...(message.icalEvent === undefined ? {} : { icalEvent: { ...message.icalEvent } }),
  };
}

/** The message to hand to the mailer, with its stable Message-ID. */
export function fromQueuedMessage(message: QueuedMessage, messageId: string): MailMessage {
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
