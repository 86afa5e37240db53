import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './parse-environment.ts';

const Schema = v.object({
  PORT: v.pipe(v.optional(v.string(), '8080'), v.regex(/^\d+$/, 'must be a number'), v.minLength(2, 'too short')),
  TOKEN: v.string(),
});

describe('parseEnvironment', () => {
  it('reads the variables, with empty strings counting as unset', () => {
    expect(parseEnvironment(Schema, { PORT: '', TOKEN: 't', OTHER: 'x' })).toEqual({
      success: true,
      output: { PORT: '8080', TOKEN: 't' },
    });
  });

  it('lists each wrong variable once, with its first problem and its value', () => {
    expect(parseEnvironment(Schema, { PORT: 'a', TOKEN: '' })).toEqual({
      success: false,
      problems: [
        { variable: 'PORT', message: 'must be a number', value: 'a' },
        // A missing key is valibot's own issue; each service words "unset" its own way.
        { variable: 'TOKEN', message: 'Invalid key: Expected "TOKEN" but received undefined', value: undefined },
      ],
    });
  });
});
