import {
  hasConsentPath,
  NO,
  REGISTRATION_KINDS,
  TOUR_TYPE_LABELS,
  TOUR_TYPES,
  type HsIndividualFormValues,
  type HsIndividualOutput,
} from '@stem/shared';
import type { ReactNode } from 'react';
import { CheckboxGroupField } from '../form/choice-group-field.tsx';
import { checkboxGroupBinding } from '../form/flag-binding.ts';
import { ConsentTextProvider, type ConsentTextContent } from '../registration/consent-text.tsx';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import type { FormPageProps } from '../registration/route-context.ts';
import { RegistrationRoute, type RegistrationBodyProps } from '../registration/registration-route.tsx';
import { AgeGatedProgress } from '../registration/registration-progress.tsx';
import { useRegistrationForm } from '../registration/use-registration-form.ts';
import { catalogue, categoriesOf } from '../registration/use-option-lists.ts';
import { studentCommonDefaults } from './student-defaults.ts';
import { STUDENT_SUBMIT_HINT, studentSent } from './student-form.tsx';
import {
  EmergencyContactSection,
  ParentGuardianSection,
  StudentConsentSection,
  StudentInfoSection,
} from './student-sections.tsx';

const LOADERS = { schools: catalogue('HIGHSCH'), grades: catalogue('HSGRADE'), tShirtSizes: catalogue('TSHIRT') };
/** The catalogues its pages are built with. */
export const HS_INDIVIDUAL_CATALOGUES = categoriesOf(LOADERS);

const KIND = REGISTRATION_KINDS.HSIND;
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => (await import('@stem/shared/registration/hs-individual-schema')).hsIndividualRegistration,
);

export interface HsIndividualFormProps extends FormPageProps {
  /** The parent's consent text above the signature fields (CMS `consent-text`), its body as the children. */
  consent: ConsentTextContent;
  children: ReactNode;
  /** The extended deadline, e.g. "1/19", shown on the new page only while the extension is active. */
  extensionDeadline?: string | undefined;
}

/** The high school individual registration (SPEC §2-§5), create or edit. */
export function HsIndividualForm({ extensionDeadline, consent, children, ...page }: HsIndividualFormProps) {
  return (
    <ConsentTextProvider consent={consent} body={children}>
      {page.mode === 'create' ? <AgeGatedProgress /> : null}
      <h1>{KIND.title}</h1>
      {page.mode === 'create' && extensionDeadline ? (
        <p className="notice">Student registration has been extended to {extensionDeadline}.</p>
      ) : null}
      <RegistrationRoute definition={DEFINITION} {...page} loaders={LOADERS}>
        {(props) => <HsIndividualFormBody {...props} />}
      </RegistrationRoute>
    </ConsentTextProvider>
  );
}

const blank = (today: Date): HsIndividualFormValues => ({
  ...studentCommonDefaults(today),
  gResponse: '',
  tourType: Object.fromEntries(TOUR_TYPES.map((tour) => [tour, NO])) as HsIndividualFormValues['tourType'],
});

function HsIndividualFormBody({ edit, lists }: RegistrationBodyProps<keyof typeof LOADERS>) {
  const registration = useRegistrationForm<HsIndividualFormValues, HsIndividualOutput>({
    definition: DEFINITION,
    edit,
    blank,
    sent: studentSent,
  });
  const { mode, form } = registration;
  const [bySchool, parentPresent] = form.watch(['consentWillBeSubmittedBySchool', 'isParentPresent']);

  return (
    <RegistrationForm
      registration={registration}
      canSubmit={hasConsentPath({ consentWillBeSubmittedBySchool: bySchool, isParentPresent: parentPresent })}
      submitHint={STUDENT_SUBMIT_HINT}
    >
      <StudentInfoSection mode={mode} schools={lists.schools} grades={lists.grades} tShirtSizes={lists.tShirtSizes}>
        <CheckboxGroupField
          legend="Tour Types"
          hint="Please select up to 3"
          required
          {...checkboxGroupBinding(form, 'tourType', TOUR_TYPE_LABELS)}
        />
      </StudentInfoSection>
      <ParentGuardianSection />
      <EmergencyContactSection />
      <StudentConsentSection number={4} title="STEM Career Day consent form" />
    </RegistrationForm>
  );
}
