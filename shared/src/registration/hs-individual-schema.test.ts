import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TOUR_TYPES } from './fields/checkbox-group.ts';
import {
  hsIndividualRegistration,
  HsIndividualEditSchema,
  HsIndividualSchema,
  type HsIndividualFormValues,
} from './hs-individual-schema.ts';
import {
  firstMessages,
  messagesByPath,
  REMOVE,
  survivesArbitraryInput,
  validHsIndividual,
  withValue,
} from './test-support.ts';

const required = ['This field is required'];
const schema = HsIndividualSchema;
const valid = validHsIndividual;
const allTours = (value: string) => Object.fromEntries(TOUR_TYPES.map((flag) => [flag, value]));

describe('high school individual: a complete registration', () => {
  it('passes, with every tour type flag filled in', () => {
    expect(v.parse(schema, valid())).toEqual({
      ...valid(),
      gResponse: '',
      tourType: { ...allTours('0'), biology: '1' },
    });
  });

  it('has no lunch, favourite subjects or group fields: they are dropped', () => {
    const output = v.parse(schema, {
      ...valid(),
      lunchId: '1',
      favouriteSubjects: { math: '1' },
      isInGroup: '1',
      groupId: '7',
      groupCode: 'x',
      status: 'active',
    });
    for (const key of ['lunchId', 'favouriteSubjects', 'isInGroup', 'groupId', 'groupCode', 'status']) {
      expect(output).not.toHaveProperty(key);
    }
  });

  it('the output parses to itself', () => {
    const output = v.parse(schema, { ...valid(), emergencyContact: { sameAsParent: '1' } });
    expect(v.parse(schema, output)).toEqual(output);
  });

  it('the form values type holds every tour type flag as a string', () => {
    const values: HsIndividualFormValues = {
      ...valid(),
      gResponse: '',
      consentTextVersion: '',
      tourType: { ...(allTours('') as HsIndividualFormValues['tourType']) },
    };
    expect(values.tourType.physics).toBe('');
  });
});

describe('high school individual: rules', () => {
  it.each([
    ['firstName'],
    ['lastName'],
    ['email'],
    ['confirmEmail'],
    ['schoolId'],
    ['gradeLevelId'],
    ['tShirtSizeId'],
    ['hasAttended'],
    ['parentGuardian', 'firstName'],
    ['parentGuardian', 'lastName'],
    ['parentGuardian', 'email'],
    ['parentGuardian', 'confirmEmail'],
    ['parentGuardian', 'phoneNumber'],
    ['parentGuardian', 'willBeAttending'],
    ['emergencyContact', 'firstName'],
    ['emergencyContact', 'lastName'],
    ['emergencyContact', 'phoneNumber'],
    ['isParentPresent'],
  ])('%s is required', (...path) => {
    expect(messagesByPath(schema, withValue(valid(), path, ''))).toEqual({ [path.join('.')]: required });
    expect(messagesByPath(schema, withValue(valid(), path, REMOVE))).toEqual({ [path.join('.')]: required });
  });

  it('grade levels are 9th to 12th (ids 1-4)', () => {
    for (const id of ['1', '2', '3', '4'])
      expect(v.safeParse(schema, { ...valid(), gradeLevelId: id }).success).toBe(true);
    for (const id of ['0', '5', 4]) {
      expect(messagesByPath(schema, { ...valid(), gradeLevelId: id })).toEqual({ gradeLevelId: required });
    }
  });

  it('at least one tour type, and no upper limit', () => {
    expect(messagesByPath(schema, { ...valid(), tourType: allTours('0') })).toEqual({
      tourType: ['Check at least one tour type'],
    });
    expect(messagesByPath(schema, withValue(valid(), ['tourType'], REMOVE))).toEqual({
      tourType: ['Check at least one tour type'],
    });
    expect(v.safeParse(schema, { ...valid(), tourType: allTours('1') }).success).toBe(true);
  });

  it('the email rules of create mode', () => {
    expect(messagesByPath(schema, { ...valid(), email: 'x', confirmEmail: 'x' })).toEqual({
      email: ['Address is not valid'],
    });
    expect(messagesByPath(schema, { ...valid(), confirmEmail: 'other@example.com' })).toEqual({
      confirmEmail: ["Email confirmation doesn't match to email"],
    });
  });

  it('edit mode has no email', () => {
    const { email: _, confirmEmail: __, gResponse: ___, ...withoutEmail } = v.parse(schema, valid());
    expect(v.parse(HsIndividualEditSchema, { ...valid(), email: 'new@example.com' })).toEqual(withoutEmail);
    expect(hsIndividualRegistration.schemaFor('create')).toBe(HsIndividualSchema);
    expect(hsIndividualRegistration.schemaFor('edit')).toBe(HsIndividualEditSchema);
  });

  it('the conditional rules of the middle school form apply, both ways', () => {
    expect(messagesByPath(schema, { ...valid(), schoolId: 'other', needTranslator: '1' })).toEqual({
      otherSchoolName: required,
      specifiedLanguage: required,
    });
    expect(
      messagesByPath(schema, {
        ...valid(),
        parentGuardian: { ...valid().parentGuardian, addParentLastName: '' },
        emergencyContact: { sameAsParent: '0' },
        stemDayConsent: { ...valid().stemDayConsent, relation: '', date: '2/3/2026' },
      }),
    ).toEqual({
      'parentGuardian.addParentLastName': required,
      'emergencyContact.firstName': required,
      'emergencyContact.lastName': required,
      'emergencyContact.phoneNumber': required,
      'stemDayConsent.relation': required,
      'stemDayConsent.date': ['Date should have format MM/DD/YYYY'],
    });
    const bySchool = v.parse(schema, {
      ...valid(),
      otherSchoolName: 'Stale',
      specifiedLanguage: 'Stale',
      consentWillBeSubmittedBySchool: '1',
      emergencyContact: { sameAsParent: '1' },
    });
    expect(bySchool).toMatchObject({
      otherSchoolName: '',
      specifiedLanguage: '',
      stemDayConsent: { parentGuardianName: '', date: '' },
      emergencyContact: { firstName: 'Grace', phoneNumber: '330-555-0100' },
    });
    expect(firstMessages(schema, { ...valid(), consentWillBeSubmittedBySchool: '0', isParentPresent: '0' })).toEqual({
      isParentPresent: 'A parent must be present to sign the consent unless the school submits it',
    });
  });

  it('hostile values are refused', () => {
    expect(firstMessages(schema, { ...valid(), firstName: { $ne: '' } })).toEqual({
      firstName: 'This field is required',
    });
    expect(firstMessages(schema, { ...valid(), tourType: { biology: { $ne: '0' } } })).toEqual({
      'tourType.biology': 'This field is required',
    });
    expect(firstMessages(schema, { ...valid(), lastName: 'l'.repeat(101) })).toEqual({
      lastName: 'Must be at most 100 characters',
    });
  });

  it('arbitrary JSON never throws, and a successful parse has only known keys and parses to itself', () => {
    survivesArbitraryInput(schema, valid());
    survivesArbitraryInput(HsIndividualEditSchema, valid(), 200);
  });
});
