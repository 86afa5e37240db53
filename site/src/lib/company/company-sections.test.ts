import { describe, expect, it } from 'vitest';
import { companySections } from './company-sections.ts';

const numbered = (eventChoice: string) =>
  Object.fromEntries(companySections(eventChoice).map(({ section, number }) => [section, number]));

describe('the company form’s sections (SPEC §2: numbers shift with the chosen event)', () => {
  it('middle school: 3 its preparation, 4 sponsorship, 5 participants', () => {
    expect(numbered('0')).toEqual({
      organization: 1,
      'main-contact': 2,
      'middle-school': 3,
      sponsorship: 4,
      participants: 5,
    });
  });

  it('high school: 3 its preparation, 4 sponsorship, 5 participants', () => {
    expect(numbered('1')).toEqual({
      organization: 1,
      'main-contact': 2,
      'high-school': 3,
      sponsorship: 4,
      participants: 5,
    });
  });

  it('both: 3 middle school, 4 high school, 5 sponsorship, 6 participants', () => {
    expect(numbered('2')).toEqual({
      organization: 1,
      'main-contact': 2,
      'middle-school': 3,
      'high-school': 4,
      sponsorship: 5,
      participants: 6,
    });
  });

  it('sponsorship only, or no choice yet: 3 sponsorship, no participants', () => {
    for (const choice of ['3', '']) {
      expect(numbered(choice)).toEqual({ organization: 1, 'main-contact': 2, sponsorship: 3 });
    }
  });
});
