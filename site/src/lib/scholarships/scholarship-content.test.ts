import { describe, expect, it } from 'vitest';
import { disciplineColumns, dollars, fundAwards } from './scholarship-content.ts';

const fund = { name: 'STEM fund', description: 'Essay only', maxAwards: 6, amount: 1000, priorityAwards: 3 };

describe('scholarship page text', () => {
  it('writes amounts as dollars', () => {
    expect(dollars(2500)).toBe('$2,500');
    expect(dollars(500)).toBe('$500');
  });

  it('states the awards and the district priority of a fund', () => {
    expect(fundAwards(fund, 'the City School District')).toBe(
      'Up to 6 awards of $1,000. 3 of them are prioritised for students of the City School District.',
    );
    expect(fundAwards({ ...fund, maxAwards: 3, amount: 2500, priorityAwards: 0 }, 'x')).toBe(
      'Up to 3 awards of $2,500.',
    );
    expect(fundAwards({ ...fund, maxAwards: 1, priorityAwards: 1 }, 'x')).toBe(
      'Up to 1 award of $1,000. 1 of them is prioritised for students of x.',
    );
  });

  it('puts the disciplines in four S-T-E-M columns', () => {
    const columns = disciplineColumns([
      { column: 'mathematics', name: 'Statistics' },
      { column: 'science', name: 'Biology' },
      { column: 'science', name: 'Chemistry' },
    ]);
    expect(columns.map((c) => [c.heading, c.names])).toEqual([
      ['Science', ['Biology', 'Chemistry']],
      ['Technology', []],
      ['Engineering', []],
      ['Mathematics', ['Statistics']],
    ]);
  });
});
