import { FIELD_LIMITS, isConsentOnForm, OTHER_SCHOOL, type FormMode } from '@stem/shared';
import { fullNameOf } from '@stem/shared/registration/fields/answers';
import { useEffect, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { schoolChoices } from '../../lib/registration/school-choices.ts';
import { CheckboxField, YesNoField } from '../form/choice-group-field.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { FormSection } from '../form/form-section.tsx';
import { useFollowing } from '../form/use-following.ts';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { ConsentTextBox } from '../registration/consent-text.tsx';
import {
  ConsentBlockFields,
  EmergencyContactFields,
  NameFields,
  OwnerEmailFields,
  ParentGuardianFields,
} from '../registration/field-groups.tsx';
import type { StudentCommonValues } from './student-form-values.ts';

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
    formState: { errors, defaultValues },
  } = form;
  const schoolId = watch('schoolId');
  const choices = schoolChoices(schools, defaultValues);
  const offersTranslation = choices.some((school) => school.value === schoolId && school.offersTranslation);
  const translator = flagBinding(form, 'needTranslator');
  // A school without the question cannot keep an answer given for another school (it would ask for a
  // language the visitor can no longer see). Not before the list has loaded: nothing is known yet then.
  const { checked: needsTranslator, onChange: setNeedsTranslator } = translator;
  useEffect(() => {
    if (schools.length > 0 && !offersTranslation && needsTranslator) setNeedsTranslator(false);
  }, [schools.length, offersTranslation, needsTranslator, setNeedsTranslator]);
  return (
    <FormSection number={1} title="Student Information">
      <NameFields />
      {mode === 'create' ? <OwnerEmailFields /> : null}
      <SelectField
        {...register('schoolId')}
        label="School"
        options={choices}
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
  return (
    <FormSection number={2} title="Parent/Legal Guardian Information">
      <ParentGuardianFields />
    </FormSection>
  );
}

/** 3 Emergency Contact for Day of Event, or 'same as parent'. */
export function EmergencyContactSection() {
  return (
    <FormSection number={3} title="Emergency Contact for Day of Event">
      <EmergencyContactFields />
    </FormSection>
  );
}

/** The parent's name typed in section 2. */
const parentNameOf = (values: Partial<StudentCommonValues>) => fullNameOf(values.parentGuardian ?? {});

/**
 * The consent's names follow sections 1 and 2 while they are empty or still read what they did
 * (`useFollowing`), typed before the consent opened or after (qa27b: "Yes" answered first left them empty,
 * and the submit said they were required). They stay editable (a guardian other than the one in section 2 may
 * sign); the signature itself is always typed by the one who signs.
 */
function ConsentNamesFromAbove() {
  useFollowing<StudentCommonValues>('stemDayConsent.studentName', fullNameOf);
  useFollowing<StudentCommonValues>('stemDayConsent.parentGuardianName', parentNameOf);
  return null;
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
        hint="Answer Yes only if your school has told you it will."
        required={false}
        registration={register('consentWillBeSubmittedBySchool')}
        error={errors.consentWillBeSubmittedBySchool?.message}
      />
      <YesNoField
        legend="Is a parent/guardian present to sign the consent form now?"
        // The consent and its five fields appear below on Yes, after the focused radio: said before (qa23c).
        hint="Unless your school submits it, Yes shows the consent form below for them to read and sign."
        registration={register('isParentPresent')}
        error={errors.isParentPresent?.message}
      />
      {isConsentOnForm({ consentWillBeSubmittedBySchool: bySchool, isParentPresent: parentPresent }) ? (
        <div className="consent">
          <ConsentNamesFromAbove />
          <ConsentTextBox />
          <ConsentBlockFields />
        </div>
      ) : null}
    </FormSection>
  );
}
