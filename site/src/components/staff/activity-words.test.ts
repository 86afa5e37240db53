import { describe, expect, it } from 'vitest';
import { activityTarget, activityWords } from './activity-words.ts';

describe('the activity log in words', () => {
  it.each([
    ['retention-plan', 'Read the retention plan'],
    ['list', 'Read the registrations'],
    ['export-xlsx', 'Exported the registrations (XLSX)'],
    ['check-undo', 'Undid a check-in'],
    ['consent-paper-form', 'Recorded a paper consent form'],
    ['export-people', 'Exported the list of everyone coming (XLSX)'],
  ])('says %j as %j', (action, words) => expect(activityWords(action)).toBe(words));

  it('shows a code it does not know as it is, and no inherited name', () => {
    expect(activityWords('export-pdf')).toBe('export-pdf');
    expect(activityWords('toString')).toBe('toString');
  });

  it('says what an action was about in words', () => {
    expect(activityTarget('all')).toBe('All registrations');
    expect(activityTarget('MSIND')).toBe('Middle school student');
    expect(activityTarget('high-school')).toBe('High school day');
    expect(activityTarget('PIRATE')).toBe('PIRATE');
  });
});
