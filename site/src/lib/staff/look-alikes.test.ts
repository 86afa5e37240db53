import { describe, expect, it } from 'vitest';
import { lookAlikes } from './look-alikes.ts';

const person = (regId: string, name: string, detail = 'Central Middle') => ({ regId, name, detail });

describe('lookAlikes', () => {
  it('names everyone who reads the same as another of the list: one name at one school, case and spaces aside', () => {
    const people = [
      person('1', 'Alex Kim'),
      person('2', 'alex  kim'),
      person('3', 'Alex Kim', 'North Middle'),
      person('4', 'Ada Lovelace'),
    ];
    expect(lookAlikes(people)).toEqual(new Set(['1', '2']));
  });

  it('names nobody in a list of different people, or of one', () => {
    expect(lookAlikes([person('1', 'Alex Kim'), person('2', 'Alex Kimball')])).toEqual(new Set());
    expect(lookAlikes([person('1', 'Alex Kim')])).toEqual(new Set());
  });
});
