import { SiteSettingsSchema } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import { CmsContentError, parseContent } from './cms-client.ts';

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
});
