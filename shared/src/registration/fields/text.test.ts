import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import { FIELD_LIMITS } from './limits.ts';
import { optionalText, PersonNameSchema, PhoneSchema, requiredText } from './text.ts';

const required = v.object({ text: requiredText(10) }, 'This field is required');
const optional = v.object({ text: optionalText(10) }, 'This field is required');

describe('required text', () => {
  it('is trimmed', () => {
    expect(v.parse(required, { text: '  Ada \t' })).toEqual({ text: 'Ada' });
  });

  it.each(['', '   ', '\n\t'])('%j is "This field is required"', (text) => {
    expect(messagesByPath(required, { text })).toEqual({ text: ['This field is required'] });
  });

  it.each([undefined, null, 42, true, { $ne: '' }, { $gt: '' }, ['a']])(
    'a non-string %j is "This field is required", never stored',
    (text) => {
      expect(messagesByPath(required, { text })).toEqual({ text: ['This field is required'] });
    },
  );

  it('is capped after trimming, with one message', () => {
    expect(v.parse(required, { text: ` ${'a'.repeat(10)} ` })).toEqual({ text: 'a'.repeat(10) });
    expect(messagesByPath(required, { text: 'a'.repeat(11) })).toEqual({ text: ['Must be at most 10 characters'] });
    expect(messagesByPath(required, { text: 'a'.repeat(1_000_000) })).toEqual({
      text: ['Must be at most 10 characters'],
    });
  });
});

describe('conditional text', () => {
  it('missing becomes "" and empty is allowed', () => {
    expect(v.parse(optional, {})).toEqual({ text: '' });
    expect(v.parse(optional, { text: '  ' })).toEqual({ text: '' });
  });

  it('is still a capped string', () => {
    expect(messagesByPath(optional, { text: { $ne: '' } })).toEqual({ text: ['This field is required'] });
    expect(messagesByPath(optional, { text: 'a'.repeat(11) })).toEqual({ text: ['Must be at most 10 characters'] });
  });
});

describe('person name and phone', () => {
  it('a name holds 100 characters', () => {
    expect(v.safeParse(PersonNameSchema, 'n'.repeat(FIELD_LIMITS.name)).success).toBe(true);
    expect(v.safeParse(PersonNameSchema, 'n'.repeat(FIELD_LIMITS.name + 1)).issues?.[0].message).toBe(
      'Must be at most 100 characters',
    );
  });

  it('a phone is any text up to 40 characters (SPEC gives no format)', () => {
    expect(v.parse(PhoneSchema, ' +1 (330) 555-0100 ext. 12 ')).toBe('+1 (330) 555-0100 ext. 12');
    expect(v.safeParse(PhoneSchema, '1'.repeat(41)).issues?.[0].message).toBe('Must be at most 40 characters');
    expect(v.safeParse(PhoneSchema, '').issues?.[0].message).toBe('This field is required');
  });
});
