import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  catalogueChoice,
  HS_GRADE_LEVEL_IDS,
  LUNCH_IDS,
  MS_GRADE_LEVEL_IDS,
  T_SHIRT_SIZE_IDS,
} from './catalogue-choice.ts';

describe('catalogue choices (SPEC §3 catalogues)', () => {
  it('have the ids of SPEC', () => {
    expect([MS_GRADE_LEVEL_IDS, HS_GRADE_LEVEL_IDS, LUNCH_IDS, T_SHIRT_SIZE_IDS].map((ids) => ids.length)).toEqual([
      3, 4, 3, 6,
    ]);
  });

  it('take an id as the select gives it, and nothing else', () => {
    const lunch = catalogueChoice(LUNCH_IDS);
    expect(v.parse(lunch, '2')).toBe('2');
    for (const value of ['', '4', ' 2', 2, null, { $ne: '' }]) {
      expect(v.safeParse(lunch, value).issues?.[0].message).toBe('This field is required');
    }
  });
});
