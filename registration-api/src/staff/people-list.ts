import { EVENT_SLUGS, REGISTRATION_KINDS, type EventSlug, type StaffColumn } from '@stem/shared';
import { answerText, fullNameOf, isAnswerGroup } from '@stem/shared/registration/fields/answers';
import type { Attendance } from '../check-in/attendance.ts';
import { attendsOnTheDay } from '../check-in/check-in-qr.ts';
import { apiKindOf } from '../registrations/api-kinds.ts';
import { withoutBidiControls } from '../registrations/person-name.ts';
import type { Registration } from '../store/registration-store.ts';
import { kindWordsOf, leafInWords, readingOf } from './answer-words.ts';
import type { CatalogueNames } from './catalogue-names.ts';
import { flatten, humanise, localDateTime, type Leaf } from './flatten.ts';
import { companionsOf } from './companions.ts';
import { LUNCH_FIELDS } from './headcounts.ts';
import { dayNameOf, eventsOf } from './kind-events.ts';

/** What the list reads besides the registrations. */
export interface PeopleContext {
  names: CatalogueNames;
  attendance: Attendance;
  /** Each career day's name as the CMS gives it (the headcounts' sheet names). */
  dayNames: ReadonlyMap<EventSlug, string>;
}

/** One row per person, as text in the order of `columns` (the kind exports' shape: exports.ts writes both). */
export interface PeopleList {
  columns: StaffColumn[];
  rows: Array<{ regId: string; cells: string[] }>;
}

const COLUMNS: StaffColumn[] = [
  { key: 'lastName', label: 'Last name' },
  { key: 'firstName', label: 'First name' },
  { key: 'attendsAs', label: 'Attends as' },
  { key: 'days', label: 'Career day' },
  { key: 'organisation', label: 'School or company' },
  { key: 'group', label: 'Group' },
  { key: 'email', label: 'Email' },
  { key: 'lunch', label: 'Lunch' },
  { key: 'tShirt', label: 'T-shirt size' },
  { key: 'checkedIn', label: 'Checked in' },
];

/** One person a registration brings: the registrant (`row` null) or a row of one of its lists. */
interface Person {
  answers: Record<string, unknown>;
  /** The list the person is a row of (`participants`), null for the registrant. */
  row: string | null;
  /** The person's own answers flattened: lunch and T-shirt are theirs. */
  leaves: Leaf[];
}

/**
 * The people a registration brings to its day: the registrant, then each row of a list that names a person
 * (a company's participants). A nested object is no one (a parent's block, an activity's needs): what it
 * orders is the registrant's, as the headcounts count it. Knows no kind: a person is a first and last name.
 */
function peopleIn(data: Record<string, unknown>, leaves: readonly Leaf[]): Person[] {
  const people: Person[] = [{ answers: data, row: null, leaves: leaves.filter((leaf) => leaf.row === null) }];
  for (const [list, value] of Object.entries(data)) {
    if (!Array.isArray(value)) continue;
    value.forEach((item: unknown, index) => {
      if (!isAnswerGroup(item) || fullNameOf(item) === '') return;
      const prefix = `${list}.${index + 1}.`;
      people.push({
        answers: item,
        row: list,
        leaves: leaves.filter((leaf) => leaf.path.startsWith(prefix)),
      });
    });
  }
  return people;
}

/**
 * What a person comes as: the registrant as the kind says (`attendsAs`, else its label), a list's row by the
 * list (`participants` of a "Company": "Company participant").
 */
const roleOf = (registrant: string, kindLabel: string, row: string | null) =>
  row === null ? registrant : `${kindLabel} ${humanise(row).toLowerCase().replace(/s$/, '')}`;

/**
 * Everyone coming to a career day, one row per person, for name badges, sign-in sheets and the lunch list:
 * each student, group leader and chaperone, the parents who said they come (after their student), and a
 * company's contact and each of its participants, with the day or days, the school or company, the group, the
 * lunch and T-shirt the person chose (in the form's words, as the headcounts count them: once, whatever the
 * days), and when the registration was checked in. A registration nobody attends on (a scholarship, a
 * sponsorship without a stand) brings no one. Sorted by day, then school or company, then name.
 */
export function peopleList(registrations: readonly Registration[], context: PeopleContext): PeopleList {
  const sorted: Array<{ order: string[]; regId: string; cells: string[] }> = [];
  for (const registration of registrations) {
    if (!attendsOnTheDay(registration)) continue;
    const { regType, data } = registration;
    const kindLabel = REGISTRATION_KINDS[regType].label;
    const registrant = apiKindOf(regType)?.attendsAs ?? kindLabel;
    const days = eventsOf(registration);
    const reading = readingOf(regType, kindWordsOf(apiKindOf(regType)), context.names, data);
    const inWords = (leaf: Leaf | undefined) => (leaf ? (leafInWords(leaf, reading) ?? leaf.value) : '');
    const leaves = flatten(data);
    const school = inWords(leaves.find((leaf) => leaf.path === 'schoolId'));
    const organisation = school || answerText(data.companyName).trim();
    const group =
      typeof data.groupId === 'string' && data.groupId !== ''
        ? context.names.titleOf('groupId', data.groupId, regType)
        : answerText(data.groupName).trim();
    const checkedInAt = context.attendance.checkedInAt(registration);
    for (const person of peopleIn(data, leaves)) {
      const own = (test: (field: string) => boolean) =>
        inWords(person.leaves.find((leaf) => test(leaf.field) && leaf.value !== ''));
      const email = person.row === null ? registration.email : answerText(person.answers.email);
      const firstName = withoutBidiControls(answerText(person.answers.firstName).trim());
      const lastName = withoutBidiControls(answerText(person.answers.lastName).trim());
      sorted.push({
        order: [
          String(EVENT_SLUGS.indexOf(days[0]!)),
          organisation.toLocaleLowerCase('en-US'),
          lastName.toLocaleLowerCase('en-US'),
          firstName.toLocaleLowerCase('en-US'),
          '0',
        ],
        regId: registration.regId,
        cells: [
          lastName,
          firstName,
          roleOf(registrant, kindLabel, person.row),
          days.map((day) => dayNameOf(day, context.dayNames.get(day))).join('; '),
          organisation,
          group,
          email,
          own((field) => LUNCH_FIELDS.has(field)),
          own((field) => field === 'tShirtSizeId'),
          checkedInAt ? localDateTime(checkedInAt) : '',
        ],
      });
    }
    // Beside their student in the list (the student's name sorts them), the student's day, school and group.
    const student = [
      withoutBidiControls(answerText(data.lastName).trim()),
      withoutBidiControls(answerText(data.firstName).trim()),
    ];
    companionsOf(data).forEach((companion, index) => {
      sorted.push({
        order: [
          String(EVENT_SLUGS.indexOf(days[0]!)),
          organisation.toLocaleLowerCase('en-US'),
          ...student.map((name) => name.toLocaleLowerCase('en-US')),
          String(index + 1),
        ],
        regId: registration.regId,
        cells: [
          companion.lastName,
          companion.firstName,
          `${companion.attendsAs} of ${student[1]} ${student[0]}`.trim(),
          days.map((day) => dayNameOf(day, context.dayNames.get(day))).join('; '),
          organisation,
          group,
          companion.email,
          '',
          '',
          '',
        ],
      });
    });
  }
  sorted.sort((a, b) => {
    for (let i = 0; i < a.order.length; i++) {
      const by = a.order[i]!.localeCompare(b.order[i]!, 'en-US');
      if (by !== 0) return by;
    }
    return 0;
  });
  return { columns: COLUMNS, rows: sorted.map(({ regId, cells }) => ({ regId, cells })) };
}
