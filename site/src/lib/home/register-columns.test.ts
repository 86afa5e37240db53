import type { SiteSettings } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import { registerColumns, type RegisterAction } from './register-columns.ts';

const allOpen: SiteSettings = {
  yearLabel: '2026',
  msIndividualOpen: true,
  msGroupOpen: true,
  hsIndividualOpen: true,
  hsChaperoneOpen: true,
  scholarshipOpen: true,
  companyOpen: true,
  studentExtensionActive: false,
  msRegistrationCloses: '3/16',
  studentExtensionDeadline: '1/19',
};

const shown = (settings: SiteSettings) =>
  registerColumns(settings).flatMap((column) =>
    column.actions.map((a: RegisterAction) => (a.open ? a.link.href : a.closedText)),
  );

describe('home page register links', () => {
  it('shows every link while every switch is on', () => {
    expect(shown(allOpen)).toEqual([
      '/verify-age?regType=MSIND',
      '/verify-age?regType=MSGROUP',
      '/verify-age?regType=HSIND',
      '/hs-chaperone-reg-new',
      '/company-reg-new',
      '/scholarship-details',
    ]);
  });

  it.each([
    ['msIndividualOpen', 0],
    ['msGroupOpen', 1],
    ['hsIndividualOpen', 2],
    ['hsChaperoneOpen', 3],
    ['companyOpen', 4],
  ] as const)('shows Registration Closed in place of the link when %s is off', (switchName, index) => {
    const links = shown({ ...allOpen, [switchName]: false });
    expect(links[index]).toBe('Registration Closed');
    expect(links.filter((l) => l === 'Registration Closed')).toHaveLength(1);
  });

  it('shows Applications Closed when the scholarship switch is off', () => {
    expect(shown({ ...allOpen, scholarshipOpen: false })[5]).toBe('Applications Closed');
  });
});
