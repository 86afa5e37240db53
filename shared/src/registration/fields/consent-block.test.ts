import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath, validConsent } from '../test-support.ts';
import { hasConsentPath, isConsentOnForm, studentConsentEntries, studentConsentRules } from './consent-block.ts';

const entries = v.object(studentConsentEntries, 'This field is required');
const schema = v.pipe(entries, ...studentConsentRules<v.InferOutput<typeof entries>>());
const required = ['This field is required'];

describe('student consent: which answers ask for the consent block', () => {
  it.each([
    ['0', '1', true, true],
    ['0', '0', false, false],
    ['1', '1', false, true],
    ['1', '0', false, true],
    ['', '1', true, true],
    ['', '0', false, false],
    [undefined, '1', true, true],
  ])('school %s, parent present %s: on the form %s, may submit %s', (school, present, onForm, maySubmit) => {
    const values = { consentWillBeSubmittedBySchool: school, isParentPresent: present };
    expect(isConsentOnForm(values)).toBe(onForm);
    expect(hasConsentPath(values)).toBe(maySubmit);
  });
});

describe('student consent rules', () => {
  it('the parent-present answer is required', () => {
    expect(messagesByPath(schema, { consentWillBeSubmittedBySchool: '1' })).toEqual({ isParentPresent: required });
  });

  it('the school question may be left unanswered (SPEC §5 does not require it): stored as no', () => {
    expect(messagesByPath(schema, { isParentPresent: '1' })).toEqual({
      'stemDayConsent.parentGuardianName': required,
      'stemDayConsent.relation': required,
      'stemDayConsent.studentName': required,
      'stemDayConsent.parentGuardianElSignature': required,
      'stemDayConsent.date': required,
    });
    // null: a radio group a keyboard passed through without picking, as the form reads it.
    for (const unanswered of [{}, { consentWillBeSubmittedBySchool: '' }, { consentWillBeSubmittedBySchool: null }]) {
      const parsed = v.parse(schema, { ...unanswered, isParentPresent: '1', stemDayConsent: validConsent() });
      expect(parsed.consentWillBeSubmittedBySchool).toBe('0');
      expect(parsed.stemDayConsent).toEqual(validConsent());
    }
    expect(messagesByPath(schema, { isParentPresent: '0' })).toEqual({
      isParentPresent: ['A parent must be present to sign the consent unless the school submits it'],
    });
    expect(messagesByPath(schema, { consentWillBeSubmittedBySchool: 'maybe', isParentPresent: '1' })).toEqual({
      consentWillBeSubmittedBySchool: required,
    });
  });

  it('the block is required when the consent is completed on the form', () => {
    expect(messagesByPath(schema, { consentWillBeSubmittedBySchool: '0', isParentPresent: '1' })).toEqual({
      'stemDayConsent.parentGuardianName': required,
      'stemDayConsent.relation': required,
      'stemDayConsent.studentName': required,
      'stemDayConsent.parentGuardianElSignature': required,
      'stemDayConsent.date': required,
    });
    expect(
      v.safeParse(schema, { consentWillBeSubmittedBySchool: '0', isParentPresent: '1', stemDayConsent: validConsent() })
        .success,
    ).toBe(true);
  });

  it('the block is not required when the school submits the consent', () => {
    expect(v.parse(schema, { consentWillBeSubmittedBySchool: '1', isParentPresent: '0' }).stemDayConsent).toEqual({
      parentGuardianName: '',
      relation: '',
      studentName: '',
      parentGuardianElSignature: '',
      date: '',
    });
  });

  it('a given date must be MM/DD/YYYY even when the block is not required', () => {
    expect(
      messagesByPath(schema, {
        consentWillBeSubmittedBySchool: '1',
        isParentPresent: '1',
        stemDayConsent: { date: '2/3/2026' },
      }),
    ).toEqual({ 'stemDayConsent.date': ['Date should have format MM/DD/YYYY'] });
  });

  it('no school and no parent: no way to consent, refused on isParentPresent', () => {
    expect(messagesByPath(schema, { consentWillBeSubmittedBySchool: '0', isParentPresent: '0' })).toEqual({
      isParentPresent: ['A parent must be present to sign the consent unless the school submits it'],
    });
  });

  it('consent names are capped at 201 characters (a first and a last name)', () => {
    const consent = { ...validConsent(), studentName: `${'a'.repeat(100)} ${'b'.repeat(100)}` };
    const answers = { consentWillBeSubmittedBySchool: '0', isParentPresent: '1' };
    expect(v.safeParse(schema, { ...answers, stemDayConsent: consent }).success).toBe(true);
    expect(
      messagesByPath(schema, { ...answers, stemDayConsent: { ...consent, studentName: 's'.repeat(202) } }),
    ).toEqual({ 'stemDayConsent.studentName': ['Must be at most 201 characters'] });
  });
});
