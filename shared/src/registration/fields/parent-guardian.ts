import * as v from 'valibot';
import { MESSAGES } from '../../messages.ts';
import { emailConfirmationRule, emailWithConfirmationEntries } from './email.ts';
import { requiredWhen } from './rules.ts';
import { OptionalPersonNameSchema, PersonNameSchema, PhoneSchema } from './text.ts';
import { OptionalYesNoSchema, YesNoSchema } from './yes-no.ts';
import { additionalParentAttends, parentAttends } from './answers.ts';

export { additionalParentAttends, parentAttends };

const parentGuardianObject = v.object(
  {
    firstName: PersonNameSchema,
    lastName: PersonNameSchema,
    ...emailWithConfirmationEntries,
    phoneNumber: PhoneSchema,
    willBeAttending: YesNoSchema,
    willAddParentBeAttending: OptionalYesNoSchema,
    addParentFirstName: OptionalPersonNameSchema,
    addParentLastName: OptionalPersonNameSchema,
  },
  MESSAGES.required,
);

type ParentGuardianFields = v.InferOutput<typeof parentGuardianObject>;

/**
 * The parent/legal guardian group (SPEC §3, §5): first and last name, email with its confirmation
 * (`confirmEmail`), phone and "will this parent attend" are required; "will an additional parent attend"
 * only when the parent attends; the additional parent's first and last name only when one attends.
 */
export const ParentGuardianSchema = v.pipe(
  parentGuardianObject,
  emailConfirmationRule<ParentGuardianFields>(),
  requiredWhen<ParentGuardianFields>(['willAddParentBeAttending'], [['willBeAttending']], parentAttends),
  requiredWhen<ParentGuardianFields>(
    ['addParentFirstName'],
    [['willBeAttending'], ['willAddParentBeAttending']],
    additionalParentAttends,
  ),
  requiredWhen<ParentGuardianFields>(
    ['addParentLastName'],
    [['willBeAttending'], ['willAddParentBeAttending']],
    additionalParentAttends,
  ),
);
