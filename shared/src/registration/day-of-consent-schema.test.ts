import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isRegType, REG_TYPES } from '../reg-types.ts';
import {
  DAY_OF_CONSENT_REG_TYPES,
  DayOfConsentSchema,
  HsDayOfConsentSchema,
  MsDayOfConsentSchema,
} from './day-of-consent-schema.ts';
import { messagesByPath, REMOVE, survivesArbitraryInput, validConsent, withValue } from './test-support.ts';

const required = ['This field is required'];
const hs = () => ({ regType: 'HSDAYOFCONSENT', email: 'ada@example.com', stemDayConsent: validConsent() });
const ms = () => ({ ...hs(), regType: 'MSDAYOFCONSENT' });

describe.each([
  ['high school', HsDayOfConsentSchema, hs],
  ['middle school', MsDayOfConsentSchema, ms],
] as const)('%s day-of consent', (_, schema, valid) => {
  it('a complete consent passes, trimmed, unknown keys dropped', () => {
    const input = { ...valid(), email: ' ada@example.com ', regId: 'x', stemDayConsent: { ...validConsent(), x: 1 } };
    expect(v.parse(schema, input)).toEqual({ ...valid(), gResponse: '' });
  });

  it('takes the consent text version the form showed, and refuses anything else in its place', () => {
    expect(v.parse(schema, { ...valid(), consentTextVersion: 'day-of@0123456789abcdef' })).toMatchObject({
      consentTextVersion: 'day-of@0123456789abcdef',
    });
    expect(messagesByPath(schema, { ...valid(), consentTextVersion: '<script>' })).toEqual({
      consentTextVersion: required,
    });
  });

  it.each(['parentGuardianName', 'relation', 'studentName', 'parentGuardianElSignature', 'date'])(
    '%s is always required',
    (field) => {
      expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent', field], ' '))).toEqual({
        [`stemDayConsent.${field}`]: required,
      });
      expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent', field], REMOVE))).toEqual({
        [`stemDayConsent.${field}`]: required,
      });
    },
  );

  it('the consent block itself is required', () => {
    expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent'], REMOVE))).toEqual({
      stemDayConsent: required,
    });
  });

  it.each(['02/30/2026', '2/3/2026', '13/01/2026', '02/03/26'])('date %j is not MM/DD/YYYY', (date) => {
    expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent', 'date'], date))).toEqual({
      'stemDayConsent.date': ['Date should have format MM/DD/YYYY'],
    });
  });

  it("the student's email is required and must be an address", () => {
    expect(messagesByPath(schema, { ...valid(), email: '' })).toEqual({ email: required });
    expect(messagesByPath(schema, withValue(valid(), ['email'], REMOVE))).toEqual({ email: required });
    expect(messagesByPath(schema, { ...valid(), email: 'ada' })).toEqual({ email: ['Address is not valid'] });
  });

  it('refuses the other kind and hostile values', () => {
    expect(messagesByPath(schema, { ...valid(), regType: 'MSIND' })).toEqual({ regType: required });
    expect(messagesByPath(schema, { ...valid(), email: { $ne: '' } })).toEqual({ email: required });
    expect(messagesByPath(schema, withValue(valid(), ['stemDayConsent', 'relation'], 'r'.repeat(101)))).toEqual({
      'stemDayConsent.relation': ['Must be at most 100 characters'],
    });
  });

  it('arbitrary JSON never throws, and a successful parse has only known keys and parses to itself', () => {
    survivesArbitraryInput(schema, valid());
  });
});

describe('either day-of consent', () => {
  it('is told apart by regType', () => {
    expect(v.parse(DayOfConsentSchema, hs()).regType).toBe('HSDAYOFCONSENT');
    expect(v.parse(DayOfConsentSchema, ms()).regType).toBe('MSDAYOFCONSENT');
    expect(messagesByPath(DayOfConsentSchema, { ...hs(), regType: 'HSIND' })).toEqual({ regType: required });
  });

  it('applies the rules of the chosen kind', () => {
    expect(messagesByPath(DayOfConsentSchema, withValue(ms(), ['stemDayConsent', 'studentName'], ''))).toEqual({
      'stemDayConsent.studentName': required,
    });
  });

  it('both kinds are registration kinds; SPEC names only the high school one, MSDAYOFCONSENT is ours', () => {
    expect(DAY_OF_CONSENT_REG_TYPES.every(isRegType)).toBe(true);
    expect(REG_TYPES).toContain('MSDAYOFCONSENT');
  });

  it('arbitrary JSON never throws', () => {
    survivesArbitraryInput(DayOfConsentSchema, ms(), 200);
  });
});
