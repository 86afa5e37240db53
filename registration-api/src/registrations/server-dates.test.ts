import { describe, expect, it } from 'vitest';
import { stampEditedDates } from './server-dates.ts';

const paths = [['stemDayConsent', 'date']] as const;
const signed = { parentGuardianName: 'Grace Hopper', parentGuardianElSignature: 'Grace Hopper' };
const stored = { stemDayConsent: { ...signed, date: '02/03/2026' } };
const edit = (block: Record<string, string>) =>
  stampEditedDates({ stemDayConsent: block }, stored, paths, '11/23/2026');

describe('stampEditedDates (consent dates of an edit)', () => {
  it('keeps the stored date of a block left as it was, whatever date the client sent', () => {
    expect(edit({ ...signed, date: '01/01/2020' }).stemDayConsent.date).toBe('02/03/2026');
  });

  it('dates a block signed differently today', () => {
    expect(edit({ ...signed, parentGuardianElSignature: 'G. Hopper', date: '02/03/2026' }).stemDayConsent.date).toBe(
      '11/23/2026',
    );
  });

  it('dates a first signature today, and leaves an unsigned block undated', () => {
    const unsignedBefore = { stemDayConsent: { parentGuardianName: '', parentGuardianElSignature: '', date: '' } };
    expect(
      stampEditedDates({ stemDayConsent: { ...signed, date: '' } }, unsignedBefore, paths, '11/23/2026').stemDayConsent,
    ).toEqual({ ...signed, date: '11/23/2026' });
    expect(stampEditedDates(unsignedBefore, unsignedBefore, paths, '11/23/2026').stemDayConsent.date).toBe('');
  });
});
