import {
  additionalParentAttends,
  FIELD_LIMITS,
  isConsentOnForm,
  isSameAsParent,
  isYes,
  OTHER_SCHOOL,
} from '@stem/shared';
import { useEffect, type ReactNode } from 'react';
import { useFormContext, type FieldError, type Path } from 'react-hook-form';
import type { FormMode } from '@stem/shared';
import type { Choice } from '../../lib/api/registration-client.ts';
import { CheckboxField, YesNoField } from '../form/choice-group-field.tsx';
import { EmailWithConfirmation } from '../form/email-with-confirmation.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import type { StudentCommonValues } from './student-form-values.ts';

/** A numbered form section: its heading labels the region. */
export function FormSection({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const headingId = `section-${number}`;
  return (
    <section className="card form-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {number}. {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * One person's first and last name, as every section asks for them: "<who> First Name", "<who> Last Name"
 * (`who` empty for the student, who also gets name autocomplete).
 */
function NameFields({
  who,
  first,
  last,
  errors,
}: {
  who: string;
  first: Path<StudentCommonValues>;
  last: Path<StudentCommonValues>;
  errors: { first?: FieldError | undefined; last?: FieldError | undefined };
}) {
  const { register } = useFormContext<StudentCommonValues>();
  const prefix = who ? `${who} ` : '';
  const field = { maxLength: FIELD_LIMITS.name, required: true } as const;
  return (
    <>
      <TextField
        {...register(first)}
        {...field}
        label={`${prefix}First Name`}
        autoComplete={who ? undefined : 'given-name'}
        error={errors.first?.message}
      />
      <TextField
        {...register(last)}
        {...field}
        label={`${prefix}Last Name`}
        autoComplete={who ? undefined : 'family-name'}
        error={errors.last?.message}
      />
    </>
  );
}

export interface StudentInfoSectionProps {
  mode: FormMode;
  schools: readonly Choice[];
  grades: readonly Choice[];
  tShirtSizes: readonly Choice[];
  /** The form's own questions (lunch and subjects, or tour types), after the T-shirt size. */
  children?: ReactNode;
}

/** 1 Student Information: name, email (create only), school, translator, grade, T-shirt, hasAttended. */
export function StudentInfoSection({ mode, schools, grades, tShirtSizes, children }: StudentInfoSectionProps) {
  const form = useFormContext<StudentCommonValues>();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const schoolId = watch('schoolId');
  const offersTranslation = schools.some((school) => school.value === schoolId && school.offersTranslation);
  const translator = flagBinding(form, 'needTranslator');
  // A school without the question cannot keep an answer given for another school (it would ask for a
  // language the visitor can no longer see). Not before the list has loaded: nothing is known yet then.
  const { checked: needsTranslator, onChange: setNeedsTranslator } = translator;
  useEffect(() => {
    if (schools.length > 0 && !offersTranslation && needsTranslator) setNeedsTranslator(false);
  }, [schools.length, offersTranslation, needsTranslator, setNeedsTranslator]);
  return (
    <FormSection number={1} title="Student Information">
      <NameFields
        who=""
        first="firstName"
        last="lastName"
        errors={{ first: errors.firstName, last: errors.lastName }}
      />
      {mode === 'create' ? (
        <EmailWithConfirmation
          label="Email"
          email={register('email')}
          confirmEmail={register('confirmEmail')}
          emailError={errors.email?.message}
          confirmError={errors.confirmEmail?.message}
        />
      ) : null}
      <SelectField
        {...register('schoolId')}
        label="School"
        options={[...schools, { value: OTHER_SCHOOL, label: 'Other' }]}
        required
        error={errors.schoolId?.message}
      />
      {schoolId === OTHER_SCHOOL ? (
        <TextField
          {...register('otherSchoolName')}
          label="School Name"
          maxLength={FIELD_LIMITS.text}
          required
          error={errors.otherSchoolName?.message}
        />
      ) : null}
      {/* DESIGN.md §6: the translator question belongs to the schools whose catalogue entry offers it. */}
      {offersTranslation ? (
        <CheckboxField {...translator} label="My parent/guardian needs a translator on the day of the event" />
      ) : null}
      {offersTranslation && translator.checked ? (
        <TextField
          {...register('specifiedLanguage')}
          label="Language"
          maxLength={FIELD_LIMITS.language}
          required
          error={errors.specifiedLanguage?.message}
        />
      ) : null}
      <SelectField
        {...register('gradeLevelId')}
        label="Grade Level"
        options={grades}
        required
        error={errors.gradeLevelId?.message}
      />
      <SelectField
        {...register('tShirtSizeId')}
        label="T-Shirt Size"
        options={tShirtSizes}
        required
        error={errors.tShirtSizeId?.message}
      />
      {children}
      <YesNoField
        legend="Have you attended STEM Career Day before?"
        registration={register('hasAttended')}
        error={errors.hasAttended?.message}
      />
    </FormSection>
  );
}

/** 2 Parent/Legal Guardian Information, with the additional parent when one attends. */
export function ParentGuardianSection() {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<StudentCommonValues>();
  const parent = watch('parentGuardian');
  const parentErrors = errors.parentGuardian;
  return (
    <FormSection number={2} title="Parent/Legal Guardian Information">
      <NameFields
        who="Parent/Guardian"
        first="parentGuardian.firstName"
        last="parentGuardian.lastName"
        errors={{ first: parentErrors?.firstName, last: parentErrors?.lastName }}
      />
      <EmailWithConfirmation
        label="Parent/Guardian Email"
        email={register('parentGuardian.email')}
        confirmEmail={register('parentGuardian.confirmEmail')}
        emailError={parentErrors?.email?.message}
        confirmError={parentErrors?.confirmEmail?.message}
      />
      <TextField
        {...register('parentGuardian.phoneNumber')}
        label="Parent/Guardian Phone"
        type="tel"
        autoComplete="tel"
        maxLength={FIELD_LIMITS.phone}
        required
        error={parentErrors?.phoneNumber?.message}
      />
      <YesNoField
        legend="Will this parent/guardian attend the event?"
        registration={register('parentGuardian.willBeAttending')}
        error={parentErrors?.willBeAttending?.message}
      />
      {isYes(parent.willBeAttending) ? (
        <YesNoField
          legend="Will an additional parent/guardian attend?"
          registration={register('parentGuardian.willAddParentBeAttending')}
          error={parentErrors?.willAddParentBeAttending?.message}
        />
      ) : null}
      {additionalParentAttends(parent) ? (
        <NameFields
          who="Additional Parent/Guardian"
          first="parentGuardian.addParentFirstName"
          last="parentGuardian.addParentLastName"
          errors={{ first: parentErrors?.addParentFirstName, last: parentErrors?.addParentLastName }}
        />
      ) : null}
    </FormSection>
  );
}

/** 3 Emergency Contact for Day of Event, or 'same as parent' (copied before sending, SPEC §4). */
export function EmergencyContactSection() {
  const form = useFormContext<StudentCommonValues>();
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const sameAsParent = flagBinding(form, 'emergencyContact.sameAsParent');
  const contactErrors = errors.emergencyContact;
  return (
    <FormSection number={3} title="Emergency Contact for Day of Event">
      <CheckboxField {...sameAsParent} label="Same as parent/guardian" />
      {isSameAsParent(watch('emergencyContact')) ? null : (
        <>
          <NameFields
            who="Emergency Contact"
            first="emergencyContact.firstName"
            last="emergencyContact.lastName"
            errors={{ first: contactErrors?.firstName, last: contactErrors?.lastName }}
          />
          <TextField
            {...register('emergencyContact.phoneNumber')}
            label="Emergency Contact Phone"
            type="tel"
            maxLength={FIELD_LIMITS.phone}
            required
            error={contactErrors?.phoneNumber?.message}
          />
        </>
      )}
    </FormSection>
  );
}

/** The consent block's fields: parent name, relation, student name, signature, and today's date read-only. */
export function ConsentBlockFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<Pick<StudentCommonValues, 'stemDayConsent'>>();
  const consentErrors = errors.stemDayConsent;
  return (
    <>
      <TextField
        {...register('stemDayConsent.parentGuardianName')}
        label="Parent/Guardian Name"
        maxLength={FIELD_LIMITS.fullName}
        required
        error={consentErrors?.parentGuardianName?.message}
      />
      <TextField
        {...register('stemDayConsent.relation')}
        label="Relation to Student"
        maxLength={FIELD_LIMITS.name}
        required
        error={consentErrors?.relation?.message}
      />
      <TextField
        {...register('stemDayConsent.studentName')}
        label="Student Name"
        maxLength={FIELD_LIMITS.fullName}
        required
        error={consentErrors?.studentName?.message}
      />
      <TextField
        {...register('stemDayConsent.parentGuardianElSignature')}
        label="Parent/Guardian Electronic Signature"
        hint="Type your full name"
        maxLength={FIELD_LIMITS.fullName}
        required
        error={consentErrors?.parentGuardianElSignature?.message}
      />
      <TextField
        {...register('stemDayConsent.date')}
        label="Date"
        hint="MM/DD/YYYY"
        readOnly
        required
        error={consentErrors?.date?.message}
      />
    </>
  );
}

/** The consent section of the student forms: who submits the consent, whether a parent is present, the block. */
export function StudentConsentSection({ number, title }: { number: number; title: string }) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<StudentCommonValues>();
  const [bySchool, parentPresent] = watch(['consentWillBeSubmittedBySchool', 'isParentPresent']);
  return (
    <FormSection number={number} title={title}>
      <YesNoField
        legend="Will your school submit the consent form for you?"
        registration={register('consentWillBeSubmittedBySchool')}
        error={errors.consentWillBeSubmittedBySchool?.message}
      />
      <YesNoField
        legend="Is a parent/guardian present to sign the consent form now?"
        registration={register('isParentPresent')}
        error={errors.isParentPresent?.message}
      />
      {isConsentOnForm({ consentWillBeSubmittedBySchool: bySchool, isParentPresent: parentPresent }) ? (
        <ConsentBlockFields />
      ) : null}
    </FormSection>
  );
}
