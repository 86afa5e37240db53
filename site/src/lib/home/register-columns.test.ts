import type { SiteSettings } from '@stem/shared';
import { describe, expect, it } from 'vitest';
import { registerAction, registerColumns, type RegisterAction } from './register-columns.ts';

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
  registerColumns(settings).map((column) =>
    column.actions.map((a: RegisterAction) => (a.open ? a.link.href : a.closedText)),
  );

describe('home page register links', () => {
  it('has the three columns of SPEC §2, each tied to its event', () => {
    expect(registerColumns(allOpen).map((c) => [c.heading, c.event])).toEqual([
      ['Middle School', 'middle-school'],
      ['High School', 'high-school'],
      ['Rube Goldberg & Scholarships', null],
    ]);
  });

  it('shows every link while every switch is on', () => {
    expect(shown(allOpen)).toEqual([
      ['/verify-age?regType=MSIND'],
      ['/verify-age?regType=HSIND'],
      ['/grants', '/scholarship-details'],
    ]);
  });

  it('labels the register links with SPEC text, told apart for screen readers', () => {
    const links = registerColumns(allOpen).flatMap((c) => c.actions.flatMap((a) => (a.open ? [a.link] : [])));
    expect(links.map((l) => l.label)).toEqual([
      'Register Now',
      'Register Now',
      'Rube Goldberg Challenge',
      'Learn More & Apply',
    ]);
    expect(new Set(links.map((l) => `${l.label} ${l.context}`)).size).toBe(links.length);
  });

  it.each([
    ['msIndividualOpen', 0],
    ['hsIndividualOpen', 1],
  ] as const)('shows Registration Closed in place of the link when %s is off', (switchName, column) => {
    const columns = shown({ ...allOpen, [switchName]: false });
    expect(columns[column]).toEqual(['Registration Closed']);
    expect(columns.flat().filter((l) => l === 'Registration Closed')).toHaveLength(1);
  });

  it('shows Applications Closed when the scholarship switch is off, and keeps the challenge link', () => {
    expect(shown({ ...allOpen, scholarshipOpen: false })[2]).toEqual(['/grants', 'Applications Closed']);
  });

  it('ignores the switches that have no home link (groups, chaperones, companies)', () => {
    expect(shown({ ...allOpen, msGroupOpen: false, hsChaperoneOpen: false, companyOpen: false })).toEqual(
      shown(allOpen),
    );
  });
});

describe('a register link and its kind’s closing date-time', () => {
  const link = { href: '/verify-age?regType=HSIND', label: 'Register Now', context: 'as a high school student' };
  const closing = '2027-01-16T05:00:00.000Z';
  const settings = { ...allOpen, hsIndividualClosesAt: closing };

  it('is built closed, with its switch’s closed text, when the date has passed (publishing it rebuilds)', () => {
    expect(registerAction(settings, 'hsIndividualOpen', link, undefined, Date.parse(closing))).toEqual({
      open: false,
      closedText: 'Registration Closed',
    });
  });

  it('is built open with the date, for the browser to swap it once it passes', () => {
    expect(registerAction(settings, 'hsIndividualOpen', link, undefined, Date.parse(closing) - 1)).toEqual({
      open: true,
      link,
      closedText: 'Registration Closed',
      closesAt: closing,
    });
  });

  it('reads the home columns the same way: a closed scholarship says Applications Closed', () => {
    const past = { ...allOpen, scholarshipClosesAt: '2020-01-01T00:00:00.000Z' };
    expect(shown(past)[2]).toEqual(['/grants', 'Applications Closed']);
  });
});
