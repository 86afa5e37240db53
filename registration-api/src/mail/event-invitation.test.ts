import { describe, expect, it } from 'vitest';
import type { CmsEvent } from '../cms/cms-reader.ts';
import { HS_EVENT } from '../test-support/student-fixtures.ts';
import { eventCalendar, invitationOf } from './event-invitation.ts';

const HIGH_SCHOOL = HS_EVENT as CmsEvent;

const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const field = (ics: string, name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(unfolded(ics))?.[1]?.trim();

describe('a career day moved by staff', () => {
  it('stays one calendar entry: the same UID, a later SEQUENCE, the new date', () => {
    const before = eventCalendar(invitationOf(HIGH_SCHOOL), new Date('2026-01-10T12:00:00Z'));
    const moved = eventCalendar(
      invitationOf({ ...HIGH_SCHOOL, eventDate: '2026-03-07' } as CmsEvent),
      new Date('2026-02-01T09:30:00Z'),
    );
    expect(field(before, 'UID')).toBe('high-school-2026@stem-career-day');
    expect(field(moved, 'UID')).toBe(field(before, 'UID'));
    expect(Number(field(moved, 'SEQUENCE'))).toBeGreaterThan(Number(field(before, 'SEQUENCE')));
    expect(field(moved, 'DTSTART')).toBe('20260307T124500Z');
  });
});
