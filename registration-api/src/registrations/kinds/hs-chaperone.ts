import { hsChaperoneRegistration } from '@stem/shared';
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
  createdMail: (values, { owner, loginUrl }) => ({ to: [owner], content: chaperoneCreated(values, loginUrl) }),
  updatedMail: (values, { owner, loginUrl }) => ({ to: [owner], content: chaperoneUpdated(values, loginUrl) }),
});
