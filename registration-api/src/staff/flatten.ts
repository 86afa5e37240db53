import { EVENT_TIME_ZONE } from '@stem/shared';
import { isAnswerGroup as isRecord } from '@stem/shared/registration/fields/answers';

/** One leaf of a flattened registration: its dot path, its field name and its value as text. */
export interface Leaf {
  /** `parentGuardian.email`, `participants.2.lunchTypeId` (rows counted from 1). */
  path: string;
  /** The last segment that is a name: `email`, `lunchTypeId`. */
  field: string;
  value: string;
  /** Inside a repeatable row (a participant): the list's name, e.g. `participants`. */
  row: string | null;
  /** A checkbox group's leaf (one for the group): the flags ticked, by name; `value` joins them. */
  choices?: string[];
}

/**
 * The flags ticked in a checkbox group as forms store it (an object of three or more flags, each '1' or '0':
 * tour types, favourite subjects, a company's STEM fields, a scholarship's funds); null for anything else (a
 * table count and a yes/no are two answers, not a group).
 */
export function chosenFlagsOf(value: unknown): string[] | null {
  if (!isRecord(value)) return null;
  const flags = Object.entries(value);
  if (flags.length < 3 || !flags.every(([, flag]) => flag === '1' || flag === '0')) return null;
  return flags.filter(([, flag]) => flag === '1').map(([key]) => key);
}

const text = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * Every leaf of stored form data, in the order of the data's keys (the schema's order): nested objects by
 * dot path, a checkbox group as one leaf of the flags ticked (one column "Scholarship type", not a Yes/No
 * column per fund: qa15b read a STEM-only applicant's cut-off "No / No" as no fund at all), repeatable rows
 * (lists of objects) as numbered rows, lists of plain values as one text joined with "; ". Knows no kind: a
 * new kind's fields flatten the same way.
 */
export function flatten(data: Record<string, unknown>, prefix = '', row: string | null = null): Leaf[] {
  const leaves: Leaf[] = [];
  for (const [key, value] of Object.entries(data)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const choices = chosenFlagsOf(value);
    if (choices) {
      leaves.push({ path, field: key, value: choices.join(', '), row, choices });
    } else if (isRecord(value)) {
      leaves.push(...flatten(value, path, row));
    } else if (Array.isArray(value) && value.some(isRecord)) {
      value.forEach((item, index) => {
        if (isRecord(item)) leaves.push(...flatten(item, `${path}.${index + 1}`, key));
      });
    } else if (Array.isArray(value)) {
      // An empty list says nothing a missing one does not (no consent signed yet): no column of its own.
      if (value.length === 0) continue;
      leaves.push({ path, field: key, value: value.map(text).join('; '), row });
    } else {
      leaves.push({ path, field: key, value: text(value), row });
    }
  }
  return leaves;
}

/** Words of field names that are abbreviations or shortened, as the organisers write them. */
const WORDS: Record<string, string> = {
  stem: 'STEM',
  ms: 'MS',
  hs: 'HS',
  gpa: 'GPA',
  eps: 'EPS',
  zip: 'ZIP',
  url: 'URL',
  el: 'electronic',
};

/**
 * Field names whose words alone read badly on the desk ("Not on 4 scale"): the heading the form's label
 * gives them. Only where the words mislead or stay cryptic; every other name is read word by word.
 */
const HEADINGS: Record<string, string> = {
  notOn4Scale: 'GPA not on a 4.0 scale',
  notOn4ScaleExplanation: 'GPA scale explanation',
  stemDayConsent: 'STEM Career Day consent',
  streetAddressAdd: 'Street address line 2',
  addParentFirstName: 'Additional parent first name',
  addParentLastName: 'Additional parent last name',
  willAddParentBeAttending: 'Additional parent attending',
  hsIsElectricityNeeded: 'HS electricity needed',
  eSports: 'eSports',
  varsityESports: 'Varsity eSports',
  consentRecords: 'Consent signatures',
  // The form's "Have you attended before?", not the day's check-in ("Checked in").
  hasAttended: 'Attended before',
};

/**
 * A field name as a heading: `parentGuardianElSignature` → "Parent guardian electronic signature",
 * `tShirtSizeId` → "T-shirt size id", `schoolYear9` → "School year 9"; a few by name (HEADINGS).
 */
export function humanise(name: string): string {
  if (/^\d+$/.test(name)) return name;
  const known = HEADINGS[name];
  if (known) return known;
  const words = name
    .replace(/^tShirt/, 'T-shirt')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => WORDS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A dot path as a column heading: "Parent guardian / Email", "Participants 2 / Lunch type id". */
export function headingOf(path: string): string {
  const parts = path.split('.');
  const segments: string[] = [];
  for (const part of parts) {
    // A row number joins its list's name: "Participants 2".
    if (/^\d+$/.test(part) && segments.length > 0) segments[segments.length - 1] += ` ${part}`;
    else segments.push(humanise(part));
  }
  return segments.join(' / ');
}

const LOCAL_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const LOCAL_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: EVENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An ISO time as the organisers read it: "2026-04-01 14:03", at the career days' time zone. */
export const localDateTime = (iso: string) => LOCAL_TIME.format(new Date(iso)).replace(', ', ' ');

/** A time the API stamped (`recordedAt`: "2026-04-01T18:03:07.123Z"), as opposed to a date a person typed. */
export const isStampedTime = (value: string) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value);

/** The date of an ISO time at the career days' time zone: "2026-04-01". */
export const localDate = (iso: string) => LOCAL_DAY.format(new Date(iso));

/** The name the API stores beside a catalogue id ("lunchTypeName" beside "lunchTypeId"): the id says it. */
export const namesAnId = (path: string, paths: ReadonlySet<string>) =>
  path.endsWith('Name') && paths.has(`${path.slice(0, -'Name'.length)}Id`);
