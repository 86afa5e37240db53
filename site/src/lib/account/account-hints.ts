/**
 * /account-already-exists?conns=…: the identity provider says which kind of account already holds the
 * email, and SPEC §2 asks the page to point the visitor to it ("Please login using the matching option").
 * SPEC names four kinds; which provider connection is which kind is configuration (ACCOUNT_CONNECTIONS at
 * site build), since each provider names its connections its own way.
 */
export const ACCOUNT_HINTS = {
  /** A web-search company's account. */
  google: 'Please login using your Google account.',
  employee: 'Please login using your employee sign-in.',
  social: 'Please login using your social network account.',
  /** A desktop-software company's account. */
  microsoft: 'Please login using your Microsoft account.',
} as const;

export type AccountKind = keyof typeof ACCOUNT_HINTS;

/** Connection name → kind. The default names are Auth0's; Keycloak or Entra set their own. */
export const DEFAULT_ACCOUNT_CONNECTIONS = 'google-oauth2=google,employee=employee,social=social,windowslive=microsoft';

/** Reads `name=kind,name=kind`; throws naming the variable and the bad entry, so a wrong build fails early. */
export function parseAccountConnections(config: string, variable = 'ACCOUNT_CONNECTIONS'): Record<string, AccountKind> {
  const map: Record<string, AccountKind> = Object.create(null) as Record<string, AccountKind>;
  for (const entry of config
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name, kind, ...rest] = entry.split('=').map((part) => part.trim());
    if (!name || !kind || rest.length > 0 || !/^[\w.-]+$/.test(name) || !Object.hasOwn(ACCOUNT_HINTS, kind)) {
      throw new Error(
        `${variable}: "${entry}" must be connection=kind, kind one of ${Object.keys(ACCOUNT_HINTS).join(', ')}`,
      );
    }
    map[name] = kind as AccountKind;
  }
  return map;
}

/** The hint for the `conns` query value, or null when it names no configured connection. */
export function accountHint(search: string, connections: Record<string, AccountKind>): string | null {
  const conns = new URLSearchParams(search).get('conns')?.trim();
  return conns && Object.hasOwn(connections, conns) ? ACCOUNT_HINTS[connections[conns]!] : null;
}
