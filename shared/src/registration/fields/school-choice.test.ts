import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import { schoolChoiceEntries, schoolChoiceRules } from './school-choice.ts';

const entries = v.object(schoolChoiceEntries, 'This field is required');
const schema = v.pipe(entries, ...schoolChoiceRules<v.InferOutput<typeof entries>>());

const listed = { schoolId: '12', otherSchoolName: '', needTranslator: '0', specifiedLanguage: '' };

describe('school', () => {
  it.each(['1', '12', '4711', 'other', ' 12 '])('%j is a choice', (schoolId) => {
    expect(v.safeParse(schema, { ...listed, schoolId, otherSchoolName: 'Springfield Middle' }).success).toBe(true);
  });

  it.each(['', 'abc', 'Other', '12a', '-1', '1.5', '12345678901', 12, null, { $ne: '' }])(
    '%j is "This field is required"',
    (schoolId) => {
      expect(messagesByPath(schema, { ...listed, schoolId })).toEqual({ schoolId: ['This field is required'] });
    },
  );

  it('a missing school is "This field is required"', () => {
    const { schoolId: _, ...rest } = listed;
    expect(messagesByPath(schema, rest)).toEqual({ schoolId: ['This field is required'] });
  });
});

describe('other-school name: required only when the school is other', () => {
  it('is required for "other"', () => {
    expect(messagesByPath(schema, { ...listed, schoolId: 'other' })).toEqual({
      otherSchoolName: ['This field is required'],
    });
    expect(messagesByPath(schema, { ...listed, schoolId: 'other', otherSchoolName: '   ' })).toEqual({
      otherSchoolName: ['This field is required'],
    });
  });

  it('is optional for a listed school', () => {
    expect(v.parse(schema, { schoolId: '12' })).toEqual(listed);
  });

  it('is capped at 500 characters and must be text', () => {
    expect(v.safeParse(schema, { ...listed, schoolId: 'other', otherSchoolName: 's'.repeat(500) }).success).toBe(true);
    expect(messagesByPath(schema, { ...listed, schoolId: 'other', otherSchoolName: 's'.repeat(501) })).toEqual({
      otherSchoolName: ['Must be at most 500 characters'],
    });
    expect(messagesByPath(schema, { ...listed, otherSchoolName: { $ne: '' } })).toEqual({
      otherSchoolName: ['This field is required'],
    });
  });
});

describe('translator and language', () => {
  it('the translator box defaults to not ticked (SPEC shows it for some schools only)', () => {
    expect(v.parse(schema, { schoolId: '12' }).needTranslator).toBe('0');
  });

  it('the language is required when a translator is needed', () => {
    expect(messagesByPath(schema, { ...listed, needTranslator: '1' })).toEqual({
      specifiedLanguage: ['This field is required'],
    });
    expect(v.parse(schema, { ...listed, needTranslator: '1', specifiedLanguage: ' Spanish ' }).specifiedLanguage).toBe(
      'Spanish',
    );
  });

  it('the language is optional otherwise', () => {
    expect(v.safeParse(schema, { ...listed, needTranslator: '0', specifiedLanguage: '' }).success).toBe(true);
  });

  it('the language is capped at 100 characters', () => {
    expect(messagesByPath(schema, { ...listed, needTranslator: '1', specifiedLanguage: 'l'.repeat(101) })).toEqual({
      specifiedLanguage: ['Must be at most 100 characters'],
    });
  });

  it.each(['yes', 1, true])('a translator box holding %j is refused', (needTranslator) => {
    expect(messagesByPath(schema, { ...listed, needTranslator })).toEqual({
      needTranslator: ['This field is required'],
    });
  });
});
