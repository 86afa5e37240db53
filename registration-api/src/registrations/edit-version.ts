import type { FastifyReply, FastifyRequest } from 'fastify';
import { NON_SPEC_MESSAGES } from '@stem/shared';
import { AppError } from '../errors/app-error.ts';
import type { Registration } from '../store/registration-store.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is an edit that honours If-Match (refuseOlderVersion): the API description says so. */
    versioned?: boolean;
  }
}

/**
 * A registration's version as an HTTP entity tag: its last change's time. GET /api/registrations/{regId}
 * sends it as `ETag`; an edit that sends it back as `If-Match` is refused with 412 once the registration has
 * changed since (two tabs, two devices, two parents), instead of silently undoing that change. An edit without
 * If-Match (a client that knows only SPEC) is taken as before.
 */
export const versionTag = (registration: Pick<Registration, 'updatedAt'>) => `"${registration.updatedAt}"`;

/** Sends the registration's version with a read of it. */
export function tagVersion(reply: FastifyReply, registration: Registration): void {
  void reply.header('etag', versionTag(registration));
}

/**
 * Refuses an edit made on an older version than the stored one (412, `{ code: -1, message }`): an If-Match
 * that names neither it nor `*` (RFC 9110 §13.1.1; a weak tag compares by its value, as a registration's
 * version has no other).
 */
export function refuseOlderVersion(request: FastifyRequest, registration: Pick<Registration, 'updatedAt'>): void {
  const ifMatch = request.headers['if-match'];
  if (ifMatch === undefined || ifMatch.trim() === '*') return;
  const current = versionTag(registration);
  if (ifMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === current)) return;
  throw new AppError('EDIT_CONFLICT', NON_SPEC_MESSAGES.editConflict);
}
