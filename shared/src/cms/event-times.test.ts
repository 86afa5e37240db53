import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventTimesSchema } from './event-schema.ts';
import {
  eventDaySpan,
  eventDayEndText,
  eventInstant,
  formatClockTime,
  formatEventDate,
  formatTimeSpan,
  todayAtEvent,
  type EventDay,
} from './event-times.ts';

// The seeded days (SPEC §9), as Strapi's REST API returns their time fields.
const highSchool: EventDay = {
  eventDate: '2026-02-21',
  checkInStart: '07:45:00.000',
  checkInEnd: '08:30:00.000',
  startTime: '08:30:00.000',
  endTime: '12:00:00.000',
  homeStartTime: '08:00:00.000',
  homeEndTime: '12:00:00.000',
};
const middleSchool: EventDay = {
  ...highSchool,
  eventDate: '2026-04-25',
  endTime: '14:00:00.000',
  homeEndTime: '14:30:00.000',
};

describe('event times as people read them', () => {
  it.each([
    ['07:45:00.000', '7:45 am'],
    ['08:00:00', '8:00 am'],
    ['12:00:00.000', '12:00 pm'],
    ['14:30', '2:30 pm'],
    ['00:05:00.000', '12:05 am'],
    ['23:59:59.999', '11:59 pm'],
  ])('%s is "%s"', (time, text) => {
    expect(formatClockTime(time)).toBe(text);
  });

  it('writes a span as the site always has ("8:00 am-2:30 pm")', () => {
    expect(formatTimeSpan(middleSchool.homeStartTime, middleSchool.homeEndTime)).toBe('8:00 am-2:30 pm');
  });

  it('spells the date out, whatever the machine’s time zone', () => {
    expect(formatEventDate('2026-02-21')).toBe('Saturday, February 21, 2026');
  });

  it('refuses what is not a time', () => {
    expect(() => formatClockTime('7:45 am')).toThrow(RangeError);
    expect(v.safeParse(EventTimesSchema, { ...highSchool, endTime: 'noon' }).success).toBe(false);
    expect(v.safeParse(EventTimesSchema, { ...highSchool, endTime: '24:00:00.000' }).success).toBe(false);
    expect(v.safeParse(EventTimesSchema, highSchool).success).toBe(true);
  });
});

describe('event instants in America/New_York', () => {
  it('reads a winter day as UTC-5 and a summer day as UTC-4', () => {
    expect(eventInstant('2026-02-21', '07:45:00.000').toISOString()).toBe('2026-02-21T12:45:00.000Z');
    expect(eventInstant('2026-04-25', '07:45:00.000').toISOString()).toBe('2026-04-25T11:45:00.000Z');
  });

  it('is right on both sides of a daylight-saving change (2026-03-08, 2 am → 3 am; 2026-11-01, 2 am → 1 am)', () => {
    expect(eventInstant('2026-03-08', '01:30').toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(eventInstant('2026-03-08', '03:30').toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(eventInstant('2026-11-01', '00:30').toISOString()).toBe('2026-11-01T04:30:00.000Z');
    expect(eventInstant('2026-11-01', '03:00').toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('does not depend on the zone asked for being the machine’s', () => {
    expect(eventInstant('2026-02-21', '07:45', 'Asia/Tokyo').toISOString()).toBe('2026-02-20T22:45:00.000Z');
  });

  it('spans a day from check-in to the later of its two end times', () => {
    expect(eventDaySpan(highSchool)).toEqual({
      start: new Date('2026-02-21T12:45:00Z'),
      end: new Date('2026-02-21T17:00:00Z'),
    });
    expect(eventDaySpan(middleSchool)).toEqual({
      start: new Date('2026-04-25T11:45:00Z'),
      end: new Date('2026-04-25T18:30:00Z'),
    });
    expect(eventDayEndText(middleSchool)).toBe('2:30 pm');
    expect(eventDayEndText(highSchool)).toBe('12:00 pm');
  });
});

describe('today where the events happen', () => {
  it('is the date in New York, by the time zone database, at every hour from 2007 to 2040', () => {
    const newYork = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const differences: string[] = [];
    for (let hour = Date.UTC(2007, 0, 1); hour < Date.UTC(2041, 0, 1); hour += 3_600_000) {
      // Each hour and the last minute before it, where a change of offset would show first.
      for (const instant of [new Date(hour), new Date(hour - 60_000)]) {
        if (todayAtEvent(instant) !== newYork.format(instant)) differences.push(instant.toISOString());
      }
    }
    expect(differences).toEqual([]);
  });

  it('turns at midnight in New York, not in UTC', () => {
    expect(todayAtEvent(new Date('2026-02-22T04:59:00Z'))).toBe('02/21/2026');
    expect(todayAtEvent(new Date('2026-02-22T05:00:00Z'))).toBe('02/22/2026');
    expect(todayAtEvent(new Date('2026-04-26T03:59:00Z'))).toBe('04/25/2026');
    expect(todayAtEvent(new Date('2026-04-26T04:00:00Z'))).toBe('04/26/2026');
  });
});
