import { describe, expect, it } from 'vitest';
import { organisationNameKey, personNameKey } from './same-name-key.ts';

describe('organisationNameKey', () => {
  it('reads one company however it was typed', () => {
    const key = organisationNameKey('Wingfoot Dynamics');
    for (const typed of [
      'Wingfoot Dynamics, Inc.',
      'WINGFOOT DYNAMICS LLC',
      'The Wingfoot Dynamics Co.',
      ' wingfoot  dynamics ',
    ]) {
      expect(organisationNameKey(typed), typed).toBe(key);
    }
    expect(organisationNameKey('Smith & Sons Ltd')).toBe(organisationNameKey('Smith and Sons'));
  });

  it('reads one school however it was typed', () => {
    const key = organisationNameKey('St Marys');
    for (const typed of ["St. Mary's", 'Saint Mary’s', 'ST. MARYS'])
      expect(organisationNameKey(typed), typed).toBe(key);
    expect(organisationNameKey('Éole Académie')).toBe(organisationNameKey('Eole Academie'));
  });

  it('keeps the words that tell two organisations apart', () => {
    expect(organisationNameKey('Wingfoot Dynamics')).not.toBe(organisationNameKey('Wingfoot Labs'));
    // A name that is only a legal form, or only "The", is kept as typed.
    expect(organisationNameKey('The Company')).toBe('company');
    expect(organisationNameKey('Co-Op Tech Inc')).toBe('co op tech');
  });
});

describe('personNameKey', () => {
  it('sets punctuation and apostrophes aside, but no word of the name', () => {
    expect(personNameKey("Mary-Jane O'Neil")).toBe(personNameKey('mary jane oneil'));
    expect(personNameKey('John Smith Jr.')).not.toBe(personNameKey('John Smith'));
  });
});
