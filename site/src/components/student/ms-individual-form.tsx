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
import { FormProvider, type Resolver } from 'react-hook-form';
import { REGISTRATION_PATHS } from '../../lib/api/registration-client.ts';
import {
  groupCodeReducer,
  groupCodeSubmitError,
  initialGroupCodeState,
  type GroupCodeState,
} from '../../lib/registration/group-code-state.ts';
import { CheckboxGroupField } from '../form/choice-group-field.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { SelectField } from '../form/select-field.tsx';
import { GroupMembershipSection } from './group-membership-section.tsx';
import { StudentFormFooter } from './student-form-footer.tsx';
import {
  EmergencyContactSection,
  ParentGuardianSection,
  StudentConsentSection,
  StudentInfoSection,
} from './student-sections.tsx';
import { useCatalogues } from './use-catalogues.ts';
import { useNewFormGuard } from './use-new-form-guard.ts';
import { OwnedRegistrationForm } from './owned-registration-form.tsx';
import type { OwnedRegistration } from './use-owned-registration.ts';
import { useStudentForm } from './use-student-form.ts';

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

/** /ms-ind-reg-edit?regId=…: the same form, in edit mode, for the registration's owner (SPEC §2, §4). */
export function MsIndividualEditForm({ closes }: Pick<MsIndividualFormProps, 'closes'>) {
  return (
    <>
      <h1>Middle School Student Registration</h1>
      <p className="lead">Registration closes {closes}.</p>
      <OwnedRegistrationForm regType="MSIND">
        {(loaded) => <MsIndividualFormBody edit={loaded} />}
      </OwnedRegistrationForm>
    </>
  );
}

// The schema's input types are literal unions; the form holds strings until they are chosen.
const RESOLVERS = {
  create: valibotResolver(createMsIndividualSchema({ mode: 'create' })),
  edit: valibotResolver(createMsIndividualSchema({ mode: 'edit' })),
} as unknown as Record<'create' | 'edit', Resolver<MsIndividualFormValues, unknown, MsIndividualOutput>>;

function MsIndividualFormBody({ edit }: { edit?: OwnedRegistration }) {
  const catalogues = useCatalogues(CATALOGUES, true);
  const { mode, form, submit } = useStudentForm({
    regType: 'MSIND',
    path: REGISTRATION_PATHS.msIndividual,
    resolvers: RESOLVERS,
    ownDefaults: {
      gResponse: '',
      lunchId: '',
      favouriteSubjects: { science: NO, technology: NO, engineering: NO, math: NO },
      isInGroup: '',
      groupId: '',
      groupCode: '',
    },
    edit,
  });
  const {
    register,
    watch,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  // A stored group and code were verified when they were saved: an edit starts from a valid code.
  const [groupCode, dispatch] = useReducer(
    groupCodeReducer,
    edit && isInGroup(form.getValues()) ? ({ status: 'valid' } satisfies GroupCodeState) : initialGroupCodeState,
  );

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
            mode={mode}
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
            mode={mode}
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
