// The staff desk's calls (/api/staff/*, issue 15): what the API answers and the site reads. Types and
// constants only, so the browser pays nothing for importing it.
import type { MemberConsentState } from './api-contract.ts';
import type { RegType } from './reg-types.ts';
import type { EventSlug } from './registration-kinds.ts';

/**
 * Counts in rows and columns: the numbers behind one chart and its text equivalent (the table). One
 * column is a plain bar chart; several are stacked bars, one colour per column.
 */
export interface CountTable {
  /** What the table counts, e.g. "Lunches by type". */
  title: string;
  /** The heading of the row labels, e.g. "Lunch". */
  rowHeader: string;
  /** The column headings, e.g. the kinds of people a lunch is for. */
  columns: string[];
  rows: Array<{ label: string; values: number[] }>;
  /**
   * False when adding the columns up means nothing (registered and checked in): no Total column, and the
   * chart's bars stand side by side instead of stacked.
   */
  totals?: false;
}

/** Everything counted for one career day, or (event null) for the registrations tied to no day. */
export interface EventHeadcounts {
  event: EventSlug | null;
  /** The CMS event's name, or "Not tied to one day". */
  name: string;
  /** ISO date of the day (CMS), or null when unknown or not tied to a day. */
  date: string | null;
  /**
   * ISO date from which the reminder mail goes to everyone registered for the day (EVENT_REMINDER_DAYS
   * before it), or null when the API sends none or the day is unknown.
   */
  remindersFrom: string | null;
  /** Registrations counted under this day. */
  total: number;
  /** Of them, those checked in at the door (on either of their days, for a registration of both). */
  checkedIn: number;
  /** Registrations by kind, by day of registration, then one table per thing to order or check. */
  tables: CountTable[];
}

/** GET /api/staff/headcounts `data`. */
export interface Headcounts {
  /** ISO 8601: when the numbers were counted. */
  countedAt: string;
  events: EventHeadcounts[];
  /** Sponsorships by tier from the invoices that stand (not cancelled): sponsors, then dollars. */
  sponsorships: CountTable[];
}

/** One column of a staff list or export: a dot path of the flattened registration and its heading. */
export interface StaffColumn {
  key: string;
  label: string;
}

/** GET /api/staff/registrations?regType=… `data`: every registration of one kind, flattened. */
export interface StaffRegistrationList {
  regType: RegType;
  columns: StaffColumn[];
  /** One row per registration; `cells` in the order of `columns`, every value as text. */
  rows: Array<{ regId: string; cells: string[] }>;
}

/**
 * GET /api/staff/search?q=… `data`: how many registrations of each kind the desk's search words find (every
 * kind, in the registry's order), so a search in one kind says where else its words are.
 */
export type StaffSearchCounts = Array<{ regType: RegType; matching: number }>;

/** GET /api/staff/consents `data`: a student whose day-of consent is missing, and whom to remind. */
export interface MissingConsent {
  regId: string;
  regType: RegType;
  studentName: string;
  school: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  /** ISO 8601 */
  registeredAt: string;
  consentState: MemberConsentState;
  /** The student's group and its leader ("Rockets (Mae Jemison)"), the one to ask for a school's forms; '' for none. */
  group: string;
  /**
   * ISO 8601: when the student was first checked in at the door, null when not: on the day, a student here
   * without a consent is the one to settle first (qa25c: they could not be told from those who stayed home).
   */
  checkedInAt: string | null;
}

/**
 * POST: a signed paper consent form of the student is in the organisers' hands (the school's, or one a parent
 * brought to the door). 409 when the student's consent is in hand already or the kind needs none.
 */
export const STAFF_PAPER_CONSENT_ROUTE = '/api/staff/consents/:regId/paper-form';
export const staffPaperConsentPath = (regId: string) =>
  STAFF_PAPER_CONSENT_ROUTE.replace(':regId', encodeURIComponent(regId));

/** STAFF_PAPER_CONSENT_ROUTE `data`: the student's consent state now. */
export interface PaperConsentRecorded {
  consentState: MemberConsentState;
}

/**
 * GET /api/staff/removals `data`: a group's student whose leader asked for their removal, waiting for the
 * organisers' decision (SPEC §4: active, then pending-removal).
 */
export interface RemovalRequest {
  regId: string;
  studentName: string;
  groupName: string;
  leaderName: string;
  leaderEmail: string;
  /** The leader's reason. */
  reason: string;
  /** ISO 8601: when the leader asked. */
  requestedAt: string;
}

/**
 * POST /api/staff/removals/{regId}/{decision}: `remove` takes the student out of the group (the registration
 * stays, without a group); `keep` leaves them in it. Either way the leader and the family are mailed.
 */
export const REMOVAL_DECISIONS = ['remove', 'keep'] as const;
export type RemovalDecision = (typeof REMOVAL_DECISIONS)[number];

/** Desk sections that mails link to: `/staff#<id>` opens the desk at that section. */
export const DESK_SECTIONS = { removals: 'removals' } as const;

/** One kind's line of GET /api/staff/retention `data` (what the retention job would delete now). */
export interface RetentionKindPlan {
  regType: RegType;
  label: string;
  /** Months kept after the later of the career day and the last change. */
  months: number;
  /** Registrations of the kind in the store. */
  stored: number;
  /** Of those, the ones the job deletes at its next run. */
  due: number;
  /** ISO date of the next registration's expiry after those, or null when none is stored. */
  nextExpiry: string | null;
}

/** GET /api/staff/retention `data`. */
export interface RetentionPlan {
  /**
   * False when the periods or a career day's date were never read from the CMS: the job then deletes
   * nothing of the kinds concerned rather than guess (each such kind shows `due` 0).
   */
  complete: boolean;
  kinds: RetentionKindPlan[];
  /** The registrations due now: id, kind and the day they expired; nothing more. */
  due: Array<{ regId: string; regType: RegType; expiredOn: string }>;
}

/** GET /api/staff/audit `data`: the newest lines of the audit log. */
export interface StaffAuditLine {
  at: string;
  actor: string;
  action: string;
  target: string;
  count: number;
}

/** The export formats of GET /api/staff/export. */
export const STAFF_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type StaffExportFormat = (typeof STAFF_EXPORT_FORMATS)[number];

/** How long after a consent reminder the next one to the same parent is refused (per registration). */
export const CONSENT_REMINDER_INTERVAL_HOURS = 24;
