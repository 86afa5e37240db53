import type { ConsentSigning } from './consent-record.ts';

/** The parent's consent on the student forms and the day-of consent form (SPEC §3 stemDayConsent). */
export const STUDENT_CONSENT_SIGNING: ConsentSigning = {
  signature: 'parentGuardianElSignature',
  signedBy: ['parentGuardianName', 'relation', 'studentName', 'parentGuardianElSignature'],
};

/** The chaperone's consent and release (SPEC §3). */
export const CHAPERONE_CONSENT_SIGNING: ConsentSigning = {
  signature: 'chaperoneElSignature',
  signedBy: ['chaperoneFullName', 'chaperoneElSignature'],
};
