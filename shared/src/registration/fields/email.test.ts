import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath } from '../test-support.ts';
import { emailConfirmationRule, EmailSchema, emailWithConfirmationEntries } from './email.ts';

const pair = v.object(emailWithConfirmationEntries, 'This field is required');
const schema = v.pipe(pair, emailConfirmationRule<v.InferOutput<typeof pair>>());

describe('email', () => {
  it.each([
    'ada@example.com',
    'Ada.Lovelace+stem@mail.example.org',
    'a_b-c@ex-ample.co',
    "o'brien@example.com",
    'first&last@example.com',
    'ada@xn--bcher-kva.example',
    'ada@example.xn--p1ai',
    'ada@1-2.example.com',
  ])('%s is valid', (email) => {
    expect(v.parse(EmailSchema, email)).toBe(email);
  });

  it('is trimmed and keeps its case', () => {
    expect(v.parse(EmailSchema, '  Ada@Example.COM ')).toBe('Ada@Example.COM');
  });

  it.each([
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'ada@localhost',
    'ada example@x.com',
    'ada@@example.com',
    'ada@example.c',
    '.ada@example.com',
    'ada.@example.com',
    'ada..lovelace@example.com',
    'ada@-example.com',
    'ada@example-.com',
    'ada@example..com',
    'ada@example.com.',
    'ada<script>@example.com',
    '"ada"@example.com',
    'adä@example.com',
    'ada@exämple.com',
    'ada@example.c0m',
  ])('%j is "Address is not valid"', (email) => {
    expect(messagesByPath(v.object({ email: EmailSchema }), { email })).toEqual({ email: ['Address is not valid'] });
  });

  it.each(['', '  ', undefined, null, 7, { $ne: '' }])('%j is "This field is required" only', (email) => {
    expect(messagesByPath(v.object({ email: EmailSchema }, 'This field is required'), { email })).toEqual({
      email: ['This field is required'],
    });
  });

  it('is capped at 254 characters, with one message', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(254 - 64 - 1 - 4)}.com`;
    expect(fits).toHaveLength(254);
    expect(v.safeParse(EmailSchema, fits).success).toBe(true);
    expect(messagesByPath(v.object({ email: EmailSchema }), { email: `a${fits}` })).toEqual({
      email: ['Must be at most 254 characters'],
    });
  });
});

describe('email confirmation', () => {
  it('passes when it equals the email (after trimming)', () => {
    expect(v.parse(schema, { email: 'ada@example.com', confirmEmail: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
      confirmEmail: 'ada@example.com',
    });
  });

  it('passes when it differs from the email only in capitals (the same mailbox to the store)', () => {
    const typed = { email: 'Ada.Lovelace@Example.com', confirmEmail: 'ada.lovelace@example.COM' };
    expect(v.safeParse(schema, typed).success).toBe(true);
  });

  it.each(['ada@example.org', 'ADA@example.co'])('%j shows the mismatch message on confirmEmail', (confirmEmail) => {
    expect(messagesByPath(schema, { email: 'ada@example.com', confirmEmail })).toEqual({
      confirmEmail: ["Email confirmation doesn't match to email"],
    });
  });

  it('an empty confirmation is required, not a mismatch', () => {
    expect(messagesByPath(schema, { email: 'ada@example.com', confirmEmail: '' })).toEqual({
      confirmEmail: ['This field is required'],
    });
    expect(messagesByPath(schema, { email: 'ada@example.com' })).toEqual({
      confirmEmail: ['This field is required'],
    });
  });

  it('is checked even when other fields fail their type, so every problem shows at once', () => {
    const wider = v.object({ ...emailWithConfirmationEntries, other: v.string('This field is required') });
    const withRule = v.pipe(wider, emailConfirmationRule<v.InferOutput<typeof wider>>());
    expect(messagesByPath(withRule, { email: 'ada@example.com', confirmEmail: 'x@example.com', other: 1 })).toEqual({
      other: ['This field is required'],
      confirmEmail: ["Email confirmation doesn't match to email"],
    });
  });
});

describe('email confirmation speaks only when both are given', () => {
  it('an empty email is required; the confirmation is not called a mismatch', () => {
    expect(messagesByPath(schema, { email: '', confirmEmail: 'ada@example.com' })).toEqual({
      email: ['This field is required'],
    });
  });
});

describe('one message per field', () => {
  it('an over-long confirmation says only that it is too long', () => {
    const long = `${'a'.repeat(243)}@example.com`;
    expect(messagesByPath(schema, { email: 'ada@example.com', confirmEmail: long })).toEqual({
      confirmEmail: ['Must be at most 254 characters'],
    });
  });
});

describe('email is clean text (SECURITY 27)', () => {
  it('trims zero-width characters and no-break spaces around the address', () => {
    expect(v.parse(EmailSchema, '\u200Bada@example.com\u00A0')).toBe('ada@example.com');
  });

  it.each(['ada\u0000@example.com', 'ada@example.com\u0085x', 'ada\uD800@example.com'])(
    '%j is "Please remove unsupported characters"',
    (email) => {
      expect(messagesByPath(v.object({ email: EmailSchema }), { email })).toEqual({
        email: ['Please remove unsupported characters'],
      });
    },
  );
});
