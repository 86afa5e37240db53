import { isDeepStrictEqual } from 'node:util';
import { CONSENT_TEXT_VERSION_FIELD, isFilled } from '@stem/shared';
import type { RegistrationData } from '../store/registration-store.ts';

/** Where a registration keeps its consent history, beside the form data (no form body can write it). */
export const CONSENT_RECORDS_FIELD = 'consentRecords';

/** One signature as the API recorded it: never from a request body as such. */
export interface ConsentRecord {
  /** The consent text the form showed (`<slug>@<hash>`), or null when the client named none. */
  textVersion: string | null;
  /** The signature fields as signed (names, relation, the typed signature). */
  signedBy: Record<string, string>;
  /** ISO 8601, the server's time when the signature was recorded. */
  recordedAt: string;
  /** A day-of consent: the parent/guardian address it was confirmed from (the registration's). */
  confirmedFrom?: string;
  /**
   * A signed paper consent form handed to the organisers (the school's, or one a parent brought to the door),
   * recorded on the student's registration by the organiser named: nobody typed a signature on the site.
   */
  paperForm?: { recordedBy: string };
}

/** The signed paper form recorded on a student's registration (its last such record), or null. */
export const paperFormOf = (data: RegistrationData | null | undefined): ConsentRecord | null =>
  consentRecordsOf(data).findLast((record) => record.paperForm !== undefined) ?? null;

/** `data` with a signed paper form recorded by `recordedBy` now (the earlier records kept). */
export const withPaperForm = (data: RegistrationData, recordedBy: string, now: Date): RegistrationData => ({
  ...data,
  [CONSENT_RECORDS_FIELD]: [
    ...consentRecordsOf(data),
    { textVersion: null, signedBy: {}, recordedAt: now.toISOString(), paperForm: { recordedBy } },
  ],
});

/** Which fields of a kind's `stemDayConsent` name who signed, and which one is the signature itself. */
export interface ConsentSigning {
  signature: string;
  signedBy: readonly string[];
}

/** The consent history stored in `data`, or [] (older registrations have none; anything else is not ours). */
export function consentRecordsOf(data: RegistrationData | null | undefined): ConsentRecord[] {
  const records = data?.[CONSENT_RECORDS_FIELD];
  return Array.isArray(records) ? (records as ConsentRecord[]) : [];
}

/** The signature fields of a consent block as signed, or null when it carries no signature. */
export function signatureOf(block: unknown, signing: ConsentSigning): Record<string, string> | null {
  if (block === null || typeof block !== 'object') return null;
  const value = (name: string) => {
    const field: unknown = Reflect.get(block, name);
    return typeof field === 'string' ? field : '';
  };
  if (!isFilled(value(signing.signature))) return null;
  return Object.fromEntries(signing.signedBy.map((name) => [name, value(name)]));
}

/**
 * The data to store with its consent history: the earlier records kept, and a new one (the text version
 * the form showed, who signed, the server's time) when the consent block carries a signature that differs
 * from the last one recorded. An edit that leaves the signature as it was records nothing: it is the same
 * signature, given under the text shown then. The version travels in the body but is stored only in the
 * records, so a loaded edit form never sends an old version back as its own.
 */
export function withConsentRecords(
  data: RegistrationData,
  previous: RegistrationData | null,
  signing: ConsentSigning,
  now: Date,
): RegistrationData {
  const { [CONSENT_TEXT_VERSION_FIELD]: version, ...rest } = data;
  const records = consentRecordsOf(previous);
  const signedBy = signatureOf(rest.stemDayConsent, signing);
  // Against the last signature given on the form: a paper form recorded since is not one.
  const last = records.findLast((record) => record.paperForm === undefined);
  if (signedBy && !(last && isDeepStrictEqual(last.signedBy, signedBy))) {
    records.push({
      textVersion: typeof version === 'string' && version !== '' ? version : null,
      signedBy,
      recordedAt: now.toISOString(),
    });
  }
  return { ...rest, [CONSENT_RECORDS_FIELD]: records };
}
