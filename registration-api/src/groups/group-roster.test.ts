import { describe, expect, it } from 'vitest';
import type { Registration } from '../store/registration-store.ts';
import { membersAmong } from './group-roster.ts';

const registration = (
  regId: string,
  regType: Registration['regType'],
  data: Record<string, unknown>,
): Registration => ({
  regId,
  regType,
  email: `${regId}@example.com`,
  data,
  memberStatus: null,
  invoice: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('a group’s students', () => {
  it('come in the leader’s roster order, last name then first, whatever order they registered in', () => {
    const group = registration('g', 'MSGROUP', { groupName: 'Rockets' });
    const student = (regId: string, firstName: string, lastName: string, groupId = 'g') =>
      registration(regId, 'MSIND', { firstName, lastName, groupId, isInGroup: '1' });
    const everyone = [
      group,
      student('1', 'Tara', 'Turner'),
      student('2', 'ava', 'adams'),
      student('3', 'Ben', 'Brown'),
      student('4', 'Zed', 'Zimmer', 'other-group'),
      student('5', 'Aaron', 'Adams'),
    ];
    expect(membersAmong(group, everyone).map((one) => one.regId)).toEqual(['5', '2', '3', '1']);
    expect(membersAmong(everyone[1]!, everyone)).toEqual([]);
  });
});
