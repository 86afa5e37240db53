// The module, not the package index: the roster only calls the API and must not pull in every form schema.
import {
  AUTHORIZATION_HEADER,
  VALIDATION_FAILED,
  type ApiCalls,
  MEMBER_CONSENT_STATES,
  type GroupMember,
} from '@stem/shared/api-contract';
import { answerText } from '@stem/shared/registration/fields/answers';
import { getWithToken, type Loaded } from '../auth/my-registrations.ts';
import type { Session } from '../auth/session-client.ts';

type Fetch = typeof fetch;

/** PUT /api/registration-status: the leader asks for a member's removal with a reason (SPEC §4, §7). */
export type RemovalRequest = ApiCalls['PUT /api/registration-status']['body'];

const id = (value: unknown) => (typeof value === 'number' ? String(value) : answerText(value));

/**
 * GET /api/ms-group-reg/{id}/members `data`, or null when the body is not a member list. A member without a
 * regId cannot be asked about and is left out; a consent state this site does not know reads as missing
 * (the leader then checks, rather than trusting a consent that may not be there), and an unknown status as
 * active (the trash button stays, and the API decides).
 */
export function readGroupMembers(body: unknown): GroupMember[] | null {
  const list = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return null;
  return list.flatMap((item: unknown): GroupMember[] => {
    if (item === null || typeof item !== 'object') return [];
    const member = item as Record<string, unknown>;
    const regId = id(member.regId);
    if (!regId) return [];
    const consentState = MEMBER_CONSENT_STATES.find((state) => state === member.consentState) ?? 'missing';
    return [
      {
        regId,
        firstName: answerText(member.firstName),
        lastName: answerText(member.lastName),
        status: member.status === 'pending-removal' ? 'pending-removal' : 'active',
        statusMessage: answerText(member.statusMessage),
        gradeLevelId: id(member.gradeLevelId),
        lunchId: id(member.lunchId),
        tShirtSizeId: id(member.tShirtSizeId),
        consentState,
      },
    ];
  });
}

/** The members of the leader's group; 'denied' (401/403/404, SPEC §8) for anyone but its leader. */
export async function loadGroupMembers(
  session: Pick<Session, 'accessToken'>,
  groupRegId: string,
  fetcher: Fetch = fetch,
): Promise<Loaded<GroupMember[]>> {
  const loaded = await getWithToken(session, `/api/ms-group-reg/${encodeURIComponent(groupRegId)}/members`, fetcher);
  if (loaded.kind !== 'ok') return loaded;
  const members = readGroupMembers(loaded.value);
  return members ? { kind: 'ok', value: members } : { kind: 'error' };
}

/** What a removal request came to. */
export type RemovalOutcome =
  | { kind: 'ok' }
  /** 401, 403 or 404: not signed in any more, or not this member's leader (SPEC §8: /access-denied). */
  | { kind: 'denied' }
  /** 400 VALIDATION_FAILED on the reason: its message, shown on the reason field. */
  | { kind: 'invalid'; message: string }
  /** Anything else (another code, a 5xx, the network): 'Sorry! Something went wrong…'. */
  | { kind: 'error' };

/** Reads a removal answer by its HTTP status and body. */
export function mapRemovalAnswer(status: number, body: unknown): RemovalOutcome {
  if (status === 401 || status === 403 || status === 404) return { kind: 'denied' };
  const answer = (body ?? {}) as { code?: unknown; error?: unknown; issues?: unknown };
  if (status === 400 && answer.error === VALIDATION_FAILED && Array.isArray(answer.issues)) {
    // Only the reason is typed by the leader; an issue on regId or status is the page's fault, not theirs.
    const issue = (answer.issues as { field?: unknown; message?: unknown }[]).find(
      (candidate) => candidate?.field === 'statusMessage' && typeof candidate.message === 'string',
    );
    return issue ? { kind: 'invalid', message: issue.message as string } : { kind: 'error' };
  }
  return status >= 200 && status < 300 && answer.code === 0 ? { kind: 'ok' } : { kind: 'error' };
}

/** PUT /api/registration-status with the leader's token. */
export async function requestMemberRemoval(
  accessToken: string,
  request: RemovalRequest,
  fetcher: Fetch = fetch,
): Promise<RemovalOutcome> {
  try {
    const response = await fetcher('/api/registration-status', {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [AUTHORIZATION_HEADER]: `Bearer ${accessToken}`,
      },
      body: JSON.stringify(request),
    });
    return mapRemovalAnswer(response.status, await response.json().catch(() => null));
  } catch {
    return { kind: 'error' };
  }
}
