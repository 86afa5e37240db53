/** A read-only view of a stored registration: sections of labelled values, in the form's order. */
export interface SummarySection {
  heading: string;
  rows: Array<{ label: string; value: string }>;
}

/** Choice titles by field name (schoolId → school names…), so ids read as what the registrant picked. */
export type Lookups = Partial<Record<string, ReadonlyMap<string, string>>>;

const SECTION_HEADINGS: Record<string, string> = {
  parentGuardian: 'Parent/Guardian',
  emergencyContact: 'Emergency contact',
  stemDayConsent: 'Consent',
  favouriteSubjects: 'Favourite subjects',
  tourType: 'Tours',
};

const LABELS: Record<string, string> = {
  schoolId: 'School',
  otherSchoolName: 'Other school',
  gradeLevelId: 'Grade',
  lunchId: 'Lunch',
  tShirtSizeId: 'T-shirt size',
  groupId: 'Group',
  isInGroup: 'In a group',
  needTranslator: 'Needs a translator',
  hasAttended: 'Attended before',
  willBeAttending: 'Will attend',
  willAddParentBeAttending: 'Another parent will attend',
  addParentFirstName: 'Other parent first name',
  addParentLastName: 'Other parent last name',
  sameAsParent: 'Same as parent/guardian',
  consentWillBeSubmittedBySchool: 'Consent submitted by the school',
  isParentPresent: 'Parent/guardian present',
  parentGuardianElSignature: 'Electronic signature',
  email: 'Email',
  phoneNumber: 'Phone number',
};

/** Never shown: the API's own fields, and the confirm field that only the form needs. */
const HIDDEN = new Set(['regId', 'regType', 'confirmEmail', 'groupCode']);

/** firstName → "First name". */
export function labelOf(key: string): string {
  if (Object.hasOwn(LABELS, key)) return LABELS[key]!;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueOf(key: string, value: unknown, lookups: Lookups): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const lookup = Object.hasOwn(lookups, key) ? lookups[key] : undefined;
  if (lookup) return lookup.get(value) ?? value;
  // The forms' yes/no answers are stored as '1' and '0'.
  if (value === '1') return 'Yes';
  if (value === '0') return 'No';
  return value;
}

/** The registration's fields as sections: its own fields first, then one section per nested group. */
export function summarize(data: Record<string, unknown>, lookups: Lookups = {}): SummarySection[] {
  const main: SummarySection = { heading: 'Registration', rows: [] };
  const nested: SummarySection[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (HIDDEN.has(key)) continue;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const rows = Object.entries(value as Record<string, unknown>).flatMap(([inner, innerValue]) => {
        const shown = valueOf(inner, innerValue, lookups);
        return shown === null || HIDDEN.has(inner) ? [] : [{ label: labelOf(inner), value: shown }];
      });
      if (rows.length > 0) nested.push({ heading: SECTION_HEADINGS[key] ?? labelOf(key), rows });
      continue;
    }
    const shown = valueOf(key, value, lookups);
    if (shown !== null) main.rows.push({ label: labelOf(key), value: shown });
  }
  return [main, ...nested].filter((section) => section.rows.length > 0);
}
