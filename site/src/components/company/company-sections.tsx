import { COMPANY_LABELS, FIELD_LIMITS, TABLE_COUNTS, type CompanyFormValues, type FormMode } from '@stem/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { eventChangeWarning } from '../../lib/company/event-change.ts';
import { CheckboxGroupField, RadioGroupField } from '../form/choice-group-field.tsx';
import { checkboxGroupBinding } from '../form/flag-binding.ts';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { NameFields, PhoneField } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import { LogoFields } from './logo-fields.tsx';
import type { LogoUploads } from './use-logo-uploads.ts';

/** A code-to-label table (COMPANY_LABELS) as radio options, in code order. */
export const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const TABLE_OPTIONS = TABLE_COUNTS.map((count) => ({ value: count, label: count }));

/** The dates the event choice names, e.g. "April 25, 2026" (CMS events, read at build time). */
export interface EventDates {
  middleSchool: string;
  highSchool: string;
}

/** The event choice's options, each day with its date. */
const eventChoiceOptions = (dates: EventDates) =>
  optionsOf({
    ...COMPANY_LABELS.eventChoice,
    0: `${COMPANY_LABELS.eventChoice[0]} (${dates.middleSchool})`,
    1: `${COMPANY_LABELS.eventChoice[1]} (${dates.highSchool})`,
  });

interface OrganizationSectionProps {
  states: readonly Choice[];
  logos: LogoUploads;
  dates: EventDates;
  /** An edit: the event choice stored, whose answers a new choice may remove (none on a new form). */
  storedEventChoice?: unknown;
}

/**
 * 1 Company/University/Organization: its type and name, its address, the STEM fields it works in, its
 * logos, and the event choice, which decides the sections that follow.
 */
export function OrganizationSection({ states, logos, dates, storedEventChoice }: OrganizationSectionProps) {
  const form = useFormContext<CompanyFormValues>();
  const {
    register,
    formState: { errors },
  } = form;
  // Said before the save, not found missing after it (qa14a).
  const eventChoice = useWatch({ control: form.control, name: 'eventChoice' });
  const warning = eventChangeWarning(storedEventChoice, eventChoice);
  const text = (
    name: 'companyName' | 'companyAddress' | 'companyApartment' | 'companyCity',
    label: string,
    max: number,
    required = true,
  ) => (
    <TextField
      {...register(name)}
      label={label}
      maxLength={max}
      required={required}
      autoComplete={AUTOCOMPLETE[name]}
      error={errorAt(errors, name)}
    />
  );
  return (
    <FormSection
      number={1}
      title={
        <>
          Company/
          <wbr />
          University/
          <wbr />
          Organization
        </>
      }
    >
      <RadioGroupField
        legend="Type"
        registration={register('companyType')}
        options={optionsOf(COMPANY_LABELS.companyType)}
        error={errorAt(errors, 'companyType')}
      />
      {text('companyName', 'Name', FIELD_LIMITS.organisation)}
      {text('companyAddress', 'Street Address', FIELD_LIMITS.address)}
      {text('companyApartment', 'Apartment, Suite or Building', FIELD_LIMITS.address, false)}
      <div className="field-row">
        {text('companyCity', 'City', FIELD_LIMITS.city)}
        <div className="field-row field-row--nested">
          <SelectField
            {...register('companyStateId')}
            label="State"
            options={states}
            required
            autoComplete="address-level1"
            error={errorAt(errors, 'companyStateId')}
          />
          <TextField
            {...register('companyZip')}
            label="ZIP Code"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            error={errorAt(errors, 'companyZip')}
          />
        </div>
      </div>
      <CheckboxGroupField
        legend="STEM Fields"
        hint="Check every field your organization works in"
        required
        {...checkboxGroupBinding(form, 'stem', COMPANY_LABELS.stem)}
      />
      <LogoFields uploads={logos} />
      <RadioGroupField
        legend="Which event will your organization take part in?"
        hint="The sections below follow your choice"
        registration={register('eventChoice')}
        options={eventChoiceOptions(dates)}
        stacked
        error={errorAt(errors, 'eventChoice')}
      />
      {warning ? <p className="notice">{warning}</p> : null}
    </FormSection>
  );
}

const AUTOCOMPLETE = {
  companyName: 'organization',
  companyAddress: 'address-line1',
  companyApartment: 'address-line2',
  companyCity: 'address-level2',
} as const;

/** 2 Main Contact: the person who owns the registration and receives the confirmation and the invoice. */
export function MainContactSection({ mode, email }: { mode: FormMode; email: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  return (
    <FormSection number={2} title="Main Contact">
      <NameFields />
      {mode === 'create' ? (
        <TextField
          {...register('email')}
          label="Email"
          type="email"
          hint="The confirmation and any invoice go to this address; log in with it to change the registration"
          autoComplete="email"
          maxLength={FIELD_LIMITS.email}
          required
          error={errorAt(errors, 'email')}
        />
      ) : (
        // SPEC §2: the email shows in edit mode, disabled; it owns the registration and never changes. Named
        // as SPEC §3 names the field (a disabled input is never sent; nothing registers it).
        <TextField
          name="email"
          label="Email"
          type="email"
          hint="Your registration belongs to this address, so it cannot be changed"
          value={email}
          disabled
          readOnly
        />
      )}
      <div className="field-row">
        <PhoneField name="phone" label="Work Phone" autoComplete="work tel" />
        <PhoneField name="cellPhone" label="Cell Phone" autoComplete="mobile tel" />
      </div>
    </FormSection>
  );
}
