import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  createHsIndividualSchema,
  hasConsentPath,
  NO,
  TOUR_TYPES,
  type HsIndividualFormValues,
  type HsIndividualOutput,
} from '@stem/shared';
import { FormProvider, type Resolver } from 'react-hook-form';
import { REGISTRATION_PATHS } from '../../lib/api/registration-client.ts';
import { CheckboxGroupField } from '../form/choice-group-field.tsx';
import { flagBinding } from '../form/flag-binding.ts';
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

type TourType = (typeof TOUR_TYPES)[number];

const TOUR_TYPE_LABELS: Record<TourType, string> = {
  aerospaceEngineering: 'Aerospace Engineering',
  biology: 'Biology',
  chemistry: 'Chemistry',
  construction: 'Construction',
  computer: 'Computer Science',
  electricalEngineering: 'Electrical Engineering',
  geosciences: 'Geosciences',
  appliedMathematics: 'Applied Mathematics',
  physics: 'Physics',
  medicine: 'Medicine',
  plastics: 'Plastics',
  eSports: 'eSports',
  honorsCollege: 'Honors College',
  varsityESports: 'Varsity eSports',
  stemInSports: 'STEM in Sports',
  criminalJustice: 'Criminal Justice',
  nursingSimulations: 'Nursing Simulations',
  chemicalTransformations: 'Chemical Transformations',
  engineeringDesign: 'Engineering Design',
};

const CATALOGUES = { schools: 'HIGHSCH', grades: 'HSGRADE', tShirtSizes: 'TSHIRT' } as const;

export interface HsIndividualFormProps {
  /** Baked in at build time from the CMS (SPEC §2 guard). */
  switchOpen: boolean;
  /** The extended deadline, e.g. "1/19", shown only while the extension is active. */
  extensionDeadline?: string | undefined;
}

/** /hs-ind-reg-new: the high school individual registration, create mode (SPEC §2-§5). */
export function HsIndividualForm({ switchOpen, extensionDeadline }: HsIndividualFormProps) {
  const allowed = useNewFormGuard(switchOpen, 'HSIND');
  return (
    <>
      <ol className="progress" aria-label="Registration steps">
        <li>Verify Birthdate</li>
        <li aria-current="step">Registration</li>
      </ol>
      <h1>High School Student Registration</h1>
      {extensionDeadline ? (
        <p className="notice">Student registration has been extended to {extensionDeadline}.</p>
      ) : null}
      {allowed ? (
        <HsIndividualFormBody />
      ) : (
        <p className="loading" role="status">
          Loading…
        </p>
      )}
    </>
  );
}

/** /hs-ind-reg-edit?regId=…: the same form, in edit mode, for the registration's owner (SPEC §2, §4). */
export function HsIndividualEditForm() {
  return (
    <>
      <h1>High School Student Registration</h1>
      <OwnedRegistrationForm regType="HSIND">
        {(loaded) => <HsIndividualFormBody edit={loaded} />}
      </OwnedRegistrationForm>
    </>
  );
}

// The schema's input types are literal unions; the form holds strings until they are chosen.
const RESOLVERS = {
  create: valibotResolver(createHsIndividualSchema({ mode: 'create' })),
  edit: valibotResolver(createHsIndividualSchema({ mode: 'edit' })),
} as unknown as Record<'create' | 'edit', Resolver<HsIndividualFormValues, unknown, HsIndividualOutput>>;

function HsIndividualFormBody({ edit }: { edit?: OwnedRegistration }) {
  const catalogues = useCatalogues(CATALOGUES, true);
  const { mode, form, submit } = useStudentForm({
    regType: 'HSIND',
    path: REGISTRATION_PATHS.hsIndividual,
    resolvers: RESOLVERS,
    ownDefaults: {
      gResponse: '',
      tourType: Object.fromEntries(TOUR_TYPES.map((tour) => [tour, NO])) as HsIndividualFormValues['tourType'],
    },
    edit,
  });
  const {
    watch,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [bySchool, parentPresent] = watch(['consentWillBeSubmittedBySchool', 'isParentPresent']);

  return (
    <FormProvider {...form}>
      <form
        ref={submit.formRef}
        noValidate
        aria-label="High School Student Registration"
        onSubmit={(event) => void handleSubmit((values) => submit.send(values), submit.onInvalid)(event)}
      >
        <fieldset className="form-fieldset" disabled={isSubmitting}>
          <legend className="visually-hidden">High School Student Registration</legend>
          <StudentInfoSection
            mode={mode}
            schools={catalogues.schools}
            grades={catalogues.grades}
            tShirtSizes={catalogues.tShirtSizes}
          >
            <CheckboxGroupField
              legend="Tour Types"
              hint="Please select up to 3"
              required
              error={errors.tourType?.message}
              options={TOUR_TYPES.map((tour) => ({
                ...flagBinding(form, `tourType.${tour}`),
                label: TOUR_TYPE_LABELS[tour],
              }))}
            />
          </StudentInfoSection>
          <ParentGuardianSection />
          <EmergencyContactSection />
          <StudentConsentSection number={4} title="STEM Career Day Consent Form" />
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
