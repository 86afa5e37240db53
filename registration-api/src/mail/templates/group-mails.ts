import { firstLogInHint } from './links.ts';
import { facts, link, list, paragraph, type MailBlock, type MailContent } from './mail-content.ts';

/** What the leader's mails read of the group. */
export interface GroupMailValues {
  groupName: string;
  groupCode: string;
  firstName: string;
  lastName: string;
}

/** The group's name and code, as the leader shares them (the code is case sensitive, SPEC §3). */
const nameAndCode = (values: GroupMailValues): MailBlock =>
  facts([
    ['Group name', values.groupName],
    ['Group code', `${values.groupCode} (case sensitive)`],
  ]);

export const groupCreated = (values: GroupMailValues, loginUrl: string): MailContent => ({
  subject: 'Your group is registered for the STEM Career Day',
  blocks: [
    paragraph(
      `Thank you, ${values.firstName} ${values.lastName}, for registering a group for the Middle School STEM Career Day.`,
    ),
    nameAndCode(values),
    paragraph('What happens next:'),
    list([
      'Share the group name and the group code with your students.',
      'Students register with a parent or guardian present.',
      'Log in to see your group members and their status.',
      'Students appear in your group only after they enter the group name and code when they register.',
    ]),
    link(
      'To see your members, or to view or change your group, log in with the email address you registered with:',
      'See your group',
      loginUrl,
    ),
    firstLogInHint,
  ],
});

export const groupUpdated = (values: GroupMailValues, loginUrl: string): MailContent => ({
  subject: 'Your STEM Career Day group registration was updated',
  blocks: [
    paragraph(
      `The group registration of ${values.firstName} ${values.lastName} for the Middle School STEM Career Day was updated.`,
    ),
    nameAndCode(values),
    paragraph('If you changed the group name or code, please share the new ones with your students.'),
    link(
      'To see your members, or to view or change your group again, log in with the email address you registered with:',
      'See your group',
      loginUrl,
    ),
  ],
});

/** The leader's confirmation of a removal request. */
export const removalRequested = (
  request: { studentName: string; groupName: string; reason: string },
  loginUrl: string,
): MailContent => ({
  subject: 'Removal requested from your STEM Career Day group',
  blocks: [
    paragraph(
      `You asked for ${request.studentName} to be removed from your group ${request.groupName}, for this reason:`,
    ),
    paragraph(request.reason),
    paragraph(
      'The STEM Career Day organisers will take care of the request. Until then the student shows as Pending Removal in your group members.',
    ),
    link('To see your group members, log in with the email address you registered with:', 'See your group', loginUrl),
  ],
});

/**
 * To the student and their parent/guardian when the leader asks for the student's removal: a family would
 * otherwise believe the student still comes with the group, while the organisers no longer count on it.
 */
export const removalRequestedForMember = (
  request: { studentName: string; groupName: string; reason: string },
  links: { loginUrl: string; contactUrl: string },
): MailContent => ({
  subject: 'Your STEM Career Day group leader asked to remove you from the group',
  blocks: [
    paragraph(
      `The leader of the group ${request.groupName} asked the STEM Career Day organisers to remove ${request.studentName} from the group, for this reason:`,
    ),
    paragraph(request.reason),
    paragraph(
      'The organisers will take care of the request. If it is a mistake, please talk to your group leader, or write to us through the contact form.',
    ),
    link('Contact the organisers:', 'Contact form', links.contactUrl),
    link(
      'To see or change your registration, log in with the email address you registered with:',
      'See your registration',
      links.loginUrl,
    ),
  ],
});

/** The leader's reminder before the day: how many students joined the group, and whose consent is missing. */
export function groupBeforeTheDay(joined: number, withoutConsent: number): MailBlock[] {
  if (joined === 0) {
    return [
      paragraph(
        'No student has joined your group yet: students join when they register, with the group name and code you shared.',
      ),
    ];
  }
  return [
    facts([
      ['Students in your group', String(joined)],
      ['Consent forms missing', String(withoutConsent)],
    ]),
    ...(withoutConsent === 0
      ? []
      : [
          paragraph(
            'A student can only take part with a parent/guardian consent form. Log in to see whose is missing.',
          ),
        ]),
  ];
}
