import type { SiteSettings } from '@stem/shared/cms/site-settings-schema';
import type { RegistrationKind } from '@stem/shared/registration-kinds';

export type FormGuard = { kind: 'home' } | { kind: 'verify-age'; to: string } | { kind: 'form' };

/** Whether a kind's create page is open: its CMS switch (SPEC §1), or always for a kind without one. */
export function isKindOpen(kind: Pick<RegistrationKind, 'switch'>, settings: SiteSettings): boolean {
  return kind.switch === null || settings[kind.switch];
}

/**
 * SPEC §2 guard of a new registration page: its switch off → home; an age-gated kind without
 * `ageVerified=true` in the address → the age gate for its regType; otherwise the form shows.
 */
export function resolveNewFormGuard(
  search: string,
  switchOpen: boolean,
  kind: Pick<RegistrationKind, 'regType' | 'ageGated'>,
): FormGuard {
  if (!switchOpen) return { kind: 'home' };
  if (kind.ageGated && new URLSearchParams(search).get('ageVerified') !== 'true') {
    return { kind: 'verify-age', to: `/verify-age?regType=${kind.regType}` };
  }
  return { kind: 'form' };
}

/** The regId of a create answer's data, when it carries one. */
export function readRegId(data: unknown): string {
  if (data && typeof data === 'object' && 'regId' in data) {
    const { regId } = data as { regId: unknown };
    if (typeof regId === 'string' || typeof regId === 'number') return String(regId);
  }
  return '';
}
