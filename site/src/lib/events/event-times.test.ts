import { describe, expect, it } from 'vitest';
import type { CareerDayEvent } from '../cms/content-schemas.ts';
import { aboutTimes, formatEventDate, homeTimes, inEventYear, msClosingDate } from './event-times.ts';

const middleSchool: CareerDayEvent = {
  slug: 'middle-school',
  name: 'Middle School STEM Career Day',
  eventDate: '2026-04-25',
  venue: 'Learning Center',
  venueAddress: '1 Main St',
  grades: '6-8',
  checkInStart: '07:45:00.000',
  checkInEnd: '08:30:00.000',
  startTime: '08:30:00.000',
  endTime: '14:00:00.000',
  homeStartTime: '08:00:00.000',
  homeEndTime: '14:30:00.000',
};

describe('event dates and times', () => {
  it('spells the event date out, whatever the build machine’s time zone', () => {
    expect(formatEventDate('2026-02-21')).toBe('Saturday, February 21, 2026');
    expect(formatEventDate('2026-04-25')).toBe('Saturday, April 25, 2026');
  });

  it('uses the home reading on the home page (SPEC §9: 8:00 start, 2:30 end)', () => {
    expect(homeTimes(middleSchool)).toBe('8:00 am-2:30 pm');
  });

  it('uses the about reading on the about page (check-in 7:45 to 8:30, ends 2 p.m.)', () => {
    expect(aboutTimes(middleSchool)).toEqual({ checkIn: '7:45 am-8:30 am', programme: '8:30 am-2:00 pm' });
  });

  it('writes a closing month/day in the event’s year', () => {
    expect(inEventYear('3/16', { eventDate: '2026-04-25' })).toBe('3/16/2026');
    expect(inEventYear('1/19', { eventDate: '2027-02-20' })).toBe('1/19/2027');
    // Written with its year, or in words, by a comms person (qa25a: "3/16/2026/2026").
    expect(inEventYear('3/16/2026', { eventDate: '2026-04-25' })).toBe('3/16/2026');
    expect(inEventYear(' March 16 ', { eventDate: '2026-04-25' })).toBe('March 16, 2026');
    expect(inEventYear('March 16, 2026', { eventDate: '2026-04-25' })).toBe('March 16, 2026');
  });

  it('shows the day of the middle school closing time when one is set, else the date as written', () => {
    const written = { msRegistrationCloses: '3/16', msIndividualClosesAt: null };
    expect(msClosingDate(written, middleSchool)).toBe('3/16/2026');
    // 03:59 UTC on March 21 is 11:59 pm on March 20 in New York: the day the form closes there.
    expect(msClosingDate({ ...written, msIndividualClosesAt: '2026-03-21T03:59:00.000Z' }, middleSchool)).toBe(
      '3/20/2026',
    );
  });
});
