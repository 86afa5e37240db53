import {
  FIELD_LIMITS,
  REGISTRATION_KINDS,
  todayAtEvent,
  type HsChaperoneFormValues,
  type HsChaperoneOutput,
} from '@stem/shared';
import type { ReactNode } from 'react';
import { fullNameOf } from '@stem/shared/registration/fields/answers';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '../form/form-section.tsx';
import { useFollowing } from '../form/use-following.ts';
import { TextField } from '../form/text-field.tsx';
import { NameFields, OwnerEmailFields, PhoneField, SignatureDateField } from '../registration/field-groups.tsx';
import { ConsentTextBox, ConsentTextProvider, type ConsentTextContent } from '../registration/consent-text.tsx';
import { errorAt } from '../registration/field-path.ts';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import type { FormPageProps } from '../registration/route-context.ts';
import { RegistrationRoute } from '../registration/registration-route.tsx';
import { useRegistrationForm } from '../registration/use-registration-form.ts';
import type { LoadedRegistration } from '../registration/use-owned-registration.ts';

const KIND = REGISTRATION_KINDS.HSCHAPERONE;
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => (await import('@stem/shared/registration/hs-chaperone-schema')).hsChaperoneRegistration,
);

export interface HsChaperoneFormProps extends FormPageProps {
  /** The consent and release's title and version (CMS `consent-text` 'hs-chaperone'). */
  consent: ConsentTextContent;
  /**
   * The consent and release itself, rendered from the CMS's Markdown at build time and passed in as the
   * island's children (an Astro slot): the page ships no Markdown parser.
   */
  children: ReactNode;
}

/** The high school chaperone registration (SPEC §2, §3, §5), create or edit. */
export function HsChaperoneForm({ consent, children, ...page }: HsChaperoneFormProps) {
  return (
    <ConsentTextProvider consent={consent} body={children}>
      <h1>{KIND.title}</h1>
      <RegistrationRoute definition={DEFINITION} {...page}>
        {({ edit }) => <HsChaperoneFormBody edit={edit} />}
      </RegistrationRoute>
    </ConsentTextProvider>
  );
}

const blank = (today: Date): HsChaperoneFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  stemDayConsent: { chaperoneFullName: '', chaperoneElSignature: '', date: todayAtEvent(today) },
  // Set to the page's text by ConsentTextBox.
  consentTextVersion: '',
  gResponse: '',
});

function HsChaperoneFormBody({ edit }: { edit: LoadedRegistration | undefined }) {
  const registration = useRegistrationForm<HsChaperoneFormValues, HsChaperoneOutput>({
    definition: DEFINITION,
    edit,
    blank,
  });
  return (
    <RegistrationForm registration={registration}>
      <FormSection number={1} title="Chaperone Information">
        <NameFields />
        {registration.mode === 'create' ? <OwnerEmailFields /> : null}
        <PhoneField name="phone" label="Phone" autoComplete="tel" />
        <ConsentAndRelease />
      </FormSection>
    </RegistrationForm>
  );
}

/**
 * The embedded consent and release (SPEC §2): its text (ConsentTextBox) above the signature, then the chaperone's full name, the typed
 * signature and today's date.
 */
function ConsentAndRelease() {
  const {
    register,
    formState: { errors },
  } = useFormContext<HsChaperoneFormValues>();
  return (
    <div className="consent">
      <FullNameFollowsName />
      <ConsentTextBox />
      <TextField
        {...register('stemDayConsent.chaperoneFullName')}
        label="Chaperone Full Name"
        autoComplete="name"
        maxLength={FIELD_LIMITS.fullName}
        required
        error={errorAt(errors, 'stemDayConsent.chaperoneFullName')}
      />
      <TextField
        {...register('stemDayConsent.chaperoneElSignature')}
        label="Electronic Signature"
        hint="Type your full name"
        autoComplete="off"
        maxLength={FIELD_LIMITS.fullName}
        required
        error={errorAt(errors, 'stemDayConsent.chaperoneElSignature')}
      />
      <SignatureDateField name="stemDayConsent.date" />
    </div>
  );
}

const FULL_NAME = 'stemDayConsent.chaperoneFullName';

/**
 * The consent's "Chaperone Full Name" follows First and Last Name while it is empty or still reads what they
 * did (`useFollowing`). The signature is always typed.
 */
function FullNameFollowsName() {
  useFollowing<HsChaperoneFormValues>(FULL_NAME, fullNameOf);
  return null;
}
