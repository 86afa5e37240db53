import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';
import { requiredWhen } from './rules.ts';
import { OptionalPersonNameSchema, OptionalPhoneSchema } from './text.ts';
import { CheckboxFlagSchema } from './yes-no.ts';
import { isSameAsParent } from './answers.ts';

export { isSameAsParent };

const notSameAsParent = (contact: { sameAsParent?: unknown }): boolean => !isSameAsParent(contact);

const emergencyContactObject = v.object(
  {
    sameAsParent: CheckboxFlagSchema,
    firstName: OptionalPersonNameSchema,
    lastName: OptionalPersonNameSchema,
    phoneNumber: OptionalPhoneSchema,
  },
  MESSAGES.required,
);

type EmergencyContactFields = v.InferOutput<typeof emergencyContactObject>;

/**
 * The emergency contact for the day of the event (SPEC §3, §5): first name, last name and phone, required
 * unless the `sameAsParent` box is ticked, in which case `copyParentToEmergencyContact` fills them in before
 * sending (SPEC §4). SPEC names no field for the box; `sameAsParent` is ours.
 */
export const EmergencyContactSchema = v.pipe(
  emergencyContactObject,
  requiredWhen<EmergencyContactFields>(['firstName'], [['sameAsParent']], notSameAsParent),
  requiredWhen<EmergencyContactFields>(['lastName'], [['sameAsParent']], notSameAsParent),
  requiredWhen<EmergencyContactFields>(['phoneNumber'], [['sameAsParent']], notSameAsParent),
);
