import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NON_SPEC_MESSAGES, tooLongMessage } from '../../messages.ts';
import { messagesByPath } from '../test-support.ts';
import { FIELD_LIMITS } from './limits.ts';
import {
  multilineText,
  OptionalPersonNameSchema,
  OptionalPhoneSchema,
  optionalText,
  PersonNameSchema,
  PhoneSchema,
  requiredMultilineText,
  requiredText,
  textAnswer,
  textStep,
} from './text.ts';

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

  it('a phone is capped at 40 characters and required', () => {
    expect(v.parse(PhoneSchema, ' +1 (330) 555-0100 ext. 12 ')).toBe('+1 (330) 555-0100 ext. 12');
    expect(v.safeParse(PhoneSchema, '1'.repeat(41)).issues?.[0].message).toBe('Must be at most 40 characters');
    expect(v.safeParse(PhoneSchema, '').issues?.[0].message).toBe('This field is required');
  });
});

const unsupported = ['Please remove unsupported characters'];
const requiredMessage = ['This field is required'];
const name = v.object({ name: PersonNameSchema }, 'This field is required');

describe('text is clean unicode (SECURITY 27)', () => {
  it.each([
    ['NUL', 'Ada\u0000Lovelace'],
    ['BEL (U+0007)', 'Ada\u0007'],
    ['NEL (U+0085, C1)', 'Ada\u0085Lovelace'],
    ['DEL', 'A\u007Fda'],
    ['ESC', '\u001B[31mAda'],
    ['a line break inside', 'Ada\nLovelace'],
    ['a line separator (U+2028) inside', 'Ada\u2028Lovelace'],
    ['a paragraph separator (U+2029) inside', 'Ada\u2029Lovelace'],
    ['a lone high surrogate', '\uD800'],
    ['a lone low surrogate after text', 'Ada\uDC00'],
    ['a reversed pair', '\uDE00\uD83D'],
    ['a right-to-left override (U+202E), which turns the text after it around', 'Teacher\u202Eyats'],
    ['a left-to-right embedding (U+202A)', '\u202AAda'],
    ['a first strong isolate (U+2068)', 'Ada\u2068Lovelace\u2069'],
  ])('%s is "Please remove unsupported characters"', (_, value) => {
    expect(messagesByPath(name, { name: value })).toEqual({ name: unsupported });
  });

  it('takes a tab inside a one-line answer (a paste of two spreadsheet cells) as a space', () => {
    expect(v.parse(requiredText(50), 'Mary\tKate')).toBe('Mary Kate');
    expect(v.parse(PersonNameSchema, 'Mary\t\tKate')).toBe('Mary Kate');
  });

  it('makes two spaces typed inside a name one', () => {
    expect(v.parse(PersonNameSchema, 'Malcolm  Jr')).toBe('Malcolm Jr');
    expect(v.parse(OptionalPersonNameSchema, 'Hubert   Blaine')).toBe('Hubert Blaine');
  });

  it.each([
    ['a zero-width space', '\u200B'],
    ['zero-width joiners and a BOM', '\u200D\u200C\uFEFF\u2060'],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
    ['a soft hyphen', '\u00AD'],
    ['bidi marks', '\u200E\u200F'],
    ['a Hangul filler', '\u3164'],
    ['a variation selector', '\uFE0F'],
    ['a combining mark without a base', '\u0301'],
    ['a blank braille pattern', '\u2800'],
  ])('%s alone is "This field is required"', (_, value) => {
    expect(messagesByPath(name, { name: value })).toEqual({ name: requiredMessage });
  });

  it('invisible-only text in a conditional field is stored as ""', () => {
    expect(v.parse(v.object({ text: optionalText(10) }), { text: '\u200B\u3164' })).toEqual({ text: '' });
  });

  it('trims Unicode whitespace and zero-width characters at the ends, keeping those inside', () => {
    expect(v.parse(PersonNameSchema, '\u00A0\u200BAda\u200D Lovelace\uFEFF\u3000')).toBe('Ada\u200D Lovelace');
  });

  it('stores text NFC-normalised', () => {
    const decomposed = '  Zoe\u0308 ';
    expect(decomposed.trim()).toHaveLength(4);
    expect(v.parse(PersonNameSchema, decomposed)).toBe('Zo\u00EB');
  });

  it('counts the cap on the normalised text', () => {
    expect(v.parse(requiredText(3), 'Zoe\u0308')).toBe('Zoë');
  });

  it.each([
    'Zoë',
    'José Núñez',
    'Đặng Thị Ngọc Hân',
    'Søren Ågård',
    "O'Brien-Smith",
    '李小龍',
    'محمد',
    'Ада Лавлейс',
    'Ada 👩‍🔬',
    'Ada ❤️',
    '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    '👍🏽',
  ])('%s is accepted as typed', (value) => {
    expect(v.parse(PersonNameSchema, value)).toBe(value);
  });

  it('every text field outputs NFC, well-formed text without control characters (property)', () => {
    // Code units of every kind: controls, lone surrogates, combining marks, invisible and ordinary ones.
    const unit = fc.oneof(
      fc.constantFrom('\u0000', '\t', '\n', '\r', '\u0085', '\u00A0', '\u200B', '\u200D', '\uFEFF', '\u0301', '\u0308'),
      fc.constantFrom('\uD800', '\uDFFF', '\uD83D', '\uDE00', 'e', 'o', 'Z', ' ', '\u3164', '\uFE0F'),
      // Decomposed letters, which NFC composes: e + acute, o + diaeresis, A + ring, Hangul jamo.
      fc.constantFrom('e\u0301', 'o\u0308', 'A\u030A', '\u1100\u1161'),
      fc.string({ unit: 'binary', maxLength: 1 }),
      fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code)),
    );
    const input = fc.string({ unit, maxLength: 30 });
    const fields = [requiredText(50), optionalText(50), multilineText(50), PhoneSchema, OptionalPhoneSchema];
    const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text)) === text;
    let accepted = 0;
    fc.assert(
      fc.property(input, fc.constantFrom(...fields), (text, field) => {
        const result = v.safeParse(field, text);
        if (!result.success) return;
        accepted++;
        const output = result.output;
        expect(output.normalize('NFC')).toBe(output);
        expect(wellFormed(output)).toBe(true);
        const controls = field === fields[2] ? /(?![\n\t])\p{Cc}/u : /\p{Cc}/u;
        expect(output).not.toMatch(controls);
        expect(output).toBe(output.trim());
      }),
      { numRuns: 500 },
    );
    // Not vacuous: plenty of the random texts are accepted and checked.
    expect(accepted).toBeGreaterThan(50);
    // 500 runs take well under a second alone, several seconds on a busy two-core runner.
  }, 30_000);
});

describe('multi-line text (for textareas)', () => {
  const notes = v.object({ notes: multilineText(100) });

  it('keeps line feeds and tabs inside, turns CR LF, CR and the Unicode separators into LF, and trims the ends', () => {
    expect(v.parse(notes, { notes: '\r\n Line one\r\n\tLine two\rLine three\u2028four\u2029five \n\n' })).toEqual({
      notes: 'Line one\n\tLine two\nLine three\nfour\nfive',
    });
  });

  it('refuses other control characters, bidi overrides and broken unicode', () => {
    for (const value of ['a\u0000b', 'a\u000Bb', 'a\u0085b', 'a\uD800b', 'a\u202Eb', 'a\u2066b']) {
      expect(messagesByPath(notes, { notes: value })).toEqual({ notes: unsupported });
    }
  });

  it('missing or invisible-only is ""', () => {
    expect(v.parse(notes, {})).toEqual({ notes: '' });
    expect(v.parse(notes, { notes: '\n\u200B\n' })).toEqual({ notes: '' });
  });
});

describe('one builder for every text answer', () => {
  it('a required textarea answer keeps its lines, is required and capped', () => {
    const reason = v.object({ reason: requiredMultilineText(12) }, 'This field is required');
    expect(v.parse(reason, { reason: ' Moved\r\naway ' })).toEqual({ reason: 'Moved\naway' });
    expect(messagesByPath(reason, { reason: '\n \n' })).toEqual({ reason: ['This field is required'] });
    expect(messagesByPath(reason, { reason: 'x'.repeat(13) })).toEqual({ reason: [tooLongMessage(12)] });
  });

  it("runs a field's own step after the cleaning and before the checks, on one or several lines", () => {
    const upper = textStep('upper', (value) => value.toUpperCase());
    const code = v.object({ code: textAnswer(3, { required: true, step: upper }) }, 'This field is required');
    expect(v.parse(code, { code: ' ab\u200B ' })).toEqual({ code: 'AB' });
    expect(messagesByPath(code, { code: 'abcd' })).toEqual({ code: [tooLongMessage(3)] });
    const notes = v.object({ notes: textAnswer(20, { multiline: true, step: upper }) });
    expect(v.parse(notes, {})).toEqual({ notes: '' });
    expect(v.parse(notes, { notes: 'one\r\ntwo' })).toEqual({ notes: 'ONE\nTWO' });
  });
});

describe('phone numbers are possible phone numbers', () => {
  const phone = v.object({ phone: PhoneSchema });
  const optionalPhone = v.object({ phone: OptionalPhoneSchema });

  it.each([
    '(330) 555-0100',
    '330-555-0100',
    '330.555.0100',
    '3305550100',
    '+1 330 555 0100',
    '1234567890',
    '+44 20 7946 0958',
    '330.555.0100 ext. 12',
    '330-555-0100 x12',
  ])('%s is accepted and stored as typed', (value) => {
    expect(v.parse(phone, { phone: ` ${value} ` })).toEqual({ phone: value });
    expect(v.parse(optionalPhone, { phone: value })).toEqual({ phone: value });
  });

  it.each(['abc', '12', '555-0100', '1'.repeat(30), '+', '330 555 0100 abc', '1-800-FLOWERS'])(
    '%j is refused as no phone number',
    (value) => {
      expect(messagesByPath(phone, { phone: value })).toEqual({ phone: [NON_SPEC_MESSAGES.phone] });
      expect(messagesByPath(optionalPhone, { phone: value })).toEqual({ phone: [NON_SPEC_MESSAGES.phone] });
    },
  );

  it('a conditional phone may be missing or empty', () => {
    expect(v.parse(optionalPhone, {})).toEqual({ phone: '' });
    expect(v.parse(optionalPhone, { phone: '  ' })).toEqual({ phone: '' });
  });

  it('an empty required phone is "This field is required" only', () => {
    expect(messagesByPath(phone, { phone: ' \u200B ' })).toEqual({ phone: requiredMessage });
  });

  it('an over-long phone says only that it is too long', () => {
    expect(messagesByPath(optionalPhone, { phone: 'x'.repeat(41) })).toEqual({
      phone: ['Must be at most 40 characters'],
    });
  });
});
