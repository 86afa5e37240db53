/**
 * /account-already-exists?conns=…: the identity provider says which kind of account already holds the
 * email, and SPEC §2 asks the page to point the visitor to it ("Please login using the matching option").
 * Keyed by the provider's connection names.
 */
export const ACCOUNT_HINTS = {
  'google-oauth2': 'Please login using your Google account.',
  employee: 'Please login using your employee sign-in.',
  social: 'Please login using your social network account.',
  windowslive: 'Please login using your Microsoft account.',
} as const;

export type AccountConnection = keyof typeof ACCOUNT_HINTS;

/** The hint for the `conns` query value, or null when it names no known connection. */
export function accountHint(search: string): string | null {
  const conns = new URLSearchParams(search).get('conns')?.trim();
  return conns && Object.hasOwn(ACCOUNT_HINTS, conns) ? ACCOUNT_HINTS[conns as AccountConnection] : null;
}
