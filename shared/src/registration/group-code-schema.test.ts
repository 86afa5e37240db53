import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { GroupCodeSchema } from './group-code-schema.ts';
import { messagesByPath, survivesArbitraryInput } from './test-support.ts';

const required = ['This field is required'];
const valid = () => ({ groupId: '7', groupCode: 'Rocket-Club' });

describe('group code check (POST /api/verify-group-code)', () => {
  it('passes with a group and a code; unknown keys are dropped', () => {
    expect(v.parse(GroupCodeSchema, { ...valid(), regId: 'x' })).toEqual(valid());
  });

  it('the code keeps its case; only surrounding whitespace goes', () => {
    expect(v.parse(GroupCodeSchema, { groupId: ' 7 ', groupCode: '  rOcKeT club ' })).toEqual({
      groupId: '7',
      groupCode: 'rOcKeT club',
    });
  });

  it.each(['groupId', 'groupCode'])('%s is required', (field) => {
    expect(messagesByPath(GroupCodeSchema, { ...valid(), [field]: '' })).toEqual({ [field]: required });
    expect(messagesByPath(GroupCodeSchema, { ...valid(), [field]: undefined })).toEqual({ [field]: required });
    expect(messagesByPath(GroupCodeSchema, { ...valid(), [field]: { $ne: '' } })).toEqual({ [field]: required });
  });

  it('the code is capped at 100 characters and the id is a token', () => {
    expect(messagesByPath(GroupCodeSchema, { ...valid(), groupCode: 'c'.repeat(101) })).toEqual({
      groupCode: ['Must be at most 100 characters'],
    });
    expect(messagesByPath(GroupCodeSchema, { ...valid(), groupId: '7; drop' })).toEqual({ groupId: required });
    expect(messagesByPath(GroupCodeSchema, { ...valid(), groupId: '7'.repeat(65) })).toEqual({ groupId: required });
  });

  it('arbitrary JSON never throws, and a successful parse has only known keys and parses to itself', () => {
    survivesArbitraryInput(GroupCodeSchema, valid());
  });
});
