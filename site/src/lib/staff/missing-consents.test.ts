import { describe, expect, it } from 'vitest';
import type { MissingConsent } from '@stem/shared/staff-contract';
import { consentsMatching, kindsAmong } from './missing-consents.ts';

const consent = (regId: string, change: Partial<MissingConsent>): MissingConsent => ({
  regId,
  regType: 'MSIND',
  studentName: 'Ada Lovelace',
  school: 'Central Middle',
  parentName: 'Grace Hopper',
  parentEmail: 'grace@example.com',
  parentPhone: '330-555-0100',
  registeredAt: '2026-11-01T10:00:00.000Z',
  consentState: 'missing',
  group: '',
  checkedInAt: null,
  ...change,
});

const LIST = [
  consent('1', {}),
  consent('2', { studentName: 'Zoë Brontë', group: 'Rockets (Mae Jemison)', consentState: 'school' }),
  consent('3', { regType: 'HSIND', studentName: 'Alan Turing', school: 'North High', parentName: 'Ethel Turing' }),
];
const ids = (found: readonly MissingConsent[]) => found.map((one) => one.regId);

describe('consentsMatching', () => {
  it('keeps the rows holding every word, in any column, case and accents aside', () => {
    expect(ids(consentsMatching(LIST, 'zoe', ''))).toEqual(['2']);
    expect(ids(consentsMatching(LIST, 'rockets jemison', ''))).toEqual(['2']);
    expect(ids(consentsMatching(LIST, 'ETHEL', ''))).toEqual(['3']);
    expect(ids(consentsMatching(LIST, 'grace@example.com central', ''))).toEqual(['1', '2']);
    expect(ids(consentsMatching(LIST, 'school will submit', ''))).toEqual(['2']);
    expect(ids(consentsMatching(LIST, 'ada turing', ''))).toEqual([]);
  });

  it('lists the students checked in at the door first, otherwise as they came (qa25c)', () => {
    const here = consent('4', { checkedInAt: '2026-04-25T12:05:00.000Z' });
    expect(ids(consentsMatching([...LIST, here], '', ''))).toEqual(['4', '1', '2', '3']);
  });

  it('keeps one kind when asked, and every row for an empty search', () => {
    expect(ids(consentsMatching(LIST, '', 'HSIND'))).toEqual(['3']);
    expect(ids(consentsMatching(LIST, '  ', ''))).toEqual(['1', '2', '3']);
    expect(ids(consentsMatching(LIST, 'ada', 'HSIND'))).toEqual([]);
  });
});

describe('kindsAmong', () => {
  it('names each kind the list holds once', () => {
    expect(kindsAmong(LIST)).toEqual(['MSIND', 'HSIND']);
    expect(kindsAmong([])).toEqual([]);
  });
});
