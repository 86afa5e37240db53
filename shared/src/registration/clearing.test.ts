import { describe, expect, it } from 'vitest';
import {
  clearGroupMembership,
  clearParentGuardian,
  clearSchoolChoice,
  clearStudentConsent,
  copyParentToEmergencyContact,
  prepareLoadedStudentRegistration,
} from './clearing.ts';
import { clearHsIndividualHiddenFields } from './hs-individual-schema.ts';
import { clearMsIndividualHiddenFields } from './ms-individual-schema.ts';
import {
  deepFreeze,
  validConsent,
  validEmergencyContact,
  validHsIndividual,
  validMsIndividual,
  validParentGuardian,
} from './test-support.ts';

const emptyConsent = { parentGuardianName: '', relation: '', studentName: '', parentGuardianElSignature: '', date: '' };

describe('other-school name and specified language', () => {
  const school = {
    schoolId: 'other',
    otherSchoolName: 'Home school',
    needTranslator: '1',
    specifiedLanguage: 'Spanish',
  };

  it('are kept while their questions show them', () => {
    expect(clearSchoolChoice(deepFreeze({ ...school }))).toEqual(school);
  });

  it('the other-school name is cleared unless the school is other', () => {
    expect(clearSchoolChoice(deepFreeze({ ...school, schoolId: '12' }))).toEqual({
      ...school,
      schoolId: '12',
      otherSchoolName: '',
    });
  });

  it('the language is cleared unless a translator is needed', () => {
    expect(clearSchoolChoice(deepFreeze({ ...school, needTranslator: '0' }))).toEqual({
      ...school,
      needTranslator: '0',
      specifiedLanguage: '',
    });
  });
});

describe('group', () => {
  it('group id and code are kept in a group', () => {
    const values = { isInGroup: '1', groupId: '7', groupCode: 'Abc' };
    expect(clearGroupMembership(deepFreeze({ ...values }))).toEqual(values);
  });

  it.each(['0', '', undefined])('group id and code are cleared when isInGroup is %j', (isInGroup) => {
    expect(clearGroupMembership(deepFreeze({ isInGroup, groupId: '7', groupCode: 'Abc' }))).toEqual({
      isInGroup,
      groupId: '',
      groupCode: '',
    });
  });
});

describe('additional parent', () => {
  const withParent = (changes: Record<string, string>) =>
    deepFreeze({ parentGuardian: { ...validParentGuardian(), ...changes } });

  it('everything is kept when the parent and an additional parent attend', () => {
    expect(clearParentGuardian(withParent({}))).toEqual({ parentGuardian: validParentGuardian() });
  });

  it('the additional names are cleared unless an additional parent attends', () => {
    expect(clearParentGuardian(withParent({ willAddParentBeAttending: '0' })).parentGuardian).toEqual({
      ...validParentGuardian(),
      willAddParentBeAttending: '0',
      addParentFirstName: '',
      addParentLastName: '',
    });
  });

  it('the additional answer and names are cleared unless the parent attends', () => {
    expect(clearParentGuardian(withParent({ willBeAttending: '0' })).parentGuardian).toEqual({
      ...validParentGuardian(),
      willBeAttending: '0',
      willAddParentBeAttending: '',
      addParentFirstName: '',
      addParentLastName: '',
    });
  });

  it('a parent group that is not an object is left for the schema to refuse', () => {
    expect(clearParentGuardian(deepFreeze({ parentGuardian: 'x', a: 1 }))).toEqual({ parentGuardian: 'x', a: 1 });
  });
});

describe('consent', () => {
  const onForm = { consentWillBeSubmittedBySchool: '0', isParentPresent: '1' };

  it('is kept when completed on the form', () => {
    const values = { ...onForm, stemDayConsent: validConsent() };
    expect(clearStudentConsent(deepFreeze(structuredClone(values)))).toEqual(values);
  });

  it.each([
    ['the school submits it', { consentWillBeSubmittedBySchool: '1', isParentPresent: '1' }],
    ['the school submits it, no parent', { consentWillBeSubmittedBySchool: '1', isParentPresent: '0' }],
    ['no parent is present', { consentWillBeSubmittedBySchool: '0', isParentPresent: '0' }],
    ['nothing answered', {}],
  ])('every consent field is cleared when %s', (_, answers) => {
    expect(clearStudentConsent(deepFreeze({ ...answers, stemDayConsent: validConsent() }))).toEqual({
      ...answers,
      stemDayConsent: emptyConsent,
    });
  });

  it('a missing block becomes an empty one', () => {
    expect(clearStudentConsent(deepFreeze({ consentWillBeSubmittedBySchool: '1' }))).toEqual({
      consentWillBeSubmittedBySchool: '1',
      stemDayConsent: emptyConsent,
    });
  });
});

describe('the registration clearing functions', () => {
  const everythingHidden = {
    schoolId: '12',
    otherSchoolName: 'Stale',
    needTranslator: '0',
    specifiedLanguage: 'Stale',
    isInGroup: '0',
    groupId: '7',
    groupCode: 'Stale',
    parentGuardian: { ...validParentGuardian(), willBeAttending: '0' },
    consentWillBeSubmittedBySchool: '1',
    isParentPresent: '0',
    stemDayConsent: validConsent(),
  };

  it('the middle school one clears every hidden field of SPEC §4 and returns a new object', () => {
    const input = deepFreeze({ ...validMsIndividual(), ...structuredClone(everythingHidden) });
    const cleared = clearMsIndividualHiddenFields(input);
    expect(cleared).not.toBe(input);
    expect(cleared).toMatchObject({
      otherSchoolName: '',
      specifiedLanguage: '',
      groupId: '',
      groupCode: '',
      parentGuardian: { willAddParentBeAttending: '', addParentFirstName: '', addParentLastName: '' },
      stemDayConsent: emptyConsent,
    });
    expect(cleared.firstName).toBe('Ada');
  });

  it('the middle school one keeps every visible field', () => {
    const input = deepFreeze({
      ...validMsIndividual(),
      schoolId: 'other',
      otherSchoolName: 'Home',
      needTranslator: '1',
      specifiedLanguage: 'Spanish',
    });
    expect(clearMsIndividualHiddenFields(input)).toEqual(input);
  });

  it('the high school one has no group to clear', () => {
    const input = deepFreeze({ ...validHsIndividual(), ...structuredClone(everythingHidden) });
    const cleared = clearHsIndividualHiddenFields(input);
    expect(cleared).toMatchObject({ otherSchoolName: '', specifiedLanguage: '', stemDayConsent: emptyConsent });
    expect(cleared.groupId).toBe('7');
  });
});

describe('same as parent', () => {
  const values = (sameAsParent: string) =>
    deepFreeze({
      parentGuardian: validParentGuardian(),
      emergencyContact: { ...validEmergencyContact(), sameAsParent },
    });

  it("copies the parent's first name, last name and phone when ticked", () => {
    const copied = copyParentToEmergencyContact(values('1'));
    expect(copied.emergencyContact).toEqual({
      sameAsParent: '1',
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '330-555-0100',
    });
    expect(copied.parentGuardian).toEqual(validParentGuardian());
  });

  it('leaves the contact as typed when not ticked', () => {
    expect(copyParentToEmergencyContact(values('0'))).toEqual(values('0'));
  });

  it('copies into an empty contact', () => {
    const input = deepFreeze({ parentGuardian: validParentGuardian(), emergencyContact: { sameAsParent: '1' } });
    expect(copyParentToEmergencyContact(input).emergencyContact).toMatchObject({ firstName: 'Grace' });
  });

  it('leaves values without a parent group as they are', () => {
    const input = deepFreeze({ emergencyContact: { sameAsParent: '1' } });
    expect(copyParentToEmergencyContact(input)).toEqual(input);
  });
});

describe('loading an existing student registration', () => {
  const today = new Date(2026, 1, 3);
  const stored = () => {
    const { confirmEmail: _, ...parentGuardian } = validParentGuardian();
    return {
      ...validMsIndividual(),
      isInGroup: undefined as string | undefined,
      isParentPresent: undefined as string | undefined,
      consentWillBeSubmittedBySchool: '0',
      parentGuardian,
      stemDayConsent: { ...validConsent(), date: '' },
    };
  };

  it('a stored groupId means being in a group', () => {
    expect(prepareLoadedStudentRegistration(deepFreeze(stored()), today).isInGroup).toBe('1');
  });

  it('no stored groupId means not being in a group', () => {
    expect(prepareLoadedStudentRegistration(deepFreeze({ ...stored(), groupId: '' }), today).isInGroup).toBe('0');
  });

  it('a registration without group fields (high school) gets none', () => {
    const { groupId: _, isInGroup: __, groupCode: ___, ...highSchool } = stored();
    expect(prepareLoadedStudentRegistration(deepFreeze(highSchool), today)).not.toHaveProperty('isInGroup');
  });

  it('a stored consent parent name means the consent was done on the form', () => {
    const loaded = prepareLoadedStudentRegistration(deepFreeze(stored()), today);
    expect([loaded.isParentPresent, loaded.consentWillBeSubmittedBySchool]).toEqual(['1', '0']);
  });

  it('without one the consent answers stay as stored', () => {
    const input = {
      ...stored(),
      consentWillBeSubmittedBySchool: '1',
      isParentPresent: '0',
      stemDayConsent: emptyConsent,
    };
    const loaded = prepareLoadedStudentRegistration(deepFreeze(input), today);
    expect([loaded.isParentPresent, loaded.consentWillBeSubmittedBySchool]).toEqual(['0', '1']);
  });

  it("pre-fills the parent's email confirmation", () => {
    const loaded = prepareLoadedStudentRegistration(deepFreeze(stored()), today);
    expect(loaded.parentGuardian).toMatchObject({ email: 'grace@example.com', confirmEmail: 'grace@example.com' });
  });

  it('an empty consent date becomes today, a stored one stays', () => {
    expect(prepareLoadedStudentRegistration(deepFreeze(stored()), today).stemDayConsent.date).toBe('02/03/2026');
    const dated = { ...stored(), stemDayConsent: { ...validConsent(), date: '01/15/2026' } };
    expect(prepareLoadedStudentRegistration(deepFreeze(dated), today).stemDayConsent.date).toBe('01/15/2026');
    const { stemDayConsent: _, ...withoutConsent } = stored();
    expect(prepareLoadedStudentRegistration(deepFreeze(withoutConsent), today)).toMatchObject({
      stemDayConsent: { date: '02/03/2026' },
    });
  });

  it('returns a new object and leaves the stored one as it was', () => {
    const input = deepFreeze(stored());
    const before = structuredClone(input);
    expect(prepareLoadedStudentRegistration(input, today)).not.toBe(input);
    expect(input).toEqual(before);
  });
});
