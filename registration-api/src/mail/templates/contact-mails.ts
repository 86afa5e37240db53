import { contactSubjectLabel, type ContactQuestionOutput } from '@stem/shared';
import { facts, paragraph, type MailBlock, type MailContent } from './mail-content.ts';

const NO_QUESTION = '(No question was written: please get in touch with the sender.)';

/** What the person sent, as both mails show it. */
function summary(question: ContactQuestionOutput): MailBlock[] {
  return [
    facts([
      ['Who', question.who],
      ['Subject', contactSubjectLabel(question.subject)],
      ['Email', question.email],
    ]),
    paragraph('Question:'),
    paragraph(question.question || NO_QUESTION),
  ];
}

/** The organisers' mail of a contact question (sent with Reply-To the sender). */
export const questionForOrganisers = (question: ContactQuestionOutput): MailContent => ({
  audience: 'organisers',
  subject: `Contact form: ${contactSubjectLabel(question.subject)} (${question.who})`,
  blocks: [
    paragraph('A question from the contact form of the STEM Career Day site.'),
    ...summary(question),
    paragraph(`Reply to this message to answer: your reply goes to ${question.email}.`),
  ],
});

/**
 * The sender's receipt. It names no organisers' address (those are never disclosed), and it does not repeat
 * the question: the address is the sender's word only, so a copy of the text made the form a way to send
 * anyone our mail with any words in it ("your registration will be cancelled, confirm at …"). It says what
 * to do if the reader sent nothing; like every mail to the public it ends saying replies are not read.
 */
export const questionCopy = (question: ContactQuestionOutput): MailContent => ({
  subject: `Your question to STEM Career Day: ${contactSubjectLabel(question.subject)}`,
  blocks: [
    paragraph(
      `Thank you for your question about "${contactSubjectLabel(question.subject)}". We have sent it to the STEM Career Day organisers, who will answer you by email at ${question.email} as soon as they can.`,
    ),
    paragraph(
      'If you did not ask us a question, someone may have typed your address by mistake: you can ignore this message.',
    ),
  ],
});
