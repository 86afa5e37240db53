import { describe, expect, it } from 'vitest';
import { eventTimeProblems } from './event-rules';

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
