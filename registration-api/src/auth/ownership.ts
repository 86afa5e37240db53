import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { emailKey, type Registration, type Session } from '../store/registration-store.ts';
import { verifiedEmail } from './session-service.ts';

/**
 * The registration with this regId when the session's verified email owns it; null otherwise, including
 * for a regId that is not one of ours in shape (SECURITY.md items 11 and 13).
 */
export async function ownedRegistration(
  app: FastifyInstance,
  session: Session,
  regId: string,
): Promise<Registration | null> {
  const email = verifiedEmail(session);
  if (!email || !/^[A-Za-z0-9_-]{1,64}$/.test(regId)) return null;
  const registration = await app.store.get(regId);
  return registration && emailKey(registration.email) === emailKey(email) ? registration : null;
}

/** Exactly what a missing registration answers, so another owner's regId reveals nothing. */
export const notOwned = () => new AppError('NOT_FOUND', 'Not found');
