import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { errorAt, errorPaths, fieldPath } from './field-path.ts';

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
