import { firstLogInHint } from './links.ts';
import { facts, link, list, paragraph, quoted, type MailBlock, type MailContent } from './mail-content.ts';
import { MIDDLE_SCHOOL_DAY } from './day-names.ts';
import { schoolConsentAfterGroup } from './student-mails.ts';

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

export const groupCreated = (values: GroupMailValues, loginUrl: string, owner: string): MailContent => ({
  subject: 'Your group is registered for the STEM Career Day',
  blocks: [
    paragraph(
      `Thank you, ${values.firstName} ${values.lastName}, for registering a group for the ${MIDDLE_SCHOOL_DAY}.`,
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
    firstLogInHint(owner),
  ],
});

export const groupUpdated = (values: GroupMailValues, loginUrl: string): MailContent => ({
  subject: 'Your STEM Career Day group registration was updated',
  blocks: [
    paragraph(
      `The group registration of ${values.firstName} ${values.lastName} for the ${MIDDLE_SCHOOL_DAY} was updated.`,
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
      `You asked for ${request.studentName} to be removed from your group ${quoted(request.groupName)}, for this reason:`,
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
  // To the student and the parent alike: the student is named, not "you".
  subject: `STEM Career Day: the group leader asked to remove ${request.studentName} from the group`,
  blocks: [
    paragraph(
      `The leader of the group ${quoted(request.groupName)} asked the STEM Career Day organisers to remove ${request.studentName} from the group, for this reason:`,
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

/** To the organisers (the middle school registration contact): a leader's request waits on the staff desk. */
export const removalRequestedForOrganisers = (
  request: { studentName: string; groupName: string; reason: string },
  deskUrl: string,
): MailContent => ({
  audience: 'organisers',
  subject: `Removal request: ${request.studentName} (${request.groupName})`,
  blocks: [
    paragraph(
      `The leader of the group ${quoted(request.groupName)} asked for ${request.studentName} to be removed from the group, for this reason:`,
    ),
    paragraph(request.reason),
    paragraph(
      'The leader and the student’s family were told the organisers will take care of it. Remove the student from the group, or keep them in it, under Removal requests on the staff desk: the leader and the family are then mailed.',
    ),
    link('Open the staff desk:', 'Staff desk', deskUrl),
  ],
});

/**
 * To a group's leader: a student is no longer in the group, because the student's registration was edited
 * to leave it (or join another) or was cancelled. The leader counts on the list (lunches, T-shirts, the bus)
 * and was told nothing before. A join is not mailed: a class joining would be thirty mails.
 */
export const memberLeftGroup = (values: {
  studentName: string;
  groupName: string;
  how: 'left' | 'cancelled';
  groupUrl: string;
}): MailContent => ({
  subject:
    values.how === 'left'
      ? `STEM Career Day: ${values.studentName} left your group ${quoted(values.groupName)}`
      : `STEM Career Day: ${values.studentName} cancelled and is no longer in your group ${quoted(values.groupName)}`,
  blocks: [
    paragraph(
      values.how === 'left'
        ? `${values.studentName} is no longer in your group ${quoted(values.groupName)}: the student’s registration was changed to leave the group. The student is still registered for the ${MIDDLE_SCHOOL_DAY}.`
        : `The registration of ${values.studentName} for the ${MIDDLE_SCHOOL_DAY} was cancelled, so the student is no longer in your group ${quoted(values.groupName)}.`,
    ),
    paragraph('Nothing needs to be done. If it is a mistake, please talk to the student and their family.'),
    link('Your group’s list of students is up to date on the site:', 'See your group', values.groupUrl),
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

/** What the organisers decided about a leader's removal request, as the mails say it. */
export interface RemovalDecided {
  studentName: string;
  firstName: string;
  groupName: string;
  leaderName: string;
}

/** To the leader: the organisers took the student out of the group, or kept them in it. */
export const removalDecidedForLeader = (
  decided: RemovalDecided,
  removed: boolean,
  links: { loginUrl: string; contactUrl: string },
): MailContent => ({
  subject: removed
    ? `${decided.studentName} was removed from your STEM Career Day group`
    : `${decided.studentName} stays in your STEM Career Day group`,
  blocks: [
    paragraph(
      removed
        ? `As you asked, the STEM Career Day organisers removed ${decided.studentName} from your group ${quoted(decided.groupName)}. The student is no longer in your group members and does not come with your group.`
        : `The STEM Career Day organisers looked at your request to remove ${decided.studentName} from your group ${quoted(decided.groupName)} and kept the student in the group. The student shows as a member again.`,
    ),
    ...(removed ? [] : [link('If you have a question about it, write to us:', 'Contact form', links.contactUrl)]),
    link(
      'To see your group members, log in with the email address you registered with:',
      'See your group',
      links.loginUrl,
    ),
  ],
});

/**
 * What a student left without a group can do, from their list of registrations: join another group, or, one
 * who will not come without the group, cancel (a family had been told only how to join another).
 */
export const withoutGroupNextSteps = (firstName: string, loginUrl: string): MailBlock =>
  link(
    `To join another group, or to cancel the registration if ${firstName} will not come without the group, log in with the student email address used to register:`,
    'View or change the registration',
    loginUrl,
  );

/** To the student and their parent/guardian: what became of the leader's request. */
export const removalDecidedForMember = (
  decided: RemovalDecided,
  removed: boolean,
  links: { loginUrl: string; contactUrl: string; schoolConsentAtRisk?: string | null },
): MailContent => ({
  subject: removed
    ? `${decided.studentName} was removed from the group ${quoted(decided.groupName)} for the STEM Career Day`
    : `${decided.studentName} stays in the group ${quoted(decided.groupName)} for the STEM Career Day`,
  blocks: removed
    ? [
        paragraph(
          `At the request of ${decided.leaderName}, the leader of the group ${quoted(decided.groupName)}, the STEM Career Day organisers removed ${decided.studentName} from the group.`,
        ),
        paragraph(
          `The registration of ${decided.studentName} stays: ${decided.firstName} is now registered for the ${MIDDLE_SCHOOL_DAY} without a group.`,
        ),
        ...(links.schoolConsentAtRisk ? [schoolConsentAfterGroup(decided.firstName, links.schoolConsentAtRisk)] : []),
        withoutGroupNextSteps(decided.firstName, links.loginUrl),
        link('If you have a question about it, write to us:', 'Contact form', links.contactUrl),
      ]
    : [
        paragraph(
          `The STEM Career Day organisers looked at the request to remove ${decided.studentName} from the group ${quoted(decided.groupName)} and kept ${decided.firstName} in the group. Nothing changes in the registration.`,
        ),
        link(
          'To see your registration, log in with the email address you registered with:',
          'See your registration',
          links.loginUrl,
        ),
      ],
});
