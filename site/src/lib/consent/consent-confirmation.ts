import { ANSWER_CODES } from '@stem/shared/api-contract';

/**
 * What the confirmation page shows after its button: recorded, recorded before (the link used again), a link
 * that is no good (the API's words), or a failure.
 */
export type ConfirmationOutcome =
  | { kind: 'confirmed' | 'already-confirmed'; studentName: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'error' };

/** The message when the page was opened without a token (a link cut short by a mail client). */
export const NO_TOKEN_MESSAGE =
  'This confirmation link is incomplete. Please open the whole link from the email, or fill in the consent form again.';

/** The token of the page's address (`/consent-confirm?token=…`), or null. */
export const tokenOfAddress = (search: string): string | null => new URLSearchParams(search).get('token') || null;

/** POST /api/day-of-consent/confirm with the link's token. */
export async function confirmDayOfConsent(token: string, fetcher: typeof fetch = fetch): Promise<ConfirmationOutcome> {
  let body: unknown;
  try {
    const response = await fetcher('/api/day-of-consent/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token }),
    });
    body = await response.json();
  } catch {
    return { kind: 'error' };
  }
  const answer = body as {
    code?: unknown;
    message?: unknown;
    data?: { alreadyConfirmed?: unknown; studentName?: unknown };
  } | null;
  if (answer?.code === ANSWER_CODES.ok) {
    // Whose consent it was, so a parent of two knows which one is done ('' if the API did not say).
    const studentName = typeof answer.data?.studentName === 'string' ? answer.data.studentName : '';
    return { kind: answer.data?.alreadyConfirmed === true ? 'already-confirmed' : 'confirmed', studentName };
  }
  if (answer?.code === ANSWER_CODES.refused && typeof answer.message === 'string') {
    return { kind: 'invalid', message: answer.message };
  }
  return { kind: 'error' };
}
