import type { RegType } from '@stem/shared/reg-types';
import type { MissingConsent } from '@stem/shared/staff-contract';
import { holdsEvery, searchWords } from '@stem/shared/text/search-key';
import { consentWords } from '../group/roster.ts';

/** A kind to narrow the list to ('' for every kind). */
export type KindFilter = RegType | '';

/** The kinds the list holds, in the order it first names them: a filter offers only those. */
export const kindsAmong = (consents: readonly MissingConsent[]): RegType[] => [
  ...new Set(consents.map((consent) => consent.regType)),
];

/**
 * The students without a consent in hand, those checked in at the door first, whose row holds every word
 * searched (student, school, group and leader, parent/guardian and how to reach them, the consent's state; case
 * and accents aside), of one kind or of every kind. A teacher calling about their class, or a day's list,
 * narrows a few hundred rows.
 */
export function consentsMatching(
  consents: readonly MissingConsent[],
  query: string,
  kind: KindFilter,
): MissingConsent[] {
  const words = searchWords(query);
  // On the day, the students already here come first: theirs is the consent to settle now (qa25c).
  const here = (consent: MissingConsent) => (consent.checkedInAt === null ? 1 : 0);
  const found = consents.filter(
    (consent) =>
      (kind === '' || consent.regType === kind) &&
      holdsEvery(
        [
          consent.studentName,
          consent.school,
          consent.group,
          consent.parentName,
          consent.parentEmail,
          consent.parentPhone,
          consentWords(consent.consentState),
        ].join(' '),
        words,
      ),
  );
  return found.sort((a, b) => here(a) - here(b));
}
