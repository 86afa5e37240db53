import { describe, expect, it } from 'vitest';
import { shownColumns } from './shown-columns.ts';

const FIXED = ['regId', 'registered', 'lastChange', 'email'];
const columns = (...data: string[]) => [...FIXED, ...data].map((key) => ({ key }));

describe('the registrations table’s columns', () => {
  it('shows Registered and Email, then the first four data columns of a kind that starts with its names', () => {
    expect(shownColumns(columns('firstName', 'lastName', 'schoolId', 'gradeLevelId', 'lunchId'))).toEqual([
      1, 3, 4, 5, 6, 7,
    ]);
  });

  it('puts whom the row is about first, whatever the kind’s field order (a scholarship’s fund flags)', () => {
    const scholarship = columns(
      'scholarshipType.engineeringCreativeAndEssay',
      'scholarshipType.engineeringEssay',
      'scholarshipType.stem',
      'firstName',
      'lastName',
      'middleInitial',
    );
    expect(shownColumns(scholarship)).toEqual([1, 3, 7, 8, 4, 5]);
    expect(shownColumns(columns('eventChoice', 'companyType', 'companyName', 'firstName'))).toEqual([1, 3, 6, 7, 4, 5]);
  });

  it('shows the kind’s preferred answers after the names (a scholarship’s funds, school and GPA)', () => {
    const scholarship = columns(
      'scholarshipType',
      'firstName',
      'lastName',
      'middleInitial',
      'schoolId',
      'gradePointAverage',
    );
    expect(shownColumns(scholarship, ['scholarshipType', 'schoolId', 'gradePointAverage'])).toEqual([1, 3, 5, 6, 4, 8]);
  });

  it('shows the API’s flags (a possible duplicate, files missing) beside the email, besides four data columns', () => {
    expect(
      shownColumns(columns('possibleDuplicateOf', 'checkedIn', 'firstName', 'lastName', 'schoolId', 'gradeLevelId')),
    ).toEqual([1, 3, 4, 6, 7, 5, 8]);
    expect(shownColumns(columns('filesMissing', 'firstName', 'lastName', 'essay', 'gpa'))).toEqual([
      1, 3, 4, 5, 6, 7, 8,
    ]);
  });
});
