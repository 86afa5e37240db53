import { prepareLoadedStudentRegistration } from './clearing.ts';
import { prepareLoadedCompanyRegistration } from './company-answers.ts';
import type { FieldPath } from './fields/rules.ts';
import { prepareLoadedScholarship } from './scholarship-answers.ts';

/**
 * What an edit form needs of its kind to show a stored registration: SPEC §4's loading rules and the dates
 * the server writes. They are kept apart from the kind's schemas, as plain functions without the validation
 * library, so an edit page shows the registration with its first script and loads the schemas when the
 * visitor starts on the form, as a new form does. Each kind's `defineRegistration` spreads its own, and its
 * form's `lazyFormDefinition` is given the same object.
 */
export interface LoadingRules {
  /** SPEC §4's rules for loading a stored registration into its edit form. */
  readonly prepareLoaded?: (stored: never, today: Date) => object;
  /**
   * Consent and signature dates: the form shows today read-only, and the server writes its own today (in
   * the event's time zone) over whatever a client sent, whenever the date's block is filled in.
   */
  readonly serverDates?: readonly FieldPath[];
}

/** Both student forms: SPEC §4's student loading rules; the consent date is the server's (SPEC §9). */
export const studentLoading = {
  prepareLoaded: prepareLoadedStudentRegistration,
  serverDates: [['stemDayConsent', 'date']],
} as const satisfies LoadingRules;

/** The chaperone form: stored as it is; the consent date is the server's. */
export const chaperoneLoading = { serverDates: [['stemDayConsent', 'date']] } as const satisfies LoadingRules;

/** The company form: its numeric STEM flags become the form's strings. */
export const companyLoading = { prepareLoaded: prepareLoadedCompanyRegistration } as const satisfies LoadingRules;

/** The scholarship application: one blank row in each empty list; the signature date is the server's. */
export const scholarshipLoading = {
  prepareLoaded: prepareLoadedScholarship,
  serverDates: [['signatureDate']],
} as const satisfies LoadingRules;
