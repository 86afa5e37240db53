import { hsChaperoneRegistration } from '@stem/shared';
import { CHAPERONE_CONSENT_SIGNING } from '../../consents/consent-kinds.ts';
import { defineApiKind } from '../api-kind.ts';

/**
 * High school chaperone (HSCHAPERONE, SPEC §2, §3): no rule of its own beyond its schema; the chaperone is
 * the owner and the only recipient of the confirmations.
 */
export const hsChaperone = defineApiKind({
  definition: hsChaperoneRegistration,
  consent: CHAPERONE_CONSENT_SIGNING,
  createdMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    subject: 'Thank you for registering as a chaperone for the STEM Career Day',
    text: [
      `Thank you, ${values.firstName} ${values.lastName}, for registering as a chaperone for the High School STEM Career Day.`,
      '',
      'To view or change your registration, log in with the email address you registered with:',
      loginUrl,
    ].join('\r\n'),
  }),
  updatedMail: (values, { owner, loginUrl }) => ({
    to: [owner],
    subject: 'Your STEM Career Day chaperone registration was updated',
    text: [
      `The chaperone registration of ${values.firstName} ${values.lastName} for the High School STEM Career Day was updated.`,
      '',
      'To view or change it again, log in with the email address you registered with:',
      loginUrl,
    ].join('\r\n'),
  }),
});
