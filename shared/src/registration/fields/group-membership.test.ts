import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import { GroupCodeFieldSchema, groupMembershipEntries, groupMembershipRules } from './group-membership.ts';

const entries = v.object(groupMembershipEntries, 'This field is required');
const schema = v.pipe(entries, ...groupMembershipRules<v.InferOutput<typeof entries>>());

describe('group membership', () => {
  it('"are you part of a group" is a required yes/no', () => {
    expect(messagesByPath(schema, {})).toEqual({ isInGroup: ['This field is required'] });
    expect(messagesByPath(schema, { isInGroup: 'yes' })).toEqual({ isInGroup: ['This field is required'] });
  });

  it('in a group, the group and the code are required', () => {
    expect(messagesByPath(schema, { isInGroup: '1' })).toEqual({
      groupId: ['This field is required'],
      groupCode: ['This field is required'],
    });
    expect(messagesByPath(schema, { isInGroup: '1', groupId: '7' })).toEqual({
      groupCode: ['This field is required'],
    });
    expect(messagesByPath(schema, { isInGroup: '1', groupCode: 'abc' })).toEqual({
      groupId: ['This field is required'],
    });
    expect(v.parse(schema, { isInGroup: '1', groupId: '7', groupCode: 'Abc' })).toEqual({
      isInGroup: '1',
      groupId: '7',
      groupCode: 'Abc',
    });
  });

  it('not in a group, neither is required', () => {
    expect(v.parse(schema, { isInGroup: '0' })).toEqual({ isInGroup: '0', groupId: '', groupCode: '' });
  });

  it.each(['7', 'a1B2_c-3', 'x'.repeat(64)])('group id %j is an id', (groupId) => {
    expect(v.safeParse(schema, { isInGroup: '1', groupId, groupCode: 'c' }).success).toBe(true);
  });

  it.each(['7 8', '<script>', '../7', 'x'.repeat(65), 7, { $ne: '' }])(
    'group id %j is not an option, so "This field is required"',
    (groupId) => {
      expect(messagesByPath(schema, { isInGroup: '1', groupId, groupCode: 'c' })).toEqual({
        groupId: ['This field is required'],
      });
    },
  );
});

describe('group code', () => {
  it('keeps its case and inner spaces, and is trimmed around', () => {
    expect(v.parse(GroupCodeFieldSchema, '  Rocket Club-7 ')).toBe('Rocket Club-7');
    expect(v.parse(GroupCodeFieldSchema, 'ABC')).not.toBe(v.parse(GroupCodeFieldSchema, 'abc'));
  });

  it('is capped at 100 characters', () => {
    expect(v.safeParse(GroupCodeFieldSchema, 'c'.repeat(100)).success).toBe(true);
    expect(v.safeParse(GroupCodeFieldSchema, 'c'.repeat(101)).issues?.[0].message).toBe(
      'Must be at most 100 characters',
    );
  });

  it.each(['', { $ne: '' }, 123])('%j is "This field is required"', (code) => {
    expect(v.safeParse(GroupCodeFieldSchema, code).issues?.[0].message).toBe('This field is required');
  });
});

describe('group code is clean text (SECURITY 27)', () => {
  it('is NFC-normalised, so the same code typed on another keyboard matches', () => {
    expect(v.parse(GroupCodeFieldSchema, ' Zoe\u0308-2026 ')).toBe('Zo\u00EB-2026');
  });

  it('refuses control characters', () => {
    expect(v.safeParse(GroupCodeFieldSchema, 'abc\u0000').issues?.[0].message).toBe(
      'Please remove unsupported characters',
    );
  });
});
