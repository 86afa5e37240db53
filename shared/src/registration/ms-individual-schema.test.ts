import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  msIndividualRegistration,
  MsIndividualEditSchema,
  MsIndividualSchema,
  type MsIndividualFormValues,
} from './ms-individual-schema.ts';
import {
  firstMessages,
  messagesByPath,
  REMOVE,
  survivesArbitraryInput,
  validConsent,
  validMsIndividual,
  withValue,
} from './test-support.ts';

const required = ['This field is required'];
const schema = MsIndividualSchema;
const valid = validMsIndividual;

describe('middle school individual: a complete registration', () => {
  it('passes as given (the captcha token, part of a create body, is empty when missing)', () => {
    expect(v.parse(schema, valid())).toEqual({ ...valid(), gResponse: '' });
  });

  it('every string is trimmed', () => {
    const spaced = {
      ...valid(),
      firstName: '  Ada ',
      parentGuardian: { ...valid().parentGuardian, lastName: ' Hopper\t' },
    };
    const output = v.parse(schema, spaced);
    expect([output.firstName, output.parentGuardian.lastName]).toEqual(['Ada', 'Hopper']);
  });

  it('unknown keys are dropped at every level, never stored', () => {
    const input = {
      ...valid(),
      status: 'active',
      ownerEmail: 'mallory@example.com',
      regId: 'x',
      gResponse: 'token',
      parentGuardian: { ...valid().parentGuardian, isAdmin: true },
      emergencyContact: { ...valid().emergencyContact, note: 'x' },
      stemDayConsent: { ...validConsent(), extra: 'x' },
      favouriteSubjects: { ...valid().favouriteSubjects, art: '1' },
    };
    expect(v.parse(schema, input)).toEqual({ ...valid(), gResponse: 'token' });
  });

  it('a "__proto__" key in a JSON body is dropped and pollutes nothing', () => {
    const body = JSON.parse(JSON.stringify(valid()).replace('{', '{"__proto__":{"polluted":"yes"},'));
    const output = v.parse(schema, body);
    expect(Object.hasOwn(output, '__proto__')).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a body that is not an object is "This field is required"', () => {
    for (const body of [null, 'x', 42, undefined]) expect(messagesByPath(schema, body)).toEqual({ '': required });
  });

  it('the output is a valid input that parses to itself (the form can send what its resolver returns)', () => {
    const output = v.parse(schema, { ...valid(), schoolId: '3', otherSchoolName: 'stale' });
    expect(v.parse(schema, output)).toEqual(output);
  });

  it('the form values type holds every field as a string', () => {
    const values: MsIndividualFormValues = {
      ...valid(),
      gResponse: '',
      consentTextVersion: '',
      gradeLevelId: '',
      favouriteSubjects: { science: '', technology: '', engineering: '', math: '' },
    };
    expect(values.gradeLevelId).toBe('');
  });
});

describe('middle school individual: required fields, one by one', () => {
  it.each([
    ['firstName'],
    ['lastName'],
    ['email'],
    ['confirmEmail'],
    ['schoolId'],
    ['gradeLevelId'],
    ['lunchId'],
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
    ['isInGroup'],
    ['isParentPresent'],
    ['parentGuardian'],
    ['emergencyContact'],
  ])('%s is "This field is required" when empty or missing', (...path) => {
    const key = path.join('.');
    if (path.length === 1 && ['parentGuardian', 'emergencyContact'].includes(key)) {
      expect(messagesByPath(schema, withValue(valid(), path, REMOVE))).toEqual({ [key]: required });
      return;
    }
    expect(messagesByPath(schema, withValue(valid(), path, ''))).toEqual({ [key]: required });
    expect(messagesByPath(schema, withValue(valid(), path, REMOVE))).toEqual({ [key]: required });
  });

  it('an empty form lists every required field at once', () => {
    expect(Object.keys(firstMessages(schema, {})).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'confirmEmail',
        'schoolId',
        'tShirtSizeId',
        'hasAttended',
        'parentGuardian',
        'emergencyContact',
        'isParentPresent',
        'gradeLevelId',
        'lunchId',
        'favouriteSubjects',
        'isInGroup',
      ].sort(),
    );
  });
});

describe('middle school individual: email and confirmation, create mode only', () => {
  it('the email must be an address', () => {
    expect(messagesByPath(schema, { ...valid(), email: 'ada@', confirmEmail: 'ada@' })).toEqual({
      email: ['Address is not valid'],
    });
  });

  it('the confirmation must equal the email', () => {
    expect(messagesByPath(schema, { ...valid(), confirmEmail: 'ada@example.org' })).toEqual({
      confirmEmail: ["Email confirmation doesn't match to email"],
    });
  });

  it('edit mode neither asks nor keeps the email', () => {
    const { email: _, confirmEmail: __, ...withoutEmail } = valid();
    expect(v.parse(MsIndividualEditSchema, withoutEmail)).toEqual(withoutEmail);
    expect(v.parse(MsIndividualEditSchema, { ...valid(), email: 'new@example.com' })).toEqual(withoutEmail);
    expect(messagesByPath(schema, withoutEmail)).toEqual({ email: required, confirmEmail: required });
  });

  it('the factory gives the schema of the mode', () => {
    expect(msIndividualRegistration.schemaFor('create')).toBe(MsIndividualSchema);
    expect(msIndividualRegistration.schemaFor('edit')).toBe(MsIndividualEditSchema);
  });
});

describe('middle school individual: catalogue choices', () => {
  it.each([
    ['gradeLevelId', ['1', '2', '3'], ['0', '4', '6', 'x', 2]],
    ['lunchId', ['1', '2', '3'], ['0', '4', 1]],
    ['tShirtSizeId', ['1', '2', '3', '4', '5', '6'], ['0', '7', 'XL', 3]],
  ])('%s takes %j only', (field, good, bad) => {
    for (const id of good) expect(v.safeParse(schema, { ...valid(), [field]: id }).success).toBe(true);
    for (const id of bad) expect(messagesByPath(schema, { ...valid(), [field]: id })).toEqual({ [field]: required });
  });

  it('hasAttended is a yes/no', () => {
    expect(v.safeParse(schema, { ...valid(), hasAttended: '1' }).success).toBe(true);
    expect(messagesByPath(schema, { ...valid(), hasAttended: 'no' })).toEqual({ hasAttended: required });
  });

  it('at least one favourite subject', () => {
    const none = { science: '0', technology: '0', engineering: '0', math: '0' };
    expect(messagesByPath(schema, { ...valid(), favouriteSubjects: none })).toEqual({
      favouriteSubjects: ['Check at least one subject'],
    });
  });
});

describe('middle school individual: conditional fields, both ways', () => {
  it('other-school name: required for "other", cleared otherwise', () => {
    expect(messagesByPath(schema, { ...valid(), schoolId: 'other' })).toEqual({ otherSchoolName: required });
    expect(v.parse(schema, { ...valid(), schoolId: 'other', otherSchoolName: 'Home' }).otherSchoolName).toBe('Home');
    expect(v.parse(schema, { ...valid(), otherSchoolName: 'Stale' }).otherSchoolName).toBe('');
  });

  it('language: required with a translator, cleared otherwise', () => {
    expect(messagesByPath(schema, { ...valid(), needTranslator: '1' })).toEqual({ specifiedLanguage: required });
    expect(v.parse(schema, { ...valid(), needTranslator: '1', specifiedLanguage: 'Spanish' }).specifiedLanguage).toBe(
      'Spanish',
    );
    expect(v.parse(schema, { ...valid(), specifiedLanguage: 'Stale' }).specifiedLanguage).toBe('');
  });

  it('group and code: required in a group, cleared otherwise', () => {
    expect(messagesByPath(schema, { ...valid(), groupId: '', groupCode: '' })).toEqual({
      groupId: required,
      groupCode: required,
    });
    const output = v.parse(schema, { ...valid(), isInGroup: '0' });
    expect([output.groupId, output.groupCode]).toEqual(['', '']);
  });

  it('the group code keeps its case', () => {
    expect(v.parse(schema, { ...valid(), groupCode: ' RoCkEt ' }).groupCode).toBe('RoCkEt');
  });

  it('additional parent: asked when the parent attends, cleared otherwise', () => {
    const parent = valid().parentGuardian;
    expect(messagesByPath(schema, { ...valid(), parentGuardian: { ...parent, willAddParentBeAttending: '' } })).toEqual(
      { 'parentGuardian.willAddParentBeAttending': required },
    );
    expect(
      messagesByPath(schema, {
        ...valid(),
        parentGuardian: { ...parent, addParentFirstName: '', addParentLastName: '' },
      }),
    ).toEqual({ 'parentGuardian.addParentFirstName': required, 'parentGuardian.addParentLastName': required });
    const output = v.parse(schema, { ...valid(), parentGuardian: { ...parent, willBeAttending: '0' } });
    expect(output.parentGuardian).toMatchObject({
      willAddParentBeAttending: '',
      addParentFirstName: '',
      addParentLastName: '',
    });
  });

  it('emergency contact: not required and copied from the parent when "same as parent" is ticked', () => {
    const output = v.parse(schema, { ...valid(), emergencyContact: { sameAsParent: '1' } });
    expect(output.emergencyContact).toEqual({
      sameAsParent: '1',
      firstName: 'Grace',
      lastName: 'Hopper',
      phoneNumber: '330-555-0100',
    });
    expect(messagesByPath(schema, { ...valid(), emergencyContact: { sameAsParent: '0' } })).toEqual({
      'emergencyContact.firstName': required,
      'emergencyContact.lastName': required,
      'emergencyContact.phoneNumber': required,
    });
  });

  it.each(['parentGuardianName', 'relation', 'studentName', 'parentGuardianElSignature', 'date'])(
    'consent %s is required when the consent is completed on the form',
    (field) => {
      expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent', field], ''))).toEqual({
        [`stemDayConsent.${field}`]: required,
      });
    },
  );

  it('a missing consent block, when the consent is on the form, is five required fields', () => {
    expect(Object.keys(messagesByPath(schema, withValue(valid(), ['stemDayConsent'], REMOVE)) ?? {})).toEqual([
      'stemDayConsent.parentGuardianName',
      'stemDayConsent.relation',
      'stemDayConsent.studentName',
      'stemDayConsent.parentGuardianElSignature',
      'stemDayConsent.date',
    ]);
  });

  it.each(['02/30/2026', '2/3/2026', '02/29/2026', '2026-02-03'])('consent date %j is not MM/DD/YYYY', (date) => {
    expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent', 'date'], date))).toEqual({
      'stemDayConsent.date': ['Date should have format MM/DD/YYYY'],
    });
  });

  it('the consent is neither asked nor kept when the school submits it', () => {
    const bySchool = {
      ...valid(),
      consentWillBeSubmittedBySchool: '1',
      isParentPresent: '0',
      stemDayConsent: { relation: 'Stale' },
    };
    expect(v.parse(schema, bySchool).stemDayConsent).toEqual({
      parentGuardianName: '',
      relation: '',
      studentName: '',
      parentGuardianElSignature: '',
      date: '',
    });
    expect(v.safeParse(schema, { ...bySchool, isParentPresent: '1' }).success).toBe(true);
  });

  it('without the school and without a parent there is no consent: refused on isParentPresent', () => {
    expect(
      messagesByPath(schema, {
        ...valid(),
        consentWillBeSubmittedBySchool: '0',
        isParentPresent: '0',
        stemDayConsent: {},
      }),
    ).toEqual({ isParentPresent: ['A parent must be present to sign the consent unless the school submits it'] });
  });
});

// Every string field of a complete registration, and the cap each one has.
const capped: [string[], number][] = [
  [['firstName'], 100],
  [['lastName'], 100],
  [['email'], 254],
  [['confirmEmail'], 254],
  [['otherSchoolName'], 500],
  [['specifiedLanguage'], 100],
  [['groupCode'], 100],
  [['parentGuardian', 'firstName'], 100],
  [['parentGuardian', 'lastName'], 100],
  [['parentGuardian', 'email'], 254],
  [['parentGuardian', 'confirmEmail'], 254],
  [['parentGuardian', 'phoneNumber'], 40],
  [['parentGuardian', 'addParentFirstName'], 100],
  [['parentGuardian', 'addParentLastName'], 100],
  [['emergencyContact', 'firstName'], 100],
  [['emergencyContact', 'lastName'], 100],
  [['emergencyContact', 'phoneNumber'], 40],
  [['stemDayConsent', 'parentGuardianName'], 201],
  [['stemDayConsent', 'relation'], 100],
  [['stemDayConsent', 'studentName'], 201],
  [['stemDayConsent', 'parentGuardianElSignature'], 201],
];

describe('middle school individual: hostile values', () => {
  const asked = () => ({
    ...valid(),
    schoolId: 'other',
    otherSchoolName: 'Home',
    needTranslator: '1',
    specifiedLanguage: 'Spanish',
  });

  it.each(capped)('%j is capped at %i characters', (path, max) => {
    const long = path.at(-1)!.toLowerCase().includes('email')
      ? `${'a'.repeat(max - 11)}@example.com`
      : 'x'.repeat(max + 1);
    expect(long).toHaveLength(max + 1);
    // Exactly one message on the field (a long email also no longer matches its confirmation, elsewhere).
    expect(messagesByPath(schema, withValue(asked(), path, long))?.[path.join('.')]).toEqual([
      `Must be at most ${max} characters`,
    ]);
  });

  it.each([
    ...capped.map(([path]) => path),
    ['schoolId'],
    ['gradeLevelId'],
    ['hasAttended'],
    ['needTranslator'],
    ['isInGroup'],
    ['groupId'],
    ['favouriteSubjects', 'math'],
    ['parentGuardian', 'willBeAttending'],
    ['parentGuardian', 'willAddParentBeAttending'],
    ['emergencyContact', 'sameAsParent'],
    ['consentWillBeSubmittedBySchool'],
    ['isParentPresent'],
    ['stemDayConsent', 'date'],
  ])('an operator object in %j is refused as not a string', (...path) => {
    for (const operator of [{ $ne: '' }, { $gt: '' }, { $regex: '.*' }]) {
      expect(firstMessages(schema, withValue(asked(), path, operator))).toMatchObject({
        [path.join('.')]: 'This field is required',
      });
      expect(v.safeParse(schema, withValue(asked(), path, operator)).success).toBe(false);
    }
  });

  it('arbitrary JSON never throws, and a successful parse has only known keys and parses to itself', () => {
    survivesArbitraryInput(schema, valid());
    survivesArbitraryInput(MsIndividualEditSchema, valid(), 200);
  });
});
