import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { hsChaperoneRegistration, HsChaperoneEditSchema, HsChaperoneSchema } from './hs-chaperone-schema.ts';
import { firstMessages, survivesArbitraryInput, withValue, REMOVE } from './test-support.ts';

const required = MESSAGES.required;
const valid = () => ({
  firstName: 'Katherine',
  lastName: 'Johnson',
  email: 'katherine@example.com',
  confirmEmail: 'katherine@example.com',
  phone: '330-555-0142',
  stemDayConsent: {
    chaperoneFullName: 'Katherine Johnson',
    chaperoneElSignature: 'Katherine Johnson',
    date: '02/03/2026',
  },
  gResponse: 'token',
});

describe('high school chaperone (SPEC §3, §5)', () => {
  it('a complete registration passes as given, trimmed, unknown keys dropped', () => {
    const input = { ...valid(), firstName: ' Katherine ', status: 'x', regId: 'y' };
    expect(v.parse(HsChaperoneSchema, input)).toEqual(valid());
  });

  it.each([
    [['firstName']],
    [['lastName']],
    [['email']],
    [['confirmEmail']],
    [['phone']],
    [['stemDayConsent', 'chaperoneFullName']],
    [['stemDayConsent', 'chaperoneElSignature']],
    [['stemDayConsent', 'date']],
  ])('%j is required', (path) => {
    for (const replacement of ['', '  ', REMOVE]) {
      expect(firstMessages(HsChaperoneSchema, withValue(valid(), path, replacement))).toEqual({
        [path.join('.')]: required,
      });
    }
  });

  it('checks the email, its confirmation and the date format with SPEC messages', () => {
    expect(firstMessages(HsChaperoneSchema, { ...valid(), email: 'katherine', confirmEmail: 'katherine' })).toEqual({
      email: MESSAGES.email,
    });
    expect(firstMessages(HsChaperoneSchema, { ...valid(), confirmEmail: 'katherine@example.org' })).toEqual({
      confirmEmail: MESSAGES.confirmEmail,
    });
    expect(firstMessages(HsChaperoneSchema, withValue(valid(), ['stemDayConsent', 'date'], '2/3/2026'))).toEqual({
      'stemDayConsent.date': 'Date should have format MM/DD/YYYY',
    });
  });

  it('an empty body names every required field at once', () => {
    expect(Object.keys(firstMessages(HsChaperoneSchema, { stemDayConsent: {} })).sort()).toEqual([
      'confirmEmail',
      'email',
      'firstName',
      'lastName',
      'phone',
      'stemDayConsent.chaperoneElSignature',
      'stemDayConsent.chaperoneFullName',
      'stemDayConsent.date',
    ]);
  });

  it('edit mode asks neither the email nor the captcha', () => {
    const { email: _e, confirmEmail: _c, gResponse: _g, ...fields } = valid();
    expect(v.parse(HsChaperoneEditSchema, fields)).toEqual(fields);
  });

  it('has the server write the consent date', () => {
    expect(hsChaperoneRegistration.serverDates).toEqual([['stemDayConsent', 'date']]);
  });

  it('survives arbitrary input (SECURITY 5)', () => {
    survivesArbitraryInput(HsChaperoneSchema, valid(), 300);
  });
});
