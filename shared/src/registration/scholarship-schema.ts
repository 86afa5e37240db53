import * as v from 'valibot';
import { todayAtEvent } from '../cms/event-times.ts';
import { ATTACHMENT_RULES, extensionOf, type AttachmentType } from '../files/attachment-types.ts';
import { MESSAGES, NON_SPEC_MESSAGES, tooLongMessage, validDateMessage } from '../messages.ts';
import { defineRegistration } from './define-registration.ts';
import { OTHER_SCHOOL } from './fields/answers.ts';
import { catalogueChoice, US_STATE_IDS } from './fields/catalogue-choice.ts';
import { atLeastOneChecked } from './fields/checkbox-group.ts';
import { EmailSchema } from './fields/email.ts';
import type { FormValues } from './fields/form-values.ts';
import { FIELD_LIMITS } from './fields/limits.ts';
import { fieldRule, isFilled, requiredInRowsWhen, requiredWhen, type FieldPath } from './fields/rules.ts';
import { schoolChoiceEntries } from './fields/school-choice.ts';
import {
  firstIssueOnly,
  multilineText,
  optionalText,
  PersonNameSchema,
  requiredText,
  TextSchema,
  textStep,
} from './fields/text.ts';
import {
  isPlausibleBirthDate,
  OptionalTypedUsDateSchema,
  RequiredTypedUsDateSchema,
  RequiredUsDateSchema,
} from './fields/us-date.ts';
import { CheckboxFlagSchema, OptionalYesNoSchema, YesNoSchema } from './fields/yes-no.ts';
import { ZipSchema } from './fields/zip.ts';
import {
  countWords,
  ESSAY_MAX_WORDS,
  GPA_FORMAT,
  hasPastEmployers,
  isEmployed,
  isNotOn4Scale,
  withWebScheme,
  isPublicVideoLink,
  MAX_SCHOLARSHIP_ROWS,
  SCHOLARSHIP_FILES,
  SCHOLARSHIP_ROW_LISTS,
  SCHOLARSHIP_TYPES,
  SCHOOL_YEARS,
} from './scholarship-answers.ts';

// The scholarship application (SPEC §2-§5, §9): sections 1 Scholarship Type to 7 Electronic Signature.

export * from './scholarship-answers.ts';

const YEARS = Object.fromEntries(SCHOOL_YEARS.map((year) => [year, CheckboxFlagSchema])) as {
  [K in (typeof SCHOOL_YEARS)[number]]: typeof CheckboxFlagSchema;
};
const rowTitle = optionalText(FIELD_LIMITS.organisation);
const nameFromCatalogue = optionalText(FIELD_LIMITS.text);

/** A list of rows, at most 20; missing means none. */
const rows = <TRow extends v.GenericSchema>(row: TRow) =>
  v.optional(
    v.pipe(v.array(row, MESSAGES.required), v.maxLength(MAX_SCHOLARSHIP_ROWS, NON_SPEC_MESSAGES.tooManyRows)),
    [],
  );

/** An extracurricular activity: its title, the school years and the position held (SPEC §3 activities[]). */
export const ActivityRowSchema = v.object(
  { title: rowTitle, ...YEARS, position: optionalText(FIELD_LIMITS.organisation) },
  MESSAGES.required,
);
/** An honor or award and the school years it was received in. */
export const AwardRowSchema = v.object({ title: rowTitle, ...YEARS }, MESSAGES.required);
/** Another event taken part in, with its years and date (MM/DD/YYYY when given). */
export const EventRowSchema = v.object(
  { title: rowTitle, ...YEARS, date: OptionalTypedUsDateSchema },
  MESSAGES.required,
);
/** A university the applicant may attend and whether it accepted them: both required (SPEC §5). */
export const UniversityRowSchema = v.object(
  { name: optionalText(FIELD_LIMITS.organisation), isAccepted: OptionalYesNoSchema },
  MESSAGES.required,
);
/** A past job: title, description, school years and employer (required while past employers are listed). */
export const PastEmployerRowSchema = v.object(
  {
    jobTitle: optionalText(FIELD_LIMITS.organisation),
    jobDescription: multilineText(FIELD_LIMITS.description),
    ...YEARS,
    employer: optionalText(FIELD_LIMITS.organisation),
  },
  MESSAGES.required,
);

/** A four-digit year ('Date should have format YYYY', SPEC §5's validDate rule). */
const YearSchema = firstIssueOnly(
  v.pipe(TextSchema, v.nonEmpty(MESSAGES.required), v.regex(/^(?:19|20)\d{2}$/, validDateMessage('YYYY'))),
);

/** A GPA on a 4.0 scale: 0 to 4.0 with up to three decimals; '' while not asked. */
const GpaSchema = v.optional(
  firstIssueOnly(
    v.pipe(
      TextSchema,
      v.check((value) => value === '' || (GPA_FORMAT.test(value) && Number(value) <= 4), NON_SPEC_MESSAGES.gpa),
    ),
  ),
  '',
);

/** The essay: required, at most 1,000 words (SPEC §9); a character cap keeps a body reasonable. */
const EssaySchema = firstIssueOnly(
  v.pipe(
    v.string(MESSAGES.required),
    v.check((value) => value.trim() !== '', MESSAGES.required),
    v.check((value) => countWords(value) <= ESSAY_MAX_WORDS, NON_SPEC_MESSAGES.essayTooLong),
  ),
);
const essayText = multilineText(20_000);

const scholarshipFields = {
  /** 'Check at least one scholarship type' (SPEC §5, atLeastOne). */
  scholarshipType: atLeastOneChecked(SCHOLARSHIP_TYPES, 'scholarship type'),
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  middleInitial: requiredText(3),
  streetAddress: requiredText(FIELD_LIMITS.address),
  streetAddressAdd: optionalText(FIELD_LIMITS.address),
  city: requiredText(FIELD_LIMITS.city),
  stateId: catalogueChoice(US_STATE_IDS),
  /** Written by the server from its catalogues, never taken from a body. */
  stateName: nameFromCatalogue,
  zip: ZipSchema,
  dateOfBirth: RequiredTypedUsDateSchema,
  schoolId: schoolChoiceEntries.schoolId,
  /** Written by the server from its HIGHSCH catalogue ('' for another school). */
  schoolName: nameFromCatalogue,
  otherSchoolName: optionalText(FIELD_LIMITS.text),
  schoolStreetAddress: requiredText(FIELD_LIMITS.address),
  schoolCity: requiredText(FIELD_LIMITS.city),
  schoolStateId: catalogueChoice(US_STATE_IDS),
  schoolStateName: nameFromCatalogue,
  schoolZip: ZipSchema,
  yearsAttendedFrom: YearSchema,
  yearsAttendedTo: YearSchema,
  gradePointAverage: GpaSchema,
  notOn4Scale: CheckboxFlagSchema,
  notOn4ScaleExplanation: multilineText(FIELD_LIMITS.description),
  activities: rows(ActivityRowSchema),
  awards: rows(AwardRowSchema),
  events: rows(EventRowSchema),
  universityToAttend: rows(UniversityRowSchema),
  studyingProgram: requiredText(FIELD_LIMITS.organisation),
  isEmployed: YesNoSchema,
  workHoursPerWeek: optionalText(10),
  employer: optionalText(FIELD_LIMITS.organisation),
  typeOfWork: optionalText(FIELD_LIMITS.organisation),
  hasPastEmployers: OptionalYesNoSchema,
  pastEmployers: rows(PastEmployerRowSchema),
  essay: v.pipe(essayText, EssaySchema),
  // Kept with its https:// (added when typed without): the committee opens it from the desk.
  creativeComponentURL: v.optional(
    firstIssueOnly(
      v.pipe(
        TextSchema,
        textStep('web_scheme', withWebScheme),
        v.maxLength(FIELD_LIMITS.text, tooLongMessage(FIELD_LIMITS.text)),
      ),
    ),
    '',
  ),
  isInformationFactual: CheckboxFlagSchema,
  signature: requiredText(FIELD_LIMITS.fullName),
  signatureDate: RequiredUsDateSchema,
};

/**
 * The name of a file the form will upload, of a type SPEC §5 allows ('Unsupported file type' otherwise, as
 * the form says of the file chosen): a name the upload would refuse is not named in the application and its
 * confirmation.
 */
function fileNameOf(type: AttachmentType, required: boolean) {
  const allowed = v.check(
    (name: string) =>
      name === '' || (ATTACHMENT_RULES[type].extensions as readonly string[]).includes(extensionOf(name)),
    MESSAGES.unsupportedFileType,
  );
  const limit = v.maxLength<string, number, string>(FIELD_LIMITS.text, tooLongMessage(FIELD_LIMITS.text));
  return required
    ? firstIssueOnly(v.pipe(TextSchema, v.nonEmpty(MESSAGES.required), limit, allowed))
    : v.optional(firstIssueOnly(v.pipe(TextSchema, limit, allowed)), '');
}

/**
 * Create only: the owner's email (SPEC asks no confirmation here) and the names of the files the form will
 * upload once the create answers (SPEC §7 "with attachments list"): the three required ones must be named,
 * the creative component may be. They are never stored; the file store holds the files and their names.
 */
const createFields = {
  email: EmailSchema,
  ...Object.fromEntries(
    SCHOLARSHIP_FILES.map(({ field, attachmentType, required }) => [
      field,
      required ? fileNameOf(attachmentType, true) : fileNameOf(attachmentType, false),
    ]),
  ),
} as { email: typeof EmailSchema } & Record<
  'scoreReport' | 'letterOfAcceptance' | 'recommendation',
  ReturnType<typeof requiredText>
> &
  Record<'creativeComponent', ReturnType<typeof optionalText>>;

type ScholarshipFields = v.InferOutput<v.ObjectSchema<typeof scholarshipFields, undefined>>;
type Row = Record<string, string>;

const when = (target: FieldPath, deps: readonly FieldPath[], holds: (input: ScholarshipFields) => boolean) =>
  requiredWhen<ScholarshipFields>(target, deps, holds);
const EMPLOYMENT: FieldPath[] = [['isEmployed']];

/**
 * SPEC §5's scholarship rules, each message on its field: the other school's name for 'other'; the GPA
 * unless not on a 4.0 scale, then the explanation; the employment answers when employed, past employers'
 * rows when there are some; each university row's name and acceptance; a creative video link only to a
 * public video site. Beyond SPEC: a date of birth that can be one, and years attended in order.
 */
export const scholarshipRules = () =>
  [
    when(['otherSchoolName'], [['schoolId']], (input) => input.schoolId === OTHER_SCHOOL),
    when(['gradePointAverage'], [['notOn4Scale']], (input) => !isNotOn4Scale(input)),
    when(['notOn4ScaleExplanation'], [['notOn4Scale']], isNotOn4Scale),
    when(['workHoursPerWeek'], EMPLOYMENT, isEmployed),
    when(['employer'], EMPLOYMENT, isEmployed),
    when(['typeOfWork'], EMPLOYMENT, isEmployed),
    when(['hasPastEmployers'], EMPLOYMENT, isEmployed),
    ...(['name', 'isAccepted'] as const).map((field) =>
      requiredInRowsWhen<ScholarshipFields, Row>(['universityToAttend'], field, [], () => true),
    ),
    ...(['jobTitle', 'jobDescription', 'employer'] as const).map((field) =>
      requiredInRowsWhen<ScholarshipFields, Row>(
        ['pastEmployers'],
        field,
        [['isEmployed'], ['hasPastEmployers']],
        hasPastEmployers,
      ),
    ),
    fieldRule<ScholarshipFields>({
      target: ['dateOfBirth'],
      deps: [],
      isValid: (input) => isPlausibleBirthDate(input.dateOfBirth, todayAtEvent()),
      message: NON_SPEC_MESSAGES.birthDate,
    }),
    fieldRule<ScholarshipFields>({
      target: ['yearsAttendedTo'],
      deps: [['yearsAttendedFrom']],
      isValid: (input) => Number(input.yearsAttendedTo) >= Number(input.yearsAttendedFrom),
      message: NON_SPEC_MESSAGES.yearsOrder,
    }),
    fieldRule<ScholarshipFields>({
      target: ['creativeComponentURL'],
      deps: [],
      isValid: (input) => !isFilled(input.creativeComponentURL) || isPublicVideoLink(input.creativeComponentURL),
      message: NON_SPEC_MESSAGES.videoLink,
    }),
  ] as const;

type Answers = Record<string, unknown>;

/** Whether a row of a list has any answer (a ticked year counts; an untouched row is blank). */
const isBlankRow = (row: unknown) =>
  row !== null &&
  typeof row === 'object' &&
  Object.entries(row).every(
    ([key, value]) => value === '' || ((SCHOOL_YEARS as readonly string[]).includes(key) && value === '0'),
  );

/**
 * SPEC §4's scholarship clearing: the other school's name unless the school is 'other'; the GPA when not on
 * a 4.0 scale, else the explanation; the employment answers when not employed; the past employers when
 * there are none. Rows left blank (the one an empty list loads with) are dropped, and the catalogue names
 * emptied for the server to fill. Returns a new object.
 */
export function clearScholarshipHiddenFields<T extends Partial<Record<keyof ScholarshipFields, unknown>>>(
  answers: T,
): T {
  const all = answers as Answers;
  const employed = isEmployed(all);
  const lists = Object.fromEntries(
    SCHOLARSHIP_ROW_LISTS.filter((list) => Array.isArray(all[list])).map((list) => [
      list,
      (all[list] as unknown[]).filter((row) => !isBlankRow(row)),
    ]),
  );
  return {
    ...answers,
    ...(all.schoolId === OTHER_SCHOOL ? {} : { otherSchoolName: '' }),
    ...(isNotOn4Scale(all) ? { gradePointAverage: '' } : { notOn4ScaleExplanation: '' }),
    ...(employed ? {} : { workHoursPerWeek: '', employer: '', typeOfWork: '', hasPastEmployers: '' }),
    ...lists,
    ...(hasPastEmployers(all) ? {} : { pastEmployers: [] }),
    stateName: '',
    schoolName: '',
    schoolStateName: '',
  };
}

/** Titles by id of the catalogues an application names (the server's trusted copies). */
export interface ScholarshipCatalogueNames {
  states: ReadonlyMap<string, string>;
  highSchools: ReadonlyMap<string, string>;
}

/** SPEC §4: "State and school names are filled from the selected ids". Returns a new object. */
export function fillScholarshipCatalogueNames<T extends { stateId: string; schoolId: string; schoolStateId: string }>(
  answers: T,
  names: ScholarshipCatalogueNames,
): T {
  const name = (catalogue: ReadonlyMap<string, string>, id: string) => (id ? (catalogue.get(id) ?? '') : '');
  return {
    ...answers,
    stateName: name(names.states, answers.stateId),
    schoolName: answers.schoolId === OTHER_SCHOOL ? '' : name(names.highSchools, answers.schoolId),
    schoolStateName: name(names.states, answers.schoolStateId),
  };
}

/**
 * The scholarship application (SPEC §2-§5): POST /api/scholarships (create: with the applicant's email,
 * which owns it, the captcha token and the names of the files it will upload), PUT /api/scholarships/{id}
 * (edit) and the form's resolver validate with it. The signature date is the server's today.
 */
export const scholarshipRegistration = defineRegistration({
  regType: 'SCHOLARSHIP',
  fields: scholarshipFields,
  createFields,
  rules: scholarshipRules,
  clearHiddenFields: clearScholarshipHiddenFields,
  requestOnly: SCHOLARSHIP_FILES.map((file) => file.field),
});

export const ScholarshipSchema = scholarshipRegistration.create;
export const ScholarshipEditSchema = scholarshipRegistration.edit;

export type ScholarshipInput = v.InferInput<typeof ScholarshipSchema>;
export type ScholarshipOutput = v.InferOutput<typeof ScholarshipSchema>;
export type ScholarshipEditOutput = v.InferOutput<typeof ScholarshipEditSchema>;

/** The application form's values, in both modes (edit mode leaves email, the file names and gResponse unused). */
export type ScholarshipFormValues = FormValues<ScholarshipOutput>;
