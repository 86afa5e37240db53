import {
  essayWordsLeft,
  essayWordsOver,
  FIELD_LIMITS,
  isGpaBelowMinimum,
  isYes,
  OTHER_SCHOOL,
  SCHOLARSHIP_MIN_GPA,
  SCHOLARSHIP_TYPE_LABELS,
  type FormMode,
  type ScholarshipFileField,
  type ScholarshipFormValues,
} from '@stem/shared';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Choice } from '../../lib/api/registration-client.ts';
import { schoolChoices } from '../../lib/registration/school-choices.ts';
import { groupThousands } from '../../lib/format/group-thousands.ts';
import { CheckboxField, CheckboxGroupField, YesNoField } from '../form/choice-group-field.tsx';
import { checkboxGroupBinding, flagBinding } from '../form/flag-binding.ts';
import { FormSection } from '../form/form-section.tsx';
import { SelectField } from '../form/select-field.tsx';
import { TextField } from '../form/text-field.tsx';
import { TextareaField } from '../form/textarea-field.tsx';
import { AttachmentField } from '../registration/attachment-field.tsx';
import { NameFields, SignatureDateField } from '../registration/field-groups.tsx';
import { errorAt } from '../registration/field-path.ts';
import type { ScholarshipFiles } from './scholarship-form.tsx';
import { ScholarshipRows } from './scholarship-rows.tsx';

type Field = keyof ScholarshipFormValues & string;

/** A text field of the application, with its error. */
function Text(props: {
  name: Field;
  label: string;
  max: number;
  required?: boolean;
  hint?: string | undefined;
  note?: string | null;
  autoComplete?: string;
  disabled?: boolean;
  inputMode?: 'numeric' | 'decimal';
  type?: 'email';
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ScholarshipFormValues>();
  const { name, max, required = true, ...rest } = props;
  return <TextField {...register(name)} {...rest} maxLength={max} required={required} error={errorAt(errors, name)} />;
}

/** A required select of the application. */
function Select({
  name,
  label,
  options,
  autoComplete,
}: {
  name: Field;
  label: string;
  options: readonly Choice[];
  /** What a browser may fill in (the applicant's own state). */
  autoComplete?: string;
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ScholarshipFormValues>();
  return (
    <SelectField
      {...register(name)}
      label={label}
      options={options}
      autoComplete={autoComplete}
      required
      error={errorAt(errors, name)}
    />
  );
}

/**
 * A file of the application: `files` holds their state. On a new form the chosen file's name goes into the
 * form's values, so the shared schema requires the three files on create (its message on the field).
 */
function ScholarshipFile({
  files,
  field,
  hint,
}: {
  files: ScholarshipFiles;
  field: ScholarshipFileField;
  hint: string;
}) {
  const form = useFormContext<ScholarshipFormValues>();
  const state = files.uploads.files.find((file) => file.spec.field === field)!;
  const choose = (file: globalThis.File | undefined) => {
    const name = files.uploads.choose(field, file);
    if (files.mode !== 'create') return;
    form.setValue(field, name, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger(field);
  };
  return (
    <AttachmentField
      state={state}
      mode={files.mode}
      hint={hint}
      formError={errorAt(form.formState.errors, field)}
      onChoose={choose}
      regId={files.uploads.regId}
    />
  );
}

const FILE_HINT = 'PDF, Word or an image (JPEG, PNG), up to 20 MB';

export function ScholarshipTypeSection() {
  const form = useFormContext<ScholarshipFormValues>();
  return (
    <FormSection number={1} title="Scholarship Type">
      <CheckboxGroupField
        legend="Which scholarships are you applying for?"
        hint="Check every fund you wish to be considered for"
        required
        {...checkboxGroupBinding(form, 'scholarshipType', SCHOLARSHIP_TYPE_LABELS)}
      />
    </FormSection>
  );
}

export function PersonalSection({ mode, states }: { mode: FormMode; states: readonly Choice[] }) {
  return (
    <FormSection number={2} title="Personal Information">
      <NameFields />
      <div className="field-row">
        <Text name="middleInitial" label="Middle Initial" max={3} hint="No middle name? Type a dash (-)." />
        <Text
          name="dateOfBirth"
          label="Date of Birth"
          hint="MM/DD/YYYY"
          // Ten characters and room for the spaces a pasted date brings: the rules trim them, where a
          // maxlength of 10 had cut " 04/12/2008" to " 04/12/200" (qa24a).
          max={12}
          inputMode="numeric"
          autoComplete="bday"
        />
      </div>
      <Text name="streetAddress" label="Street Address" max={FIELD_LIMITS.address} autoComplete="address-line1" />
      <Text
        name="streetAddressAdd"
        label="Street Address Line 2"
        max={FIELD_LIMITS.address}
        required={false}
        autoComplete="address-line2"
      />
      <div className="field-row">
        <Text name="city" label="City" max={FIELD_LIMITS.city} autoComplete="address-level2" />
        <Select name="stateId" label="State" options={states} autoComplete="address-level1" />
        <Text name="zip" label="ZIP Code" max={10} inputMode="numeric" autoComplete="postal-code" />
      </div>
      {mode === 'create' ? (
        <Text name="email" label="Email" type="email" max={FIELD_LIMITS.email} autoComplete="email" />
      ) : null}
    </FormSection>
  );
}

export function EducationSection({
  highSchools,
  states,
}: {
  highSchools: readonly Choice[];
  states: readonly Choice[];
}) {
  const form = useFormContext<ScholarshipFormValues>();
  const [schoolId, notOn4Scale, gpa] = useWatch({
    control: form.control,
    name: ['schoolId', 'notOn4Scale', 'gradePointAverage'],
  });
  const other = schoolId === OTHER_SCHOOL;
  return (
    <FormSection number={3} title="Educational Background">
      <div className="field-row">
        <Select
          name="schoolId"
          label="High School"
          options={schoolChoices(highSchools, form.formState.defaultValues)}
        />
        <Text
          name="otherSchoolName"
          label="Other School Name"
          max={FIELD_LIMITS.text}
          required={other}
          disabled={!other}
          hint={other ? undefined : 'Choose Other above to type a school'}
        />
      </div>
      <Text name="schoolStreetAddress" label="School Street Address" max={FIELD_LIMITS.address} />
      <div className="field-row">
        <Text name="schoolCity" label="School City" max={FIELD_LIMITS.city} />
        <Select name="schoolStateId" label="School State" options={states} />
        <Text name="schoolZip" label="School ZIP Code" max={10} inputMode="numeric" />
      </div>
      <div className="field-row">
        <Text name="yearsAttendedFrom" label="Years Attended: From" hint="yyyy" max={4} inputMode="numeric" />
        <Text name="yearsAttendedTo" label="Years Attended: To" hint="yyyy" max={4} inputMode="numeric" />
      </div>
      <CheckboxField label="My GPA is not on a 4.0 scale" {...flagBinding(form, 'notOn4Scale')} />
      {isYes(notOn4Scale) ? (
        <TextareaField
          {...form.register('notOn4ScaleExplanation')}
          label="Explain your school's grading scale and your standing"
          rows={3}
          maxLength={FIELD_LIMITS.description}
          required
          error={errorAt(form.formState.errors, 'notOn4ScaleExplanation')}
        />
      ) : (
        <Text
          name="gradePointAverage"
          label="Grade Point Average (4.0 scale)"
          hint="e.g. 3.75"
          // Said under the field, not refused: an applicant learns it before the essay, and the committee decides.
          note={
            isGpaBelowMinimum(gpa ?? '')
              ? `The scholarships are for a GPA of ${SCHOLARSHIP_MIN_GPA.toFixed(1)} or higher: please read the criteria before you apply.`
              : null
          }
          max={5}
          inputMode="decimal"
        />
      )}
      <h3>Extracurricular Activities</h3>
      <ScholarshipRows list="activities" />
      <h3>Honors and Awards</h3>
      <ScholarshipRows list="awards" />
      <h3>Other Events</h3>
      <ScholarshipRows list="events" />
    </FormSection>
  );
}

export function CareerPlansSection({ files }: { files: ScholarshipFiles }) {
  return (
    <FormSection number={4} title="Future Career Plans">
      <h3>Universities You May Attend</h3>
      <ScholarshipRows list="universityToAttend" />
      <Text name="studyingProgram" label="Program of Study" max={FIELD_LIMITS.organisation} />
      <ScholarshipFile files={files} field="scoreReport" hint={`Your SAT or ACT scores. ${FILE_HINT}`} />
      <ScholarshipFile
        files={files}
        field="letterOfAcceptance"
        hint={`From a university you applied to. ${FILE_HINT}`}
      />
    </FormSection>
  );
}

export function EmploymentSection() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ScholarshipFormValues>();
  const [employed, past] = useWatch({ control, name: ['isEmployed', 'hasPastEmployers'] });
  return (
    <FormSection number={5} title="Employment Experiences">
      <YesNoField
        legend="Are you currently employed?"
        required
        registration={register('isEmployed')}
        error={errorAt(errors, 'isEmployed')}
      />
      {isYes(employed) ? (
        <>
          <div className="field-row">
            <Text name="employer" label="Employer" max={FIELD_LIMITS.organisation} />
            <Text name="workHoursPerWeek" label="Hours per Week" max={10} inputMode="numeric" />
          </div>
          <Text name="typeOfWork" label="Type of Work" max={FIELD_LIMITS.organisation} />
          <YesNoField
            legend="Have you had other employers before?"
            required
            registration={register('hasPastEmployers')}
            error={errorAt(errors, 'hasPastEmployers')}
          />
          {isYes(past) ? <ScholarshipRows list="pastEmployers" /> : null}
        </>
      ) : null}
    </FormSection>
  );
}

export function SubmissionsSection({ files }: { files: ScholarshipFiles }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ScholarshipFormValues>();
  const essay = useWatch({ control, name: 'essay' }) ?? '';
  const left = essayWordsLeft(essay);
  const over = essayWordsOver(essay);
  // The creative fund without a creative component: SPEC keeps the component optional, so a word, not a refusal
  // (qa15b: an applicant ticked the $2,500 fund, sent neither, and the mail read as if all were well).
  const creativeFund = useWatch({ control, name: 'scholarshipType.engineeringCreativeAndEssay' });
  const videoLink = useWatch({ control, name: 'creativeComponentURL' }) ?? '';
  const creativeFile = files.uploads.files.find((file) => file.spec.field === 'creativeComponent');
  const noCreativeComponent =
    isYes(creativeFund) && videoLink.trim() === '' && !creativeFile?.chosen && !creativeFile?.current;
  return (
    <FormSection number={6} title="Submissions">
      <TextareaField
        {...register('essay')}
        label="Essay"
        hint={`Up to 1,000 words. ${groupThousands(left)} ${left === 1 ? 'word' : 'words'} left.${
          over > 0
            ? ` ${groupThousands(over)} ${over === 1 ? 'word' : 'words'} too many: please shorten the essay.`
            : ''
        }`}
        rows={12}
        required
        error={errorAt(errors, 'essay')}
      />
      <ScholarshipFile
        files={files}
        field="creativeComponent"
        hint={`Optional, for the creative component fund. ${FILE_HINT}`}
      />
      <Text
        name="creativeComponentURL"
        label="Creative Component Video Link"
        hint="Optional. The video must be public on a video site: a YouTube or Vimeo link."
        max={FIELD_LIMITS.text}
        required={false}
      />
      {noCreativeComponent ? (
        <p className="notice">
          You are applying for the Engineering fund with a creative component: please add your creative component, as a
          file or a video link.
        </p>
      ) : null}
      <ScholarshipFile
        files={files}
        field="recommendation"
        hint={`One letter from a core STEM teacher. ${FILE_HINT}`}
      />
    </FormSection>
  );
}

export function SignatureSection() {
  const form = useFormContext<ScholarshipFormValues>();
  return (
    <FormSection number={7} title="Electronic Signature">
      <CheckboxField
        label="I certify that the information in this application is factual"
        {...flagBinding(form, 'isInformationFactual')}
      />
      <div className="field-row">
        <Text
          name="signature"
          label="Electronic Signature"
          hint="Type your full name"
          max={FIELD_LIMITS.fullName}
          autoComplete="off"
        />
        <SignatureDateField name="signatureDate" />
      </div>
    </FormSection>
  );
}
