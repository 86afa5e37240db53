import type { RegType } from '../reg-types.ts';
import { prepareLoadedStudentRegistration } from './clearing.ts';
import { prepareLoadedCompanyRegistration } from './company-answers.ts';
import type { FieldPath } from './fields/rules.ts';
import { prepareLoadedScholarship } from './scholarship-answers.ts';

/**
 * What an edit form needs of its kind to show a stored registration: SPEC §4's loading rules and the dates
 * the server writes. They are kept apart from the kind's schemas, as plain functions without the validation
 * library, so an edit page shows the registration with its first script and loads the schemas when the
 * visitor starts on the form, as a new form does. `defineRegistration` (the API) and `lazyFormDefinition`
 * (the form) both take a kind's rules from LOADING_RULES, so they are one.
 */
export interface LoadingRules {
  /** SPEC §4's rules for loading a stored registration into its edit form; the stored values as they are if none. */
  readonly prepareLoaded?: (stored: never, today: Date) => object;
  /**
   * Consent and signature dates: the form shows today read-only, and the server writes its own today (in
   * the event's time zone) over whatever a client sent, whenever the date's block is filled in.
   */
  readonly serverDates?: readonly FieldPath[];
}

/** The consent block's date is the server's (SPEC §9). */
const consentDate = { serverDates: [['stemDayConsent', 'date']] } as const satisfies LoadingRules;

/** Both student forms: SPEC §4's student loading rules; the consent date is the server's. */
const student = { ...consentDate, prepareLoaded: prepareLoadedStudentRegistration } as const satisfies LoadingRules;

/** Each kind's rules; a kind not listed loads its registration as stored and has no server-written date. */
export const LOADING_RULES: Partial<Record<RegType, LoadingRules>> = {
  MSIND: student,
  HSIND: student,
  HSCHAPERONE: consentDate,
  HSDAYOFCONSENT: consentDate,
  MSDAYOFCONSENT: consentDate,
  // Its numeric STEM flags become the form's strings.
  COMPANY: { prepareLoaded: prepareLoadedCompanyRegistration },
  // One blank row in each empty list; the signature date is the server's.
  SCHOLARSHIP: { prepareLoaded: prepareLoadedScholarship, serverDates: [['signatureDate']] },
};

const asStored = (stored: object) => ({ ...stored });

/** A kind's loading rules, with the defaults of a kind not listed: the stored values as they are, no dates. */
export function loadingRulesOf(regType: RegType): Required<LoadingRules> {
  const rules = LOADING_RULES[regType];
  return { prepareLoaded: rules?.prepareLoaded ?? asStored, serverDates: rules?.serverDates ?? [] };
}
