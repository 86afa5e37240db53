import { describe, expect, it } from 'vitest';
import { parseLegacyTime } from './event-time-fields.ts';

describe('event times typed as text before they were time fields', () => {
  it.each([
    ['7:45 am', '07:45:00.000'],
    ['8:30 am', '08:30:00.000'],
    ['2:00 pm', '14:00:00.000'],
    ['12:00 pm', '12:00:00.000'],
    ['12:15 am', '00:15:00.000'],
    [' 2:30 PM ', '14:30:00.000'],
    ['2 pm', '14:00:00.000'],
    ['7.45 a.m.', '07:45:00.000'],
    ['7:45am', '07:45:00.000'],
    ['14:30', '14:30:00.000'],
    ['07:45:00.000', '07:45:00.000'],
    ['Noon', '12:00:00.000'],
  ])('"%s" is %s', (text, time) => {
    expect(parseLegacyTime(text)).toBe(time);
  });

  it.each(['', 'tbd', '8', '13:00 pm', '0:30 am', '7:75 am', '24:00', 'around 8'])('"%s" is not a time', (text) => {
    expect(parseLegacyTime(text)).toBeNull();
  });
});
