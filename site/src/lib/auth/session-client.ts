/**
 * The browser's side of login (SPEC §4 "Authentication", §6). The session lives in an httpOnly cookie the
 * page never sees; the page asks /auth/token for a short-lived access token once per page load and keeps
 * it in memory only: never in localStorage, never in a URL.
 */
export interface SignedInUser {
  name: string;
  email: string | null;
  /** False: the provider has not verified the email yet, so no registration is linked to it. */
  emailVerified: boolean;
  /** The organisers' desk (/staff) is open to this user: a verified staff email or the staff role. */
  staff: boolean;
}

export interface Session {
  accessToken: string;
  user: SignedInUser;
}

export const ACCESS_DENIED_PAGE = '/access-denied';

let current: Promise<Session | null> | undefined;

/**
 * The signed-in session, or null when logged out (or when the API cannot be reached). Asked once per page;
 * `fresh` asks again, for a token that outlives a long form (access tokens last minutes).
 */
export function getSession(options: { fresh?: boolean } = {}): Promise<Session | null> {
  if (options.fresh) current = undefined;
  current ??= askForToken().then((session) => (session === 'offline' ? null : session));
  return current;
}

/**
 * A fresh access token: 'offline' when the server cannot be reached (nobody is sent to sign in for a dropped
 * network: the browser's "no internet" page would replace the desk, and the door's queue with it; an edit
 * form said "You are no longer logged in": qa25b), null when signed out. The page's session is this one now.
 */
export function freshSession(): Promise<Session | 'offline' | null> {
  const asked = askForToken();
  current = asked.then((session) => (session === 'offline' ? null : session));
  return asked;
}

async function askForToken(): Promise<Session | 'offline' | null> {
  let response: Response;
  try {
    response = await fetch('/auth/token', { method: 'POST', credentials: 'same-origin', cache: 'no-store' });
  } catch {
    return 'offline';
  }
  if (response.status >= 500) return 'offline';
  return response.ok ? readSession(await response.json().catch(() => null)) : null;
}

/** Reads the /auth/token answer; anything unexpected counts as logged out. */
export function readSession(body: unknown): Session | null {
  if (body === null || typeof body !== 'object') return null;
  const { accessToken, user } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || user === null || typeof user !== 'object') return null;
  const { name, email, emailVerified, staff } = user as Record<string, unknown>;
  return {
    accessToken,
    user: {
      name: typeof name === 'string' ? name : '',
      email: typeof email === 'string' ? email : null,
      emailVerified: emailVerified === true,
      staff: staff === true,
    },
  };
}

/** The sign-in address that comes back to `returnTo` (a path of this site). */
export const loginUrl = (returnTo: string) => `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;

/** The current page as a return address: path and query, never another origin. */
export const currentPage = () => `${window.location.pathname}${window.location.search}`;

/**
 * The site's tabs tell each other that the session ended; a tab does not hear its own message. None in a
 * browser without BroadcastChannel (Safari before 15.4): its menu still works, its other tabs are not told.
 */
let channel: BroadcastChannel | undefined;
const sessionChannel = () =>
  (channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel('stem-session') : undefined);

/** Calls `listener` when the session ends in another of the site's tabs: a log-out there. */
export const onLogoutElsewhere = (listener: () => void) => {
  const tabs = sessionChannel();
  if (tabs) tabs.onmessage = listener;
};

/**
 * Ends the session here and at the provider, then lands on what the API says (the provider, then home). The
 * site's other tabs are told, so none goes on showing the answers it was showing (a shared computer).
 */
export async function logout(): Promise<void> {
  let target = '/';
  try {
    const response = await fetch('/auth/logout', { method: 'POST', credentials: 'same-origin' });
    const body = (await response.json()) as { redirectTo?: unknown };
    if (typeof body.redirectTo === 'string') target = body.redirectTo;
    if (response.ok) sessionChannel()?.postMessage('logout');
  } catch {
    // The local session may still be there; going home shows the state either way.
  }
  current = undefined;
  forgetKeptAnswers();
  window.location.assign(target);
}

let onPurpose = false;
/**
 * The tab leaves by the site's own choice, not the visitor's: after a log-out here or in another tab, or
 * for a session that changed while the page was away. An edit's leave warning stays quiet.
 */
export const leaveOnPurpose = () => {
  onPurpose = true;
};
export const isLeavingOnPurpose = () => onPurpose;

/**
 * Empties what this tab kept of the answers (a form's unsent draft, what was just sent: form-draft.ts,
 * sent-details.ts; the origin keeps nothing else there), at a log-out: the next person at a shared computer
 * is not offered them. Again as the page goes: a form writes the answers typed in its last moments then
 * (use-form-draft.ts, on pagehide, a listener added before this one).
 */
export function forgetKeptAnswers(): void {
  leaveOnPurpose();
  const clear = () => {
    try {
      sessionStorage.clear();
    } catch {
      // Storage refused: nothing was kept there either.
    }
  };
  clear();
  addEventListener('pagehide', clear);
}
