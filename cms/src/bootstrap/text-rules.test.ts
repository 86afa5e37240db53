import { describe, expect, it } from 'vitest';
import event from '../api/event/content-types/event/schema.json';
import grantsPage from '../api/grants-page/content-types/grants-page/schema.json';
import siteSetting from '../api/site-setting/content-types/site-setting/schema.json';
import deadline from '../components/grants/deadline.json';
import download from '../components/grants/download.json';
import slide from '../components/shared/slide.json';
import { blankTextMessage, findBlankTexts, type LabelOf, type SchemaOf } from './text-rules';

/** The CMS's own schemas, as Strapi loads them. */
const SCHEMAS: Record<string, unknown> = {
  'api::event.event': event,
  'api::grants-page.grants-page': grantsPage,
  'api::site-setting.site-setting': siteSetting,
  'grants.deadline': deadline,
  'grants.download': download,
  'shared.slide': slide,
};
const schemaOf = ((uid: string) => SCHEMAS[uid]) as SchemaOf;
/** The admin's labels (editor-labels.ts) for the fields these cases name; the code name otherwise. */
const LABELS: Record<string, string> = {
  'api::event.event.venue': 'Venue',
  'api::event.event.name': 'Name',
  'api::grants-page.grants-page.deadlines': 'Deadlines',
  'grants.deadline.dateText': 'Date, as written',
};
const labelOf: LabelOf = (uid, field) => LABELS[`${uid}.${field}`] ?? field;

const HIGH_SCHOOL = {
  slug: 'high-school',
  name: 'High School STEM Career Day',
  eventDate: '2026-02-21',
  venue: 'Student Union',
  venueAddress: '303 Carroll St, Akron, OH 44325',
  grades: '9-12',
};

describe('findBlankTexts', () => {
  it('finds nothing blank in a written-out event', () => {
    expect(findBlankTexts('api::event.event', HIGH_SCHOOL, schemaOf, true)).toEqual([]);
  });

  it('names a venue of spaces as the admin labels it, and marks the field', () => {
    const blanks = findBlankTexts('api::event.event', { ...HIGH_SCHOOL, venue: '   ' }, schemaOf, false);
    expect(blanks.map((blank) => ({ path: blank.path, message: blankTextMessage(blank, labelOf) }))).toEqual([
      {
        path: ['venue'],
        message: '“Venue” is empty: spaces alone do not count. Write it out: the site cannot show it blank.',
      },
    ]);
  });

  it('takes tabs, line breaks and no-break spaces for spaces, as the site’s trim does', () => {
    const blanks = findBlankTexts('api::event.event', { ...HIGH_SCHOOL, name: '\t\n\u00a0 ' }, schemaOf, false);
    expect(blanks.map((blank) => blank.path)).toEqual([['name']]);
  });

  it('lets a draft keep an empty text (Strapi’s drafts may be incomplete), and refuses it when it goes live', () => {
    const emptied = { ...HIGH_SCHOOL, venue: '' };
    expect(findBlankTexts('api::event.event', emptied, schemaOf, false)).toEqual([]);
    expect(findBlankTexts('api::event.event', emptied, schemaOf, true).map((blank) => blank.path)).toEqual([['venue']]);
  });

  it('leaves alone what a partial write does not carry, and texts that are not required', () => {
    expect(findBlankTexts('api::event.event', { venue: 'Student Union' }, schemaOf, true)).toEqual([]);
    const slides = [{ image: 1, caption: '  ' }];
    expect(findBlankTexts('api::grants-page.grants-page', { slides }, schemaOf, true)).toEqual([]);
  });

  it('finds a blank in a list of components, marked as the admin’s form names it and named with its item', () => {
    const deadlines = [
      { label: 'High school letter of intent', dateText: 'December 31, 2025' },
      { label: 'High school applications', dateText: '  ' },
    ];
    const [blank, ...others] = findBlankTexts('api::grants-page.grants-page', { deadlines }, schemaOf, false);
    expect(others).toEqual([]);
    expect(blank!.path).toEqual(['deadlines', '1', 'dateText']);
    expect(blankTextMessage(blank!, labelOf)).toBe(
      '“Date, as written” (Deadlines, item 2) is empty: spaces alone do not count. Write it out: the site cannot show it blank.',
    );
  });

  it('covers the site settings’ texts the site prints as they are (the year, the closing dates as written)', () => {
    const settings = { yearLabel: ' ', msRegistrationCloses: '3/16', studentExtensionDeadline: '  ' };
    expect(
      findBlankTexts('api::site-setting.site-setting', settings, schemaOf, true).map((blank) => blank.path),
    ).toEqual([['yearLabel'], ['studentExtensionDeadline']]);
  });
});
