import { contactSubjectLabel, type ContactQuestionOutput } from '@stem/shared';
import type { MailMessage } from '../mail/mailer.ts';

const NO_QUESTION = '(No question was written: please get in touch with the sender.)';

/** What the person sent, as both mails list it. */
function summary(question: ContactQuestionOutput): string {
  return [
    `Who: ${question.who}`,
    `Subject: ${contactSubjectLabel(question.subject)}`,
    `Email: ${question.email}`,
    '',
    'Question:',
    question.question || NO_QUESTION,
  ].join('\n');
}

/**
 * The organisers' mail of a contact question: to the subject's address, Reply-To the sender so that
 * answering it answers them.
 */
export function organisersMail(question: ContactQuestionOutput, organisers: string): MailMessage {
  return {
    to: organisers,
    replyTo: question.email,
    subject: `Contact form: ${contactSubjectLabel(question.subject)} (${question.who})`,
    text: [
      'A question from the contact form of the STEM Career Day site.',
      '',
      summary(question),
      '',
      `Reply to this message to answer: your reply goes to ${question.email}.`,
    ].join('\n'),
  };
}

/**
 * The sender's copy. It names no organisers' address (those are never disclosed) and carries no Reply-To:
 * the organisers answer from their own address.
 */
export function senderCopy(question: ContactQuestionOutput): MailMessage {
  return {
    to: question.email,
    subject: `Your question to STEM Career Day: ${contactSubjectLabel(question.subject)}`,
    text: [
      `Thank you for your question. We have sent it to the STEM Career Day organisers, who will answer you by email at ${question.email} as soon as they can.`,
      '',
      'This is a copy of what you sent:',
      '',
      summary(question),
      '',
      'Please do not reply to this message: it comes from an address nobody reads.',
    ].join('\n'),
  };
}
