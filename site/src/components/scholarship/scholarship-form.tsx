import {
  blankScholarshipRow,
  NO,
  REGISTRATION_KINDS,
  SCHOLARSHIP_FILES,
  todayAtEvent,
  type FormMode,
  type ScholarshipFormValues,
  type ScholarshipOutput,
} from '@stem/shared';
import type { Choice } from '../../lib/api/registration-client.ts';
import { focusFirstInvalid } from '../form/focus-first-invalid.ts';
import { lazyFormDefinition } from '../registration/form-definition.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import type { FormPageProps } from '../registration/route-context.ts';
import { RegistrationRoute, type RegistrationBodyProps } from '../registration/registration-route.tsx';
import { useAttachmentUploads } from '../registration/use-attachment-uploads.ts';
import { catalogue, categoriesOf } from '../registration/use-option-lists.ts';
import { useRegistrationForm } from '../registration/use-registration-form.ts';
import {
  CareerPlansSection,
  EducationSection,
  EmploymentSection,
  PersonalSection,
  ScholarshipTypeSection,
  SignatureSection,
  SubmissionsSection,
} from './scholarship-sections.tsx';

const LOADERS = { highSchools: catalogue('HIGHSCH') };
/** The fields that hold a chosen file's name on a new form: a kept draft has no file, so not its name. */
const FILE_FIELDS = SCHOLARSHIP_FILES.map((file) => file.field);
/** The catalogues its pages are built with. */
export const SCHOLARSHIP_CATALOGUES = categoriesOf(LOADERS);

const KIND = REGISTRATION_KINDS.SCHOLARSHIP;
const DEFINITION = lazyFormDefinition(
  KIND,
  async () => (await import('@stem/shared/registration/scholarship-schema')).scholarshipRegistration,
);

export interface ScholarshipFormProps extends FormPageProps {
  /** The US states (CMS `us-state`), read at build time. */
  states: Choice[];
}

/** The scholarship application (SPEC §2-§5), create or edit. */
export function ScholarshipForm({ states, ...page }: ScholarshipFormProps) {
  return (
    <>
      <h1>{KIND.title}</h1>
      {page.mode === 'create' ? (
        <p className="lead">
          For Ohio high school seniors. Have your SAT or ACT score report, a letter of acceptance and a recommendation
          letter ready to upload, and your essay of up to 1,000 words.
        </p>
      ) : null}
      <RegistrationRoute definition={DEFINITION} {...page} loaders={LOADERS}>
        {(props) => <ScholarshipFormBody {...props} states={states} />}
      </RegistrationRoute>
    </>
  );
}

const blank = (today: Date): ScholarshipFormValues => ({
  scholarshipType: { engineeringCreativeAndEssay: NO, engineeringEssay: NO, stem: NO },
  firstName: '',
  lastName: '',
  middleInitial: '',
  streetAddress: '',
  streetAddressAdd: '',
  city: '',
  stateId: '',
  stateName: '',
  zip: '',
  email: '',
  dateOfBirth: '',
  schoolId: '',
  schoolName: '',
  otherSchoolName: '',
  schoolStreetAddress: '',
  schoolCity: '',
  schoolStateId: '',
  schoolStateName: '',
  schoolZip: '',
  yearsAttendedFrom: '',
  yearsAttendedTo: '',
  gradePointAverage: '',
  notOn4Scale: NO,
  notOn4ScaleExplanation: '',
  // SPEC §4: an empty list shows one blank row (left blank, it is not sent).
  activities: [blankScholarshipRow.activities()],
  awards: [blankScholarshipRow.awards()],
  events: [blankScholarshipRow.events()],
  universityToAttend: [blankScholarshipRow.universityToAttend()],
  studyingProgram: '',
  isEmployed: '',
  workHoursPerWeek: '',
  employer: '',
  typeOfWork: '',
  hasPastEmployers: '',
  pastEmployers: [blankScholarshipRow.pastEmployers()],
  essay: '',
  creativeComponentURL: '',
  isInformationFactual: NO,
  signature: '',
  signatureDate: todayAtEvent(today),
  scoreReport: '',
  letterOfAcceptance: '',
  recommendation: '',
  creativeComponent: '',
  gResponse: '',
});

type BodyProps = RegistrationBodyProps<keyof typeof LOADERS> & Pick<ScholarshipFormProps, 'states'>;

function ScholarshipFormBody({ edit, lists, states }: BodyProps) {
  const uploads = useAttachmentUploads(SCHOLARSHIP_FILES, edit);
  const registration = useRegistrationForm<ScholarshipFormValues, ScholarshipOutput>({
    definition: DEFINITION,
    edit,
    blank,
    afterCreate: uploads.afterCreate,
    files: FILE_FIELDS,
  });
  const { mode, submit } = registration;
  const files = { uploads, mode };

  // A file of the wrong type keeps the form here; an edit uploads a replaced file before the update, and
  // stops if that fails.
  const onValid = async (values: ScholarshipOutput) => {
    // A file of the wrong type says so on its field and with the form's line, as any other wrong answer.
    if (uploads.hasFileErrors()) return submit.onInvalid();
    if (mode === 'edit' && !(await uploads.beforeUpdate())) {
      focusFirstInvalid(submit.formRef.current);
      return;
    }
    await submit.send(values);
  };

  return (
    <RegistrationForm
      registration={registration}
      onValid={onValid}
      otherErrors={uploads.hasFileErrors()}
      noun="application"
      submitLabel={mode === 'create' ? 'SUBMIT APPLICATION' : 'UPDATE APPLICATION'}
    >
      <ScholarshipTypeSection />
      <PersonalSection mode={mode} states={states} />
      <EducationSection highSchools={lists.highSchools} states={states} />
      <CareerPlansSection files={files} />
      <EmploymentSection />
      <SubmissionsSection files={files} />
      <SignatureSection />
    </RegistrationForm>
  );
}

/** The application's files and the form's mode, for the sections that show them. */
export interface ScholarshipFiles {
  uploads: ReturnType<typeof useAttachmentUploads<(typeof SCHOLARSHIP_FILES)[number]>>;
  mode: FormMode;
}
