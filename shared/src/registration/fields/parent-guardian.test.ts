import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath, REMOVE, validParentGuardian, withValue } from '../test-support.ts';
import { additionalParentAttends, parentAttends, ParentGuardianSchema } from './parent-guardian.ts';

const required = ['This field is required'];

describe('parent/guardian', () => {
  it('a complete parent passes, trimmed, unknown keys dropped', () => {
    const parent = { ...validParentGuardian(), firstName: ' Grace ', role: 'admin' };
    expect(v.parse(ParentGuardianSchema, parent)).toEqual({ ...validParentGuardian(), firstName: 'Grace' });
  });

  it.each(['firstName', 'lastName', 'email', 'confirmEmail', 'phoneNumber', 'willBeAttending'])(
    '%s is required (empty and missing)',
    (field) => {
      expect(messagesByPath(ParentGuardianSchema, withValue(validParentGuardian(), [field], ''))).toEqual({
        [field]: required,
      });
      expect(messagesByPath(ParentGuardianSchema, withValue(validParentGuardian(), [field], REMOVE))).toEqual({
        [field]: required,
      });
    },
  );

  it('the email must be an address', () => {
    const parent = { ...validParentGuardian(), email: 'grace@', confirmEmail: 'grace@' };
    expect(messagesByPath(ParentGuardianSchema, parent)).toEqual({ email: ['Address is not valid'] });
  });

  it('the confirmation must equal the email', () => {
    const parent = { ...validParentGuardian(), confirmEmail: 'grace@example.org' };
    expect(messagesByPath(ParentGuardianSchema, parent)).toEqual({
      confirmEmail: ["Email confirmation doesn't match to email"],
    });
  });

  it('an invalid email and another confirmation are both said at once', () => {
    const parent = { ...validParentGuardian(), email: 'not-an-email', confirmEmail: 'other@example.com' };
    expect(messagesByPath(ParentGuardianSchema, parent)).toEqual({
      email: ['Address is not valid'],
      confirmEmail: ["Email confirmation doesn't match to email"],
    });
  });

  it('names are capped at 100 characters, the phone at 40', () => {
    expect(messagesByPath(ParentGuardianSchema, { ...validParentGuardian(), lastName: 'h'.repeat(101) })).toEqual({
      lastName: ['Must be at most 100 characters'],
    });
    expect(messagesByPath(ParentGuardianSchema, { ...validParentGuardian(), phoneNumber: '5'.repeat(41) })).toEqual({
      phoneNumber: ['Must be at most 40 characters'],
    });
  });

  it.each([undefined, null, 'Grace', 42])('a group that is not an object (%j) is required', (parentGuardian) => {
    const schema = v.object({ parentGuardian: ParentGuardianSchema }, 'This field is required');
    expect(messagesByPath(schema, { parentGuardian })).toEqual({ parentGuardian: required });
  });
});

describe('additional parent', () => {
  const notAttending = {
    ...validParentGuardian(),
    willBeAttending: '0',
    willAddParentBeAttending: '',
    addParentFirstName: '',
    addParentLastName: '',
  };

  it('the additional-parent answer is required when the parent attends', () => {
    expect(messagesByPath(ParentGuardianSchema, { ...validParentGuardian(), willAddParentBeAttending: '' })).toEqual({
      willAddParentBeAttending: required,
    });
    expect(
      messagesByPath(ParentGuardianSchema, withValue(validParentGuardian(), ['willAddParentBeAttending'], REMOVE)),
    ).toEqual({ willAddParentBeAttending: required });
  });

  it('the additional-parent answer is not asked when the parent does not attend', () => {
    expect(v.safeParse(ParentGuardianSchema, notAttending).success).toBe(true);
  });

  it.each(['addParentFirstName', 'addParentLastName'])('%s is required when an additional parent attends', (field) => {
    expect(messagesByPath(ParentGuardianSchema, withValue(validParentGuardian(), [field], ' '))).toEqual({
      [field]: required,
    });
  });

  it('the additional names are not asked when no additional parent attends', () => {
    const parent = {
      ...validParentGuardian(),
      willAddParentBeAttending: '0',
      addParentFirstName: '',
      addParentLastName: '',
    };
    expect(v.safeParse(ParentGuardianSchema, parent).success).toBe(true);
  });

  it('nor when the parent does not attend, whatever the additional answer says', () => {
    expect(v.safeParse(ParentGuardianSchema, { ...notAttending, willAddParentBeAttending: '1' }).success).toBe(true);
  });

  it('the additional answer is a yes/no', () => {
    expect(
      messagesByPath(ParentGuardianSchema, { ...validParentGuardian(), willAddParentBeAttending: 'maybe' }),
    ).toEqual({
      willAddParentBeAttending: required,
    });
  });

  it('predicates', () => {
    expect(parentAttends({ willBeAttending: '1' })).toBe(true);
    expect(parentAttends({ willBeAttending: '0' })).toBe(false);
    expect(additionalParentAttends({ willBeAttending: '1', willAddParentBeAttending: '1' })).toBe(true);
    expect(additionalParentAttends({ willBeAttending: '0', willAddParentBeAttending: '1' })).toBe(false);
    expect(additionalParentAttends({ willBeAttending: '1', willAddParentBeAttending: '0' })).toBe(false);
  });
});
