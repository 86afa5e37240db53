import { MESSAGES } from '@stem/shared';

/** The answer every registration API call gives (SPEC §7): a code, a message and sometimes data. */
export interface ApiAnswer {
  code: number;
  message: string;
  data?: unknown;
  /** With -2: the form field the message belongs on (e.g. `groupCode` for a wrong group code at submit). */
  field?: string;
}

/** Where a submit answer leads the form (SPEC §8). */
export type SubmitOutcome =
  | { kind: 'success'; data: unknown }
  /** -2: the server message on a field (the email, or the group code), plus 'Please check all required fields'. */
  | { kind: 'field'; field: string; message: string; formMessage: string }
  /** -4: the server message under the captcha. */
  | { kind: 'captcha'; message: string }
  /** Another code where SPEC only logs it: the form stays as it is. */
  | { kind: 'logged'; message: string }
  /** Another code, an unreadable answer or a network failure: the error page. */
  | { kind: 'error-page' }
  /** An edit refused with 401, 403 or 404 (not the user's, or no longer signed in): /access-denied (SPEC §8). */
  | { kind: 'denied' };

export interface SubmitPolicy {
  /** The field a -2 answer is shown on when the answer names none. */
  duplicateField: string;
  /** What a code other than 0, -2 and -4 does: only logged (individual and consent create) or the error page. */
  otherCode: 'log' | 'error-page';
}

export const ERROR_PAGE = '/error-500';

/** Reads `{ code, message, data }` from a parsed body; anything else is not an API answer. */
export function readAnswer(body: unknown): ApiAnswer | null {
  if (body === null || typeof body !== 'object') return null;
  const { code, message, data, field } = body as Record<string, unknown>;
  if (typeof code !== 'number') return null;
  const answer: ApiAnswer = { code, message: typeof message === 'string' ? message : '', data };
  if (typeof field === 'string' && /^[A-Za-z][\w.]*$/.test(field)) answer.field = field;
  return answer;
}

/** SPEC §8 for a create call: the body is read whatever the HTTP status (-4 arrives as a failed response). */
export function mapSubmitAnswer(body: unknown, policy: SubmitPolicy): SubmitOutcome {
  const answer = readAnswer(body);
  if (!answer) return { kind: 'error-page' };
  switch (answer.code) {
    case 0:
      return { kind: 'success', data: answer.data };
    case -2:
      return {
        kind: 'field',
        field: answer.field ?? policy.duplicateField,
        message: answer.message || MESSAGES.required,
        formMessage: MESSAGES.checkRequiredFields,
      };
    case -4:
      return { kind: 'captcha', message: answer.message || MESSAGES.verifyCaptcha };
    default:
      return policy.otherCode === 'log' ? { kind: 'logged', message: answer.message } : { kind: 'error-page' };
  }
}

/** The group code check (SPEC §4, §8): 0 valid; -2 the server message; anything else 'Group Code can't be verified'. */
export type GroupCodeOutcome = { kind: 'valid' } | { kind: 'invalid'; message: string };

export function mapGroupCodeAnswer(body: unknown): GroupCodeOutcome {
  const answer = readAnswer(body);
  if (answer?.code === 0) return { kind: 'valid' };
  if (answer?.code === -2 && answer.message) return { kind: 'invalid', message: answer.message };
  return { kind: 'invalid', message: MESSAGES.groupCodeCannotBeVerified };
}

/** A catalogue or group list item as the select shows it. */
export interface Choice {
  value: string;
  label: string;
  /** Schools only: whether the translator question applies (DESIGN.md §6). */
  offersTranslation?: boolean;
}

/** GET /api/catalog-items/{category} `data`: `{ id, title }` items; anything unreadable is left out. */
export function readCatalogChoices(body: unknown): Choice[] {
  return readList(body).flatMap((item) =>
    (typeof item.id === 'number' || typeof item.id === 'string') && typeof item.title === 'string'
      ? [
          typeof item.offersTranslation === 'boolean'
            ? { value: String(item.id), label: item.title, offersTranslation: item.offersTranslation }
            : { value: String(item.id), label: item.title },
        ]
      : [],
  );
}

/** GET /api/middle-school-groups `data`: `{ id, groupName }` items. */
export function readGroupChoices(body: unknown): Choice[] {
  return readList(body).flatMap((item) =>
    (typeof item.id === 'number' || typeof item.id === 'string') && typeof item.groupName === 'string'
      ? [{ value: String(item.id), label: item.groupName }]
      : [],
  );
}

function readList(body: unknown): Record<string, unknown>[] {
  const answer = readAnswer(body);
  const list: unknown = answer ? answer.data : body;
  return Array.isArray(list)
    ? list.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object')
    : [];
}

type Fetch = typeof fetch;

async function postJson(path: string, payload: unknown, fetcher: Fetch): Promise<unknown> {
  const response = await fetcher(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  return response.json().catch(() => null);
}

/** The header SPEC §6 names for login-required calls. */
const AUTHORIZATION_HEADER = 'x-custom-authorization';

async function getJson(path: string, fetcher: Fetch): Promise<unknown> {
  const response = await fetcher(path, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** A create call: a network failure is the error page (SPEC §8). */
export async function submitRegistration(
  path: string,
  payload: unknown,
  policy: SubmitPolicy,
  fetcher: Fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    return mapSubmitAnswer(await postJson(path, payload, fetcher), policy);
  } catch {
    return { kind: 'error-page' };
  }
}

/** An owner's edit (PUT {path}/{regId} with the access token): as a create, plus 'denied' for 401/403/404. */
export async function updateRegistration(
  path: string,
  regId: string,
  payload: unknown,
  accessToken: string,
  policy: SubmitPolicy,
  fetcher: Fetch = fetch,
): Promise<SubmitOutcome> {
  try {
    const response = await fetcher(`${path}/${encodeURIComponent(regId)}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [AUTHORIZATION_HEADER]: `Bearer ${accessToken}`,
      },
      body: JSON.stringify(payload),
    });
    if (response.status === 401 || response.status === 403 || response.status === 404) return { kind: 'denied' };
    return mapSubmitAnswer(await response.json().catch(() => null), policy);
  } catch {
    return { kind: 'error-page' };
  }
}

export const REGISTRATION_PATHS = {
  msIndividual: '/api/ms-ind-reg',
  hsIndividual: '/api/hs-ind-reg',
  HSDAYOFCONSENT: '/api/hs-day-of-consent',
  MSDAYOFCONSENT: '/api/ms-day-of-consent',
} as const;

/** POST /api/verify-group-code; a failed call cannot verify the code either. */
export async function verifyGroupCode(
  payload: { groupId: string; groupCode: string },
  fetcher: Fetch = fetch,
): Promise<GroupCodeOutcome> {
  try {
    return mapGroupCodeAnswer(await postJson('/api/verify-group-code', payload, fetcher));
  } catch {
    return mapGroupCodeAnswer(null);
  }
}

/** GET /api/catalog-items/{category}. Load failures are only logged and the list stays empty (SPEC §8). */
export async function loadCatalog(category: string, fetcher: Fetch = fetch): Promise<Choice[]> {
  try {
    return readCatalogChoices(await getJson(`/api/catalog-items/${encodeURIComponent(category)}`, fetcher));
  } catch (error) {
    console.error(error);
    return [];
  }
}

/** GET /api/middle-school-groups, logged and empty on failure. */
export async function loadMiddleSchoolGroups(fetcher: Fetch = fetch): Promise<Choice[]> {
  try {
    return readGroupChoices(await getJson('/api/middle-school-groups', fetcher));
  } catch (error) {
    console.error(error);
    return [];
  }
}
