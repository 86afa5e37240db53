import {
  FIELD_LIMITS,
  REGISTRATION_KINDS,
  todayAtEvent,
  type HsChaperoneFormValues,
  type HsChaperoneOutput,
} from '@stem/shared';
import { useEffect, type ReactNode } from 'react';
import { fullNameOf } from '@stem/shared/registration/fields/answers';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '../form/form-section.tsx';
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
 * did: the chaperone typed their name a moment ago (qa14c: three times, and a corrected last name left the
 * consent's behind). Once typed in itself, it is the chaperone's own and stays. The signature is always typed.
 */
function FullNameFollowsName() {
  const { watch, getValues, setValue, getFieldState } = useFormContext<HsChaperoneFormValues>();
  useEffect(() => {
    // The name the full name last followed ('' at first: an empty full name takes the name at once, such as
    // one typed before the form came alive; a stored one different from the name is the chaperone's own).
    let derived = '';
    // Never while the chaperone is in the field: typing there as the form came alive (which gives it the name
    // typed before) put the name in front of what they typed, and "Chris ChaperoneChris Chaperone" was signed
    // (qa26a).
    const typingThere = () => document.activeElement?.getAttribute('name') === FULL_NAME;
    const follow = (values: Partial<HsChaperoneFormValues>) => {
      const next = fullNameOf(values);
      const current = values.stemDayConsent?.chaperoneFullName ?? '';
      if (current !== next && !typingThere() && (current.trim() === '' || current === derived)) {
        setValue(FULL_NAME, next, { shouldDirty: true, shouldValidate: getFieldState(FULL_NAME).invalid });
      }
      derived = next;
    };
    follow(getValues());
    const { unsubscribe } = watch((values, { name }) => {
      if (name !== FULL_NAME) follow(values as Partial<HsChaperoneFormValues>);
    });
    return unsubscribe;
  }, [watch, getValues, setValue, getFieldState]);
  return null;
}
