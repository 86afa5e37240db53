import { describe, expect, it } from 'vitest';
import { hasDeadlinePassed, registrationWindow } from './registration-deadline.ts';

const NOW = Date.parse('2026-01-16T12:00:00.000Z');

describe('a kind’s registration window', () => {
  it('is closed with the switch off, whatever the closing time', () => {
    expect(registrationWindow({ scholarshipOpen: false }, 'scholarshipOpen', NOW)).toBe('closed');
    expect(registrationWindow({}, 'scholarshipOpen', NOW)).toBe('closed');
  });

  it('is open with the switch on and no closing time (the default)', () => {
    expect(registrationWindow({ scholarshipOpen: true, scholarshipClosesAt: null }, 'scholarshipOpen', NOW)).toBe(
      'open',
    );
    expect(registrationWindow({ scholarshipOpen: true }, 'scholarshipOpen', NOW)).toBe('open');
  });

  it('closes at the closing time: open a millisecond before, closed at and after it', () => {
    const settings = { companyOpen: true, companyClosesAt: '2026-01-16T12:00:00.000Z' };
    expect(registrationWindow(settings, 'companyOpen', NOW - 1)).toBe('open');
    expect(registrationWindow(settings, 'companyOpen', NOW)).toBe('deadline-passed');
    expect(registrationWindow(settings, 'companyOpen', NOW + 86_400_000)).toBe('deadline-passed');
  });

  it('reads a closing time the page was built with: none or unreadable is no deadline', () => {
    expect(hasDeadlinePassed(null, NOW)).toBe(false);
    expect(hasDeadlinePassed('', NOW)).toBe(false);
    expect(hasDeadlinePassed('soon', NOW)).toBe(false);
    expect(hasDeadlinePassed('2026-01-16T12:00:00.001Z', NOW)).toBe(false);
    expect(hasDeadlinePassed('2026-01-16T12:00:00.000Z', NOW)).toBe(true);
  });

  it('reads only its own switch’s closing time', () => {
    const settings = { scholarshipOpen: true, companyOpen: true, companyClosesAt: '2020-01-01T00:00:00.000Z' };
    expect(registrationWindow(settings, 'scholarshipOpen', NOW)).toBe('open');
  });
});
