import {
  EVENT_SLUGS,
  REGISTRATION_KINDS,
  remindersFrom,
  type CountTable,
  type EventHeadcounts,
  type EventSlug,
  type Headcounts,
  MEMBER_CONSENT_STATES,
  type RegType,
} from '@stem/shared';
import type { Attendance } from '../check-in/attendance.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { ConsentStates } from '../consents/consent-state.ts';
import type { Registration } from '../store/registration-store.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { choiceInWords, kindWordsOf } from './answer-words.ts';
import type { CatalogueNames } from './catalogue-names.ts';
import { companionsOf } from './companions.ts';
import { chosenFlagsOf, flatten, humanise, localDate } from './flatten.ts';
import { dayNameOf, eventsOf } from './kind-events.ts';
import { organisationNameKey } from './same-name-key.ts';
import { CONSENT_STATE_LABELS } from './registration-table.ts';

/** What the headcounts read besides the registrations. */
export interface HeadcountContext {
  cms: CmsClient;
  names: CatalogueNames;
  consents: ConsentStates;
  attendance: Attendance;
  now: Date;
  /** How many days before a day its reminders go (EVENT_REMINDER_DAYS); 0: none. */
  reminderDays: number;
}

/** The fields a person's lunch is chosen in (a student's lunch, a company participant's lunch type). */
export const LUNCH_FIELDS: ReadonlySet<string> = new Set(['lunchId', 'lunchTypeId']);

const NO_DAY = 'Not tied to one day';

/** Counts by row and column, kept in the order rows and columns first appear unless sorted after. */
class Tally {
  readonly #counts = new Map<string, Map<string, number>>();
  readonly #columns = new Set<string>();

  add(row: string, column: string, by = 1) {
    const counts = this.#counts.get(row) ?? new Map<string, number>();
    counts.set(column, (counts.get(column) ?? 0) + by);
    this.#counts.set(row, counts);
    this.#columns.add(column);
  }

  get isEmpty() {
    return this.#counts.size === 0;
  }

  table(title: string, rowHeader: string, order?: (a: string, b: string) => number): CountTable {
    const columns = [...this.#columns];
    const rows = [...this.#counts].map(([label, counts]) => ({
      label,
      values: columns.map((column) => counts.get(column) ?? 0),
    }));
    if (order) rows.sort((a, b) => order(a.label, b.label));
    return { title, rowHeader, columns, rows };
  }

  /** Rows by their total, largest first, then by label. */
  byTotal(title: string, rowHeader: string): CountTable {
    const table = this.table(title, rowHeader);
    const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
    table.rows.sort((a, b) => total(b.values) - total(a.values) || a.label.localeCompare(b.label));
    return table;
  }
}

/** One career day's tallies (or the registrations tied to none). */
class DayTallies {
  total = 0;
  checkedIn = 0;
  readonly byKind = new Tally();
  /** Registered and checked in, by kind: who came against who said they would. */
  readonly attendance = new Tally();
  readonly byDay = new Tally();
  readonly lunches = new Tally();
  readonly tShirts = new Tally();
  readonly schools = new Tally();
  readonly consents = new Tally();
  /** The parents and guardians who said they come with their student. */
  readonly parents = new Tally();
  /** One tally per checkbox group (tour types, favourite subjects…), by the group's field name. */
  readonly choices = new Map<string, Tally>();
  /** Catalogue order of lunch and T-shirt titles (S before M), for sorting their rows. */
  readonly order = new Map<string, number>();
  /** Each unlisted school's row by its name's key: the spelling counted first names the row. */
  readonly unlistedSchools = new Map<string, string>();
}

/** The checkbox groups of stored data (`chosenFlagsOf`), nested objects included. */
function checkboxGroupsOf(data: Record<string, unknown>): Array<{ field: string; chosen: string[] }> {
  const groups: Array<{ field: string; chosen: string[] }> = [];
  for (const [field, value] of Object.entries(data)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const chosen = chosenFlagsOf(value);
    if (chosen) {
      groups.push({ field, chosen });
    } else {
      groups.push(...checkboxGroupsOf(value as Record<string, unknown>));
    }
  }
  return groups;
}

/** The Schools row of a school typed in, shared with the same school typed otherwise before. */
function unlistedSchoolRow(day: DayTallies, typed: string): string {
  const key = organisationNameKey(typed);
  const row = day.unlistedSchools.get(key) ?? `${typed.trim()} (not listed)`;
  day.unlistedSchools.set(key, row);
  return row;
}

/** Adds what one registration orders and brings to a day: lunches, T-shirts, schools, choices, consent. */
function tallyDetails(day: DayTallies, registration: Registration, context: HeadcountContext) {
  const { regType } = registration;
  const kindLabel = REGISTRATION_KINDS[regType].label;
  const leaves = flatten(registration.data);
  for (const leaf of leaves) {
    if (leaf.value === '') continue;
    // A row's lunch is its person's (a company's participants), the rest the registrant's own.
    const who = leaf.row === null ? kindLabel : `${kindLabel}: ${humanise(leaf.row).toLowerCase()}`;
    if (LUNCH_FIELDS.has(leaf.field) || leaf.field === 'tShirtSizeId') {
      const title = context.names.titleOf(leaf.field, leaf.value, regType);
      day.order.set(title, context.names.orderOf(leaf.field, leaf.value, regType));
      (LUNCH_FIELDS.has(leaf.field) ? day.lunches : day.tShirts).add(title, who);
    }
  }
  const schoolId = registration.data.schoolId;
  if (typeof schoolId === 'string' && schoolId !== '') {
    const other = registration.data.otherSchoolName;
    // An unlisted school is typed by each registrant: "St. Mary's" and "St Marys" are one row (qa15c).
    const school =
      schoolId === 'other' && typeof other === 'string' && other !== ''
        ? unlistedSchoolRow(day, other)
        : context.names.titleOf('schoolId', schoolId, regType);
    day.schools.add(school, kindLabel);
  }
  const words = kindWordsOf(apiKindOf(regType));
  for (const group of checkboxGroupsOf(registration.data)) {
    const tally = day.choices.get(group.field) ?? new Tally();
    for (const choice of group.chosen) tally.add(choiceInWords(words, group.field, choice), kindLabel);
    day.choices.set(group.field, tally);
  }
  const consent = context.consents.of(registration);
  if (consent !== null) day.consents.add(CONSENT_STATE_LABELS[consent], kindLabel);
  for (const companion of companionsOf(registration.data)) day.parents.add(companion.attendsAs, kindLabel);
}

const byCatalogue = (day: DayTallies) => (a: string, b: string) =>
  (day.order.get(a) ?? Infinity) - (day.order.get(b) ?? Infinity) || a.localeCompare(b);

function tablesOf(day: DayTallies): CountTable[] {
  const consentOrder = (a: string, b: string) =>
    MEMBER_CONSENT_STATES.findIndex((state) => CONSENT_STATE_LABELS[state] === a) -
    MEMBER_CONSENT_STATES.findIndex((state) => CONSENT_STATE_LABELS[state] === b);
  const tables = [
    day.byKind.table('Registrations by kind', 'Kind'),
    day.checkedIn === 0 ? null : { ...day.attendance.table('Checked in by kind', 'Kind'), totals: false as const },
    day.byDay.table('Registrations by day', 'Registered on', (a, b) => a.localeCompare(b)),
    day.lunches.isEmpty ? null : day.lunches.table('Lunches by type', 'Lunch', byCatalogue(day)),
    day.tShirts.isEmpty ? null : day.tShirts.table('T-shirts by size', 'Size', byCatalogue(day)),
    ...[...day.choices]
      .filter(([, tally]) => !tally.isEmpty)
      .map(([field, tally]) => tally.byTotal(`${humanise(field)}: choices`, 'Choice')),
    day.schools.isEmpty ? null : day.schools.byTotal('Schools', 'School'),
    day.consents.isEmpty ? null : day.consents.table('Consent states', 'Consent', consentOrder),
    day.parents.isEmpty ? null : day.parents.table('Parents and guardians coming', 'Who'),
  ];
  return tables.filter((table): table is CountTable => table !== null);
}

/**
 * The staff desk's headcounts (issue 15 point 2): per career day, registrations by kind and by the day
 * they were made, what to order (lunches by type and by whom, T-shirts by size), the checkbox choices (tours),
 * schools, consent states and the parents who come along; then sponsorships by tier from the invoices that
 * stand. Everything is found by field name and the registry (`lunchId`, `tShirtSizeId`, `schoolId`,
 * `parentGuardian`, groups of flags, a kind's day), so a new kind is counted without an edit here. A
 * registration attending both days counts in each; what it orders counts under its first day only. A kind the registry does not list as a registration of its own (a
 * day-of consent, which belongs to a student's registration) is no one more: it counts in the consent states.
 */
export async function headcounts(registrations: Registration[], context: HeadcountContext): Promise<Headcounts> {
  const days = new Map<EventSlug | null, DayTallies>([...EVENT_SLUGS, null].map((slug) => [slug, new DayTallies()]));
  const tiers = new Tally();
  const amounts = new Tally();
  const tierCodes = new Map<string, number>();
  const events = new Map(
    await Promise.all(EVENT_SLUGS.map(async (slug) => [slug, await context.cms.getEvent(slug)] as const)),
  );
  const dateOf = (slug: EventSlug | null) => (slug ? (events.get(slug)?.eventDate ?? null) : null);
  for (const registration of registrations) {
    const kind = REGISTRATION_KINDS[registration.regType];
    if (!kind.listed) continue;
    const kindLabel = kind.label;
    const attended = eventsOf(registration);
    const slugs: Array<EventSlug | null> = attended.length > 0 ? attended : [null];
    for (const slug of slugs) {
      // Someone of both days came to each day they were checked in on (Attendance.cameOn).
      const came =
        slugs.length > 1
          ? context.attendance.cameOn(registration, dateOf(slug), slugs.map(dateOf))
          : context.attendance.checkedInAt(registration) !== null;
      const day = days.get(slug)!;
      day.total += 1;
      day.byKind.add(kindLabel, 'Registrations');
      day.byDay.add(localDate(registration.createdAt), kindLabel);
      day.attendance.add(kindLabel, 'Registered');
      day.attendance.add(kindLabel, 'Checked in', came ? 1 : 0);
      if (came) day.checkedIn += 1;
    }
    tallyDetails(days.get(slugs[0]!)!, registration, context);
    const invoice = registration.invoice;
    if (invoice && invoice.cancelledAt === null) {
      tierCodes.set(invoice.tierName, Number(invoice.tierCode));
      tiers.add(invoice.tierName, 'Sponsors');
      amounts.add(invoice.tierName, 'Amount (US$)', invoice.amount);
    }
  }
  const headcountsByDay: EventHeadcounts[] = [];
  for (const [slug, day] of days) {
    if (slug === null && day.total === 0) continue;
    const event = slug ? events.get(slug) : null;
    headcountsByDay.push({
      event: slug,
      name: slug === null ? NO_DAY : dayNameOf(slug, event?.name),
      date: event?.eventDate ?? null,
      remindersFrom: event && context.reminderDays > 0 ? remindersFrom(event.eventDate, context.reminderDays) : null,
      total: day.total,
      checkedIn: day.checkedIn,
      tables: tablesOf(day),
    });
  }
  const tierOrder = (a: string, b: string) => (tierCodes.get(a) ?? 0) - (tierCodes.get(b) ?? 0);
  return {
    countedAt: context.now.toISOString(),
    events: headcountsByDay,
    sponsorships: [
      tiers.table('Sponsorships by tier', 'Tier', tierOrder),
      amounts.table('Sponsorship amounts by tier', 'Tier', tierOrder),
    ],
  };
}

/** Every registration in the store, kind by kind in the registry's order (every kind, a new one too). */
export async function allRegistrations(store: {
  listByType(regType: RegType): Promise<Registration[]>;
}): Promise<Registration[]> {
  const all: Registration[] = [];
  for (const regType of Object.keys(REGISTRATION_KINDS) as RegType[]) all.push(...(await store.listByType(regType)));
  return all;
}
