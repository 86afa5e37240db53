// The form's answers as values, and what follows from them (which questions show, whether the form may be
// sent): plain constants and predicates, without the validation library, so that a page's first script can
// show and hide questions while the schemas load when they are needed. The schema modules re-export them.

/** Yes/no answers are stored as the strings '1' and '0' (SPEC §3). */
export const YES = '1';
export const NO = '0';
export const YES_NO = [YES, NO] as const;
export type YesNo = (typeof YES_NO)[number];

/**
 * A stored answer as text: '' when it is absent or not text. Stored data and API answers are read without
 * their schema (a kind's mails, the desk, a registration from before a field existed).
 */
export const answerText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A stored answer as text without its surrounding spaces, for sentences that put it between words. */
export const trimmedAnswer = (value: unknown): string => answerText(value).trim();

/** "First Last" from a person's answers (a registration's data, a parent's block); '' when neither is given. */
export const fullNameOf = (person: { firstName?: unknown; lastName?: unknown }): string =>
  // Each part trimmed: a first name typed with a space after it ("Zoë ") made "Zoë  O'Brien", two spaces,
  // in the consent's prefilled Student Name.
  [trimmedAnswer(person.firstName), trimmedAnswer(person.lastName)].filter(Boolean).join(' ');

/** Whether a yes/no answer or a checkbox is yes. */
export const isYes = (value: unknown): boolean => value === YES;

/** The schoolId of a school that is not in the catalogue. */
export const OTHER_SCHOOL = 'other';

/** The four favourite subject checkboxes of the middle school form (SPEC §3). */
export const FAVOURITE_SUBJECTS = ['science', 'technology', 'engineering', 'math'] as const;

/** The 19 tour type flags of the high school form (SPEC §3); only some have a visible checkbox. */
export const TOUR_TYPES = [
  'aerospaceEngineering',
  'biology',
  'chemistry',
  'construction',
  'computer',
  'electricalEngineering',
  'geosciences',
  'appliedMathematics',
  'physics',
  'medicine',
  'plastics',
  'eSports',
  'honorsCollege',
  'varsityESports',
  'stemInSports',
  'criminalJustice',
  'nursingSimulations',
  'chemicalTransformations',
  'engineeringDesign',
] as const;

/** Whether the parent or guardian attends the event, so the additional-parent question is asked. */
export const parentAttends = (parent: { willBeAttending?: unknown }): boolean => isYes(parent.willBeAttending);

/** Whether an additional parent attends too, so their names are asked. */
export const additionalParentAttends = (parent: {
  willBeAttending?: unknown;
  willAddParentBeAttending?: unknown;
}): boolean => parentAttends(parent) && isYes(parent.willAddParentBeAttending);

/** A student's parent/guardian block as stored (`parentGuardian`); empty when there is none. */
export const parentGuardianOf = (data: { parentGuardian?: unknown }): Record<string, unknown> =>
  isAnswerGroup(data.parentGuardian) ? data.parentGuardian : {};

/** A student's parent/guardian email as stored (`parentGuardian.email`), trimmed; '' when there is none. */
export const parentEmailOf = (data: { parentGuardian?: unknown }): string =>
  trimmedAnswer(parentGuardianOf(data).email);

/** Whether the 'same as parent' box is ticked: the parent's name and PhoneSchema stand in for the contact. */
export const isSameAsParent = (contact: { sameAsParent?: unknown }): boolean => isYes(contact.sameAsParent);

/**
 * Whether the consent is completed on the registration form: a parent is present to sign and the school
 * does not submit it (SPEC §4, §5). Only then is the consent block asked, and kept. The school question
 * left unanswered counts as no (SPEC §5 requires only the parent-present answer): a parent who says they
 * are here to sign gets the consent to sign at once.
 */
export const isConsentOnForm = (values: { consentWillBeSubmittedBySchool?: unknown; isParentPresent?: unknown }) =>
  !isYes(values.consentWillBeSubmittedBySchool) && isYes(values.isParentPresent);

/**
 * Whether the registration may be submitted as far as the consent goes: the school submits it or a parent
 * is present to sign. SPEC §2 disables SUBMIT/UPDATE REGISTRATION otherwise; the form uses this for the
 * button and the schema refuses the same case from API clients.
 */
export const hasConsentPath = (values: { consentWillBeSubmittedBySchool?: unknown; isParentPresent?: unknown }) =>
  isYes(values.consentWillBeSubmittedBySchool) || isYes(values.isParentPresent);

/** Whether the student joins a group. */
export const isInGroup = (values: { isInGroup?: unknown }): boolean => isYes(values.isInGroup);

/** Whether an answer is a nested group of answers (an object, not a list), which the rules descend into. */
export const isAnswerGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Whether an answer has been given: a non-empty string (values are trimmed before rules run). */
export const isFilled = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** Whether the school is not in the catalogue, so its name is asked. */
export const isOtherSchool = (values: { schoolId?: unknown }): boolean => values.schoolId === OTHER_SCHOOL;

/** Whether a translator is needed, so the language is asked. */
export const needsTranslator = (values: { needTranslator?: unknown }): boolean => isYes(values.needTranslator);

/** The fields of the STEM Career Day consent (SPEC §3, stemDayConsent). */
export const CONSENT_FIELDS = [
  'parentGuardianName',
  'relation',
  'studentName',
  'parentGuardianElSignature',
  'date',
] as const;

/** `date` as MM/DD/YYYY in local time: the consent date's default of today (SPEC §3, §9). */
export function formatUsDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${String(date.getFullYear()).padStart(4, '0')}`;
}
