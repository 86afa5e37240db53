import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  createMsIndividualSchema,
  FAVOURITE_SUBJECTS,
  hasConsentPath,
  isInGroup,
  NO,
  type MsIndividualFormValues,
  type MsIndividualOutput,
} from '@stem/shared';
import { useReducer } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { REGISTRATION_PATHS } from '../../lib/api/registration-client.ts';
import {
  groupCodeReducer,
  groupCodeSubmitError,
  initialGroupCodeState,
} from '../../lib/registration/group-code-state.ts';
import { CheckboxGroupField } from '../form/choice-group-field.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { SelectField } from '../form/select-field.tsx';
import { GroupMembershipSection } from './group-membership-section.tsx';
import { StudentFormFooter } from './student-form-footer.tsx';
import { studentCommonDefaults } from './student-defaults.ts';
import {
  EmergencyContactSection,
  ParentGuardianSection,
  StudentConsentSection,
  StudentInfoSection,
} from './student-sections.tsx';
import { useCatalogues } from './use-catalogues.ts';
import { useNewFormGuard } from './use-new-form-guard.ts';
import { useStudentSubmit } from './use-student-submit.ts';

const SUBJECT_LABELS: Record<(typeof FAVOURITE_SUBJECTS)[number], string> = {
  science: 'Science',
  technology: 'Technology',
  engineering: 'Engineering',
  math: 'Math',
};

const CATALOGUES = { schools: 'MIDSCH', grades: 'MSGRADE', lunches: 'LUNCH', tShirtSizes: 'TSHIRT' } as const;

export interface MsIndividualFormProps {
  /** Baked in at build time from the CMS (SPEC §2 guard). */
  switchOpen: boolean;
  /** When registration closes, e.g. "3/16". */
  closes: string;
}

/** /ms-ind-reg-new: the middle school individual registration, create mode (SPEC §2-§5). */
export function MsIndividualForm({ switchOpen, closes }: MsIndividualFormProps) {
  const allowed = useNewFormGuard(switchOpen, 'MSIND');
  return (
    <>
      <ol className="progress" aria-label="Registration steps">
        <li>Verify Birthdate</li>
        <li aria-current="step">Registration</li>
      </ol>
      <h1>Middle School Student Registration</h1>
      <p className="lead">Registration closes {closes}.</p>
      {allowed ? (
        <MsIndividualFormBody />
      ) : (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
    </>
  );
}

const schema = createMsIndividualSchema({ mode: 'create' });

function MsIndividualFormBody() {
  const catalogues = useCatalogues(CATALOGUES, true);
  const form = useForm<MsIndividualFormValues, unknown, MsIndividualOutput>({
    // The schema's input types are literal unions; the form holds strings until they are chosen.
    resolver: valibotResolver(schema) as unknown as Resolver<MsIndividualFormValues, unknown, MsIndividualOutput>,
    defaultValues: {
      ...studentCommonDefaults(new Date()),
      lunchId: '',
      favouriteSubjects: { science: NO, technology: NO, engineering: NO, math: NO },
      isInGroup: '',
      groupId: '',
      groupCode: '',
    },
    shouldFocusError: false,
    // The resolver stops a schema's pipe at its first failing rule unless every criterion is asked for;
    // the cross-field rules (emergency contact, consent block) must all report at once.
    criteriaMode: 'all',
  });
  const {
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const [groupCode, dispatch] = useReducer(groupCodeReducer, initialGroupCodeState);
  const submit = useStudentSubmit<MsIndividualFormValues>({
    regType: 'MSIND',
    path: REGISTRATION_PATHS.msIndividual,
    setError,
  });

  const onValid = (values: MsIndividualOutput) =>
    submit.send(values, () => {
      const message = groupCodeSubmitError(isInGroup(values), groupCode);
      if (message) setError('groupCode', { type: 'verify', message });
      return !message;
    });

  const [bySchool, parentPresent] = watch(['consentWillBeSubmittedBySchool', 'isParentPresent']);

  return (
    <FormProvider {...form}>
      <form
        ref={submit.formRef}
        noValidate
        aria-label="Middle School Student Registration"
        onSubmit={(event) => void handleSubmit(onValid, submit.onInvalid)(event)}
      >
        <fieldset className="form-fieldset" disabled={isSubmitting}>
          <legend className="visually-hidden">Middle School Student Registration</legend>
          <StudentInfoSection
            mode="create"
            schools={catalogues.schools}
            grades={catalogues.grades}
            tShirtSizes={catalogues.tShirtSizes}
          >
            <SelectField
              {...register('lunchId')}
              label="Lunch"
              options={catalogues.lunches}
              required
              error={errors.lunchId?.message}
            />
            <CheckboxGroupField
              legend="Favourite Subjects"
              hint="Check at least one"
              required
              error={errors.favouriteSubjects?.message}
              options={FAVOURITE_SUBJECTS.map((subject) => ({
                ...flagBinding(form, `favouriteSubjects.${subject}`),
                label: SUBJECT_LABELS[subject],
              }))}
            />
          </StudentInfoSection>
          <ParentGuardianSection />
          <EmergencyContactSection />
          <GroupMembershipSection number={4} state={groupCode} dispatch={dispatch} />
          <StudentConsentSection number={5} title="STEM Career Day Consent Form" />
          <StudentFormFooter
            captchaKey={submit.captchaKey}
            onToken={submit.onToken}
            captchaError={submit.captchaError}
            status={submit.status}
            busy={isSubmitting}
            canSubmit={hasConsentPath({ consentWillBeSubmittedBySchool: bySchool, isParentPresent: parentPresent })}
          />
        </fieldset>
      </form>
    </FormProvider>
  );
}
