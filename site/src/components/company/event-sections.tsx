// The company form's sections for the days it attends: a blank form shows neither (no event is chosen), so
// they load with the form's rules when the visitor starts on it (company-form.tsx).
import {
  COMPANY_LABELS,
  FIELD_LIMITS,
  hasInformationFair,
  hasInteractiveActivity,
  isYes,
  type CompanyFormValues,
} from '@stem/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { RadioGroupField, YesNoField } from '../form/choice-group-field.tsx';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { errorAt } from '../registration/field-path.ts';
import { optionsOf, TABLE_OPTIONS } from './company-sections.tsx';

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
          required={false}
          registration={register('hsIsElectricityNeeded')}
          error={errorAt(errors, 'hsIsElectricityNeeded')}
        />
      </div>
    </FormSection>
  );
}
