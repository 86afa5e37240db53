import { additionalParentAttends, FIELD_LIMITS, isSameAsParent, isYes, OTHER_SCHOOL } from '@stem/shared';
import { useFormContext } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { CheckboxField, YesNoField } from '../form/choice-group-field.tsx';
import { EmailWithConfirmation } from '../form/email-with-confirmation.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { TODAY_FIELD } from '../../lib/hydration/fill-today.ts';
import { schoolChoices } from '../../lib/registration/school-choices.ts';
import { errorAt, fieldPath } from './field-path.ts';

// The field groups every registration kind composes (SPEC §3's person, parent/guardian, emergency contact,
// consent). Each takes the name prefix of its block, so the same group serves a top-level block and a row
// of a repeatable list (`prefix="participants.2"`); errors are read at the same paths.

export interface NameFieldsProps {
  /** Where the names live: '' for top-level firstName/lastName, else the block or row (`participants.2`). */
  prefix?: string;
  /** Label prefix, e.g. "Parent/Guardian"; empty for the registrant, who also gets name autocomplete. */
  who?: string;
  first?: string;
  last?: string;
}

/** One person's first and last name, side by side where they fit: "<who> First Name", "<who> Last Name". */
export function NameFields({ prefix = '', who = '', first = 'firstName', last = 'lastName' }: NameFieldsProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const label = who ? `${who} ` : '';
  const field = { maxLength: FIELD_LIMITS.name, required: true } as const;
  const firstPath = fieldPath(prefix, first);
  const lastPath = fieldPath(prefix, last);
  // One row: side by side on a wide screen, one column on a phone (global.css .field-row).
  return (
    <div className="field-row">
      <TextField
        {...register(firstPath)}
        {...field}
        label={`${label}First Name`}
        autoComplete={who ? undefined : 'given-name'}
        error={errorAt(errors, firstPath)}
      />
      <TextField
        {...register(lastPath)}
        {...field}
        label={`${label}Last Name`}
        autoComplete={who ? undefined : 'family-name'}
        error={errorAt(errors, lastPath)}
      />
    </div>
  );
}

export interface PhoneFieldProps {
  /** The field's full path, e.g. `phone` or `parentGuardian.phoneNumber`. */
  name: string;
  label: string;
  /** The autofill hint, where the browser can know the number. */
  autoComplete?: string | undefined;
}

/** A required phone number (`type="tel"`, SPEC gives no format). */
export function PhoneField({ name, label, autoComplete }: PhoneFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return (
    <TextField
      {...register(name)}
      label={label}
      type="tel"
      autoComplete={autoComplete}
      maxLength={FIELD_LIMITS.phone}
      required
      error={errorAt(errors, name)}
    />
  );
}

const OWNER_EMAIL_HINT = 'To see or change this registration later, log in with this address.';

/** The owner's email and its confirmation (create mode only: the owner of a registration never changes). */
export function OwnerEmailFields({ prefix = '', label = 'Email' }: { prefix?: string; label?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const email = fieldPath(prefix, 'email');
  const confirm = fieldPath(prefix, 'confirmEmail');
  return (
    <EmailWithConfirmation
      label={label}
      email={register(email)}
      confirmEmail={register(confirm)}
      emailError={errorAt(errors, email)}
      confirmError={errorAt(errors, confirm)}
      // The registration's own address decides who sees it: a parent who registered a child under the child's
      // address did not find it under their own log-in (qa25b). Not said of the parent's address.
      hint={prefix === '' ? OWNER_EMAIL_HINT : undefined}
    />
  );
}

/** The parent/guardian block: name, email with confirmation, phone, attendance and the additional parent. */
export function ParentGuardianFields({ prefix = 'parentGuardian' }: { prefix?: string }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext();
  const path = (name: string) => fieldPath(prefix, name);
  const parent = (watch(prefix) ?? {}) as { willBeAttending?: unknown; willAddParentBeAttending?: unknown };
  return (
    <>
      <NameFields prefix={prefix} who="Parent/Guardian" />
      <OwnerEmailFields prefix={prefix} label="Parent/Guardian Email" />
      <PhoneField name={path('phoneNumber')} label="Parent/Guardian Phone" autoComplete="tel" />
      <YesNoField
        legend="Will this parent/guardian attend the event?"
        registration={register(path('willBeAttending'))}
        error={errorAt(errors, path('willBeAttending'))}
      />
      {isYes(parent.willBeAttending) ? (
        <YesNoField
          legend="Will an additional parent/guardian attend?"
          registration={register(path('willAddParentBeAttending'))}
          error={errorAt(errors, path('willAddParentBeAttending'))}
        />
      ) : null}
      {additionalParentAttends(parent) ? (
        <NameFields
          prefix={prefix}
          who="Additional Parent/Guardian"
          first="addParentFirstName"
          last="addParentLastName"
        />
      ) : null}
    </>
  );
}

/** The emergency contact: 'same as parent' (copied before sending, SPEC §4), or a name and a phone. */
export function EmergencyContactFields({ prefix = 'emergencyContact' }: { prefix?: string }) {
  const form = useFormContext();
  const sameAsParent = flagBinding(form, fieldPath(prefix, 'sameAsParent'));
  return (
    <>
      <CheckboxField {...sameAsParent} label="Same as parent/guardian" />
      {isSameAsParent(form.watch(prefix)) ? null : (
        <>
          <NameFields prefix={prefix} who="Emergency Contact" />
          <PhoneField name={fieldPath(prefix, 'phoneNumber')} label="Emergency Contact Phone" />
        </>
      )}
    </>
  );
}

/**
 * The date of a signature: today, read-only (SPEC §9; the server writes its own today). The page is built
 * without it (the build cannot know the visitor's day); a form waiting for its visitor has it filled in by
 * its directive (`TODAY_FIELD`), the live form by its default values.
 */
export function SignatureDateField({ name }: { name: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  return (
    <TextField
      {...register(name)}
      {...{ [TODAY_FIELD]: '' }}
      label="Date"
      hint="MM/DD/YYYY"
      readOnly
      required
      error={errorAt(errors, name)}
    />
  );
}

/** The parent's consent block: parent name, relation, student name, signature, and today's date read-only. */
export function ConsentBlockFields({ prefix = 'stemDayConsent' }: { prefix?: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext();
  const text = (name: string, label: string, maxLength: number, hint?: string, autoComplete?: string) => {
    const path = fieldPath(prefix, name);
    return (
      <TextField
        {...register(path)}
        label={label}
        hint={hint}
        maxLength={maxLength}
        autoComplete={autoComplete}
        required
        error={errorAt(errors, path)}
      />
    );
  };
  return (
    <>
      {/* The parent fills the consent in (WCAG 1.3.5): their own name, as the browser knows it. */}
      {text('parentGuardianName', 'Parent/Guardian Name', FIELD_LIMITS.fullName, undefined, 'name')}
      {text('relation', 'Relation to Student', FIELD_LIMITS.name)}
      {text('studentName', 'Student Name', FIELD_LIMITS.fullName)}
      {text(
        'parentGuardianElSignature',
        'Parent/Guardian Electronic Signature',
        FIELD_LIMITS.fullName,
        'Type your full name',
      )}
      <SignatureDateField name={fieldPath(prefix, 'date')} />
    </>
  );
}

/** The school from the catalogue, or 'Other' and the school's name (SPEC §3: schoolId, otherSchoolName). */
export function SchoolFields({ schools }: { schools: readonly Choice[] }) {
  const {
    register,
    watch,
    formState: { errors, defaultValues },
  } = useFormContext();
  return (
    <>
      <SelectField
        {...register('schoolId')}
        label="School"
        options={schoolChoices(schools, defaultValues)}
        required
        error={errorAt(errors, 'schoolId')}
      />
      {watch('schoolId') === OTHER_SCHOOL ? (
        <TextField
          {...register('otherSchoolName')}
          label="School Name"
          maxLength={FIELD_LIMITS.text}
          required
          error={errorAt(errors, 'otherSchoolName')}
        />
      ) : null}
    </>
  );
}
