import {
  FIELD_LIMITS,
  REGISTRATION_KINDS,
  todayAtEvent,
  type FormMode,
  type HsChaperoneFormValues,
  type HsChaperoneOutput,
} from '@stem/shared';
import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '../form/form-section.tsx';
import { TextField } from '../form/text-field.tsx';
import { NameFields, OwnerEmailFields, PhoneField, SignatureDateField } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import { RegistrationRoute } from '../registration/registration-route.tsx';
import { useRegistrationForm } from '../registration/use-registration-form.ts';
import type { LoadedRegistration } from '../registration/use-owned-registration.ts';

const KIND = REGISTRATION_KINDS.HSCHAPERONE;
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => (await import('@stem/shared/registration/hs-chaperone-schema')).hsChaperoneRegistration,
);

export interface HsChaperoneFormProps {
  /** /hs-chaperone-reg-new creates; /hs-chaperone-reg-edit?regId=… edits the owner's registration (SPEC §2). */
  mode: FormMode;
  /** New page: the hsChaperoneOpen switch, baked in at build time (SPEC §2 guard). */
  switchOpen?: boolean;
  /** The consent and release's title (CMS `consent-text` 'hs-chaperone'). */
  consentTitle: string;
  /**
   * The consent and release itself, rendered from the CMS's Markdown at build time and passed in as the
   * island's children (an Astro slot): the page ships no Markdown parser.
   */
  children: ReactNode;
}

/** The high school chaperone registration (SPEC §2, §3, §5), create or edit. */
export function HsChaperoneForm({ mode, switchOpen, consentTitle, children }: HsChaperoneFormProps) {
  return (
    <>
      <h1>{KIND.title}</h1>
      <RegistrationRoute definition={DEFINITION} mode={mode} switchOpen={switchOpen}>
        {({ edit }) => (
          <HsChaperoneFormBody edit={edit} consentTitle={consentTitle}>
            {children}
          </HsChaperoneFormBody>
        )}
      </RegistrationRoute>
    </>
  );
}

const blank = (today: Date): HsChaperoneFormValues => ({
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  stemDayConsent: { chaperoneFullName: '', chaperoneElSignature: '', date: todayAtEvent(today) },
  gResponse: '',
});

function HsChaperoneFormBody({
  edit,
  consentTitle,
  children,
}: Pick<HsChaperoneFormProps, 'consentTitle' | 'children'> & { edit: LoadedRegistration | undefined }) {
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
        <ConsentAndRelease title={consentTitle}>{children}</ConsentAndRelease>
      </FormSection>
    </RegistrationForm>
  );
}

/**
 * The embedded consent and release (SPEC §2): its text in a box of its own above the signature, scrollable
 * when long (focusable, so a keyboard can scroll it too), then the chaperone's full name, the typed
 * signature and today's date.
 */
function ConsentAndRelease({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  const {
    register,
    formState: { errors },
  } = useFormContext<HsChaperoneFormValues>();
  return (
    <div className="consent">
      <h3 id={titleId}>{title}</h3>
      <div className="consent__text" role="region" aria-labelledby={titleId} tabIndex={0}>
        {children}
      </div>
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
