import { describe, expect, it } from 'vitest';
import { changedFields, withChanges } from './changed-fields.ts';
import { paragraph } from '../mail/templates/mail-content.ts';

const before = {
  firstName: 'Ada',
  tShirtSizeId: '3',
  email: 'ada@example.com',
  confirmEmail: 'ada@example.com',
  parentGuardian: { phoneNumber: '330-555-0100', email: 'grace@example.com', confirmEmail: 'grace@example.com' },
  participants: [{ firstName: 'Mary' }],
  note: '',
};

describe('changedFields', () => {
  it('names each answer changed, added or emptied as the desk heads it, in the form’s order', () => {
    const after = {
      ...before,
      tShirtSizeId: '2',
      parentGuardian: { ...before.parentGuardian, phoneNumber: '330-555-0177' },
      participants: [{ firstName: 'Mary' }, { firstName: 'Dorothy' }],
      note: 'Vegetarian',
    };
    expect(changedFields(before, after)).toEqual([
      'T-shirt size',
      'Parent/guardian phone number',
      'Participants',
      'Note',
    ]);
  });

  it('names a list once, whichever rows changed, and a catalogue answer once, not its stored name beside it', () => {
    const rows = {
      participants: [
        { firstName: 'Alice', lunchTypeId: '1', lunchTypeName: 'Deli' },
        { firstName: 'Bo', lunchTypeId: '2', lunchTypeName: 'Vegetarian' },
      ],
      lunchTypeId: '1',
      lunchTypeName: 'Deli',
    };
    const after = {
      participants: [{ firstName: 'Bo', lunchTypeId: '2', lunchTypeName: 'Vegetarian' }],
      lunchTypeId: '3',
      lunchTypeName: 'Gluten Free',
    };
    expect(changedFields(rows, after)).toEqual(['Participants', 'Lunch type']);
  });

  it('names a yes/no question as the form asks it, not by the desk’s shorthand (qa27b: "Is sponsor")', () => {
    const answers = { isSponsor: '0', msEventType: '1', parentGuardian: { willBeAttending: '0' } };
    const changed = { isSponsor: '1', msEventType: '2', parentGuardian: { willBeAttending: '1' } };
    expect(changedFields(answers, changed)).toEqual([
      'Sponsorship',
      'What you will bring to the middle school event',
      'Parent/guardian attending the event',
    ]);
  });

  it('names an answer the mail repeats as the mail does', () => {
    const after = { ...before, tShirtSizeId: '2', firstName: 'Augusta' };
    expect(changedFields(before, after, [{ field: 'tShirtSizeId', label: 'Main Contact T-Shirt Size' }])).toEqual([
      'First name',
      'Main Contact T-Shirt Size',
    ]);
  });

  it('names nothing for an edit that changes nothing, spaces and the typed-twice address aside', () => {
    expect(changedFields(before, { ...before, firstName: ' Ada ', confirmEmail: 'ADA@example.com' })).toEqual([]);
    expect(changedFields(before, { ...before, participants: [] })).toEqual(['Participants']);
  });
});

describe('withChanges', () => {
  const draft = { to: ['ada@example.com'], content: { subject: 'Updated', blocks: [paragraph('It was updated.')] } };

  it('says what changed after the first paragraph, and at most twelve names', () => {
    const names = Array.from({ length: 14 }, (_, index) => `Answer ${index + 1}`);
    const { blocks } = withChanges(draft, names).content;
    expect(blocks[0]).toEqual(paragraph('It was updated.'));
    expect(blocks[1]).toEqual(paragraph('What changed:'));
    expect(blocks[2]).toEqual({ kind: 'list', items: [...names.slice(0, 12), 'and 2 more'] });
    expect(withChanges(draft, [])).toBe(draft);
  });
});
