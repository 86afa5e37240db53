import { firstLogInHint } from './links.ts';
import {
  attendsEvent,
  hasInformationFair,
  hasInteractiveActivity,
  includesHighSchool,
  includesMiddleSchool,
  isSponsoring,
  type CompanyEditOutput,
} from '@stem/shared';
import { LOGO_FIELDS } from '@stem/shared/registration/company-files';
import { cleanFileName } from '../../files/file-name.ts';
import { link, list, paragraph, type MailBlock, type MailContent } from './mail-content.ts';
import { HIGH_SCHOOL_DAY, MIDDLE_SCHOOL_DAY } from './day-names.ts';

/** The career days and what the company brings to each, as the confirmation names them. */
export function chosenEvents(values: CompanyEditOutput): string[] {
  const events: string[] = [];
  if (includesMiddleSchool(values)) {
    const parts = [
      ...(hasInformationFair(values) ? ['an information fair stand'] : []),
      ...(hasInteractiveActivity(values) ? ['an interactive activity'] : []),
    ];
    events.push(`${MIDDLE_SCHOOL_DAY}: ${parts.join(' and ')}`);
  }
  if (includesHighSchool(values)) events.push(HIGH_SCHOOL_DAY);
  if (!attendsEvent(values)) events.push('Sponsorship only: nobody from your organization attends a career day');
  return events;
}

/**
 * What the confirmation says of the sponsorship invoice (issued, kept or cancelled after storing: an issued
 * one comes in a mail of its own, with the PDF).
 */
export type InvoiceNews =
  | { kind: 'none' }
  | { kind: 'issue' }
  | { kind: 'keep'; number: string; tierName: string; amount: string }
  | { kind: 'reissue'; number: string }
  | { kind: 'cancel'; number: string };

function invoiceBlocks(news: InvoiceNews): MailBlock[] {
  switch (news.kind) {
    case 'none':
      return [];
    case 'issue':
      return [
        paragraph(
          'Thank you for sponsoring the STEM Career Day! Your sponsorship invoice follows in a separate email, as a PDF.',
        ),
      ];
    case 'keep':
      return [paragraph(`Your sponsorship invoice ${news.number} (${news.tierName}, ${news.amount}) is unchanged.`)];
    case 'reissue':
      return [
        paragraph(
          `Your billing details changed, so invoice ${news.number} is replaced by a new one made out to them, for the same amount. It follows in a separate email, as a PDF.`,
        ),
      ];
    case 'cancel':
      return [
        paragraph(
          `You no longer sponsor the STEM Career Day, so invoice ${news.number} is cancelled. Please disregard it.`,
        ),
      ];
  }
}

/**
 * A participant as the confirmation lists them: the name, then the lunch and T-shirt asked for them (names the
 * API filled in from its catalogues), so a wrong one is caught before the orders go out.
 */
function participantLine(person: CompanyEditOutput['participants'][number]): string {
  const name = `${person.firstName} ${person.lastName}`;
  // "No" to lunch is said: left out, it read as a lunch forgotten (qa21a). Not asked (no activity): nothing.
  const lunch = person.isLunchNeeded === '0' ? 'none' : person.lunchTypeName;
  const details = [
    ...(lunch ? [`lunch: ${lunch}`] : []),
    ...(person.tShirtSizeName ? [`T-shirt: ${person.tShirtSizeName}`] : []),
  ];
  return details.length === 0 ? name : `${name} (${details.join('; ')})`;
}

/**
 * What the confirmation says the registration is for: its events, participants and whether it sponsors. The
 * participants are named, so that a coordinator who added or removed one sees it took.
 */
function summary(values: CompanyEditOutput): MailBlock[] {
  const participants = values.participants.map(participantLine);
  return [
    paragraph('You registered for:'),
    list(chosenEvents(values)),
    ...(!attendsEvent(values)
      ? []
      : participants.length === 0
        ? [paragraph('Additional participants: none')]
        : [paragraph(`Additional participants (${participants.length}):`), list(participants)]),
    ...(isSponsoring(values) ? [] : [paragraph('Sponsorship: none this year')]),
  ];
}

const loginLink = (loginUrl: string) =>
  link(
    'To view or change your registration, log in with the email address you registered with:',
    'View or change your registration',
    loginUrl,
  );

export const companyCreated = (
  values: CompanyEditOutput & { firstName: string; lastName: string },
  loginUrl: string,
  invoice: InvoiceNews,
  owner: string,
): MailContent => ({
  subject: 'Thank you for registering for the STEM Career Day',
  blocks: [
    paragraph(
      `Thank you, ${values.firstName} ${values.lastName}, for registering ${values.companyName} for the STEM Career Day.`,
    ),
    ...summary(values),
    ...invoiceBlocks(invoice),
    loginLink(loginUrl),
    firstLogInHint(owner),
  ],
});

/**
 * The logos the registration holds once the edit is saved (the form uploads a new one just before): a
 * coordinator who replaced the logo the website shows reads that it arrived.
 */
function logoBlocks(files: Readonly<Record<string, string>>): MailBlock[] {
  const held = LOGO_FIELDS.flatMap(({ field, label }) => {
    const name = cleanFileName(files[field] ?? '');
    return name ? [`${label}: ${name}`] : [];
  });
  return held.length === 0 ? [] : [paragraph('Your logos:'), list(held)];
}

export const companyUpdated = (
  values: CompanyEditOutput,
  loginUrl: string,
  invoice: InvoiceNews,
  files: Readonly<Record<string, string>>,
): MailContent => ({
  subject: 'Your STEM Career Day company registration was updated',
  blocks: [
    paragraph(`The STEM Career Day registration of ${values.companyName} was updated.`),
    ...summary(values),
    ...logoBlocks(files),
    ...invoiceBlocks(invoice),
    loginLink(loginUrl),
  ],
});

/** The main contact's reminder before the day: whom the company registered, to pass the day's details on. */
export function companyBeforeTheDay(companyName: string, people: readonly string[]): MailBlock[] {
  if (people.length <= 1) return [];
  return [
    paragraph(`Registered for ${companyName}, ${people.length} people:`),
    list(people),
    paragraph('Please pass this email on to them: it has the day’s time, place and parking.'),
  ];
}
