import type { MemberConsentState } from '@stem/shared/api-contract';

/** A consent state the door warns of: any that is not in hand. */
export type ConsentNotInHand = Exclude<MemberConsentState, 'signed' | 'paper' | 'day-of-received'>;

/** Why a consent is not in hand, as the door says it. */
const WHY: Record<ConsentNotInHand, string> = {
  missing: 'No parent/guardian consent is on file for this student.',
  school: 'The school said it would submit this student’s consent; it has not come in.',
  'awaiting-confirmation':
    'A day-of consent was filed, but the parent/guardian has not confirmed it from the link mailed to them, so it does not count yet.',
};

/**
 * What the door tells staff of a student whose consent is not in hand: why, then the quickest way to get it.
 * A filed day-of consent is signed already: the parent's confirmation link counts it at once, where a second
 * form would mail a second link (qa14b); otherwise the day-of form, or the signed paper form handed in.
 */
export function doorConsentAdvice(state: ConsentNotInHand): string {
  const next =
    state === 'awaiting-confirmation'
      ? 'Ask the parent/guardian to open the confirmation link in the mail they were sent (it counts at once), or record the signed paper form handed in.'
      : 'Get the day-of consent form signed before the student takes part, or record the signed paper form handed in.';
  return `${WHY[state]} ${next}`;
}
