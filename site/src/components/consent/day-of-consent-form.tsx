import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  FIELD_LIMITS,
  formatUsDate,
  HsDayOfConsentSchema,
  MsDayOfConsentSchema,
  type DayOfConsentRegType,
  type FormValues,
  type HsDayOfConsentOutput,
} from '@stem/shared';
import { useRef, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { REGISTRATION_PATHS, submitRegistration } from '../../lib/api/registration-client.ts';
import { applySubmitOutcome } from '../form/apply-submit-outcome.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { FormStatus } from '../form/form-status.tsx';
import { SubmitButton } from '../form/submit-button.tsx';
import { TextField } from '../form/text-field.tsx';
import { ConsentBlockFields, FormSection } from '../student/student-sections.tsx';

type ConsentFormValues = FormValues<HsDayOfConsentOutput>;

// The two schemas differ only in the regType literal; the form holds it as a string.
const RESOLVERS = {
  HSDAYOFCONSENT: valibotResolver(HsDayOfConsentSchema) as unknown as Resolver<ConsentFormValues>,
  MSDAYOFCONSENT: valibotResolver(MsDayOfConsentSchema) as unknown as Resolver<ConsentFormValues>,
};

export interface DayOfConsentFormProps {
  regType: DayOfConsentRegType;
}

/** /consent-form-hs and /consent-form-ms: the parent's day-of consent (SPEC §2, §4, §5, §8). */
export function DayOfConsentForm({ regType }: DayOfConsentFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | undefined>();
  const form = useForm<ConsentFormValues>({
    resolver: RESOLVERS[regType],
    defaultValues: {
      regType,
      email: '',
      stemDayConsent: {
        parentGuardianName: '',
        relation: '',
        studentName: '',
        parentGuardianElSignature: '',
        date: formatUsDate(new Date()),
      },
    },
    shouldFocusError: false,
    // The resolver stops a schema's pipe at its first failing rule unless every criterion is asked for;
    // the cross-field rules (emergency contact, consent block) must all report at once.
    criteriaMode: 'all',
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onValid = async (values: ConsentFormValues) => {
    setStatus(undefined);
    const outcome = await submitRegistration(REGISTRATION_PATHS[regType], values, {
      duplicateField: 'email',
      otherCode: 'log',
    });
    applySubmitOutcome(outcome, {
      setError,
      setStatus,
      onSuccess: () => window.location.assign(`/thank-you?regType=${regType}&isContestFormSubmitted=true`),
    });
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        aria-label="STEM Career Day Consent Form"
        onSubmit={(event) => void handleSubmit(onValid, () => setStatus(focusFirstInvalid(formRef.current)))(event)}
      >
        <fieldset className="form-fieldset" disabled={isSubmitting}>
          <legend className="visually-hidden">STEM Career Day Consent Form</legend>
          <FormSection number={1} title="Parent/Guardian Consent">
            <TextField
              {...register('email')}
              label="Student's Registration Email"
              type="email"
              autoComplete="email"
              maxLength={FIELD_LIMITS.email}
              required
              error={errors.email?.message}
            />
            <ConsentBlockFields />
          </FormSection>
          <FormStatus message={status} />
          <SubmitButton busy={isSubmitting}>SUBMIT</SubmitButton>
        </fieldset>
      </form>
    </FormProvider>
  );
}
