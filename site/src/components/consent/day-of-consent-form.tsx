import {
  FIELD_LIMITS,
  REGISTRATION_KINDS,
  todayAtEvent,
  type DayOfConsentRegType,
  type FormValues,
  type HsDayOfConsentOutput,
} from '@stem/shared';
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '../form/form-section.tsx';
import { TextField } from '../form/text-field.tsx';
import { ConsentTextBox, ConsentTextProvider, type ConsentTextContent } from '../registration/consent-text.tsx';
import { ConsentBlockFields } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import { RegistrationRoute } from '../registration/registration-route.tsx';
import { useRegistrationForm } from '../registration/use-registration-form.ts';

// The two kinds differ only in the regType literal; the form holds it as a string.
type ConsentFormValues = FormValues<HsDayOfConsentOutput>;

const schemas = () => import('@stem/shared/registration/day-of-consent-schema');
const DEFINITIONS = {
  HSDAYOFCONSENT: lazyFormDefinition(
    REGISTRATION_KINDS.HSDAYOFCONSENT,
    async () => (await schemas()).hsDayOfConsentRegistration,
  ),
  MSDAYOFCONSENT: lazyFormDefinition(
    REGISTRATION_KINDS.MSDAYOFCONSENT,
    async () => (await schemas()).msDayOfConsentRegistration,
  ),
};

export interface DayOfConsentFormProps {
  regType: DayOfConsentRegType;
  /** The day-of consent text (CMS `consent-text` 'day-of'), its body as the children. */
  consent: ConsentTextContent;
  children: ReactNode;
}

/**
 * /consent-form-hs and /consent-form-ms: the parent's day-of consent (SPEC §2, §4, §5, §8), under the text it
 * agrees to, with a captcha. Sending it mails a confirmation link to the parent/guardian email on the
 * student's registration; the thank-you page says so, whatever the email was (issue 10).
 */
export function DayOfConsentForm({ regType, consent, children }: DayOfConsentFormProps) {
  return (
    <ConsentTextProvider consent={consent} body={children}>
      <RegistrationRoute definition={DEFINITIONS[regType]} mode="create">
        {() => <DayOfConsentFormBody regType={regType} />}
      </RegistrationRoute>
    </ConsentTextProvider>
  );
}

function DayOfConsentFormBody({ regType }: Pick<DayOfConsentFormProps, 'regType'>) {
  const registration = useRegistrationForm<ConsentFormValues>({
    definition: DEFINITIONS[regType],
    edit: undefined,
    blank: (today) => ({
      regType,
      email: '',
      stemDayConsent: {
        parentGuardianName: '',
        relation: '',
        studentName: '',
        parentGuardianElSignature: '',
        date: todayAtEvent(today),
      },
      consentTextVersion: '',
      gResponse: '',
    }),
    // The thank-you page repeats the student email entered (from the tab, sent-details.ts).
    sent: (values) => ({ studentEmail: values.email }),
  });
  return (
    <RegistrationForm registration={registration} label="STEM Career Day Consent Form" submitLabel="SUBMIT">
      <FormSection number={1} title="Parent/Guardian Consent">
        <StudentEmailField />
        <div className="consent">
          <ConsentTextBox />
          <ConsentBlockFields />
        </div>
      </FormSection>
    </RegistrationForm>
  );
}

/** SPEC §3/§8: the consent names the student's registration by its email; a -2 answer is shown on it. */
function StudentEmailField() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ConsentFormValues>();
  return (
    <TextField
      {...register('email')}
      label="Student's Registration Email"
      type="email"
      autoComplete="email"
      maxLength={FIELD_LIMITS.email}
      required
      error={errorAt(errors, 'email')}
    />
  );
}
