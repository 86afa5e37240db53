import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import { fieldRule, isFilled, requiredWhen } from './rules.ts';

const entries = v.object({
  kind: v.picklist(['a', 'b'], 'pick'),
  detail: v.optional(v.pipe(v.string('text'), v.maxLength(3, 'long')), ''),
  nested: v.object({ note: v.optional(v.string('text'), '') }),
  other: v.pipe(v.string('other'), v.maxLength(5, 'too long')),
});
type Fields = v.InferOutput<typeof entries>;
const schema = v.pipe(
  entries,
  requiredWhen<Fields>(['detail'], [['kind']], (input) => input.kind === 'b'),
  requiredWhen<Fields>(['nested', 'note'], [['kind']], (input) => input.kind === 'b'),
  fieldRule<Fields>({
    target: ['other'],
    deps: [['detail']],
    isValid: (input) => input.other !== input.detail,
    message: 'same as detail',
  }),
);
const base = { kind: 'b', detail: 'x', nested: { note: 'n' }, other: 'y' };

describe('cross-field rules', () => {
  it('require the target, top-level or nested, only when the condition holds', () => {
    expect(messagesByPath(schema, { ...base, detail: '', nested: {} })).toEqual({
      detail: ['This field is required'],
      'nested.note': ['This field is required'],
    });
    expect(v.safeParse(schema, { ...base, kind: 'a', detail: '', nested: {} }).success).toBe(true);
  });

  it('still run when an unrelated field has the wrong type, so every problem shows at once', () => {
    expect(messagesByPath(schema, { ...base, detail: '', other: 1 })).toEqual({
      other: ['other'],
      detail: ['This field is required'],
    });
  });

  it('do not run when a path they read has the wrong type', () => {
    expect(messagesByPath(schema, { ...base, kind: 'c', detail: '' })).toEqual({ kind: ['pick'] });
  });

  it('show their message on the target', () => {
    expect(messagesByPath(schema, { ...base, other: 'x' })).toEqual({ other: ['same as detail'] });
  });

  it('stay silent on a target that already has its own message', () => {
    expect(messagesByPath(schema, { ...base, detail: 'abc', other: 'abc' })).toEqual({ other: ['same as detail'] });
    const both = { ...base, detail: 'abcdef', other: 'abcdef' };
    expect(messagesByPath(schema, both)).toEqual({ detail: ['long'], other: ['too long'] });
  });

  it('isFilled is a non-empty string', () => {
    expect([isFilled('a'), isFilled(''), isFilled(undefined), isFilled(0), isFilled(['a'])]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
