import { AGE_GATE_SWITCH, isAgeGatedRegType, type AgeGatedRegType, type SiteSettings } from '@stem/shared';

export type RegistrationSwitches = Pick<SiteSettings, 'msIndividualOpen' | 'msGroupOpen' | 'hsIndividualOpen'>;

const TITLES: Record<AgeGatedRegType, string> = {
  MSIND: 'Middle School Student Registration',
  MSGROUP: 'Middle School Group Registration',
  HSIND: 'High School Student Registration',
};

const NEW_FORM_ROUTES: Record<AgeGatedRegType, string> = {
  MSIND: '/ms-ind-reg-new',
  MSGROUP: '/ms-group-reg-new',
  HSIND: '/hs-ind-reg-new',
};

export type AgeGateRoute = { kind: 'home' } | { kind: 'gate'; regType: AgeGatedRegType; title: string; next: string };

/**
 * SPEC §2 guard: /verify-age passes only for MSIND, MSGROUP or HSIND whose switch is on; anything else
 * goes home. On pass, the gate forwards to the matching new form with ageVerified=true.
 */
export function resolveAgeGate(search: string, switches: RegistrationSwitches): AgeGateRoute {
  const regType = new URLSearchParams(search).get('regType');
  if (!isAgeGatedRegType(regType) || !switches[AGE_GATE_SWITCH[regType]]) return { kind: 'home' };
  return { kind: 'gate', regType, title: TITLES[regType], next: `${NEW_FORM_ROUTES[regType]}?ageVerified=true` };
}

/** Keeps what a phone's numeric keypad can type readable as mm/yyyy: digits only, slash after the month. */
export function formatMonthYear(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
