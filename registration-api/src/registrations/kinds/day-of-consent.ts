import { ANSWER_CODES, hsDayOfConsentRegistration, msDayOfConsentRegistration } from '@stem/shared';
import { defineApiKind } from '../api-kind.ts';

/**
 * The parent's day-of consent (HSDAYOFCONSENT, MSDAYOFCONSENT). The public form files it and always answers
 * code 0 with nothing else, whether or not its email names a registration (SECURITY.md item 25): the
 * consent counts once confirmed from the link mailed to the parent/guardian email on the student's
 * registration (consents/day-of-consent-service.ts), which records it owned by the student's email.
 */
const dayOfConsent = <D extends typeof hsDayOfConsentRegistration | typeof msDayOfConsentRegistration>(definition: D) =>
  defineApiKind({
    definition,
    async acceptInstead(values, { dayOfConsents }) {
      await dayOfConsents.file(values);
      return { code: ANSWER_CODES.ok, message: '' };
    },
  });

export const hsDayOfConsent = dayOfConsent(hsDayOfConsentRegistration);
export const msDayOfConsent = dayOfConsent(msDayOfConsentRegistration);
