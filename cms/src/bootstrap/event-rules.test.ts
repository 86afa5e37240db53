import { describe, expect, it } from 'vitest';
import { eventDateProblems, eventTimeProblems } from './event-rules';

const HIGH_SCHOOL = {
  checkInStart: '07:45:00.000',
  checkInEnd: '08:30:00.000',
  startTime: '08:30:00.000',
  endTime: '12:00:00.000',
  homeStartTime: '08:00:00.000',
  homeEndTime: '12:00:00.000',
};

describe('eventTimeProblems', () => {
  it('finds nothing wrong with the seeded day (a start at the end of check-in)', () => {
    expect(eventTimeProblems(HIGH_SCHOOL)).toEqual([]);
  });

  it('names the end typed as "1:00" for 1 pm, with the 24-hour hint', () => {
    expect(eventTimeProblems({ ...HIGH_SCHOOL, endTime: '01:00:00.000', homeEndTime: '01:00:00.000' })).toEqual([
      {
        path: ['endTime'],
        message: '“Program ends” must come after “Program starts”. Times are on the 24-hour clock: 1 pm is 13:00.',
      },
      {
        path: ['homeEndTime'],
        message: '“Home page end” must come after “Home page start”. Times are on the 24-hour clock: 1 pm is 13:00.',
      },
    ]);
  });

  it('refuses a check-in that ends when it starts, and a day that starts before check-in', () => {
    const paths = eventTimeProblems({ ...HIGH_SCHOOL, checkInEnd: '07:45:00.000', startTime: '07:00:00.000' }).map(
      (problem) => problem.path[0],
    );
    expect(paths).toEqual(['checkInEnd', 'startTime']);
  });

  it('leaves a pair alone when one of its times is missing (a partial write is merged first)', () => {
    expect(eventTimeProblems({ endTime: '01:00:00.000' })).toEqual([]);
  });
});

describe('eventDateProblems', () => {
  const today = new Date('2026-11-27T12:00:00Z');
  const message = (shown: string) =>
    `“Date” reads ${shown}: a career day falls between 2000 and 2031. The date picker takes MM/DD/YYYY (02/28/2026 for February 28, 2026): check the date in its calendar before saving.`;

  it('refuses the year the picker made of "Feb 28 2026", naming the field, what it reads and the format', () => {
    expect(eventDateProblems({ eventDate: '1826-01-01' }, today)).toEqual([
      { path: ['eventDate'], message: message('01/01/1826') },
    ]);
  });

  it('refuses a year more than five years ahead, and a five-digit one', () => {
    expect(eventDateProblems({ eventDate: '2032-01-01' }, today).map((problem) => problem.message)).toEqual([
      message('01/01/2032'),
    ]);
    expect(eventDateProblems({ eventDate: '20266-02-28' }, today)).toHaveLength(1);
  });

  it('keeps a past day (this year’s, last year’s, an old one after 2000) and one planned years ahead', () => {
    for (const eventDate of ['2026-02-21', '2025-04-25', '2003-03-01', '2000-01-01', '2031-12-31']) {
      expect(eventDateProblems({ eventDate }, today)).toEqual([]);
    }
  });

  it('reads a Date from a script, and leaves a missing or unreadable date to Strapi', () => {
    expect(eventDateProblems({ eventDate: new Date('1826-01-01T00:00:00Z') }, today)).toHaveLength(1);
    expect(eventDateProblems({}, today)).toEqual([]);
    expect(eventDateProblems({ eventDate: null }, today)).toEqual([]);
    expect(eventDateProblems({ eventDate: 'Feb 28 2026' }, today)).toEqual([]);
  });
});
