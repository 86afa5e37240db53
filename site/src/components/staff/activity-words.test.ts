import { describe, expect, it } from 'vitest';
import { activityWords } from './activity-words.ts';

describe('the activity log in words', () => {
  it.each([
    ['retention-plan', 'Read the retention plan'],
    ['list', 'Read the registrations'],
    ['export-xlsx', 'Exported the registrations (XLSX)'],
    ['check-undo', 'Undid a check-in'],
  ])('says %j as %j', (action, words) => expect(activityWords(action)).toBe(words));

  it('shows a code it does not know as it is, and no inherited name', () => {
    expect(activityWords('export-pdf')).toBe('export-pdf');
    expect(activityWords('toString')).toBe('toString');
  });
});
