import * as v from 'valibot';
import { MESSAGES, NON_SPEC_MESSAGES } from '../messages.ts';
import {
  attendsEvent,
  blankInformationFair,
  blankInteractiveActivity,
  CLASSROOM_STYLES,
  COMPANY_TYPES,
  EVENT_CHOICES,
  hasInformationFair,
  hasInteractiveActivity,
  includesHighSchool,
  includesMiddleSchool,
  includesRepresentativeTShirts,
  isSponsoring,
  MAX_PARTICIPANTS,
  MS_EVENT_TYPES,
  SPONSORSHIP_TYPES,
  STEM_FIELDS,
  TABLE_COUNTS,
} from './company-answers.ts';
import { defineRegistration } from './define-registration.ts';
import {
  catalogueChoice,
  LUNCH_IDS,
  optionalCatalogueChoice,
  T_SHIRT_SIZE_IDS,
  US_STATE_IDS,
} from './fields/catalogue-choice.ts';
import { atLeastOneChecked } from './fields/checkbox-group.ts';
import { EmailSchema } from './fields/email.ts';
import type { FormValues } from './fields/form-values.ts';
import { FIELD_LIMITS } from './fields/limits.ts';
import { isFilled, requiredInRowsWhen, requiredWhen, rowRule, type FieldPath } from './fields/rules.ts';
import {
  isPhoneNumber,
  multilineText,
  OptionalPersonNameSchema,
  optionalText,
  PersonNameSchema,
  PhoneSchema,
  requiredText,
} from './fields/text.ts';
import { isYes, OptionalYesNoSchema, YES } from './fields/yes-no.ts';
import { isAnswerGroup } from './fields/answers.ts';
import { ZipSchema } from './fields/zip.ts';

// The company, university or organisation registration (SPEC §2-§5; DESIGN §6 reading A for the codes).

export * from './company-answers.ts';

type Answers = Record<string, unknown>;

const values = <T extends Record<string, string>>(codes: T) => Object.values(codes) as T[keyof T][];

export { ZipSchema };

const optionalChoice = <const TIds extends readonly string[]>(ids: TIds) => optionalCatalogueChoice(ids);
const nameFromCatalogue = optionalText(FIELD_LIMITS.name);

/** The information fair stand at the middle school day (SPEC §3 msInformationFair). */
export const InformationFairSchema = v.optional(
  v.object(
    { numberOfTables: optionalChoice(TABLE_COUNTS), isElectricityNeeded: OptionalYesNoSchema },
    MESSAGES.required,
  ),
  {},
);

/** The interactive activity at the middle school day (SPEC §3 msInteractive). */
export const InteractiveActivitySchema = v.optional(
  v.object(
    {
      description: multilineText(FIELD_LIMITS.description),
      classroomStyle: optionalChoice(values(CLASSROOM_STYLES)),
      isAdditionalTablesNeeded: OptionalYesNoSchema,
      numberOfTables: optionalChoice(TABLE_COUNTS),
      isProjectorNeeded: OptionalYesNoSchema,
      isInternetNeeded: OptionalYesNoSchema,
      isExtensionCordNeeded: OptionalYesNoSchema,
      /** Cables or adapters the activity needs (optional). */
      cables: optionalText(FIELD_LIMITS.text),
      isLunchNeeded: OptionalYesNoSchema,
      lunchTypeId: optionalChoice(LUNCH_IDS),
      lunchTypeName: nameFromCatalogue,
    },
    MESSAGES.required,
  ),
  {},
);

/**
 * One additional participant (SPEC §3 participants[]): name, work phone and email, lunch and T-shirt. Which
 * are required is decided by the row rules: none when nobody attends (sponsorship only, where the rows are
 * dropped), so rows left behind in a hidden section never block a submit.
 */
export const ParticipantSchema = v.object(
  {
    firstName: OptionalPersonNameSchema,
    lastName: OptionalPersonNameSchema,
    /** Work phone. */
    phone: optionalText(FIELD_LIMITS.phone),
    email: optionalText(FIELD_LIMITS.email),
    isLunchNeeded: OptionalYesNoSchema,
    lunchTypeId: optionalChoice(LUNCH_IDS),
    lunchTypeName: nameFromCatalogue,
    tShirtSizeId: optionalChoice(T_SHIRT_SIZE_IDS),
    tShirtSizeName: nameFromCatalogue,
  },
  MESSAGES.required,
);

const companyFields = {
  eventChoice: catalogueChoice(values(EVENT_CHOICES)),
  companyType: catalogueChoice(values(COMPANY_TYPES)),
  companyName: requiredText(FIELD_LIMITS.organisation),
  companyAddress: requiredText(FIELD_LIMITS.address),
  companyApartment: optionalText(FIELD_LIMITS.address),
  companyCity: requiredText(FIELD_LIMITS.city),
  companyStateId: catalogueChoice(US_STATE_IDS),
  /** Written by the server from its state catalogue (`fillCompanyCatalogueNames`), never taken from a body. */
  companyStateName: nameFromCatalogue,
  companyZip: ZipSchema,
  /** The main contact. */
  firstName: PersonNameSchema,
  lastName: PersonNameSchema,
  /** Work phone. */
  phone: PhoneSchema,
  cellPhone: PhoneSchema,
  /** The STEM fields the company works in: 'Check at least one STEM field'. */
  stem: atLeastOneChecked(STEM_FIELDS, 'STEM field'),
  msEventType: optionalChoice(values(MS_EVENT_TYPES)),
  msInformationFair: InformationFairSchema,
  msInteractive: InteractiveActivitySchema,
  hsNumberOfTables: optionalChoice(TABLE_COUNTS),
  hsIsElectricityNeeded: OptionalYesNoSchema,
  isSponsor: OptionalYesNoSchema,
  sponsorshipType: optionalChoice(values(SPONSORSHIP_TYPES)),
  /** The main contact's T-shirt size, asked for Wingfoot sponsors. */
  tShirtSizeId: optionalChoice(T_SHIRT_SIZE_IDS),
  tShirtSizeName: nameFromCatalogue,
  participants: v.optional(
    v.pipe(
      v.array(ParticipantSchema, MESSAGES.required),
      v.maxLength(MAX_PARTICIPANTS, NON_SPEC_MESSAGES.tooManyParticipants),
    ),
    [],
  ),
};

type CompanyFields = v.InferOutput<v.ObjectSchema<typeof companyFields, undefined>>;
type Participant = v.InferOutput<typeof ParticipantSchema>;

const EVENT: FieldPath[] = [['eventChoice'], ['msEventType']];
/** What every participant row must give while someone attends. */
const PARTICIPANT_CONTACT = ['firstName', 'lastName', 'phone', 'email'] as const;
const when = (target: FieldPath, deps: readonly FieldPath[], holds: (input: CompanyFields) => boolean) =>
  requiredWhen<CompanyFields>(target, deps, holds);
const interactiveAnswer = (field: string) => when(['msInteractive', field], EVENT, hasInteractiveActivity);

/**
 * SPEC §5's company rules, each message on the field it is about: the middle school event type; the
 * information fair's tables and electricity; the interactive activity's answers (number of tables only with
 * large tables, lunch type only with lunch); the high school tables; whether the company
 * sponsors (not asked for sponsorship only) and its tier; the main contact's T-shirt for Wingfoot; and in
 * every participant row, lunch with an interactive activity and T-shirt for Wingfoot.
 */
export const companyRules = () =>
  [
    when(['msEventType'], [['eventChoice']], includesMiddleSchool),
    when(['msInformationFair', 'numberOfTables'], EVENT, hasInformationFair),
    when(['msInformationFair', 'isElectricityNeeded'], EVENT, hasInformationFair),
    interactiveAnswer('description'),
    interactiveAnswer('classroomStyle'),
    interactiveAnswer('isAdditionalTablesNeeded'),
    when(
      ['msInteractive', 'numberOfTables'],
      [...EVENT, ['msInteractive', 'isAdditionalTablesNeeded']],
      (input) => hasInteractiveActivity(input) && isYes(input.msInteractive.isAdditionalTablesNeeded),
    ),
    interactiveAnswer('isProjectorNeeded'),
    interactiveAnswer('isInternetNeeded'),
    interactiveAnswer('isExtensionCordNeeded'),
    interactiveAnswer('isLunchNeeded'),
    when(
      ['msInteractive', 'lunchTypeId'],
      [...EVENT, ['msInteractive', 'isLunchNeeded']],
      (input) => hasInteractiveActivity(input) && isYes(input.msInteractive.isLunchNeeded),
    ),
    when(['hsNumberOfTables'], [['eventChoice']], includesHighSchool),
    // The high school day's electricity question is not among SPEC §5's rules (only hsNumberOfTables is): an
    // answer is kept, and unanswered stays '' (not known), which the desk shows as blank.
    // On screen before an event is chosen, so asked then too: with the event choice among its paths the rule
    // would wait for a valid choice, and an empty submit would leave this one question unmarked.
    when(['isSponsor'], [], (input) => input.eventChoice !== EVENT_CHOICES.sponsorshipOnly),
    when(['sponsorshipType'], [['eventChoice'], ['isSponsor']], isSponsoring),
    when(['tShirtSizeId'], [['eventChoice'], ['isSponsor'], ['sponsorshipType']], includesRepresentativeTShirts),
    ...PARTICIPANT_CONTACT.map((field) =>
      requiredInRowsWhen<CompanyFields, Participant>(['participants'], field, [['eventChoice']], attendsEvent),
    ),
    rowRule<CompanyFields, Participant>({
      rows: ['participants'],
      target: 'phone',
      deps: [['eventChoice']],
      isValid: (input, row) => !attendsEvent(input) || !isFilled(row.phone) || isPhoneNumber(row.phone),
      message: NON_SPEC_MESSAGES.phone,
    }),
    rowRule<CompanyFields, Participant>({
      rows: ['participants'],
      target: 'email',
      deps: [['eventChoice']],
      isValid: (input, row) => !attendsEvent(input) || !isFilled(row.email) || v.is(EmailSchema, row.email),
      message: MESSAGES.email,
    }),
    requiredInRowsWhen<CompanyFields, Participant>(['participants'], 'isLunchNeeded', EVENT, hasInteractiveActivity),
    requiredInRowsWhen<CompanyFields, Participant>(
      ['participants'],
      'lunchTypeId',
      EVENT,
      (input, row) => hasInteractiveActivity(input) && isYes(row.isLunchNeeded),
    ),
    requiredInRowsWhen<CompanyFields, Participant>(
      ['participants'],
      'tShirtSizeId',
      [['eventChoice'], ['isSponsor'], ['sponsorshipType']],
      (input) => attendsEvent(input) && includesRepresentativeTShirts(input),
    ),
  ] as const;

/** A participant row's lunch and T-shirt answers cleared where the registration does not ask them. */
function clearParticipant(row: unknown, answers: Answers): unknown {
  if (!isAnswerGroup(row)) return row;
  const lunch = hasInteractiveActivity(answers);
  return {
    ...row,
    ...(lunch ? {} : { isLunchNeeded: '' }),
    ...(lunch && isYes(row.isLunchNeeded) ? {} : { lunchTypeId: '' }),
    ...(includesRepresentativeTShirts(answers) ? {} : { tShirtSizeId: '' }),
    lunchTypeName: '',
    tShirtSizeName: '',
  };
}

/**
 * SPEC §4's company clearing: the high school tables and electricity unless the high school day is chosen;
 * the middle school event type unless the middle school day is; the information fair and the interactive
 * activity unless the event type includes them (inside the activity: the number of tables without large
 * tables, the lunch type without lunch); the tier and T-shirt size unless the company sponsors (the T-shirt
 * also unless the tier is Wingfoot); participants' lunch and T-shirt by the same rules, and every
 * participant when nobody attends (sponsorship only, where `isSponsor` becomes '1'). The catalogue names are
 * emptied too: the server fills them from its own catalogues (`fillCompanyCatalogueNames`), never from a
 * body. Returns a new object.
 */
export function clearCompanyHiddenFields<T extends Partial<Record<keyof CompanyFields, unknown>>>(answers: T): T {
  const all = answers as Answers;
  const interactive = isAnswerGroup(all.msInteractive) ? all.msInteractive : undefined;
  const sponsorshipOnly = all.eventChoice === EVENT_CHOICES.sponsorshipOnly;
  const tShirts = includesRepresentativeTShirts(all);
  return {
    ...answers,
    ...(includesMiddleSchool(all) ? {} : { msEventType: '' }),
    ...(hasInformationFair(all) || !isAnswerGroup(all.msInformationFair)
      ? {}
      : { msInformationFair: blankInformationFair() }),
    ...(interactive
      ? {
          msInteractive: hasInteractiveActivity(all)
            ? {
                ...interactive,
                ...(isYes(interactive.isAdditionalTablesNeeded) ? {} : { numberOfTables: '' }),
                ...(isYes(interactive.isLunchNeeded) ? {} : { lunchTypeId: '' }),
                lunchTypeName: '',
              }
            : blankInteractiveActivity(),
        }
      : {}),
    ...(includesHighSchool(all) ? {} : { hsNumberOfTables: '', hsIsElectricityNeeded: '' }),
    ...(sponsorshipOnly ? { isSponsor: YES } : {}),
    ...(isSponsoring(all) ? {} : { sponsorshipType: '' }),
    ...(tShirts ? {} : { tShirtSizeId: '' }),
    companyStateName: '',
    tShirtSizeName: '',
    ...(Array.isArray(all.participants)
      ? { participants: attendsEvent(all) ? all.participants.map((row) => clearParticipant(row, all)) : [] }
      : {}),
  };
}

/** Titles by id of the catalogues a company registration names (the server's trusted copies). */
export interface CompanyCatalogueNames {
  states: ReadonlyMap<string, string>;
  lunches: ReadonlyMap<string, string>;
  tShirtSizes: ReadonlyMap<string, string>;
}

/**
 * SPEC §4: "Name fields (state, lunch type, t-shirt size) are filled from the selected ids". Every name is
 * written from `names` by its id ('' without an id, or for an id the catalogue no longer lists), whatever the
 * values held before. Returns a new object.
 */
export function fillCompanyCatalogueNames<
  T extends {
    companyStateId: string;
    tShirtSizeId: string;
    msInteractive: { lunchTypeId: string };
    participants: readonly { lunchTypeId: string; tShirtSizeId: string }[];
  },
>(answers: T, names: CompanyCatalogueNames): T {
  const name = (catalogue: ReadonlyMap<string, string>, id: string) => (id ? (catalogue.get(id) ?? '') : '');
  return {
    ...answers,
    companyStateName: name(names.states, answers.companyStateId),
    tShirtSizeName: name(names.tShirtSizes, answers.tShirtSizeId),
    msInteractive: { ...answers.msInteractive, lunchTypeName: name(names.lunches, answers.msInteractive.lunchTypeId) },
    participants: answers.participants.map((row) => ({
      ...row,
      lunchTypeName: name(names.lunches, row.lunchTypeId),
      tShirtSizeName: name(names.tShirtSizes, row.tShirtSizeId),
    })),
  };
}

/**
 * The company, university or organisation registration (SPEC §2-§5): POST /api/company-reg (create: with the
 * main contact's email, which owns it, and the captcha token), PUT /api/company-reg/{id} (edit) and the
 * form's resolver validate with it. SPEC asks no email confirmation for companies. A successful parse has
 * the hidden fields cleared and the catalogue names emptied for the server to fill.
 */
export const companyRegistration = defineRegistration({
  regType: 'COMPANY',
  fields: companyFields,
  createFields: { email: EmailSchema },
  rules: companyRules,
  clearHiddenFields: clearCompanyHiddenFields,
});

export const CompanySchema = companyRegistration.create;
export const CompanyEditSchema = companyRegistration.edit;

export type CompanyInput = v.InferInput<typeof CompanySchema>;
export type CompanyOutput = v.InferOutput<typeof CompanySchema>;
export type CompanyEditOutput = v.InferOutput<typeof CompanyEditSchema>;
export type CompanyParticipant = Participant;

/** The company form's values, in both modes (edit mode leaves email and gResponse unused). */
export type CompanyFormValues = FormValues<CompanyOutput>;
