import { describe, expect, it } from 'vitest';
import { labelOf, summarize } from './registration-summary.ts';

describe('summarize', () => {
  it('lists the fields by section, with choice titles, Yes/No, and nothing internal or empty', () => {
    const sections = summarize(
      {
        regId: 'r1',
        regType: 'MSIND',
        firstName: 'Ada',
        email: 'ada@example.com',
        confirmEmail: 'ada@example.com',
        schoolId: '12',
        otherSchoolName: '',
        hasAttended: '0',
        groupCode: 'Rockets-2026',
        parentGuardian: { firstName: 'Grace', willBeAttending: '1', confirmEmail: 'x' },
        favouriteSubjects: { science: '1', math: '0' },
        emergencyContact: { firstName: '' },
      },
      { schoolId: new Map([['12', 'Lincoln Middle School']]) },
    );
    expect(sections).toEqual([
      {
        heading: 'Registration',
        rows: [
          { label: 'First name', value: 'Ada' },
          { label: 'Email', value: 'ada@example.com' },
          { label: 'School', value: 'Lincoln Middle School' },
          { label: 'Attended before', value: 'No' },
        ],
      },
      {
        heading: 'Parent/Guardian',
        rows: [
          { label: 'First name', value: 'Grace' },
          { label: 'Will attend', value: 'Yes' },
        ],
      },
      {
        heading: 'Favourite subjects',
        rows: [
          { label: 'Science', value: 'Yes' },
          { label: 'Math', value: 'No' },
        ],
      },
    ]);
    expect(JSON.stringify(sections)).not.toContain('Rockets-2026');
  });

  it('turns field names into labels', () => {
    expect(labelOf('parentGuardianName')).toBe('Parent guardian name');
    expect(labelOf('tShirtSizeId')).toBe('T-shirt size');
    expect(labelOf('constructor')).toBe('Constructor');
  });
});
