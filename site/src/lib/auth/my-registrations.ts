import {
  AUTHORIZATION_HEADER,
  checkInCodePath,
  CONSENT_STATE_LABELS,
  type CancellationOutcome,
  type CheckInCode,
  type ConsentState,
  type RegistrationSummary as ApiRegistrationSummary,
} from '@stem/shared/api-contract';
import { editPageOf, kindOf } from '@stem/shared/registration-kinds';
import { dayOfConsentKindOf } from '@stem/shared/registration/day-of-consent-kind';
import { labelOfRegistration } from '@stem/shared/registration-label';
import { answerText } from '@stem/shared/registration/fields/answers';
import type { Session } from './session-client.ts';

/**
 * One line of the chooser (SPEC §7: data.data.registrations): the API contract's line, with regType as the
 * API gave it (a kind this page does not know is still listed, and said to be unknown).
 */
export type RegistrationSummary = Omit<ApiRegistrationSummary, 'regType'> & { regType: string };

/** How the chooser says where a registration's consent stands, or null for a kind without one. */
export const consentStateLabel = (registration: RegistrationSummary): string | null =>
  registration.consentState ? CONSENT_STATE_LABELS[registration.consentState] : null;

/**
 * The day-of consent form a parent can sign online for a student whose consent is not in hand and not on its
 * way (the school's promise, or nothing yet); null otherwise (signed, received, or a filed one waiting for
 * the parent's confirmation from their mail).
 */
export function signOnlineRouteOf(registration: Pick<RegistrationSummary, 'regType' | 'consentState'>): string | null {
  if (registration.consentState !== 'school-will-submit' && registration.consentState !== 'missing') return null;
  return dayOfConsentKindOf(registration.regType)?.newRoute ?? null;
}

/**
 * The edit address of a registration (the kind registry's edit route), or null for a kind the chooser
 * cannot open ('Unknown registration type').
 */
export const editRouteFor = (registration: Pick<RegistrationSummary, 'regId' | 'regType'>): string | null =>
  editPageOf(registration);

/**
 * How a registration reads in the chooser's select and the cancel dialog: "Ada Lovelace (Middle school
 * student)", "Mae Jemison · Rockets (Middle school group)".
 */
export function registrationLabel(registration: RegistrationSummary): string {
  const person = `${registration.firstName} ${registration.lastName}`;
  const kind = kindOf(registration.regType);
  if (!kind) return `${person.trim() || 'Registration'} (${registration.regType})`;
  return labelOfRegistration({ regType: kind.regType, person, entityName: registration.entityName });
}

/**
 * A login-required call's result: the data (with the answer's ETag, when it has one: a registration's
 * version), 'denied' for 401/403/404 (SPEC §8: access-denied), or 'error'.
 */
export type Loaded<T> = { kind: 'ok'; value: T; version?: string | undefined } | { kind: 'denied' } | { kind: 'error' };

/** A login-required GET with the session's token (also the group roster's, lib/api/group-members-client.ts). */
export async function getWithToken(
  session: Pick<Session, 'accessToken'>,
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<Loaded<unknown>> {
  let response: Response;
  try {
    response = await fetcher(url, {
      headers: { [AUTHORIZATION_HEADER]: `Bearer ${session.accessToken}` },
      cache: 'no-store',
    });
  } catch {
    return { kind: 'error' };
  }
  // A registration that is not the user's answers like a missing one (404): for the visitor both are denied.
  if (response.status === 401 || response.status === 403 || response.status === 404) return { kind: 'denied' };
  if (!response.ok) return { kind: 'error' };
  try {
    return { kind: 'ok', value: await response.json(), version: response.headers.get('etag') ?? undefined };
  } catch {
    return { kind: 'error' };
  }
}

export function readRegistrationList(body: unknown): RegistrationSummary[] | null {
  const list = (body as { data?: { registrations?: unknown } } | null)?.data?.registrations;
  if (!Array.isArray(list)) return null;
  return list.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const {
      regId,
      regType,
      firstName,
      lastName,
      entityName,
      consentState,
      checkIn,
      groupName,
      invoiceNumber,
      groupRemovalRequested,
    } = item as Record<string, unknown>;
    if (typeof regId !== 'string' || typeof regType !== 'string') return [];
    const summary: RegistrationSummary = {
      regId,
      regType,
      firstName: answerText(firstName),
      lastName: answerText(lastName),
    };
    if (answerText(entityName)) summary.entityName = answerText(entityName);
    // A state this page does not know (a newer API) is left out rather than shown wrong.
    if (typeof consentState === 'string' && Object.hasOwn(CONSENT_STATE_LABELS, consentState)) {
      summary.consentState = consentState as ConsentState;
    }
    if (checkIn === true) summary.checkIn = true;
    if (answerText(groupName)) summary.groupName = answerText(groupName);
    if (answerText(invoiceNumber)) summary.invoiceNumber = answerText(invoiceNumber);
    if (groupRemovalRequested !== null && typeof groupRemovalRequested === 'object') {
      const { groupName, reason } = groupRemovalRequested as Record<string, unknown>;
      summary.groupRemovalRequested = { groupName: answerText(groupName), reason: answerText(reason) };
    }
    return [summary];
  });
}

export async function loadMyRegistrations(session: Session): Promise<Loaded<RegistrationSummary[]>> {
  const loaded = await getWithToken(session, '/api/user-registrations');
  if (loaded.kind !== 'ok') return loaded;
  const list = readRegistrationList(loaded.value);
  return list ? { kind: 'ok', value: list } : { kind: 'error' };
}

/** GET /api/registrations/{regId}/check-in-code: the QR code of the owner's confirmations, to show at the desk. */
export async function loadCheckInCode(session: Session, regId: string): Promise<Loaded<CheckInCode>> {
  const loaded = await getWithToken(session, checkInCodePath(regId));
  if (loaded.kind !== 'ok') return loaded;
  const data = (loaded.value as { data?: Partial<CheckInCode> } | null)?.data;
  if (typeof data?.token !== 'string' || typeof data.image !== 'string' || !data.image.startsWith('data:image/png')) {
    return { kind: 'error' };
  }
  // Only a plain file name is saved under (an API older than the name gives none).
  const filename =
    typeof data.filename === 'string' && /^[\w.-]+\.png$/.test(data.filename) ? data.filename : 'check-in-qr.png';
  return { kind: 'ok', value: { token: data.token, image: data.image, filename } };
}

/** Registrations asked for before their edit route had loaded (registration-prefetch.ts), by regId. */
const early = new Map<string, Promise<Loaded<Record<string, unknown>>>>();

/** Asks for the owner's registration now; the next `loadRegistration` of it takes this answer. */
export function prefetchRegistration(session: Session, regId: string): void {
  if (!early.has(regId)) early.set(regId, fetchRegistration(session, regId));
}

/** GET /api/registrations/{regId}: the owner's registration (the answer asked for early, if it was). */
export function loadRegistration(session: Session, regId: string): Promise<Loaded<Record<string, unknown>>> {
  const asked = early.get(regId);
  early.delete(regId);
  return asked ?? fetchRegistration(session, regId);
}

async function fetchRegistration(session: Session, regId: string): Promise<Loaded<Record<string, unknown>>> {
  const loaded = await getWithToken(session, `/api/registrations/${encodeURIComponent(regId)}`);
  if (loaded.kind !== 'ok') return loaded;
  const data = (loaded.value as { data?: unknown } | null)?.data;
  return data !== null && typeof data === 'object' && !Array.isArray(data)
    ? { kind: 'ok', value: data as Record<string, unknown>, version: loaded.version }
    : { kind: 'error' };
}

/**
 * DELETE /api/registrations/{regId}: the owner cancels a registration. 'denied' for 401/403/404 (no longer
 * signed in, or not theirs, or already cancelled), 'error' for anything else that is not code 0.
 */
export async function cancelMyRegistration(
  session: Pick<Session, 'accessToken'>,
  regId: string,
  fetcher: typeof fetch = fetch,
): Promise<Loaded<CancellationOutcome>> {
  let response: Response;
  try {
    response = await fetcher(`/api/registrations/${encodeURIComponent(regId)}`, {
      method: 'DELETE',
      headers: { [AUTHORIZATION_HEADER]: `Bearer ${session.accessToken}` },
    });
  } catch {
    return { kind: 'error' };
  }
  if (response.status === 401 || response.status === 403 || response.status === 404) return { kind: 'denied' };
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    data?: { membersReleased?: unknown };
  } | null;
  if (!response.ok || body?.code !== 0) return { kind: 'error' };
  const released = body.data?.membersReleased;
  return { kind: 'ok', value: { membersReleased: typeof released === 'number' ? released : 0 } };
}
