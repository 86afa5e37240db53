import { cleanFileName } from '../../files/file-name.ts';
import { firstLogInHint } from './links.ts';
import {
  isYes,
  SCHOLARSHIP_FILES,
  SCHOLARSHIP_TYPE_LABELS,
  SCHOLARSHIP_TYPES,
  type ScholarshipEditOutput,
} from '@stem/shared';
import { link, list, paragraph, type MailBlock, type MailContent } from './mail-content.ts';

/** What the applicant chose and wrote, as the confirmation names it. */
function applicationFacts(values: ScholarshipEditOutput): MailBlock[] {
  const funds = SCHOLARSHIP_TYPES.filter((type) => isYes(values.scholarshipType[type])).map(
    (type) => SCHOLARSHIP_TYPE_LABELS[type],
  );
  return [paragraph('You applied for:'), list(funds)];
}

/**
 * The files a create named, in the form's order; `named` maps each file field to the name given ('' when none).
 * Each name as the file store will keep it (`cleanFileName`: `../../etc/passwd.pdf` is `passwd.pdf`).
 */
export function filesReceivedAndMissing(
  named: Readonly<Record<string, string>>,
  videoLink: string,
  creativeFund = false,
) {
  const shown = (field: string) => cleanFileName(named[field] ?? '');
  const received = SCHOLARSHIP_FILES.filter(({ field }) => shown(field)).map(({ field, label }) =>
    // A video link sent with the creative file is part of the same component.
    field === 'creativeComponent' && videoLink
      ? `${label}: ${shown(field)}, and the video link ${videoLink}`
      : `${label}: ${shown(field)}`,
  );
  const missing = SCHOLARSHIP_FILES.filter(({ field }) => !shown(field)).map(({ field, label, required }) => {
    if (field !== 'creativeComponent') return `${label}${required ? '' : ' (optional)'}`;
    if (videoLink) return `${label} file (optional; you gave a video link: ${videoLink})`;
    // Optional in the form (SPEC §5), but the fund applied for is the one that asks for it.
    return creativeFund
      ? `${label} (you applied for the Engineering fund with a creative component: please add it, as a file or a video link)`
      : `${label} (optional)`;
  });
  return { received, missing };
}

const loginBlock = (loginUrl: string) =>
  link(
    'To see or change your application, or to add or replace a file, log in with the email address you applied with:',
    'Log in',
    loginUrl,
  );

/**
 * The confirmation of a new application: the funds applied for, the files the application named (the form
 * uploads them right after this answer) and what is still missing, and the log-in link.
 */
export function scholarshipCreatedMail(
  values: ScholarshipEditOutput,
  named: Readonly<Record<string, string>>,
  loginUrl: string,
  owner: string,
): MailContent {
  const { received, missing } = filesReceivedAndMissing(
    named,
    values.creativeComponentURL,
    isYes(values.scholarshipType.engineeringCreativeAndEssay),
  );
  return {
    subject: 'Your STEM Career Day scholarship application was received',
    blocks: [
      paragraph(`Thank you, ${values.firstName} ${values.lastName}, for applying for a STEM Career Day scholarship.`),
      ...applicationFacts(values),
      // Written with the application, before the form uploads its files: it names what was chosen, and does
      // not claim a file arrived (an upload can still fail; the page after the application names any that did).
      paragraph('Your application names these files, which are uploaded right after it:'),
      list(received),
      ...(missing.length > 0 ? [paragraph('Not included:'), list(missing)] : []),
      paragraph(
        'If a file could not be uploaded, the page after your application named it: log in and add it before applications close (the Scholarships page gives the date). You can see which files we have when you log in.',
      ),
      loginBlock(loginUrl),
      firstLogInHint(owner, 'application'),
    ],
  };
}

/**
 * The confirmation of a changed application, with the files it holds now and those still missing (`files`:
 * each file field's stored name, '' when none): the applicant who added the missing letter reads that it
 * arrived, and one who has not reads what is still to send (qa15b: the update mail said nothing of files).
 */
export function scholarshipUpdatedMail(
  values: ScholarshipEditOutput,
  loginUrl: string,
  files: Readonly<Record<string, string>>,
): MailContent {
  const { received, missing } = filesReceivedAndMissing(
    files,
    values.creativeComponentURL,
    isYes(values.scholarshipType.engineeringCreativeAndEssay),
  );
  return {
    subject: 'Your STEM Career Day scholarship application was updated',
    blocks: [
      paragraph(`${values.firstName} ${values.lastName}, your STEM Career Day scholarship application was updated.`),
      ...applicationFacts(values),
      ...(received.length > 0 ? [paragraph('Your application holds these files:'), list(received)] : []),
      ...(missing.length > 0 ? [paragraph('Not included:'), list(missing)] : []),
      loginBlock(loginUrl),
    ],
  };
}
