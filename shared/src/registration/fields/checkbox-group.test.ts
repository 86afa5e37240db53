import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import { atLeastOneChecked, FavouriteSubjectsSchema, TOUR_TYPES, TourTypeSchema } from './checkbox-group.ts';

const subjects = v.object({ favouriteSubjects: FavouriteSubjectsSchema });
const tours = v.object({ tourType: TourTypeSchema });
const noSubject = { favouriteSubjects: ['Check at least one subject'] };
const noTour = { tourType: ['Check at least one tour type'] };

describe('favourite subjects: at least one', () => {
  it.each(['science', 'technology', 'engineering', 'math'])('%s alone is enough', (subject) => {
    expect(v.parse(subjects, { favouriteSubjects: { [subject]: '1' } }).favouriteSubjects[subject as 'math']).toBe('1');
  });

  it('unticked boxes are filled in as "0" and unknown boxes are dropped', () => {
    // JSON.parse, as a request body arrives: "__proto__" is then an own key, not the prototype.
    const input = JSON.parse('{"favouriteSubjects": {"math": "1", "art": "1", "__proto__": {"science": "1"}}}');
    expect(v.parse(subjects, input)).toEqual({
      favouriteSubjects: { science: '0', technology: '0', engineering: '0', math: '1' },
    });
  });

  it.each([
    ['all "0"', { science: '0', technology: '0', engineering: '0', math: '0' }],
    ['none given', {}],
    ['only an unknown box', { art: '1' }],
  ])('%s is "Check at least one subject"', (_, favouriteSubjects) => {
    expect(messagesByPath(subjects, { favouriteSubjects })).toEqual(noSubject);
  });

  it('a missing group is "Check at least one subject"', () => {
    expect(messagesByPath(subjects, {})).toEqual(noSubject);
  });

  it.each([true, 1, 'yes'])('a box holding %j is refused', (value) => {
    expect(messagesByPath(subjects, { favouriteSubjects: { science: value, math: '1' } })).toEqual({
      'favouriteSubjects.science': ['This field is required'],
    });
  });

  it.each(['1', 1, null])('a group that is not an object (%j) is refused', (favouriteSubjects) => {
    expect(messagesByPath(subjects, { favouriteSubjects })).toEqual({
      favouriteSubjects: ['This field is required'],
    });
  });

  it('an array ticks nothing', () => {
    expect(messagesByPath(subjects, { favouriteSubjects: ['math'] })).toEqual(noSubject);
  });
});

describe('tour types: at least one, no upper limit', () => {
  it('has the 19 flags of SPEC §3', () => {
    expect(TOUR_TYPES).toHaveLength(19);
    expect(Object.keys(v.parse(tours, { tourType: { physics: '1' } }).tourType)).toEqual([...TOUR_TYPES]);
  });

  it.each([1, 3, 4, 19])('%i ticked passes (the "up to 3" is text only)', (count) => {
    const tourType = Object.fromEntries(TOUR_TYPES.map((flag, index) => [flag, index < count ? '1' : '0']));
    expect(v.safeParse(tours, { tourType }).success).toBe(true);
  });

  it('none ticked is "Check at least one tour type"', () => {
    expect(messagesByPath(tours, { tourType: Object.fromEntries(TOUR_TYPES.map((flag) => [flag, '0'])) })).toEqual(
      noTour,
    );
    expect(messagesByPath(tours, {})).toEqual(noTour);
  });
});

describe('atLeastOneChecked', () => {
  it('names the field in the message', () => {
    const schema = v.object({ colours: atLeastOneChecked(['red', 'blue'], 'colour') });
    expect(messagesByPath(schema, { colours: { red: '0' } })).toEqual({ colours: ['Check at least one colour'] });
  });
});
