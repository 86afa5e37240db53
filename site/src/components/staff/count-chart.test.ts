import { describe, expect, it } from 'vitest';
import { shortened, wrapped } from './count-chart.tsx';

describe("a chart's row names on a narrow screen", () => {
  it('keeps a name that fits, and cuts a longer one at its end with an ellipsis', () => {
    expect(shortened('Summit Ridge Middle School', 30)).toBe('Summit Ridge Middle School');
    expect(shortened('Summit Ridge Middle School', 19)).toBe('Summit Ridge Middl…');
    expect(shortened('Portage Trail Middle School', 14)).toBe('Portage Trail…');
  });
  it('never cuts below ten characters, however narrow', () =>
    expect(shortened('Portage Trail Middle School', 3)).toBe('Portage T…'));
});

describe("a vertical chart's column names on a narrow screen", () => {
  it('keeps a name that fits on one line, and breaks a longer one at its spaces', () => {
    expect(wrapped('Company', 9)).toEqual(['Company']);
    expect(wrapped('Middle school student', 30)).toEqual(['Middle school student']);
    expect(wrapped('Middle school student', 14)).toEqual(['Middle school', 'student']);
    expect(wrapped('Middle school student', 9)).toEqual(['Middle', 'school', 'student']);
  });
  it('ends the third line and a word too long for its room with an ellipsis, never below seven characters', () => {
    expect(wrapped('Company: participants at the information fair', 12)).toEqual([
      'Company:',
      'participants',
      'at the info…',
    ]);
    expect(wrapped('Registrations', 3)).toEqual(['Regist…']);
  });
});
