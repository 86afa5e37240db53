// The one table of registration kinds. Pages, the chooser, the thank-you page, the API's routes and its
// switch enforcement all read it; nothing else lists kinds. It imports no schema, so browser code that only
// needs a route or a label (the thank-you page, the account menu) stays small.
import type { RegistrationSwitch } from './cms/site-settings-schema.ts';
import type { RegType } from './reg-types.ts';

/** The two career days (CMS `event` slugs). */
export const EVENT_SLUGS = ['middle-school', 'high-school'] as const;
export type EventSlug = (typeof EVENT_SLUGS)[number];

/** The API's calendar file of one career day (the site's "add to calendar" links), and its route. */
export const EVENT_CALENDAR_ROUTE = '/api/events/:event/calendar.ics';
export const eventCalendarPath = (event: EventSlug) => EVENT_CALENDAR_ROUTE.replace(':event', event);

/**
 * Where the career days happen (northeast Ohio). Consent and signature dates are "today" there, whatever
 * the clock of the browser or server says, so a form signed at 9 pm in the evening before is dated as the
 * parent saw it.
 */
export const EVENT_TIME_ZONE = 'America/New_York';

/** Which thank-you text a kind gets (SPEC §2, "Thank-you page text per regType"). */
export type ThankYouVariant = 'student' | 'group' | 'chaperone' | 'company' | 'scholarship' | 'day-of-consent';

/** Everything the code outside a kind's own schema and sections needs to know about it. */
export interface RegistrationKind<TRegType extends RegType = RegType> {
  regType: TRegType;
  /** SPEC §7 create call (POST); the owner's edit is PUT `${apiPath}/{regId}`. */
  apiPath: string;
  /** The site's create page. */
  newRoute: string;
  /** The site's edit page (`?regId=`), or null for a kind that is never edited (day-of consents). */
  editRoute: string | null;
  /** The CMS switch that opens new registrations (SPEC §1), or null for a kind without one. */
  switch: RegistrationSwitch | null;
  /** Whether the create page sits behind the birthdate gate (/verify-age?regType=…). */
  ageGated: boolean;
  /** Whether a create needs a solved captcha (`gResponse`, SPEC §5). */
  captcha: boolean;
  /** The field holding the owner's email (DESIGN §4: the owner of a registration is its email). */
  ownerEmail: 'email';
  /**
   * The career day the registration is for: its mail carries that day's calendar file. Null when the kind
   * is not tied to one day by itself (a company chooses its events; a scholarship is not an attendance).
   */
  event: EventSlug | null;
  thankYou: ThankYouVariant;
  /** The page heading of its form. */
  title: string;
  /** How the chooser names the kind: "Ada Lovelace (High school chaperone)". */
  label: string;
  /**
   * The field naming what the registration is for besides its person: a group's name, a company's. A teacher
   * with two groups, or someone registering two companies, tells them apart by it (`registrationLabel`).
   */
  nameField?: 'groupName' | 'companyName';
  /**
   * The answers the organisers' table shows after the names, before the kind's first other answers: what
   * they compare rows by (a scholarship committee: the funds, the school, the grade point average).
   */
  deskFields?: readonly string[];
  /** Whether the signed-in chooser lists it (a day-of consent belongs to the student's registration). */
  listed: boolean;
  /** What one of its registrations is called where it is not a registration: an application is withdrawn. */
  noun?: 'application';
}

const kinds = {
  MSIND: {
    regType: 'MSIND',
    apiPath: '/api/ms-ind-reg',
    newRoute: '/ms-ind-reg-new',
    editRoute: '/ms-ind-reg-edit',
    switch: 'msIndividualOpen',
    ageGated: true,
    captcha: true,
    ownerEmail: 'email',
    event: 'middle-school',
    thankYou: 'student',
    title: 'Middle School Student Registration',
    label: 'Middle school student',
    listed: true,
  },
  MSGROUP: {
    regType: 'MSGROUP',
    apiPath: '/api/ms-group-reg',
    newRoute: '/ms-group-reg-new',
    editRoute: '/ms-group-reg-edit',
    switch: 'msGroupOpen',
    ageGated: true,
    captcha: true,
    ownerEmail: 'email',
    event: 'middle-school',
    thankYou: 'group',
    title: 'Middle School Group Registration',
    label: 'Middle school group',
    listed: true,
    nameField: 'groupName',
  },
  HSIND: {
    regType: 'HSIND',
    apiPath: '/api/hs-ind-reg',
    newRoute: '/hs-ind-reg-new',
    editRoute: '/hs-ind-reg-edit',
    switch: 'hsIndividualOpen',
    ageGated: true,
    captcha: true,
    ownerEmail: 'email',
    event: 'high-school',
    thankYou: 'student',
    title: 'High School Student Registration',
    label: 'High school student',
    listed: true,
  },
  HSCHAPERONE: {
    regType: 'HSCHAPERONE',
    apiPath: '/api/hs-chaperone-reg',
    newRoute: '/hs-chaperone-reg-new',
    editRoute: '/hs-chaperone-reg-edit',
    switch: 'hsChaperoneOpen',
    ageGated: false,
    captcha: true,
    ownerEmail: 'email',
    event: 'high-school',
    thankYou: 'chaperone',
    title: 'High School Chaperone Registration',
    label: 'High school chaperone',
    listed: true,
  },
  COMPANY: {
    regType: 'COMPANY',
    apiPath: '/api/company-reg',
    newRoute: '/company-reg-new',
    editRoute: '/company-reg-edit',
    switch: 'companyOpen',
    ageGated: false,
    captcha: true,
    ownerEmail: 'email',
    event: null,
    thankYou: 'company',
    title: 'Company Registration',
    label: 'Company',
    listed: true,
    nameField: 'companyName',
  },
  SCHOLARSHIP: {
    regType: 'SCHOLARSHIP',
    apiPath: '/api/scholarships',
    newRoute: '/scholarship-application-new',
    editRoute: '/scholarship-application-edit',
    switch: 'scholarshipOpen',
    ageGated: false,
    captcha: true,
    ownerEmail: 'email',
    event: null,
    thankYou: 'scholarship',
    title: 'Scholarship Application',
    label: 'Scholarship application',
    // The grade point average before the school: a criterion of every fund (3.0 at least).
    deskFields: ['scholarshipType', 'gradePointAverage', 'schoolId'],
    listed: true,
    noun: 'application',
  },
  HSDAYOFCONSENT: {
    regType: 'HSDAYOFCONSENT',
    apiPath: '/api/hs-day-of-consent',
    newRoute: '/consent-form-hs',
    editRoute: null,
    // SPEC §1 lists six switches; none is for the day-of consent, which the day itself needs.
    switch: null,
    ageGated: false,
    // A public form that mails a registration's parent: a captcha as on every other public form.
    captcha: true,
    ownerEmail: 'email',
    event: 'high-school',
    thankYou: 'day-of-consent',
    title: 'High School STEM Career Day Consent Form',
    label: 'High school day-of consent',
    listed: false,
  },
  MSDAYOFCONSENT: {
    regType: 'MSDAYOFCONSENT',
    apiPath: '/api/ms-day-of-consent',
    newRoute: '/consent-form-ms',
    editRoute: null,
    switch: null,
    ageGated: false,
    captcha: true,
    ownerEmail: 'email',
    event: 'middle-school',
    thankYou: 'day-of-consent',
    title: 'Middle School STEM Career Day Consent Form',
    label: 'Middle school day-of consent',
    listed: false,
  },
} as const satisfies { [K in RegType]: RegistrationKind<K> };

/** Every registration kind by regType (SPEC §1, plus the middle school day-of consent). */
export const REGISTRATION_KINDS: { readonly [K in RegType]: (typeof kinds)[K] } = kinds;

/** The kind of a regType string, or undefined for anything that is not one (an old or forged value). */
export function kindOf(regType: unknown): RegistrationKind | undefined {
  return typeof regType === 'string' && Object.hasOwn(REGISTRATION_KINDS, regType)
    ? REGISTRATION_KINDS[regType as RegType]
    : undefined;
}

/**
 * How cancelling a registration of a kind is said, in the chooser's dialog and notice and in the mail: an
 * application is withdrawn, not a registration cancelled.
 */
export function cancellationWordsOf(regType: unknown): {
  noun: 'registration' | 'application';
  done: 'cancelled' | 'withdrawn';
  title: string;
} {
  return kindOf(regType)?.noun === 'application'
    ? { noun: 'application', done: 'withdrawn', title: 'Withdraw Application' }
    : { noun: 'registration', done: 'cancelled', title: 'Cancel Registration' };
}

/** The kinds whose create page sits behind the birthdate gate (SPEC §2: MSIND, MSGROUP, HSIND). */
export type AgeGatedRegType = {
  [K in RegType]: (typeof kinds)[K]['ageGated'] extends true ? K : never;
}[RegType];

export const AGE_GATED_REG_TYPES = (Object.keys(kinds) as RegType[]).filter(
  (regType): regType is AgeGatedRegType => kinds[regType].ageGated,
);

export const isAgeGatedRegType = (value: unknown): value is AgeGatedRegType =>
  typeof value === 'string' && (AGE_GATED_REG_TYPES as readonly string[]).includes(value);

/** Every kind's edit page (`/ms-ind-reg-edit`, …): each also answers as `<route>/<regId>` (regIdOfEditPage). */
export const EDIT_ROUTES: readonly string[] = Object.values(REGISTRATION_KINDS).flatMap((kind) =>
  kind.editRoute ? [kind.editRoute] : [],
);

/**
 * The regId an edit page's address names: `?regId=…` (the links the site makes) or, as SPEC §2 calls it a
 * route parameter, the path segment after the page (`/ms-ind-reg-edit/<regId>`); null when there is none.
 */
export function regIdOfEditPage(address: { pathname: string; search: string }): string | null {
  const query = new URLSearchParams(address.search).get('regId');
  if (query) return query;
  const segment = /^\/[a-z-]+-edit\/([^/]+)\/?$/.exec(address.pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The edit page of a registration (`/hs-chaperone-reg-edit?regId=…`), or null when its kind has none. */
export function editPageOf(registration: { regType: unknown; regId: string }): string | null {
  const route = kindOf(registration.regType)?.editRoute;
  return route ? `${route}?regId=${encodeURIComponent(registration.regId)}` : null;
}
