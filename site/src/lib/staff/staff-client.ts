// The staff desk's calls (/api/staff/*). Types from the shared contract only, so the desk's bundle carries
// no schema. Every call sends the session's token; 401, 403 and 404 are 'denied' for the page to handle.
import { AUTHORIZATION_HEADER, type Answer } from '@stem/shared/api-contract';
import type {
  Headcounts,
  MissingConsent,
  RemovalDecision,
  RemovalRequest,
  RetentionPlan,
  StaffAuditLine,
  StaffExportFormat,
  StaffRegistrationList,
  StaffSearchCounts,
} from '@stem/shared/staff-contract';
import { staffPaperConsentPath } from '@stem/shared/staff-contract';
import { getWithToken, type Loaded } from '../auth/my-registrations.ts';
import { saveBlob } from '../files/save-blob.ts';
import type { Session } from '../auth/session-client.ts';

type Token = Pick<Session, 'accessToken'>;

/** A change or a download that could not be sent: no network, or no answer from the server. */
export const UNREACHABLE = 'The desk could not reach the server. Please try again.';

/** The `data` of an envelope answer, or 'error' when the body is not one. */
async function dataOf<T>(session: Token, url: string): Promise<Loaded<T>> {
  const loaded = await getWithToken(session, url);
  if (loaded.kind !== 'ok') return loaded;
  const answer = loaded.value as Answer<T> | null;
  return answer && answer.code === 0 && answer.data !== undefined
    ? { kind: 'ok', value: answer.data }
    : { kind: 'error' };
}

export const loadHeadcounts = (session: Token) => dataOf<Headcounts>(session, '/api/staff/headcounts');

export const loadRegistrations = (session: Token, regType: string) =>
  dataOf<StaffRegistrationList>(session, `/api/staff/registrations?regType=${encodeURIComponent(regType)}`);

/** GET /api/staff/search: how many registrations of each kind the search's words find. */
export const countEveryKind = (session: Token, query: string) =>
  dataOf<StaffSearchCounts>(session, `/api/staff/search?q=${encodeURIComponent(query)}`);

export const loadMissingConsents = (session: Token) => dataOf<MissingConsent[]>(session, '/api/staff/consents');

export const loadRemovalRequests = (session: Token) => dataOf<RemovalRequest[]>(session, '/api/staff/removals');

export const loadRetentionPlan = (session: Token) => dataOf<RetentionPlan>(session, '/api/staff/retention');

export const loadAuditLog = (session: Token) => dataOf<StaffAuditLine[]>(session, '/api/staff/audit');

/** A change's outcome: done, 'denied' (signed out or not staff), or refused with the API's message. */
export type Changed = { kind: 'ok' } | { kind: 'denied' } | { kind: 'refused'; message: string };

/** What a change made without a session comes to: the desk had no network (or is on its way to sign in). */
export const OFFLINE: Changed = { kind: 'refused', message: UNREACHABLE };

async function change(session: Token, method: 'POST' | 'DELETE', url: string): Promise<Changed> {
  let response: Response;
  try {
    response = await fetch(url, { method, headers: { [AUTHORIZATION_HEADER]: `Bearer ${session.accessToken}` } });
  } catch {
    return { kind: 'refused', message: UNREACHABLE };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'denied' };
  if (response.ok) return { kind: 'ok' };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' ? body.message : 'Sorry! Something went wrong.';
  return { kind: 'refused', message: response.status === 404 ? 'This registration no longer exists.' : message };
}

/** POST /api/staff/consents/{regId}/reminder: the consent request goes to the parent again (once a day). */
export const sendConsentReminder = (session: Token, regId: string) =>
  change(session, 'POST', `/api/staff/consents/${encodeURIComponent(regId)}/reminder`);

/** POST STAFF_PAPER_CONSENT_ROUTE: the student's signed paper consent form is in the organisers' hands. */
export const recordPaperConsent = (session: Token, regId: string) =>
  change(session, 'POST', staffPaperConsentPath(regId));

/** POST /api/staff/removals/{regId}/{decision}: a group leader's removal request answered. */
export const decideRemoval = (session: Token, regId: string, decision: RemovalDecision) =>
  change(session, 'POST', `/api/staff/removals/${encodeURIComponent(regId)}/${decision}`);

/** DELETE /api/staff/registrations/{regId}: deleted on request, with its files, consent and mail copies. */
export const deleteRegistration = (session: Token, regId: string) =>
  change(session, 'DELETE', `/api/staff/registrations/${encodeURIComponent(regId)}`);

/**
 * The file name the API gives in Content-Disposition (the exact UTF-8 `filename*` before the ASCII fallback:
 * "Zoë Brontë - acceptance.pdf"), or a fallback when there is none, or one with a path or control character.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const header = disposition ?? '';
  const encoded = /filename\*=UTF-8''([^;\s]+)/i.exec(header)?.[1];
  let name: string | undefined;
  try {
    name = encoded ? decodeURIComponent(encoded) : /filename="([^"]+)"/.exec(header)?.[1];
  } catch {
    name = undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return name && name.trim() !== '' && !/[\\/\u0000-\u001f\u007f]/.test(name) ? name : fallback;
}

const EXPORT_FAILED = 'The export could not be made. Please try again.';

/** A file from a staff route: fetched with the token (saveBlob says why), then saved. */
async function download(session: Token, url: string, fallbackName: string, failure: string): Promise<Changed> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { [AUTHORIZATION_HEADER]: `Bearer ${session.accessToken}` } });
  } catch {
    return { kind: 'refused', message: UNREACHABLE };
  }
  if (response.status === 401 || response.status === 403) return { kind: 'denied' };
  if (!response.ok) return { kind: 'refused', message: failure };
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
  return { kind: 'ok' };
}

/** GET /api/staff/export: one kind's registrations as CSV or XLSX, those matching `query` when one is typed. */
export const downloadExport = (session: Token, regType: string, format: StaffExportFormat, query = '') =>
  download(
    session,
    `/api/staff/export?regType=${encodeURIComponent(regType)}&format=${format}${
      query.trim() ? `&q=${encodeURIComponent(query.trim())}` : ''
    }`,
    `export.${format}`,
    EXPORT_FAILED,
  );

/** GET /api/staff/headcounts/export: the headcounts as a workbook (a sheet per day, and the sponsorships). */
export const downloadHeadcounts = (session: Token) =>
  download(session, '/api/staff/headcounts/export', 'headcounts.xlsx', EXPORT_FAILED);

/** GET /api/staff/people/export: everyone coming, one row per person (badges, sign-in sheets, lunches). */
export const downloadPeople = (session: Token) =>
  download(session, '/api/staff/people/export', 'people.xlsx', EXPORT_FAILED);

/** GET /api/staff/files/…: a registration's file (a scholarship document, a sponsor's logo). */
export const downloadFile = (session: Token, regId: string, attachmentType: string, fileName: string) =>
  download(
    session,
    `/api/staff/files/${[regId, attachmentType, fileName].map(encodeURIComponent).join('/')}`,
    fileName,
    'The file could not be fetched: it may have been replaced or deleted. Reload the list and try again.',
  );
