import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorAt, errorPaths, fieldPath, onlyKnownErrors } from './field-path.ts';

describe('field paths of a field group', () => {
  it('prefix the name, or leave it alone at the top level', () => {
    expect(fieldPath('participants.2', 'firstName')).toBe('participants.2.firstName');
    expect(fieldPath('parentGuardian', 'email')).toBe('parentGuardian.email');
    expect(fieldPath('', 'firstName')).toBe('firstName');
  });

  it('read an error in a nested block and in a row of a list', () => {
    const errors = {
      parentGuardian: { email: { type: 'x', message: 'Address is not valid' } },
      participants: [undefined, undefined, { firstName: { type: 'x', message: 'This field is required' } }],
    } as unknown as FieldErrors;
    expect(errorAt(errors, 'parentGuardian.email')).toBe('Address is not valid');
    expect(errorAt(errors, 'participants.2.firstName')).toBe('This field is required');
    expect(errorAt(errors, 'participants.1.firstName')).toBeUndefined();
    expect(errorAt(errors, 'lastName')).toBeUndefined();
  });
});

describe('errorPaths', () => {
  it('names every message of nested blocks and rows, and nothing else', () => {
    const errors = {
      firstName: { type: 'required', message: 'This field is required', ref: { name: 'firstName' } },
      parentGuardian: { email: { type: 'email', message: 'Email is not valid' } },
      participants: [undefined, { lunchTypeId: { type: 'required', message: 'This field is required' } }],
    };
    expect(errorPaths(errors)).toEqual(['firstName', 'parentGuardian.email', 'participants.1.lunchTypeId']);
  });
});

describe("a list's errors checked again after a row was added or removed", () => {
  const required = { type: 'non_empty', message: 'This field is required' };
  it('keeps the errors its fields already had, and gives none to a field that had none', () => {
    const found = [
      { name: required, isAccepted: required },
      { name: required, isAccepted: required },
    ];
    const known = [{ name: { ...required, ref: {} } }];
    expect(onlyKnownErrors(found, known)).toEqual([{ name: required }]);
  });

  it('leaves nothing when no field of the list was in error, or nothing is wrong any more', () => {
    expect(onlyKnownErrors([undefined, { name: required }], undefined)).toBeUndefined();
    expect(onlyKnownErrors([undefined, { name: required }], [{ name: required }])).toBeUndefined();
    expect(onlyKnownErrors(undefined, [{ name: required }])).toBeUndefined();
  });

  it('keeps a rule on the whole list while it still fails', () => {
    const tooMany = { type: 'max_length', message: 'You can list up to 5.' };
    expect(onlyKnownErrors(tooMany, tooMany)).toBe(tooMany);
  });
});
