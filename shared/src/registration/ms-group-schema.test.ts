import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES, NON_SPEC_MESSAGES } from '../messages.ts';
import {
  groupNameKey,
  MsGroupEditSchema,
  MsGroupSchema,
  RegistrationStatusSchema,
  REMOVAL_REQUEST_ONLY,
} from './ms-group-schema.ts';
import { firstMessages, REMOVE, survivesArbitraryInput, withValue } from './test-support.ts';

const required = MESSAGES.required;
const valid = () => ({
  groupName: 'Rockets',
  groupCode: 'Lift-Off-7',
  schoolId: '12',
  otherSchoolName: '',
  firstName: 'Mae',
  lastName: 'Jemison',
  email: 'mae@example.com',
  confirmEmail: 'mae@example.com',
  phone: '330-555-0177',
  lunchId: '2',
  tShirtSizeId: '4',
  gResponse: 'token',
});

describe('middle school group (SPEC §3, §5)', () => {
  it('a complete group passes as given, the code kept exactly (case sensitive)', () => {
    expect(v.parse(MsGroupSchema, { ...valid(), groupCode: ' Lift-Off-7 ' })).toEqual(valid());
  });

  it.each([
    'groupName',
    'groupCode',
    'schoolId',
    'firstName',
    'lastName',
    'email',
    'confirmEmail',
    'phone',
    'lunchId',
    'tShirtSizeId',
  ])('%s is required', (field) => {
    for (const replacement of ['', REMOVE]) {
      expect(firstMessages(MsGroupSchema, withValue(valid(), [field], replacement))).toEqual({ [field]: required });
    }
  });

  it('asks the other school name only for "other", and clears it otherwise', () => {
    expect(firstMessages(MsGroupSchema, { ...valid(), schoolId: 'other' })).toEqual({ otherSchoolName: required });
    expect(v.parse(MsGroupSchema, { ...valid(), otherSchoolName: 'stale' }).otherSchoolName).toBe('');
    expect(
      v.parse(MsGroupSchema, { ...valid(), schoolId: 'other', otherSchoolName: 'Home School' }).otherSchoolName,
    ).toBe('Home School');
  });

  it('refuses lunch and T-shirt ids outside their catalogues', () => {
    expect(firstMessages(MsGroupSchema, { ...valid(), lunchId: '9', tShirtSizeId: 'XL' })).toEqual({
      lunchId: required,
      tShirtSizeId: required,
    });
  });

  it('edit mode asks neither the email nor the captcha', () => {
    const { email: _e, confirmEmail: _c, gResponse: _g, ...fields } = valid();
    expect(v.parse(MsGroupEditSchema, valid())).toEqual(fields);
  });

  it('compares group names without case or spacing', () => {
    expect(groupNameKey('  Rockets   Team ')).toBe(groupNameKey('rockets team'));
    expect(groupNameKey('Rockets')).not.toBe(groupNameKey('Rocket'));
  });

  it('refuses a name that mixes Latin letters with look-alike Cyrillic or Greek ones', () => {
    for (const groupName of ['Dem\u043E Group', 'R\u03BFckets']) {
      expect(firstMessages(MsGroupSchema, { ...valid(), groupName })).toEqual({
        groupName: NON_SPEC_MESSAGES.groupNameMixedScripts,
      });
    }
    // One alphabet, accents or digits are names like any other.
    for (const groupName of ['Ракеты', 'Ωμέγα 7', 'Akron Robótica – Mrs O’Brien']) {
      expect(v.parse(MsGroupSchema, { ...valid(), groupName }).groupName).toBe(groupName);
    }
  });

  it('survives arbitrary input (SECURITY 5)', () => {
    survivesArbitraryInput(MsGroupSchema, valid(), 300);
  });
});

describe('PUT /api/registration-status body', () => {
  const body = () => ({ regId: 'abc', status: 'pending-removal', statusMessage: 'Moved to another school' });

  it('takes a removal request with its reason', () => {
    expect(v.parse(RegistrationStatusSchema, body())).toEqual(body());
  });

  it('keeps a reason written on two lines (the dialog’s textarea invites Enter)', () => {
    const twoLines = { ...body(), statusMessage: 'Moved away.\r\nParent told me on Monday.' };
    expect(v.parse(RegistrationStatusSchema, twoLines).statusMessage).toBe('Moved away.\nParent told me on Monday.');
  });

  it('needs a reason, and only pending-removal', () => {
    expect(firstMessages(RegistrationStatusSchema, { ...body(), statusMessage: '  ' })).toEqual({
      statusMessage: required,
    });
    expect(firstMessages(RegistrationStatusSchema, { ...body(), status: 'active' })).toEqual({
      status: REMOVAL_REQUEST_ONLY,
    });
    expect(firstMessages(RegistrationStatusSchema, { ...body(), status: undefined })).toEqual({ status: required });
  });
});
