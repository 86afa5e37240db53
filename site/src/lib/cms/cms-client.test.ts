import { SiteSettingsSchema } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CmsContentError, parseContent, placeOf } from './cms-client.ts';
import { AboutPageSchema, FaqEntrySchema, FooterSchema, SlideSchema, SponsorSchema } from './content-schemas.ts';

const valid = {
  id: 1,
  documentId: 'abc',
  yearLabel: '2026',
  msIndividualOpen: true,
  msGroupOpen: true,
  hsIndividualOpen: false,
  hsChaperoneOpen: true,
  scholarshipOpen: true,
  companyOpen: true,
  studentExtensionActive: false,
  msRegistrationCloses: '3/16',
  studentExtensionDeadline: '1/19',
};

describe('CMS content validation', () => {
  it('keeps the fields the site uses', () => {
    expect(parseContent('site-setting', SiteSettingsSchema, valid)).toMatchObject({
      yearLabel: '2026',
      hsIndividualOpen: false,
    });
  });

  it('fails with the content type and the field when a required field is missing', () => {
    const { yearLabel: _, ...missing } = valid;
    expect(() => parseContent('site-setting', SiteSettingsSchema, missing)).toThrow(CmsContentError);
    expect(() => parseContent('site-setting', SiteSettingsSchema, missing)).toThrow(
      /CMS content "site-setting".*\n.*field "yearLabel"/,
    );
  });

  it('names a switch of the wrong type', () => {
    expect(() => parseContent('site-setting', SiteSettingsSchema, { ...valid, companyOpen: 'yes' })).toThrow(
      /field "companyOpen"/,
    );
  });

  it('takes a link to another site only as http(s): a javascript: address fails the build, naming the field', () => {
    const footer = { text: 'Under 18?', privacyPolicyUrl: 'https://example.org/privacy' };
    expect(parseContent('footer', FooterSchema, { ...footer, universityInfoUrl: null })).toMatchObject(footer);
    for (const address of ['javascript:alert(1)', 'JavaScript://x%0aalert(1)', 'data:text/html,hi']) {
      expect(() => parseContent('footer', FooterSchema, { ...footer, universityInfoUrl: address })).toThrow(
        /field "universityInfoUrl"/,
      );
      expect(() => parseContent('footer', FooterSchema, { ...footer, privacyPolicyUrl: address })).toThrow(
        /field "privacyPolicyUrl"/,
      );
    }
    const logo = { url: '/uploads/logo.png', mime: 'image/png', width: 300, height: 100, alternativeText: null };
    const sponsor = { name: 'Tread Labs', tier: 'Gold', logo, order: 0 };
    expect(parseContent('sponsor', SponsorSchema, { ...sponsor, website: 'https://tread.example/' })).toMatchObject({
      website: 'https://tread.example/',
    });
    expect(() => parseContent('sponsor', SponsorSchema, { ...sponsor, website: 'javascript:alert(1)' })).toThrow(
      /field "website"/,
    );
  });
});

describe('links of CMS text to the site’s pages', () => {
  it('fails the build on a link to no page of the site, naming the field and the address (qa25a)', () => {
    expect(parseContent('about-page', AboutPageSchema, { intro: 'See the [map](/map).' })).toEqual({
      intro: 'See the [map](/map).',
    });
    expect(() => parseContent('about-page', AboutPageSchema, { intro: 'See the [map](/maps).' })).toThrow(
      'field "intro" (Intro): links to “/maps”, which is no page of the site: check the address (for example /map, /register or /contact)',
    );
  });
});

describe('where a problem is, as an editor counts', () => {
  it('counts a list’s items from 1 and names the fields in words', () => {
    expect(placeOf('slides.2.image.alternativeText')).toBe('Slides 3 › Image › Alternative text');
    expect(placeOf('yearLabel')).toBe('Year label');
  });

  it('names an entry of a list by its question or name, not by its place in the list (qa26a: "10 › Answer")', () => {
    const faq = [
      { question: 'Where do I park?', answer: 'Lot B.' },
      { question: '  What is\nfor lunch? ', answer: '' },
      { question: '', answer: '' },
    ];
    expect(placeOf('1.answer', faq)).toBe('The entry “What is for lunch?” › Answer');
    expect(placeOf('2.question', faq)).toBe('Entry 3 › Question');
    expect(placeOf('0', [{ name: 'Acme Tyres' }])).toBe('The entry “Acme Tyres”');
    expect(placeOf('0.logo.alternativeText', [{ name: 'Acme Tyres' }])).toBe(
      'The entry “Acme Tyres” › Logo › Alternative text',
    );
    const entry = { section: 'hs', accordion: 'who-can-attend', question: 'What is for lunch?', order: 1 };
    expect(() =>
      parseContent('faq-entry', v.array(FaqEntrySchema), [{ ...entry, answer: 'See the [map](/maps).' }]),
    ).toThrow('field "0.answer" (The entry “What is for lunch?” › Answer): links to “/maps”');
  });

  it('names the media library file of an image without alternative text', () => {
    const image = (name: string, alternativeText: string | null) => ({
      id: 1,
      documentId: name,
      name,
      url: `/uploads/${name}`,
      mime: 'image/png',
      width: 800,
      height: 400,
      alternativeText,
    });
    const slides = [image('home-slide-1.png', 'Students at a robot'), image('home-slide-3.png', null)].map((one) => ({
      image: one,
      caption: null,
    }));
    expect(() => parseContent('home-page', v.object({ slides: v.array(SlideSchema) }), { slides })).toThrow(
      'CMS content "home-page" does not fit the site:\n  field "slides.1.image.alternativeText" (Slides 2 › Image › Alternative text, file "home-slide-3.png"): needs alternative text (media library)',
    );
  });
});
