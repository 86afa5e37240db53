import { firstLogInHint } from './links.ts';
import { endingWith, link, paragraph, quoted, type MailBlock, type MailContent } from './mail-content.ts';

/** What a student's confirmation reads of the registration (MSIND and HSIND alike). */
export interface StudentMailValues {
  firstName: string;
  lastName: string;
  /** A middle school student's group, as the API read it for this mail (never stored with the registration). */
  joinedGroup?: { groupName: string; leaderName: string };
}

/**
 * "Ada is in the group "Rockets", led by Mae Jemison.", or nothing for a student without a group (a name such
 * as "the 7th grade" is quoted to read as a name; a leader's "Jr." ends the sentence once).
 */
const groupBlock = ({ firstName, joinedGroup }: StudentMailValues) =>
  joinedGroup
    ? [
        paragraph(
          endingWith(
            `${firstName} is in the group ${quoted(joinedGroup.groupName)}${joinedGroup.leaderName ? `, led by ${joinedGroup.leaderName}` : ''}`,
          ),
        ),
      ]
    : [];

/**
 * Where the registration's consent stands: signed on the form, or still to come (from the school, or from a
 * parent on the day-of consent form at `formUrl`).
 */
export interface StudentConsentNews {
  signedOnForm: boolean;
  formUrl: string;
}

const consentBlock = ({ signedOnForm, formUrl }: StudentConsentNews) =>
  signedOnForm
    ? paragraph('The parent or guardian consent form was signed with this registration: it is complete.')
    : link(
        'The registration is complete once the parent or guardian consent form has been received, from the school or from a parent or guardian. Unless the school is sending it, a parent or guardian can sign it online:',
        'Sign the day-of consent form',
        formUrl,
      );

/** A student's confirmation, to the student and the parent/guardian, with where the consent stands. */
export const studentCreated = (
  values: StudentMailValues,
  loginUrl: string,
  consent: StudentConsentNews,
  owner: string,
): MailContent => ({
  // The subjects name the student: a family with several children reads them in one inbox.
  subject: `Thank you for registering ${values.firstName} ${values.lastName} for the STEM Career Day`,
  blocks: [
    paragraph(`Thank you for registering ${values.firstName} ${values.lastName} for the STEM Career Day.`),
    ...groupBlock(values),
    consentBlock(consent),
    link(
      'To view or change the registration, log in with the student email address used to register:',
      'View or change the registration',
      loginUrl,
    ),
    firstLogInHint(owner),
  ],
});

/**
 * To a student no longer in a group (left by an edit, removed by the organisers, the group cancelled) whose
 * consent rests on the school's promise: the school had the student on its group's roster and may no longer
 * send the form. `formUrl`: the day-of consent form (consent-state.ts `schoolConsentAtRisk`).
 */
export const schoolConsentAfterGroup = (firstName: string, formUrl: string): MailBlock =>
  link(
    `The registration says the school will send the parent or guardian consent form for ${firstName}. Without the group, the school may no longer send it: please check with the school, or a parent or guardian can sign it online:`,
    'Sign the day-of consent form',
    formUrl,
  );

/** What an edit changed that the family must hear of. */
export interface StudentUpdate {
  /** The edit took the student out of the group they were in. */
  leftGroup?: boolean;
  /** Out of the group, the consent still to come from the school: the day-of consent form's page. */
  schoolConsentAtRisk?: string;
  /** The parent/guardian's email before and after the edit, when it changed (the mail goes to both). */
  parentEmail?: { was: string; is: string; contactUrl: string };
  /**
   * Where the consent stands, when the edit changed it: signed on the form now, or no longer (the school is
   * to send it, or no parent is present to sign: the signature given with the registration was cleared).
   */
  consent?: StudentConsentNews;
}

export const studentUpdated = (
  values: StudentMailValues,
  loginUrl: string,
  update: StudentUpdate = {},
): MailContent => ({
  subject: `The STEM Career Day registration of ${values.firstName} ${values.lastName} was updated`,
  blocks: [
    paragraph(`The registration of ${values.firstName} ${values.lastName} for the STEM Career Day was updated.`),
    ...(update.parentEmail
      ? [
          link(
            `The parent/guardian email address was changed from ${update.parentEmail.was} to ` +
              `${update.parentEmail.is}: mails about this registration now go to the new address. ` +
              'If this change was not expected, tell us:',
            'Contact us',
            update.parentEmail.contactUrl,
          ),
        ]
      : []),
    ...(update.consent && !update.consent.signedOnForm
      ? [paragraph('The parent or guardian consent signed with the registration was removed by this change.')]
      : []),
    ...(update.consent ? [consentBlock(update.consent)] : []),
    ...groupBlock(values),
    ...(update.leftGroup && !values.joinedGroup
      ? [paragraph(`${values.firstName} is no longer in a group: the registration stays, without a group.`)]
      : []),
    ...(update.schoolConsentAtRisk ? [schoolConsentAfterGroup(values.firstName, update.schoolConsentAtRisk)] : []),
    link(
      'To view or change it again, log in with the student email address used to register:',
      'View or change the registration',
      loginUrl,
    ),
  ],
});
