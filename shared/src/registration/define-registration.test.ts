import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { defineRegistration, stampServerDates, todayAtEvent } from './define-registration.ts';
import { requiredInRowsWhen } from './fields/rules.ts';
import { PersonNameSchema, optionalText } from './fields/text.ts';
import { isYes, OptionalYesNoSchema, YesNoSchema } from './fields/yes-no.ts';
import { deepFreeze, firstMessages } from './test-support.ts';

const required = MESSAGES.required;

// A made-up kind with a repeatable list, to prove what the factory builds for any kind.
type Row = { firstName: string; isLunchNeeded: string; lunchTypeId: string };
type Fields = { firstName: string; servesLunch: string; participants: Row[]; note: string };
const company = defineRegistration({
  regType: 'COMPANY',
  fields: {
    firstName: PersonNameSchema,
    servesLunch: YesNoSchema,
    participants: v.array(
      v.object({ firstName: PersonNameSchema, isLunchNeeded: OptionalYesNoSchema, lunchTypeId: optionalText(10) }),
    ),
    note: optionalText(100),
  },
  rules: () => [
    requiredInRowsWhen<Fields, Row>(
      ['participants'],
      'lunchTypeId',
      [['servesLunch']],
      (input, row) => isYes(input.servesLunch) && isYes(row.isLunchNeeded),
    ),
  ],
  clearHiddenFields: <T extends { servesLunch?: unknown; note?: unknown }>(values: T): T =>
    isYes(values.servesLunch) ? { ...values } : { ...values, note: '' },
});

const row = (lunch: string, lunchTypeId = '') => ({ firstName: 'Grace', isLunchNeeded: lunch, lunchTypeId });
const valid = () => ({
  firstName: 'Ada',
  servesLunch: '1',
  participants: [row('1', '2'), row('0')],
  note: 'Ramp, please',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  gResponse: 'token',
});

describe('defineRegistration', () => {
  it('builds the create schema from the fields, the owner email with its confirmation and the captcha token', () => {
    expect(v.parse(company.create, valid())).toEqual(valid());
    expect(firstMessages(company.create, { ...valid(), confirmEmail: 'eve@example.com' })).toEqual({
      confirmEmail: MESSAGES.confirmEmail,
    });
    expect(firstMessages(company.create, { ...valid(), email: undefined })).toEqual({ email: required });
  });

  it('builds the edit schema from the fields only: the email, its confirmation and the captcha token are dropped', () => {
    const { email: _e, confirmEmail: _c, gResponse: _g, ...fields } = valid();
    expect(v.parse(company.edit, valid())).toEqual(fields);
    expect(company.schemaFor('edit')).toBe(company.edit);
    expect(company.schemaFor('create')).toBe(company.create);
  });

  it('takes the kind record from the registry', () => {
    expect(company.kind.apiPath).toBe('/api/company-reg');
    expect(company.regType).toBe('COMPANY');
  });

  it('puts a row rule on the field of each row it fails for, and only there', () => {
    const input = { ...valid(), participants: [row('1'), row('0'), row('1')] };
    expect(firstMessages(company.create, input)).toEqual({
      'participants.0.lunchTypeId': required,
      'participants.2.lunchTypeId': required,
    });
    expect(firstMessages(company.create, { ...input, servesLunch: '0' })).toEqual({});
  });

  it('runs row rules while other fields are invalid, so a failed submit lists every problem', () => {
    expect(firstMessages(company.create, { ...valid(), firstName: '', participants: [row('1')] })).toEqual({
      firstName: required,
      'participants.0.lunchTypeId': required,
    });
  });

  it('keeps one message per row field: a row field that failed its own check gets no rule message', () => {
    const input = { ...valid(), participants: [{ ...row('1'), lunchTypeId: 'x'.repeat(11) }] };
    expect(Object.keys(firstMessages(company.create, input))).toEqual(['participants.0.lunchTypeId']);
    expect(firstMessages(company.create, input)['participants.0.lunchTypeId']).not.toBe(required);
  });

  it('skips a row rule whose dependency has no valid value yet', () => {
    expect(firstMessages(company.create, { ...valid(), servesLunch: 'maybe', participants: [row('1')] })).toEqual({
      servesLunch: required,
    });
  });

  it('clears hidden fields as the last step of a successful parse', () => {
    expect(v.parse(company.create, { ...valid(), servesLunch: '0' }).note).toBe('');
  });

  it('stores neither the confirmation nor the captcha token', () => {
    const stored = company.toStored(v.parse(company.create, valid()));
    expect(stored).not.toHaveProperty('confirmEmail');
    expect(stored).not.toHaveProperty('gResponse');
    expect(stored).toMatchObject({ email: 'ada@example.com', firstName: 'Ada' });
  });
});

describe('server dates', () => {
  it('today is the date in the event time zone, not UTC', () => {
    // 02:30 UTC on March 17 is still March 16 in Ohio.
    expect(todayAtEvent(new Date('2026-03-17T02:30:00Z'))).toBe('03/16/2026');
    expect(todayAtEvent(new Date('2026-03-17T05:00:00Z'))).toBe('03/17/2026');
  });

  it('writes today over a signed block date, leaves an unsigned block empty, and copies', () => {
    const values = deepFreeze({
      signed: { name: 'Grace Hopper', date: '01/01/2020' },
      unsigned: { name: '', date: '' },
    });
    const stamped = stampServerDates(
      values,
      [
        ['signed', 'date'],
        ['unsigned', 'date'],
        ['missing', 'date'],
      ],
      '02/21/2026',
    );
    expect(stamped).toEqual({ signed: { name: 'Grace Hopper', date: '02/21/2026' }, unsigned: { name: '', date: '' } });
  });

  it('stamps blocks in rows, and the blocks it answers can be written without touching the input', () => {
    const values = deepFreeze({
      rows: [{ consent: { name: 'Ada', date: '' } }, { consent: { name: '', date: '' } }],
      other: { untouched: true },
    });
    const paths = [
      ['rows', 0, 'consent', 'date'],
      ['rows', 1, 'consent', 'date'],
    ];
    const stamped = stampServerDates(values, paths, '02/21/2026');
    expect(stamped.rows.map((row) => row.consent.date)).toEqual(['02/21/2026', '']);
    // The caller of an edit writes a stored date back into a block (server-dates.ts): the copies take it.
    stamped.rows[1]!.consent.date = '01/01/2026';
    expect(values.rows[1]!.consent.date).toBe('');
    expect(stamped.other).toEqual({ untouched: true });
  });
});
