import { describe, expect, it } from 'vitest';
import { FAQ_ACCORDIONS, type FaqEntry } from '../cms/content-schemas.ts';
import { ACCORDION_TITLES, groupFaq, parseAccordionId } from './faq-accordions.ts';

const entry = (over: Partial<FaqEntry>): FaqEntry => ({
  section: 'ms',
  accordion: 'who-can-attend',
  question: 'Q',
  answer: 'A',
  order: 0,
  ...over,
});

describe('accordionId', () => {
  it('names a section and an accordion', () => {
    expect(parseAccordionId('?accordionId=ms-registration-and-walk-ins')).toEqual({
      section: 'ms',
      accordion: 'registration-and-walk-ins',
    });
    expect(parseAccordionId('accordionId=hs-allergies-and-accommodations')).toEqual({
      section: 'hs',
      accordion: 'allergies-and-accommodations',
    });
  });

  it('forgives case and surrounding blanks', () => {
    expect(parseAccordionId('?accordionId=%20HS-Who-Can-Attend%20')).toEqual({
      section: 'hs',
      accordion: 'who-can-attend',
    });
  });

  it.each([
    '',
    '?accordionId=',
    '?accordionId=xs-who-can-attend',
    '?accordionId=ms-parking',
    '?other=ms-who-can-attend',
  ])('opens nothing for %j', (search) => {
    expect(parseAccordionId(search)).toBeNull();
  });
});

describe('FAQ grouping', () => {
  it('knows the accordions of the content contract, in its order', () => {
    expect(Object.keys(ACCORDION_TITLES)).toEqual([...FAQ_ACCORDIONS]);
  });

  it('gives both sections the four accordions in SPEC order, with matching ids', () => {
    const sections = groupFaq([]);
    expect(sections.map((s) => s.heading)).toEqual(['Middle School', 'High School']);
    expect(sections[1]!.accordions.map((a) => [a.id, a.title])).toEqual([
      ['hs-schedule-and-location', 'Schedule and Location'],
      ['hs-registration-and-walk-ins', 'Registration and Walk-ins'],
      ['hs-who-can-attend', 'Who Can Attend'],
      ['hs-allergies-and-accommodations', 'Allergies and Accommodations'],
    ]);
  });

  it('puts each entry in its section and accordion, in the CMS order', () => {
    const sections = groupFaq([
      entry({ question: 'second', order: 2 }),
      entry({ question: 'high school', section: 'hs' }),
      entry({ question: 'first', order: 1 }),
      entry({ question: 'allergies', accordion: 'allergies-and-accommodations' }),
    ]);
    const ms = sections[0]!.accordions;
    expect(ms.find((a) => a.accordion === 'who-can-attend')!.entries.map((e) => e.question)).toEqual([
      'first',
      'second',
    ]);
    expect(ms.find((a) => a.accordion === 'allergies-and-accommodations')!.entries).toHaveLength(1);
    expect(sections[1]!.accordions.find((a) => a.accordion === 'who-can-attend')!.entries).toHaveLength(1);
  });
});
