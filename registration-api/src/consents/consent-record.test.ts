import { describe, expect, it } from 'vitest';
import { CHAPERONE_CONSENT_SIGNING, STUDENT_CONSENT_SIGNING } from './consent-kinds.ts';
import { consentRecordsOf, withConsentRecords } from './consent-record.ts';

const signed = (name: string) => ({
  parentGuardianName: name,
  relation: 'Mother',
  studentName: 'Ada Lovelace',
  parentGuardianElSignature: name,
  date: '02/03/2026',
});
const at = (iso: string) => new Date(iso);

describe('withConsentRecords', () => {
  it('records the text version shown, who signed and the server time, and keeps the version out of the form data', () => {
    const data = withConsentRecords(
      { firstName: 'Ada', stemDayConsent: signed('Grace Hopper'), consentTextVersion: 'ms-student@0123456789abcdef' },
      null,
      STUDENT_CONSENT_SIGNING,
      at('2026-02-03T15:00:00.000Z'),
    );
    expect(data).not.toHaveProperty('consentTextVersion');
    expect(consentRecordsOf(data)).toEqual([
      {
        textVersion: 'ms-student@0123456789abcdef',
        signedBy: {
          parentGuardianName: 'Grace Hopper',
          relation: 'Mother',
          studentName: 'Ada Lovelace',
          parentGuardianElSignature: 'Grace Hopper',
        },
        recordedAt: '2026-02-03T15:00:00.000Z',
      },
    ]);
  });

  it('keeps the earlier record when an edit changes the signature, and adds none when it leaves it as it was', () => {
    const first = withConsentRecords(
      { stemDayConsent: signed('Grace Hopper'), consentTextVersion: 'ms-student@0123456789abcdef' },
      null,
      STUDENT_CONSENT_SIGNING,
      at('2026-02-03T15:00:00.000Z'),
    );
    const unchanged = withConsentRecords(
      { stemDayConsent: signed('Grace Hopper'), consentTextVersion: 'ms-student@fedcba9876543210' },
      first,
      STUDENT_CONSENT_SIGNING,
      at('2026-02-04T15:00:00.000Z'),
    );
    expect(consentRecordsOf(unchanged)).toEqual(consentRecordsOf(first));
    const resigned = withConsentRecords(
      { stemDayConsent: signed('Alan Turing'), consentTextVersion: 'ms-student@fedcba9876543210' },
      unchanged,
      STUDENT_CONSENT_SIGNING,
      at('2026-02-05T15:00:00.000Z'),
    );
    expect(
      consentRecordsOf(resigned).map((record) => [record.signedBy.parentGuardianName, record.textVersion]),
    ).toEqual([
      ['Grace Hopper', 'ms-student@0123456789abcdef'],
      ['Alan Turing', 'ms-student@fedcba9876543210'],
    ]);
    // The school takes over the consent: the block is emptied, the history stays.
    const bySchool = withConsentRecords({ stemDayConsent: {} }, resigned, STUDENT_CONSENT_SIGNING, new Date());
    expect(consentRecordsOf(bySchool)).toHaveLength(2);
  });

  it('records nothing for an unsigned block, and null for a version the client did not send', () => {
    expect(
      consentRecordsOf(withConsentRecords({ stemDayConsent: {} }, null, STUDENT_CONSENT_SIGNING, new Date())),
    ).toEqual([]);
    const chaperone = withConsentRecords(
      {
        stemDayConsent: { chaperoneFullName: 'Katherine Johnson', chaperoneElSignature: 'Katherine Johnson', date: '' },
      },
      null,
      CHAPERONE_CONSENT_SIGNING,
      new Date(),
    );
    expect(consentRecordsOf(chaperone)).toMatchObject([
      { textVersion: null, signedBy: { chaperoneFullName: 'Katherine Johnson' } },
    ]);
  });

  it('ignores a history that is not a list (never written by this code)', () => {
    expect(consentRecordsOf({ consentRecords: 'forged' })).toEqual([]);
  });
});
