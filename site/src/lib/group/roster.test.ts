import type { GroupMember } from '@stem/shared/api-contract';
import { describe, expect, it } from 'vitest';
import {
  consentWords,
  markPendingRemoval,
  memberName,
  rosterSummary,
  sortMembers,
  tallyText,
  titleOf,
  UNKNOWN_TITLE,
} from './roster.ts';

const lunches = [
  { value: '1', label: 'Deli Sandwich' },
  { value: '2', label: 'Vegetarian' },
  { value: '3', label: 'Gluten Free' },
];
const tShirtSizes = ['S', 'M', 'L', 'XL', '2XL', '3XL'].map((label, index) => ({ value: String(index + 1), label }));

const member = (overrides: Partial<GroupMember>): GroupMember => ({
  regId: 'r',
  firstName: 'Ada',
  lastName: 'Lovelace',
  status: 'active',
  statusMessage: '',
  gradeLevelId: '1',
  lunchId: '1',
  tShirtSizeId: '2',
  consentState: 'signed',
  ...overrides,
});

describe('consent state in words', () => {
  it('says each state as the leader reads it on the day', () => {
    expect(consentWords('signed')).toBe('Signed on the form');
    expect(consentWords('paper')).toBe('Paper form received');
    expect(consentWords('school')).toBe('School will submit');
    expect(consentWords('day-of-received')).toBe('Day-of consent received');
    expect(consentWords('awaiting-confirmation')).toBe('Awaiting the parent’s confirmation');
    expect(consentWords('missing')).toBe('Missing');
  });
  it('reads a state it does not know as missing', () => {
    expect(consentWords('lost' as never)).toBe('Missing');
  });
});

describe('roster summary', () => {
  const members = [
    member({ regId: 'a', consentState: 'signed', lunchId: '1', tShirtSizeId: '2' }),
    member({ regId: 'b', consentState: 'day-of-received', lunchId: '2', tShirtSizeId: '2' }),
    member({ regId: 'c', consentState: 'school', lunchId: '1', tShirtSizeId: '3' }),
    member({ regId: 'd', consentState: 'missing', lunchId: '1', tShirtSizeId: '6' }),
    member({ regId: 'f', consentState: 'awaiting-confirmation', lunchId: '2', tShirtSizeId: '3' }),
    member({ regId: 'e', consentState: 'missing', lunchId: '3', tShirtSizeId: '1', status: 'pending-removal' }),
  ];

  it('counts members, consents, lunches by type and T-shirts by size, without those pending removal', () => {
    expect(rosterSummary(members, { lunches, tShirtSizes })).toEqual({
      members: 5,
      pendingRemoval: 1,
      splitOnTheDay: false,
      // A consent filed but not yet confirmed by the parent is on its way, like the school's.
      consents: { complete: 2, inProgress: 2, missing: 1 },
      lunches: [
        { label: 'Deli Sandwich', count: 3 },
        { label: 'Vegetarian', count: 2 },
      ],
      tShirts: [
        { label: 'M', count: 2 },
        { label: 'L', count: 2 },
        { label: '3XL', count: 1 },
      ],
    });
  });

  it('is all zeros for an empty group', () => {
    expect(rosterSummary([], { lunches, tShirtSizes })).toEqual({
      members: 0,
      pendingRemoval: 0,
      splitOnTheDay: false,
      consents: { complete: 0, inProgress: 0, missing: 0 },
      lunches: [],
      tShirts: [],
    });
  });

  it('counts ids the catalogue does not have together, last', () => {
    const summary = rosterSummary([member({ lunchId: '9' }), member({ lunchId: '' }), member({ lunchId: '2' })], {
      lunches,
      tShirtSizes: [],
    });
    expect(summary.lunches).toEqual([
      { label: 'Vegetarian', count: 1 },
      { label: UNKNOWN_TITLE, count: 2 },
    ]);
    expect(summary.tShirts).toEqual([{ label: UNKNOWN_TITLE, count: 3 }]);
  });

  it('says a group of more than 30 coming is split on the day, not one of 30 and some pending removal', () => {
    const many = (count: number, status: GroupMember['status'] = 'active') =>
      Array.from({ length: count }, (_, index) => member({ regId: `${status}-${index}`, status }));
    expect(rosterSummary(many(30), { lunches, tShirtSizes }).splitOnTheDay).toBe(false);
    expect(rosterSummary([...many(30), ...many(2, 'pending-removal')], { lunches, tShirtSizes }).splitOnTheDay).toBe(
      false,
    );
    expect(rosterSummary(many(31), { lunches, tShirtSizes }).splitOnTheDay).toBe(true);
  });

  it('counts a paper form recorded by the organisers as complete', () => {
    expect(rosterSummary([member({ consentState: 'paper' })], { lunches, tShirtSizes }).consents).toEqual({
      complete: 1,
      inProgress: 0,
      missing: 0,
    });
  });

  it('says a tally in one line', () => {
    expect(
      tallyText([
        { label: 'M', count: 2 },
        { label: 'L', count: 1 },
      ]),
    ).toBe('M 2, L 1');
    expect(tallyText([])).toBe('None');
  });
});

describe('roster rows', () => {
  it('take titles from the catalogues', () => {
    expect(titleOf(lunches, '2')).toBe('Vegetarian');
    expect(titleOf(lunches, '7')).toBe(UNKNOWN_TITLE);
  });

  it('are in the order a teacher calls them: last name, then first name, any case', () => {
    const sorted = sortMembers([
      member({ regId: '1', firstName: 'Zoe', lastName: 'brown' }),
      member({ regId: '2', firstName: 'Al', lastName: 'Brown' }),
      member({ regId: '3', firstName: 'Ann', lastName: 'Adams' }),
    ]);
    expect(sorted.map(memberName)).toEqual(['Ann Adams', 'Al Brown', 'Zoe brown']);
  });

  it('mark one member pending removal with the reason, leaving the others as they were', () => {
    const before = [member({ regId: 'a' }), member({ regId: 'b' })];
    const after = markPendingRemoval(before, 'b', 'Moved to another school');
    expect(after[1]).toMatchObject({ status: 'pending-removal', statusMessage: 'Moved to another school' });
    expect(after[0]).toBe(before[0]);
    expect(before[1]!.status).toBe('active');
  });
});
