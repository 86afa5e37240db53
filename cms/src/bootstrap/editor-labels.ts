import type { Core } from '@strapi/strapi';

/** A field as the admin's edit form names and explains it. */
interface FieldHelp {
  label: string;
  description: string;
}

/** What the admin shows of one content type: its fields' names and hints, and how its list reads. */
interface TypeHelp {
  fields: Record<string, FieldHelp>;
  /** The field that titles an entry (its edit view, relations); Strapi's default is the opaque documentId. */
  mainField?: string;
  /** The list's order and columns. */
  sortBy?: string;
  listColumns?: string[];
}

const CLOCK = '24-hour clock: 1 pm is 13:00.';
/** The free text that repeats an event's times, which no field change reaches. */
const SCHEDULE = 'The Day of event page’s schedule repeats the times in its text: change it there too.';

/**
 * Names and hints for what communications staff edit most. Strapi labels a field with its code name
 * ("checkInStart", "msIndividualOpen") and explains nothing; nothing said which of an event's six times shows
 * where, that the time picker is 24-hour, or that free texts elsewhere repeat a date.
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
          'Pages, forms, confirmation mails and calendar files take the date from here. Free texts that name the date too (the Day of event page’s schedule, FAQ answers) need editing by hand.',
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
    fields: {
      yearLabel: { label: 'Year shown on the site', description: 'e.g. 2026.' },
      msIndividualOpen: {
        label: 'Middle school student registration open',
        description: 'Off: the site says Registration Closed and new registrations are refused.',
      },
      msGroupOpen: { label: 'Middle school group registration open', description: '' },
      hsIndividualOpen: { label: 'High school student registration open', description: '' },
      hsChaperoneOpen: { label: 'High school chaperone registration open', description: '' },
      scholarshipOpen: { label: 'Scholarship applications open', description: '' },
      companyOpen: { label: 'Company registration open', description: '' },
      studentExtensionActive: {
        label: 'Show the student extension deadline',
        description: 'On: the student forms’ headings name the extended deadline below.',
      },
      msRegistrationCloses: {
        label: 'Middle school closing date, as written',
        description: 'The text the form heading shows, e.g. 3/16. It closes nothing by itself.',
      },
      studentExtensionDeadline: { label: 'Extended deadline, as written', description: 'e.g. 1/19.' },
      ...Object.fromEntries(
        [
          ['msIndividualClosesAt', 'Middle school student registration closes at'],
          ['msGroupClosesAt', 'Middle school group registration closes at'],
          ['hsIndividualClosesAt', 'High school student registration closes at'],
          ['hsChaperoneClosesAt', 'High school chaperone registration closes at'],
          ['scholarshipClosesAt', 'Scholarship applications close at'],
          ['companyClosesAt', 'Company registration closes at'],
        ].map(([field, label]) => [
          field,
          {
            label: label!,
            description:
              'Optional: the form closes by itself at this moment (in your computer’s time zone). Empty: no deadline.',
          },
        ]),
      ),
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
};

interface Configuration {
  settings: Record<string, unknown> & { mainField?: string; defaultSortBy?: string };
  metadatas: Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
  layouts: { list: string[]; edit: unknown };
}

/** Strapi's default main field and sort, which staff have not changed. */
const untouchedId = (current: unknown) => current === undefined || current === 'id' || current === 'documentId';

/** What this step last wrote into a field's label and hint (core store), to tell it from a super admin's. */
type Written = Record<string, FieldHelp>;

/**
 * Puts EDITOR_HELP into the content manager's configuration where the text is still Strapi's default (the
 * code name, no hint) or what this step wrote before, so a better wording here reaches every database,
 * while what a super admin has renamed in "Configure the view" stays. Idempotent at every boot.
 */
export async function helpEditors(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types') as {
    findConfiguration(contentType: { uid: string }): Promise<Configuration>;
    updateConfiguration(contentType: { uid: string }, configuration: Omit<Configuration, 'uid'>): Promise<unknown>;
  };
  const ledger = strapi.store({ type: 'core', name: 'stem-editor-help' });
  const written = ((await ledger.get({ key: 'written' })) ?? {}) as Written;
  let wroteAny = false;
  for (const [uid, help] of Object.entries(EDITOR_HELP)) {
    if (!strapi.contentTypes[uid as keyof typeof strapi.contentTypes]) continue;
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
    if (help.mainField && untouchedId(settings.mainField)) {
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
    if (changed) await contentTypes.updateConfiguration({ uid }, { settings, metadatas, layouts });
    wroteAny ||= changed;
  }
  if (wroteAny) await ledger.set({ key: 'written', value: written });
}
