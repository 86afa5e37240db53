import { MEMBER_CONSENT_STATE_WORDS, type RegType, type StaffColumn, type StaffRegistrationList } from '@stem/shared';
import type { Attendance } from '../check-in/attendance.ts';
import type { ConsentStates } from '../consents/consent-state.ts';
import { pendingRemovalOf } from '../groups/group-roster.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { personName } from '../registrations/person-name.ts';
import type { MemberStatusRecord, Registration } from '../store/registration-store.ts';
import { kindWordsOf, leafInWords, readingOf } from './answer-words.ts';
import type { CatalogueNames } from './catalogue-names.ts';
import { flatten, headingOf, localDate, localDateTime, namesAnId } from './flatten.ts';
import { possibleDuplicates } from './possible-duplicates.ts';

/** How the desk says a consent state (the words every view uses). */
export const CONSENT_STATE_LABELS = MEMBER_CONSENT_STATE_WORDS;

/** A group member's status as the desk and its exports say it (the roster's words). */
const MEMBER_STATUS_WORDS: Record<MemberStatusRecord['status'], string> = {
  active: 'Active',
  'pending-removal': 'Pending Removal',
};

/** What a table needs besides the registrations: catalogue titles, consent states, file names. */
export interface TableContext {
  names: CatalogueNames;
  consents: ConsentStates;
  /** Who was checked in at the door (a column once someone was). */
  attendance: Attendance;
  /** A group's students (their `groupId` names it), for a kind that has them; none for the others. */
  membersOf?: (registration: Registration) => readonly Registration[];
  /** The registration's attachment fields as its owner reads them (`companyLogo`: the file's name). */
  attachmentFields(registration: Registration): Promise<Record<string, string>>;
}

/**
 * A registration as one flat record for the desk: the store's own facts first (id, times, owner), then
 * the form data in the schema's order with file names from the file store, then what the API keeps beside
 * the form (consent state, a member's status, an invoice). Nothing here knows a kind's fields.
 */
async function recordOf(
  registration: Registration,
  context: TableContext,
  duplicates: ReadonlyMap<string, readonly string[]>,
): Promise<Record<string, unknown>> {
  const consentState = context.consents.of(registration);
  const dayOfConsent = context.consents.dayOfConsentSignatureOf(registration);
  const { memberStatus, invoice } = registration;
  const checkedInAt = context.attendance.checkedInAt(registration);
  const members = context.membersOf?.(registration);
  const sameAs = duplicates.get(registration.regId);
  const files = await context.attachmentFields(registration);
  const missing = apiKindOf(registration.regType)?.missingFiles?.(registration.data, files) ?? [];
  return {
    regId: registration.regId,
    registered: localDateTime(registration.createdAt),
    lastChange: localDateTime(registration.updatedAt),
    email: registration.email,
    // Beside the owner's address, the other addresses the same company or student was registered under.
    ...(sameAs ? { possibleDuplicateOf: addressesOf(sameAs) } : {}),
    // An application the committee cannot judge yet: what the list's rows lack, without opening each.
    ...(missing.length > 0 ? { filesMissing: missing.join(', ') } : {}),
    // After the day, who came: beside the registration's own facts, so a list sorts and filters by it.
    ...(checkedInAt ? { checkedIn: localDateTime(checkedInAt) } : {}),
    // A group's size and who is in it, for the buses and the lunches: the roster is the leader's only. A
    // student whose removal the leader asked for is named as such and not counted, as the leader's roster
    // counts them (qa13a: the desk said 4 where the teacher's page said 3 and 1 pending removal).
    ...(members
      ? {
          students: String(members.filter((member) => !pendingRemovalOf(member)).length),
          studentNames: members
            .map((member) => `${personName(member)}${pendingRemovalOf(member) ? ' (Pending Removal)' : ''}`)
            .sort((a, b) => a.localeCompare(b, 'en-US'))
            .join(', '),
        }
      : {}),
    ...registration.data,
    ...files,
    ...(consentState === null ? {} : { dayOfConsent: CONSENT_STATE_LABELS[consentState] }),
    ...(dayOfConsent
      ? {
          dayOfConsentSignedBy: signerOf(dayOfConsent.signedBy),
          dayOfConsentConfirmedAt: localDateTime(dayOfConsent.recordedAt),
          dayOfConsentConfirmedFrom: dayOfConsent.confirmedFrom ?? '',
        }
      : {}),
    // Only while the student is in the group it is about (one removed or moved on has none there), in words.
    ...(memberStatus && registration.data.isInGroup === '1' && memberStatus.groupId === registration.data.groupId
      ? {
          groupMemberStatus: {
            status: MEMBER_STATUS_WORDS[memberStatus.status],
            reason: memberStatus.statusMessage,
          },
        }
      : {}),
    ...(invoice
      ? {
          invoice: {
            number: invoice.number,
            tier: invoice.tierName,
            amount: invoice.amount,
            issued: localDate(invoice.issuedAt),
            cancelled: invoice.cancelledAt ? localDate(invoice.cancelledAt) : '',
          },
        }
      : {}),
  };
}

/**
 * At most this many addresses in a "Possible duplicate of" cell: a name common at one school says the rest as
 * a count.
 */
const NAMED_DUPLICATES = 3;

const addressesOf = (emails: readonly string[]) =>
  emails.length <= NAMED_DUPLICATES
    ? emails.join(', ')
    : `${emails.slice(0, NAMED_DUPLICATES).join(', ')} and ${emails.length - NAMED_DUPLICATES} more`;

/** A day-of consent's signer as the desk reads it: "Paula Parent (Mother)". */
function signerOf(signedBy: Record<string, string>): string {
  const name = (signedBy.parentGuardianName ?? '').trim();
  const relation = (signedBy.relation ?? '').trim();
  return relation === '' ? name : `${name} (${relation})`;
}

const FIXED_HEADINGS: Record<string, string> = {
  regId: 'Registration id',
  registered: 'Registered',
  lastChange: 'Last change',
  email: 'Email (owner)',
  possibleDuplicateOf: 'Possible duplicate of',
  filesMissing: 'Files missing',
  checkedIn: 'Checked in',
  students: 'Students',
  studentNames: 'Student names',
  dayOfConsent: 'Consent',
  dayOfConsentSignedBy: 'Day-of consent signed by',
  dayOfConsentConfirmedAt: 'Day-of consent confirmed',
  dayOfConsentConfirmedFrom: 'Day-of consent confirmed from',
};

/** `participants.2.firstName` → `participants.#.firstName`: the same column of every row. */
const templateOf = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.#');

/** The record's own facts, in recordOf's order: the columns every list starts with, when a row has them. */
const LEADING_KEYS = [
  'regId',
  'registered',
  'lastChange',
  'email',
  'possibleDuplicateOf',
  'filesMissing',
  'checkedIn',
  'students',
  'studentNames',
];

/** The kind's answers by top-level field, in its edit schema's order (the form's); empty for a kind the API lacks. */
function schemaOrderOf(regType: RegType): Map<string, number> {
  const schema = apiKindOf(regType)?.definition.edit as unknown as { entries?: Record<string, unknown> } | undefined;
  return new Map(Object.keys(schema?.entries ?? {}).map((field, index) => [field, index]));
}

/**
 * Every registration of one kind as rows of text under one set of columns (the union of what the rows
 * hold), with catalogue ids as titles and coded answers as words. Columns keep the data's order; a list's rows stay together
 * (participant 1's fields, then participant 2's), however many rows each registration has.
 */
export async function registrationTable(
  regType: RegType,
  registrations: Registration[],
  context: TableContext,
): Promise<StaffRegistrationList> {
  // The store's facts come first whichever registration holds them: a "Checked in" met only on a later row
  // went to the end, where the desk's table never shows a column.
  const firstSeen = new Map<string, number>(LEADING_KEYS.map((key, index) => [key, index]));
  const headings = new Map<string, string>();
  const records: Array<{ regId: string; values: Map<string, string> }> = [];
  const duplicates = possibleDuplicates(registrations);
  const words = kindWordsOf(apiKindOf(regType));
  for (const registration of registrations) {
    const values = new Map<string, string>();
    const reading = readingOf(regType, words, context.names, registration.data);
    const leaves = flatten(await recordOf(registration, context, duplicates));
    const paths = new Set(leaves.map((leaf) => leaf.path));
    for (const leaf of leaves) {
      // A form's confirmation of an address it already holds says nothing more.
      if (leaf.field === 'confirmEmail') continue;
      // The catalogue's name the API stored beside an id ("State name" beside "State") repeats the id's
      // column, which shows the title already (qa15b).
      if (namesAnId(leaf.path, paths) && context.names.isCatalogueField(`${leaf.field.slice(0, -4)}Id`, regType))
        continue;
      // The code a student joined a group with is a key, not a fact about the student: once the leader
      // changes the code, the student's old one beside the group's name misled (qa13a). The group's own row
      // holds its code.
      if (leaf.field === 'groupCode' && 'groupId' in registration.data) continue;
      const catalogue = context.names.isCatalogueField(leaf.field, regType);
      // A school not on the list is named as such where the desk's few columns show the school ("Other"
      // alone, once a "Checked in" column took the other school's name's place, hid every such school). An
      // id no catalogue names stays as it is: the organisers can look it up.
      const value =
        leaf.field === 'schoolId' && leaf.value === 'other' && reading.otherSchoolName
          ? `Other: ${reading.otherSchoolName}`
          : (leafInWords(leaf, reading) ?? leaf.value);
      values.set(leaf.path, value);
      if (!headings.has(leaf.path)) {
        const heading = FIXED_HEADINGS[leaf.path] ?? headingOf(leaf.path);
        // The column shows the title, not the id: "School", not "School id".
        headings.set(leaf.path, catalogue ? heading.replace(/ id$/, '') : heading);
      }
      const template = templateOf(leaf.path);
      if (!firstSeen.has(template)) firstSeen.set(template, firstSeen.size);
    }
    records.push({ regId: registration.regId, values });
  }
  const schemaOrder = schemaOrderOf(regType);
  const orderOf = (path: string): [number, number, number, number] => {
    // The store's facts, then the answers in the form's order, then what the API keeps beside them: a list
    // empty on the first rows (awards) sat after the signature, where it was first seen (qa15b).
    const top = path.split('.')[0]!;
    const rank = LEADING_KEYS.includes(top) ? 0 : schemaOrder.has(top) ? 1 + schemaOrder.get(top)! : 1e6;
    const row = /^(.*?)\.(\d+)(?=\.|$)/.exec(path);
    if (!row) return [rank, firstSeen.get(templateOf(path))!, 0, 0];
    // A list sits where its first column was first seen; its rows in order; each row's fields in order.
    const listStart = Math.min(
      ...[...firstSeen].filter(([template]) => template.startsWith(`${row[1]}.#`)).map(([, index]) => index),
    );
    return [rank, listStart, Number(row[2]), firstSeen.get(templateOf(path))!];
  };
  const paths = [...headings.keys()].sort((a, b) => {
    const [x, y] = [orderOf(a), orderOf(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3];
  });
  const columns: StaffColumn[] = paths.map((key) => ({ key, label: headings.get(key)! }));
  return {
    regType,
    columns,
    rows: records.map(({ regId, values }) => ({ regId, cells: paths.map((path) => values.get(path) ?? '') })),
  };
}
