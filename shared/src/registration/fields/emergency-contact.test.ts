import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messagesByPath, REMOVE, validEmergencyContact, withValue } from '../test-support.ts';
import { EmergencyContactSchema } from './emergency-contact.ts';

describe('emergency contact', () => {
  it.each(['firstName', 'lastName', 'phoneNumber'])('%s is required unless "same as parent"', (field) => {
    expect(messagesByPath(EmergencyContactSchema, withValue(validEmergencyContact(), [field], ''))).toEqual({
      [field]: ['This field is required'],
    });
    expect(messagesByPath(EmergencyContactSchema, withValue(validEmergencyContact(), [field], REMOVE))).toEqual({
      [field]: ['This field is required'],
    });
  });

  it('nothing is required when "same as parent" is ticked', () => {
    expect(v.parse(EmergencyContactSchema, { sameAsParent: '1' })).toEqual({
      sameAsParent: '1',
      firstName: '',
      lastName: '',
      phoneNumber: '',
    });
  });

  it('the box defaults to not ticked', () => {
    const { sameAsParent: _, ...typed } = validEmergencyContact();
    expect(v.parse(EmergencyContactSchema, typed).sameAsParent).toBe('0');
    expect(messagesByPath(EmergencyContactSchema, {})).toEqual({
      firstName: ['This field is required'],
      lastName: ['This field is required'],
      phoneNumber: ['This field is required'],
    });
  });

  it('values are still text within their caps when the box is ticked', () => {
    expect(messagesByPath(EmergencyContactSchema, { sameAsParent: '1', firstName: { $ne: '' } })).toEqual({
      firstName: ['This field is required'],
    });
    expect(messagesByPath(EmergencyContactSchema, { ...validEmergencyContact(), firstName: 'k'.repeat(101) })).toEqual({
      firstName: ['Must be at most 100 characters'],
    });
  });
});
