import { describe, expect, it } from 'vitest';
import { KEPT_SCHOOL_LABEL, schoolChoices } from './school-choices.ts';

const schools = [
  { value: '1', label: 'Riverbend Middle School', offersTranslation: true },
  { value: '10', label: 'Silver Creek Middle School', offersTranslation: false },
];
const other = { value: 'other', label: 'Other' };

describe('the school select’s options', () => {
  it('are the list and Other on a new form, or for a school still on the list', () => {
    expect(schoolChoices(schools, undefined)).toEqual([...schools, other]);
    expect(schoolChoices(schools, { schoolId: '' })).toEqual([...schools, other]);
    expect(schoolChoices(schools, { schoolId: '10' })).toEqual([...schools, other]);
    expect(schoolChoices(schools, { schoolId: 'other' })).toEqual([...schools, other]);
  });

  it('keep a school taken off the list since, with the translator question when a translator was asked for', () => {
    expect(schoolChoices(schools, { schoolId: '9', needTranslator: '1' })).toEqual([
      ...schools,
      { value: '9', label: KEPT_SCHOOL_LABEL, offersTranslation: true },
      other,
    ]);
    expect(schoolChoices(schools, { schoolId: '9', needTranslator: '0' })[2]).toMatchObject({
      offersTranslation: false,
    });
  });

  it('add nothing before the list is known', () => {
    expect(schoolChoices([], { schoolId: '9' })).toEqual([other]);
  });
});
