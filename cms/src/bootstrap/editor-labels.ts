import type { Core } from '@strapi/strapi';
import { PAGE_HELP } from './editor-help-pages';

/** A field as the admin's edit form names and explains it. */
interface FieldHelp {
  label: string;
  description: string;
}

/** What the admin shows of one content type or component: its fields' names and hints, and how it reads. */
export interface TypeHelp {
  fields: Record<string, FieldHelp>;
  /**
   * The field that titles an entry (its edit view, relations); Strapi's default is the opaque documentId. `id`
   * on a single type: the admin titles it by the type's name ("Home page") instead.
   */
  mainField?: string;
  /** The list's order and columns. */
  sortBy?: string;
  listColumns?: string[];
  /**
   * The edit form's rows, [field, width of 12] each, where Strapi's default packs fields whose labels collide
   * (three switches a row). Fields left out keep their place after these rows.
   */
  editRows?: Array<Array<[string, number]>>;
}

const CLOCK = '24-hour clock: 1 pm is 13:00.';

/**
 * The six registration switches and their closing times, as the admin names them, and what the site does
 * with a switch off (site/src/pages: index, about, register, scholarships; the API refuses the new ones).
 */
const SWITCHES: ReadonlyArray<[open: string, closesAt: string, who: string, off: string]> = [
  [
    'msIndividualOpen',
    'msIndividualClosesAt',
    'Middle school students',
    'the middle school Register Now (home, About and Register pages) reads Registration Closed, and new student registrations are refused.',
  ],
  [
    'msGroupOpen',
    'msGroupClosesAt',
    'Middle school groups',
    'the Register page’s group Register Now reads Registration Closed, and new groups are refused.',
  ],
  [
    'hsIndividualOpen',
    'hsIndividualClosesAt',
    'High school students',
    'the high school Register Now (home, About and Register pages) reads Registration Closed, and new student registrations are refused.',
  ],
  [
    'hsChaperoneOpen',
    'hsChaperoneClosesAt',
    'High school chaperones',
    'the Register page’s “Register as a chaperone” reads Chaperone registration is closed, and new chaperone registrations are refused.',
  ],
  [
    'scholarshipOpen',
    'scholarshipClosesAt',
    'Scholarship applications',
    'Learn More & Apply (home and Scholarships pages) reads Applications Closed, the criteria page sends visitors home, and new applications are refused.',
  ],
  [
    'companyOpen',
    'companyClosesAt',
    'Companies',
    'the Register page’s company Register Now reads Registration Closed, and new company registrations are refused.',
  ],
];
/** The free text that repeats an event's times, which no field change reaches. */
const SCHEDULE = 'The Day of event page’s schedule repeats the times in its text: change it there too.';

/**
 * Names and hints for what communications staff edit most. Strapi labels a field with its code name
 * ("checkInStart", "msIndividualOpen") and explains nothing; nothing said which of an event's six times shows
 * where, that the time picker is 24-hour, or that free texts elsewhere repeat a date. Keyed by content type
 * (`api::…`) or component (`grants.deadline`); the pages' own are in editor-help-pages.ts.
 */
export const EDITOR_HELP: Record<string, TypeHelp> = {
  'api::event.event': {
    mainField: 'name',
    fields: {
      slug: { label: 'Which day', description: 'How the site, forms and mails find this day. Never change it.' },
      name: { label: 'Name', description: 'The day’s title on pages and in mails.' },
      eventDate: {
        label: 'Date',
        description:
          'The picker reads a typed date as MM/DD/YYYY (02/28/2026): check it in the calendar before saving. Pages, forms, confirmation mails and calendar files take the date from here; free texts that name it (the Day of event page’s schedule, FAQ answers) need editing by hand.',
      },
      venue: { label: 'Venue', description: 'The building, as pages and mails name it.' },
      venueAddress: { label: 'Venue address', description: 'Street, city, state and ZIP, on one line.' },
      grades: { label: 'Grades', description: 'As pages write them, e.g. 6-8.' },
      checkInStart: {
        label: 'Check-in starts',
        description: `${CLOCK} On the About page, in confirmation mails, and on a Day of event tab that shows the About page’s times; calendar files start here. ${SCHEDULE}`,
      },
      checkInEnd: {
        label: 'Check-in ends',
        description: `${CLOCK} On the About page, in confirmation mails, and on a Day of event tab that shows the About page’s times.`,
      },
      startTime: {
        label: 'Program starts',
        description: `${CLOCK} On the About page and a Day of event tab that shows its times; not before check-in starts. ${SCHEDULE}`,
      },
      endTime: {
        label: 'Program ends',
        description: `${CLOCK} On the About page and a Day of event tab that shows its times. Mails (“Ends”) and calendar files end at the later of this and the home page end. ${SCHEDULE}`,
      },
      homeStartTime: {
        label: 'Home page start',
        description: `${CLOCK} On the home page and a Day of event tab that shows the home page’s times. ${SCHEDULE}`,
      },
      homeEndTime: {
        label: 'Home page end',
        description: `${CLOCK} On the home page and a Day of event tab that shows the home page’s times. ${SCHEDULE}`,
      },
    },
  },
  'api::site-setting.site-setting': {
    // Each switch beside its closing time: three switches a row cut their labels into one another at 1280 px.
    editRows: [
      [['yearLabel', 6]],
      ...SWITCHES.map(([open, closesAt]): Array<[string, number]> => [
        [open, 6],
        [closesAt, 6],
      ]),
      [['msRegistrationCloses', 6]],
      [
        ['studentExtensionActive', 6],
        ['studentExtensionDeadline', 6],
      ],
    ],
    fields: {
      yearLabel: { label: 'Year shown on the site', description: 'The home page’s heading and title, e.g. 2026.' },
      ...Object.fromEntries(
        SWITCHES.flatMap(([open, closesAt, who, off]) => [
          [
            open,
            {
              label: `${who}: open`,
              description: `Off: ${off} Registrations already made can still be edited.`,
            },
          ],
          [
            closesAt,
            {
              label: `${who}: closing time`,
              description:
                'Optional: with the switch on, the form closes by itself at this moment (in your computer’s time zone). Pick the date, then select the whole time (00:00) and type over it (24-hour clock: 5 pm is 17:00). Check both before saving: a moment already past closes the form at once. Empty: no deadline.',
            },
          ],
        ]),
      ),
      studentExtensionActive: {
        label: 'Show the extended deadline',
        description:
          'On: the Register page and the high school student form say registration was extended until the date beside.',
      },
      msRegistrationCloses: {
        label: 'Middle school closing date, as written',
        description:
          'The Register page (“Registration closes …”) and the middle school student form’s heading show it, e.g. 3/16 (the event’s year is added), while no closing time is set. It closes nothing: set the closing time beside the switch, and the pages then show that time’s date instead.',
      },
      studentExtensionDeadline: {
        label: 'Extended deadline, as written',
        description:
          'e.g. 1/19 (the event’s year is added). Shown only while “Show the extended deadline” is on; it closes nothing by itself.',
      },
    },
  },
  'api::catalog-item.catalog-item': {
    mainField: 'title',
    sortBy: 'category',
    listColumns: ['title', 'category', 'itemId', 'isActive'],
    fields: {
      category: {
        label: 'List',
        description:
          'MIDSCH: middle schools; HIGHSCH: high schools; MSGRADE, HSGRADE: grades; TSHIRT: T-shirt sizes; LUNCH: lunches.',
      },
      itemId: {
        label: 'Item id',
        description:
          'What registrations store. Each item of a list has its own, for good: never change or reuse one (the CMS refuses a taken one and names the next free). Saved items are live at once: lists have no Publish step.',
      },
      title: { label: 'Name', description: 'As the forms, the desk and mails show it.' },
      isActive: {
        label: 'Offered on the forms',
        description: 'Off: new registrations cannot choose it; those that did keep it.',
      },
      offersTranslation: {
        label: 'School offers a translator',
        description: 'Schools only: on, the student form asks whether a translator is needed.',
      },
    },
  },
  'api::faq-entry.faq-entry': {
    mainField: 'question',
    sortBy: 'order',
    listColumns: ['question', 'section', 'accordion', 'order'],
    fields: {
      section: { label: 'Section', description: 'ms: the middle school questions; hs: the high school ones.' },
      accordion: { label: 'Group', description: 'Which of the section’s four groups of questions it sits in.' },
      question: { label: 'Question', description: '' },
      answer: {
        label: 'Answer',
        description: 'A line break is kept as one. Underline does not show on the site (it reads as a link there).',
      },
      order: { label: 'Order', description: 'Its place in its group: lower numbers come first.' },
    },
  },
  ...PAGE_HELP,
};

/** One place of the edit form: a field and its width out of 12. */
interface LayoutField {
  name: string;
  size: number;
}

interface Configuration {
  settings: Record<string, unknown> & { mainField?: string; defaultSortBy?: string };
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: LayoutField[][] };
}

/** The content manager's configuration service of a content type (`content-types`) or a component (`components`). */
interface ConfigurationService {
  findConfiguration(model: { uid: string }): Promise<Configuration>;
  updateConfiguration(model: { uid: string }, configuration: Omit<Configuration, 'uid'>): Promise<unknown>;
}

/** Strapi's default main field and sort, which staff have not changed. */
const untouchedId = (current: unknown) => current === undefined || current === 'id' || current === 'documentId';

/** What this step last wrote into a field's label and hint (core store), to tell it from a super admin's. */
type Written = Record<string, FieldHelp>;

/** A form's rows as text, to compare: `flat` leaves out where the rows break (Strapi's fill does not matter). */
const rowsOf = (rows: LayoutField[][]) => JSON.stringify(rows.map((row) => row.map(({ name, size }) => [name, size])));
const flat = (rows: LayoutField[][]) => rowsOf([rows.flat()]);

/**
 * The edit form `help.editRows` asks for, followed by the fields it leaves out as they stand; null when the
 * current form is neither Strapi's default (every field in schema order at its type's default width, however
 * the rows break) nor what this step wrote before: a super admin arranged it, and it stays.
 */
export function wantedEditLayout(
  current: LayoutField[][],
  editRows: Array<Array<[string, number]>>,
  schemaOrder: Array<[name: string, defaultSize: number]>,
  writtenBefore: LayoutField[][] | undefined,
): LayoutField[][] | null {
  const placed = current.flat();
  const inSchemaOrder = schemaOrder
    .filter(([name]) => placed.some((field) => field.name === name))
    .map(([name, size]) => ({ name, size }));
  const untouched =
    flat(current) === flat([inSchemaOrder]) || (writtenBefore && rowsOf(current) === rowsOf(writtenBefore));
  if (!untouched) return null;
  const named = new Set(editRows.flat().map(([name]) => name));
  const rows = editRows
    .map((row) => row.filter(([name]) => placed.some((field) => field.name === name)))
    .filter((row) => row.length > 0)
    .map((row) => row.map(([name, size]) => ({ name, size })));
  const rest = placed.filter((field) => !named.has(field.name));
  return rest.length > 0 ? [...rows, ...rest.map((field) => [field])] : rows;
}

/**
 * Puts EDITOR_HELP into the content manager's configuration where the text is still Strapi's default (the
 * code name, no hint) or what this step wrote before, so a better wording here reaches every database,
 * while what a super admin has renamed or arranged in "Configure the view" stays. Components (a Day of event
 * tab, a grants deadline) are configured apart from the types that hold them. Idempotent at every boot.
 */
export async function helpEditors(strapi: Core.Strapi): Promise<void> {
  const contentManager = strapi.plugin('content-manager');
  const fieldSizes = contentManager.service('field-sizes') as {
    hasFieldSize(type: string): boolean;
    getFieldSize(type: string): { default: number };
  };
  const ledger = strapi.store({ type: 'core', name: 'stem-editor-help' });
  const written = ((await ledger.get({ key: 'written' })) ?? {}) as Written;
  const writtenLayouts = ((await ledger.get({ key: 'layouts' })) ?? {}) as Record<string, LayoutField[][]>;
  let wroteAny = false;
  for (const [uid, help] of Object.entries(EDITOR_HELP)) {
    const isComponent = !uid.includes('::');
    const schema = (isComponent
      ? strapi.components[uid as keyof typeof strapi.components]
      : strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) as unknown as
      { attributes: Record<string, { type: string }> } | undefined;
    if (!schema) continue;
    const contentTypes = contentManager.service(isComponent ? 'components' : 'content-types') as ConfigurationService;
    const { settings, metadatas, layouts } = await contentTypes.findConfiguration({ uid });
    let changed = false;
    const replace = (current: unknown, ours: string | undefined, fallback: string, next: string) =>
      (current === undefined || current === fallback || current === ours) && current !== next;
    for (const [field, wanted] of Object.entries(help.fields)) {
      const meta = metadatas[field];
      if (!meta) continue;
      const before = written[`${uid}.${field}`];
      if (replace(meta.edit?.label, before?.label, field, wanted.label)) {
        meta.edit = { ...meta.edit, label: wanted.label };
        changed = true;
      }
      if (replace(meta.edit?.description, before?.description, '', wanted.description)) {
        meta.edit = { ...meta.edit, description: wanted.description };
        changed = true;
      }
      if (replace(meta.list?.label, before?.label, field, wanted.label)) {
        meta.list = { ...meta.list, label: wanted.label };
        changed = true;
      }
      written[`${uid}.${field}`] = wanted;
    }
    if (help.mainField && untouchedId(settings.mainField) && settings.mainField !== help.mainField) {
      settings.mainField = help.mainField;
      changed = true;
    }
    if (help.sortBy && untouchedId(settings.defaultSortBy)) {
      settings.defaultSortBy = help.sortBy;
      changed = true;
    }
    if (help.listColumns && layouts.list.includes('id')) {
      layouts.list = help.listColumns;
      changed = true;
    }
    if (help.editRows) {
      const schemaOrder = Object.entries(schema.attributes).map(([name, attribute]): [string, number] => [
        name,
        fieldSizes.hasFieldSize(attribute.type) ? fieldSizes.getFieldSize(attribute.type).default : 12,
      ]);
      const edit = wantedEditLayout(layouts.edit, help.editRows, schemaOrder, writtenLayouts[uid]);
      if (edit && rowsOf(edit) !== rowsOf(layouts.edit)) {
        layouts.edit = edit;
        changed = true;
      }
      if (edit) writtenLayouts[uid] = edit;
    }
    if (changed) await contentTypes.updateConfiguration({ uid }, { settings, metadatas, layouts });
    wroteAny ||= changed;
  }
  if (wroteAny) {
    await ledger.set({ key: 'written', value: written });
    await ledger.set({ key: 'layouts', value: writtenLayouts });
  }
}
