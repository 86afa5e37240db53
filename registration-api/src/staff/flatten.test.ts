import { describe, expect, it } from 'vitest';
import { API_KINDS } from '../registrations/api-kinds.ts';
import { schemaFields, type AnySchema } from './answer-words.ts';
import { flatten, headingOf, humanise, isStampedTime } from './flatten.ts';

describe('desk headings', () => {
  const names = [
    ...new Set(API_KINDS.flatMap((kind) => [...schemaFields(kind.definition.edit as AnySchema)].map(([name]) => name))),
  ];

  it('read every field of every kind as words: no number glued to a word, no "el", no lower-case "url"', () => {
    expect(names.length).toBeGreaterThan(100);
    const unreadable = names
      .map((name) => humanise(name))
      .filter((heading) => /[a-z]\d|\bel\b|\burl\b|\bE sports\b|^Add parent/i.test(heading.replace(/\bURL\b/, '')));
    expect(unreadable).toEqual([]);
  });

  it('say what the shortened names mean', () => {
    expect(humanise('notOn4Scale')).toBe('GPA not on a 4.0 scale');
    expect(humanise('schoolYear9')).toBe('School year 9');
    expect(humanise('parentGuardianElSignature')).toBe('Parent guardian electronic signature');
    expect(humanise('creativeComponentURL')).toBe('Creative component URL');
    expect(humanise('tShirtSizeId')).toBe('T-shirt size id');
    expect(headingOf('activities.2.schoolYear10')).toBe('Activities 2 / School year 10');
    expect(headingOf('consentRecords.1.recordedAt')).toBe('Consent signatures 1 / Recorded at');
  });
});

describe('flatten', () => {
  it('gives an empty list no leaf, and a list of plain values one', () => {
    expect(flatten({ consentRecords: [], subjects: ['Math', 'Physics'] })).toEqual([
      { path: 'subjects', field: 'subjects', value: 'Math; Physics', row: null },
    ]);
  });
});

describe('isStampedTime', () => {
  it('knows a time the API stamped from a date a person typed', () => {
    expect(isStampedTime('2026-04-01T18:03:07.123Z')).toBe(true);
    expect(isStampedTime('2026-04-01T18:03:07Z')).toBe(true);
    expect(isStampedTime('2026-04-01')).toBe(false);
    expect(isStampedTime('04/01/2026')).toBe(false);
    expect(isStampedTime('Signed 2026-04-01T18:03:07Z')).toBe(false);
  });
});
