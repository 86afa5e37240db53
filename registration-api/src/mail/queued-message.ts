import type { QueuedMessage } from '../store/mail-outbox.ts';
import type { MailMessage } from './mailer.ts';

/** A message as the outbox keeps it: plain JSON, attachments in base64. */
export function toQueuedMessage(message: MailMessage): QueuedMessage {
  return {
    to: Array.isArray(message.to) ? [...message.to] : [message.to],
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentBase64: Buffer.from(attachment.content).toString('base64'),
            ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
          })),
        }
      : {}),
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
    ...(message.attachments?.length
      ? {
          attachments: message.attachments.map((attachment) => ({
            filename: attachment.filename,
            content: Buffer.from(attachment.contentBase64, 'base64'),
            ...(attachment.contentType === undefined ? {} : { contentType: attachment.contentType }),
          })),
        }
      : {}),
    ...(message.icalEvent === undefined ? {} : { icalEvent: { ...message.icalEvent } }),
    messageId,
  };
}
