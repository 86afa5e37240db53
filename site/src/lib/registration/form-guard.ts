import type { AgeGatedRegType } from '@stem/shared';

export type FormGuard = { kind: 'home' } | { kind: 'verify-age'; to: string } | { kind: 'form' };

/**
 * SPEC §2 guard of a new student registration: its switch off → home; no `ageVerified=true` in the
 * address → the age gate for its regType; otherwise the form shows.
 */
export function resolveNewFormGuard(search: string, switchOpen: boolean, regType: AgeGatedRegType): FormGuard {
  if (!switchOpen) return { kind: 'home' };
  if (new URLSearchParams(search).get('ageVerified') !== 'true') {
    return { kind: 'verify-age', to: `/verify-age?regType=${regType}` };
  }
  return { kind: 'form' };
}

/** The thank-you address after a student registration (SPEC §2, §8). */
export function studentThankYouUrl(regType: 'MSIND' | 'HSIND', regId: string, isContestFormSubmitted: boolean): string {
  const params = new URLSearchParams({ regType, regId, isContestFormSubmitted: String(isContestFormSubmitted) });
  return `/thank-you?${params.toString()}`;
}

/** The regId of a create answer's data, when it carries one. */
export function readRegId(data: unknown): string {
  if (data && typeof data === 'object' && 'regId' in data) {
    const { regId } = data as { regId: unknown };
    if (typeof regId === 'string' || typeof regId === 'number') return String(regId);
  }
  return '';
}
