import type { ContactSubject } from '@stem/shared';
import type { CmsClient } from '../cms/cms-client.ts';
import type { ContactRecipient } from '../cms/cms-reader.ts';

/** Where a question is mailed, and why: the CMS's address for its subject, or the configured fallback. */
export interface Recipient {
  address: string;
  source: 'cms' | 'fallback';
}

// Names that can never receive mail (RFC 2606, RFC 6761): the seed's example addresses among them.
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i;

/** Whether an address is on a domain reserved for examples and tests, which never receives mail. */
export const isReservedExampleAddress = (address: string): boolean =>
  RESERVED_DOMAIN.test(address.slice(address.lastIndexOf('@') + 1));

/**
 * The organisers' address for a subject: the CMS's entry for it (its current or last known list), else the
 * fallback address. In production an address on a reserved example domain counts as none: the CMS is
 * seeded with such addresses, and a question sent there before staff replace them would be lost.
 */
export function recipientFor(
  subject: ContactSubject,
  known: readonly ContactRecipient[] | null,
  options: { fallback: string; production: boolean },
): Recipient {
  const entry = known?.find((recipient) => recipient.subject === subject);
  if (!entry || (options.production && isReservedExampleAddress(entry.email))) {
    return { address: options.fallback, source: 'fallback' };
  }
  return { address: entry.email, source: 'cms' };
}

/** Where the organisers of a subject are mailed (CONTACT_FALLBACK_EMAIL and the mode: `recipientFor`'s options). */
export interface OrganiserAddressOptions {
  fallback: string;
  production: boolean;
}

/** The organisers' address for a subject, read from the CMS when a mail to them is written. */
export interface OrganiserAddresses {
  addressFor(subject: ContactSubject): Promise<string>;
}

export const organiserAddresses = (
  cms: Pick<CmsClient, 'getContactRecipients'>,
  options: OrganiserAddressOptions,
): OrganiserAddresses => ({
  addressFor: async (subject) => recipientFor(subject, await cms.getContactRecipients(), options).address,
});
