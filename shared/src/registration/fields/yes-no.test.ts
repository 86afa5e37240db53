import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstMessages } from '../test-support.ts';
import { CheckboxFlagSchema, isYes, OptionalYesNoSchema, YesNoSchema } from './yes-no.ts';

const inObject = (schema: v.GenericSchema) => v.object({ answer: schema }, 'This field is required');

describe('yes/no question', () => {
  it.each(['1', '0'])('%j is an answer', (answer) => {
    expect(v.parse(YesNoSchema, answer)).toBe(answer);
  });

  it.each([undefined, '', 'yes', 'true', 1, 0, true, null, { $ne: '' }, ['1']])(
    '%j is "This field is required"',
    (answer) => {
      expect(firstMessages(inObject(YesNoSchema), { answer })).toEqual({ answer: 'This field is required' });
    },
  );

  it('a missing answer is "This field is required"', () => {
    expect(firstMessages(inObject(YesNoSchema), {})).toEqual({ answer: 'This field is required' });
  });
});

describe('conditional yes/no question', () => {
  it.each([
    ['1', '1'],
    ['0', '0'],
    ['', ''],
    [undefined, ''],
    // A radio group nobody picked, as the form reads it once a keyboard has passed through.
    [null, ''],
  ])('%j parses to %j', (answer, output) => {
    expect(v.parse(inObject(OptionalYesNoSchema), answer === undefined ? {} : { answer })).toEqual({
      answer: output,
    });
  });

  it.each(['2', 1, { $ne: '' }])('%j is refused', (answer) => {
    expect(firstMessages(inObject(OptionalYesNoSchema), { answer })).toEqual({ answer: 'This field is required' });
  });
});

describe('checkbox', () => {
  it('missing means not ticked', () => {
    expect(v.parse(inObject(CheckboxFlagSchema), {})).toEqual({ answer: '0' });
  });

  it.each(['', 'on', true, 1])('%j is refused', (answer) => {
    expect(firstMessages(inObject(CheckboxFlagSchema), { answer })).toEqual({ answer: 'This field is required' });
  });

  it('isYes is true only for "1"', () => {
    expect([isYes('1'), isYes('0'), isYes(1), isYes(true), isYes(undefined)]).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
