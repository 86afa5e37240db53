import { hsChaperoneRegistration } from '@stem/shared';
import { isAnswerGroup } from '@stem/shared/registration/fields/answers';
import { CHAPERONE_CONSENT_SIGNING } from '../../consents/consent-kinds.ts';
import { chaperoneCreated, chaperoneUpdated } from '../../mail/templates/chaperone-mails.ts';
import { defineApiKind } from '../api-kind.ts';

/**
 * High school chaperone (HSCHAPERONE, SPEC §2, §3): no rule of its own beyond its schema; the chaperone is
 * the owner and the only recipient of the confirmations.
 */
export const hsChaperone = defineApiKind({
  definition: hsChaperoneRegistration,
  consent: CHAPERONE_CONSENT_SIGNING,
  // SPEC §3: "One reading has the signature field named chaperoneSignature".
  readSpecBody({ stemDayConsent: consent }) {
    if (isAnswerGroup(consent) && consent.chaperoneElSignature === undefined) {
      consent.chaperoneElSignature = consent.chaperoneSignature;
    }
  },
  createdMail: (values, { owner, loginUrl }) => ({ to: [owner], content: chaperoneCreated(values, loginUrl, owner) }),
  updatedMail: (values, { owner, loginUrl }) => ({ to: [owner], content: chaperoneUpdated(values, loginUrl) }),
});
