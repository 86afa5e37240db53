import { hsDayOfConsentRegistration, msDayOfConsentRegistration } from '@stem/shared';
import { dayOfConsentReceived } from '../../mail/templates/day-of-consent-mails.ts';
import { defineApiKind } from '../api-kind.ts';

/** One consent per student and school level; a parent who needs to change it asks the organisers. */
export const DUPLICATE_CONSENT_MESSAGE =
  'A consent form for this student email has already been received. To change it, please contact us.';

/**
 * The parent's day-of consent (HSDAYOFCONSENT, MSDAYOFCONSENT): owned by the student's registration email,
 * never edited (the registry has no edit route for it), mailed to that email.
 */
const dayOfConsent = <D extends typeof hsDayOfConsentRegistration | typeof msDayOfConsentRegistration>(definition: D) =>
  defineApiKind({
    definition,
    duplicateMessage: DUPLICATE_CONSENT_MESSAGE,
    createdMail: (_values, { owner }) => ({ to: [owner], content: dayOfConsentReceived() }),
  });

export const hsDayOfConsent = dayOfConsent(hsDayOfConsentRegistration);
export const msDayOfConsent = dayOfConsent(msDayOfConsentRegistration);
