import { CLOSES_AT_FIELD, type ClosesAtField } from '@stem/shared/cms/registration-deadline';
import type { SiteSettings } from '@stem/shared/cms/site-settings-schema';
import type { RegistrationKind } from '@stem/shared/registration-kinds';
import type { InteractionHydration } from '../hydration/interaction-directive.ts';
import { draftKey } from './form-draft.ts';

/** What the age gate adds to the address of the form it forwards to (SPEC §2). */
export const AGE_VERIFIED = ['ageVerified', 'true'] as const;

export type FormGuard =
  { kind: 'home' } | { kind: 'verify-age'; to: string } | { kind: 'edit'; to: string } | { kind: 'form' };

/** The query parameter that makes a kind's form an edit (SPEC §2: "also the edit form when regId is present"). */
export const EDIT_QUERY = 'regId';

/** Whether a kind's create page is open: its CMS switch (SPEC §1), or always for a kind without one. */
export function isKindOpen(kind: Pick<RegistrationKind, 'switch'>, settings: SiteSettings): boolean {
  return kind.switch === null || settings[kind.switch];
}

/**
 * A kind's closing date-time from the CMS (ISO 8601), or null: none set, or a kind without a switch. Baked
 * into its new page, which compares it with the browser's clock once hydrated (docs/decisions.md).
 */
export function closesAtOf(
  kind: Pick<RegistrationKind, 'switch'>,
  settings: Partial<Pick<SiteSettings, ClosesAtField>>,
): string | null {
  return kind.switch === null ? null : (settings[CLOSES_AT_FIELD[kind.switch]] ?? null);
}

/**
 * SPEC §2 guard of a new registration page: given a regId, it is that registration's edit form (SPEC §2:
 * "with regId it is an edit form"), so → the kind's edit page, which asks for the login (and does not
 * depend on the switch, which closes new registrations only); its switch off → home; an age-gated kind
 * without `ageVerified=true` in the address → the age gate for its regType; otherwise the form shows.
 */
export function resolveNewFormGuard(
  search: string,
  switchOpen: boolean,
  kind: Pick<RegistrationKind, 'regType' | 'ageGated' | 'editRoute'>,
): FormGuard {
  const regId = new URLSearchParams(search).get(EDIT_QUERY);
  if (regId && kind.editRoute)
    return { kind: 'edit', to: `${kind.editRoute}?${EDIT_QUERY}=${encodeURIComponent(regId)}` };
  if (!switchOpen) return { kind: 'home' };
  if (kind.ageGated && new URLSearchParams(search).get(AGE_VERIFIED[0]) !== AGE_VERIFIED[1]) {
    return { kind: 'verify-age', to: `/verify-age?regType=${kind.regType}` };
  }
  return { kind: 'form' };
}

/**
 * When a new registration page hydrates before the visitor touches its form (`client:interaction`): at once
 * whenever its guard or its closing time acts on its own (the island goes home, to the gate, or shows that
 * registration has closed), as `resolveNewFormGuard` and the island's deadline check decide once hydrated,
 * and when the tab comes back to the form with its unsent answers kept (they are given back).
 */
export function newFormHydration(
  kind: Pick<RegistrationKind, 'regType' | 'ageGated' | 'editRoute'>,
  switchOpen: boolean,
  closesAt: string | null,
): InteractionHydration {
  return {
    now: !switchOpen,
    from: closesAt,
    unlessQuery: kind.ageGated ? AGE_VERIFIED : null,
    whenQuery: kind.editRoute ? EDIT_QUERY : null,
    whenDraft: draftKey(kind.regType),
  };
}

/** The regId of a create answer's data, when it carries one. */
export function readRegId(data: unknown): string {
  if (data && typeof data === 'object' && 'regId' in data) {
    const { regId } = data as { regId: unknown };
    if (typeof regId === 'string' || typeof regId === 'number') return String(regId);
  }
  return '';
}
