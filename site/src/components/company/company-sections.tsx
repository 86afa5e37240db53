import {
  COMPANY_LABELS,
  FIELD_LIMITS,
  hasInformationFair,
  hasInteractiveActivity,
  isYes,
  STEM_FIELDS,
  TABLE_COUNTS,
  type CompanyFormValues,
  type FormMode,
} from '@stem/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { CheckboxGroupField, RadioGroupField, YesNoField } from '../form/choice-group-field.tsx';
import { flagBinding } from '../form/flag-binding.ts';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { NameFields, PhoneField } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import { LogoFields } from './logo-fields.tsx';
import type { LogoUploads } from './use-logo-uploads.ts';

/** A code-to-label table (COMPANY_LABELS) as radio options, in code order. */
const optionsOf = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const TABLE_OPTIONS = TABLE_COUNTS.map((count) => ({ value: count, label: count }));

const STEM_LABELS: Record<(typeof STEM_FIELDS)[number], string> = {
  science: 'Science',
  technology: 'Technology',
  engineering: 'Engineering',
  math: 'Mathematics',
};

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
}

/**
 * 1 Company/University/Organization: its type and name, its address, the STEM fields it works in, its
 * logos, and the event choice, which decides the sections that follow.
 */
export function OrganizationSection({ states, logos, dates }: OrganizationSectionProps) {
  const form = useFormContext<CompanyFormValues>();
  const {
    register,
    formState: { errors },
  } = form;
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
        error={errorAt(errors, 'stem')}
        options={STEM_FIELDS.map((field) => ({ ...flagBinding(form, `stem.${field}`), label: STEM_LABELS[field] }))}
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
        // SPEC §2: the email shows in edit mode, disabled; it owns the registration and never changes.
        <TextField
          name="ownerEmail"
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

/** Middle School Event Preparation: the event type, then the information fair's and the activity's needs. */
export function MiddleSchoolSection({ number, lunches }: { number: number; lunches: readonly Choice[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  const [eventChoice, msEventType] = useWatch({ control, name: ['eventChoice', 'msEventType'] });
  const answers = { eventChoice, msEventType };
  return (
    <FormSection number={number} title="Middle School Event Preparation">
      <RadioGroupField
        legend="What will you bring to the middle school event?"
        registration={register('msEventType')}
        options={optionsOf(COMPANY_LABELS.msEventType)}
        error={errorAt(errors, 'msEventType')}
      />
      {hasInformationFair(answers) ? (
        <section className="subsection" aria-labelledby="information-fair-heading">
          <h3 id="information-fair-heading">Information Fair</h3>
          <div className="field-row">
            <RadioGroupField
              legend="Number of tables"
              registration={register('msInformationFair.numberOfTables')}
              options={TABLE_OPTIONS}
              error={errorAt(errors, 'msInformationFair.numberOfTables')}
            />
            <YesNoField
              legend="Electricity needed?"
              registration={register('msInformationFair.isElectricityNeeded')}
              error={errorAt(errors, 'msInformationFair.isElectricityNeeded')}
            />
          </div>
        </section>
      ) : null}
      {hasInteractiveActivity(answers) ? <InteractiveActivityFields lunches={lunches} /> : null}
    </FormSection>
  );
}

/** The interactive activity: what it is, the room it needs, its equipment and the presenters' lunch. */
function InteractiveActivityFields({ lunches }: { lunches: readonly Choice[] }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  const [largeTables, lunch] = useWatch({
    control,
    name: ['msInteractive.isAdditionalTablesNeeded', 'msInteractive.isLunchNeeded'],
  });
  const yesNo = (field: 'isProjectorNeeded' | 'isInternetNeeded' | 'isExtensionCordNeeded', legend: string) => (
    <YesNoField
      legend={legend}
      registration={register(`msInteractive.${field}`)}
      error={errorAt(errors, `msInteractive.${field}`)}
    />
  );
  return (
    <section className="subsection" aria-labelledby="interactive-activity-heading">
      <h3 id="interactive-activity-heading">Interactive Activity</h3>
      <TextareaField
        {...register('msInteractive.description')}
        label="Describe the activity"
        hint="What the students will do, and what they will take away"
        rows={4}
        maxLength={FIELD_LIMITS.description}
        required
        error={errorAt(errors, 'msInteractive.description')}
      />
      <RadioGroupField
        legend="Room"
        registration={register('msInteractive.classroomStyle')}
        options={optionsOf(COMPANY_LABELS.classroomStyle)}
        error={errorAt(errors, 'msInteractive.classroomStyle')}
      />
      <div className="field-row">
        <YesNoField
          legend="Large tables needed?"
          registration={register('msInteractive.isAdditionalTablesNeeded')}
          error={errorAt(errors, 'msInteractive.isAdditionalTablesNeeded')}
        />
        {isYes(largeTables) ? (
          <RadioGroupField
            legend="Number of large tables"
            registration={register('msInteractive.numberOfTables')}
            options={TABLE_OPTIONS}
            error={errorAt(errors, 'msInteractive.numberOfTables')}
          />
        ) : null}
      </div>
      <div className="field-row">
        {yesNo('isProjectorNeeded', 'Projector needed?')}
        {yesNo('isInternetNeeded', 'Internet needed?')}
      </div>
      {yesNo('isExtensionCordNeeded', 'Extension cord needed?')}
      <TextField
        {...register('msInteractive.cables')}
        label="Cables or adapters"
        hint="Optional: anything your equipment needs, e.g. HDMI"
        maxLength={FIELD_LIMITS.text}
        error={errorAt(errors, 'msInteractive.cables')}
      />
      <div className="field-row">
        <YesNoField
          legend="Lunch for the main contact?"
          registration={register('msInteractive.isLunchNeeded')}
          error={errorAt(errors, 'msInteractive.isLunchNeeded')}
        />
        {isYes(lunch) ? (
          <SelectField
            {...register('msInteractive.lunchTypeId')}
            label="Lunch Type"
            options={lunches}
            required
            error={errorAt(errors, 'msInteractive.lunchTypeId')}
          />
        ) : null}
      </div>
    </section>
  );
}

/** High School Event Preparation: tables and electricity at the high school day. */
export function HighSchoolSection({ number }: { number: number }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<CompanyFormValues>();
  return (
    <FormSection number={number} title="High School Event Preparation">
      <div className="field-row">
        <RadioGroupField
          legend="Number of tables"
          registration={register('hsNumberOfTables')}
          options={TABLE_OPTIONS}
          error={errorAt(errors, 'hsNumberOfTables')}
        />
        <YesNoField
          legend="Electricity needed?"
          registration={register('hsIsElectricityNeeded')}
          error={errorAt(errors, 'hsIsElectricityNeeded')}
        />
      </div>
    </FormSection>
  );
}
