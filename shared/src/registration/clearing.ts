import {
  additionalParentAttends,
  CONSENT_FIELDS,
  formatUsDate,
  isAnswerGroup,
  isConsentOnForm,
  isFilled,
  isInGroup,
  isOtherSchool,
  isSameAsParent,
  needsTranslator,
  NO,
  parentAttends,
  YES,
} from './fields/answers.ts';

// SPEC §4's hidden-field clearing, same-as-parent copy and load preparation, as pure functions of the answers'
// predicates alone (no validation library: an edit page loads its registration with them, before the schemas
// have loaded): each returns a new object and leaves its argument as it was. They take any object with the
// fields they touch (form values or a parsed registration) and leave everything else alone; a nested group
// that is not an object is left for the schema to refuse. Cleared answers become '', the value of an
// unanswered field.

/** Clears the other-school name unless the school is 'other', and the language unless a translator is needed. */
export function clearSchoolChoice<T extends { schoolId?: unknown; needTranslator?: unknown }>(values: T): T {
  return {
    ...values,
    ...(isOtherSchool(values) ? {} : { otherSchoolName: '' }),
    ...(needsTranslator(values) ? {} : { specifiedLanguage: '' }),
  };
}

/** Clears groupId and groupCode unless the student joins a group. */
export function clearGroupMembership<T extends { isInGroup?: unknown }>(values: T): T {
  return isInGroup(values) ? { ...values } : { ...values, groupId: '', groupCode: '' };
}

/**
 * Clears the additional-parent answer unless the parent attends, and the additional parent's names unless
 * an additional parent attends.
 */
export function clearParentGuardian<T extends { parentGuardian?: unknown }>(values: T): T {
  const parent = values.parentGuardian;
  if (!isAnswerGroup(parent)) return { ...values };
  return {
    ...values,
    parentGuardian: {
      ...parent,
      ...(parentAttends(parent) ? {} : { willAddParentBeAttending: '' }),
      ...(additionalParentAttends(parent) ? {} : { addParentFirstName: '', addParentLastName: '' }),
    },
  };
}

/**
 * Clears every consent field unless the consent is completed on the form (not submitted by the school,
 * and a parent present to sign).
 */
export function clearStudentConsent<
  T extends { consentWillBeSubmittedBySchool?: unknown; isParentPresent?: unknown; stemDayConsent?: unknown },
>(values: T): T {
  if (isConsentOnForm(values)) return { ...values };
  const consent = isAnswerGroup(values.stemDayConsent) ? values.stemDayConsent : {};
  return {
    ...values,
    stemDayConsent: { ...consent, ...Object.fromEntries(CONSENT_FIELDS.map((field) => [field, ''])) },
  };
}

/**
 * Same as parent (SPEC §4): when the emergency contact's `sameAsParent` box is ticked, the parent's first
 * name, last name and phone become the emergency contact's. Otherwise the values are returned as they are.
 */
export function copyParentToEmergencyContact<T extends { parentGuardian?: unknown; emergencyContact?: unknown }>(
  values: T,
): T {
  const parent = values.parentGuardian;
  const contact = values.emergencyContact;
  if (!isAnswerGroup(parent) || !isAnswerGroup(contact) || !isSameAsParent(contact)) return { ...values };
  return {
    ...values,
    emergencyContact: {
      ...contact,
      firstName: parent.firstName ?? '',
      lastName: parent.lastName ?? '',
      phoneNumber: parent.phoneNumber ?? '',
    },
  };
}

/**
 * Loading an existing student registration into its form (SPEC §4): a stored groupId means the student is
 * in a group (`isInGroup` '1', else '0'; only for registrations that have group fields); a stored consent
 * parent name means the consent was completed on the form (`isParentPresent` '1' and
 * `consentWillBeSubmittedBySchool` '0'); the parent's email confirmation is pre-filled with the parent's
 * email; an empty consent date becomes `today` as MM/DD/YYYY.
 */
export function prepareLoadedStudentRegistration<
  T extends { groupId?: unknown; isInGroup?: unknown; parentGuardian?: unknown; stemDayConsent?: unknown },
>(stored: T, today: Date): T {
  const hasGroupFields = 'groupId' in stored || 'isInGroup' in stored;
  const consent = isAnswerGroup(stored.stemDayConsent) ? stored.stemDayConsent : {};
  const parent = isAnswerGroup(stored.parentGuardian) ? stored.parentGuardian : undefined;
  return {
    ...stored,
    ...(hasGroupFields ? { isInGroup: isFilled(stored.groupId) ? YES : NO } : {}),
    ...(isFilled(consent.parentGuardianName) ? { isParentPresent: YES, consentWillBeSubmittedBySchool: NO } : {}),
    ...(parent ? { parentGuardian: { ...parent, confirmEmail: parent.email ?? '' } } : {}),
    stemDayConsent: { ...consent, date: isFilled(consent.date) ? consent.date : formatUsDate(today) },
  };
}
