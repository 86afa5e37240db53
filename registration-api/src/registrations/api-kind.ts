import type { FastifyBaseLogger } from 'fastify';
import type * as v from 'valibot';
import type { ANSWER_CODES, Answer, ConsentState, CreatedData, EventSlug, RegistrationDefinition } from '@stem/shared';
import type { ConsentSigning } from '../consents/consent-record.ts';
import type { ConsentStates } from '../consents/consent-state.ts';
import type { DayOfConsents } from '../consents/day-of-consent-service.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { GroupDirectory } from '../groups/group-directory.ts';
import type { OrganiserAddresses } from '../contact/contact-recipients.ts';
import type { MailComposer, MailDraft } from '../mail/mail-composer.ts';
import type { MailBlock } from '../mail/templates/mail-content.ts';
import type { QueuedMessage } from '../store/mail-outbox.ts';
import type { Registration, RegistrationData, RegistrationStore } from '../store/registration-store.ts';
import type { MailAnswer } from './answer-summary.ts';
import type { SchoolCatalogue } from './school-answer.ts';
import type { SpecBody } from './spec-body.ts';

/** A create body as the kind's schema outputs it (owner email, confirmation and captcha token included). */
export type CreateValues<D extends RegistrationDefinition> = v.InferOutput<D['create']>;
/** An edit body as the kind's schema outputs it (no owner email: it never changes). */
export type EditValues<D extends RegistrationDefinition> = v.InferOutput<D['edit']>;

/**
 * A refusal on one form field: answered with its code, -2 unless it says otherwise (-3: a group name is
 * taken), and the message on that field (SPEC §8).
 */
export interface FieldRefusal {
  field: string;
  message: string;
  code?: typeof ANSWER_CODES.field | typeof ANSWER_CODES.groupName;
}

/**
 * A field no two registrations of the kind may share, compared by a key the kind computes (a group name
 * without case or extra spaces). The store keeps the key unique, so it holds however many requests race.
 */
export interface UniqueField<Values> {
  /** The comparison key of a create or edit body's value. */
  key(values: Values): string;
  /** The answer when another registration of the kind holds the key (its own does not count). */
  taken: FieldRefusal;
}

/** What a kind's own rules and steps may consult. */
export interface KindServices {
  groups: GroupDirectory;
  cms: CmsClient;
  store: RegistrationStore;
  log: FastifyBaseLogger;
  mailComposer: MailComposer;
  dayOfConsents: DayOfConsents;
  /** The organisers' addresses by contact subject (the sponsorship team hears of each invoice). */
  organisers: OrganiserAddresses;
}

export interface MailContext {
  /** The owner's email (the registration's `kind.ownerEmail` field; on edit, the stored one). */
  owner: string;
  /** The registration as it was before an edit (null on create): what changed, what it held. */
  previous: Registration | null;
  /** The "log in to change your registration" link (DESIGN.md §4). */
  loginUrl: string;
  /** The public site's origin, for links to its pages (a day-of consent form). */
  siteUrl: string;
  /** On an edit of a student kind: where the student's consent stood before it (absent otherwise). */
  previousConsentState?: ConsentState;
  /** On an edit of a kind with files: each file field's name once saved ('' when none; absent otherwise). */
  files?: Readonly<Record<string, string>>;
}

/**
 * What the API needs of a registration kind beyond its shared definition and registry record: only what
 * is the kind's own. The pipeline (registration-pipeline.ts) does everything else the same way for all.
 * Methods, not function properties: each kind's are typed on its own values, and the list of kinds holds
 * them side by side.
 */
export interface ApiKind<D extends RegistrationDefinition = RegistrationDefinition> {
  definition: D;
  /** The -2 message on the owner email for a second registration of the kind with it (default: the email one). */
  duplicateMessage?: string;
  /**
   * The kind's consent block (`stemDayConsent`) and its signature fields: the pipeline keeps the consent
   * history (consents/consent-record.ts) of every create and edit.
   */
  consent?: ConsentSigning;
  /**
   * A kind whose create is not a registration as it comes (a day-of consent waits for its parent's
   * confirmation): after the switch and the captcha, this answers in place of the store and mail steps.
   */
  acceptInstead?(values: CreateValues<D>, services: KindServices): Promise<Answer<CreatedData>>;
  /**
   * The create and the edit may carry files as SPEC §3's `attachments[]` (data URLs; the scholarship
   * application): checked before anything is stored, then kept with the registration (an edit's replacing
   * the file of its type). Other kinds upload after the create.
   */
  filesInBody?: boolean;
  /**
   * How the organisers read the kind's coded answers (the desk's lists and exports), by field name:
   * `eventChoice: { '2': 'Both Events' }`. Yes/no answers need none (the desk reads them from the schema).
   */
  answerLabels?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The answers its confirmation and update mails repeat, in the form's words (answer-summary.ts): what a
   * family checks (school, grade, lunch, T-shirt size), not every field.
   */
  mailAnswers?: readonly MailAnswer[];
  /**
   * What the registrant comes to the day as, on the organisers' list of everyone coming (people-list.ts),
   * where the kind's label would name the registration rather than its person: "Group leader". Default: the
   * kind's label ("Middle school student").
   */
  attendsAs?: string;
  /**
   * The files a complete registration of the kind still lacks, by the label the form gives each, from its
   * answers and the names of the files it holds (`attachmentFields`): the desk's "Files missing". A hook, not
   * a list: what is missing can depend on an answer (the creative fund asks for its creative component).
   */
  missingFiles?(data: RegistrationData, files: Readonly<Record<string, string>>): string[];
  /**
   * The kind's own reading of a body in SPEC §3's shape, before validation (spec-body.ts): the form-only
   * answers it leaves out, taken from the fields it sent. Never changes an answer the body gives.
   */
  readSpecBody?(body: SpecBody): void;
  /** The stored answers as the owner loads them (GET /api/registrations/{regId}), where SPEC §3 says otherwise. */
  presentStored?(data: RegistrationData): RegistrationData;
  /**
   * The catalogue the kind's `schoolId` chooses from: the pipeline refuses an id that is no school of it and
   * clears a translator answer for a school without the question (school-answer.ts).
   */
  schools?: SchoolCatalogue;
  /** A field that must be unique among the kind's registrations, on create and on edit. */
  uniqueField?: UniqueField<CreateValues<D> | EditValues<D>>;
  /**
   * The kind's own rules the schema cannot know (stored data, secrets, CMS content), on create and edit
   * alike; `stored` is the registration an edit changes. May throw AppError for a refusal about no field.
   */
  check?(
    values: CreateValues<D> | EditValues<D>,
    services: KindServices,
    stored: Registration | null,
  ): Promise<FieldRefusal | null>;
  /** What the server adds to a valid body before storing it, from sources it trusts (catalogue names). */
  complete?<V extends CreateValues<D> | EditValues<D>>(values: V, services: KindServices): Promise<V>;
  /**
   * Runs once the registration and its confirmation are stored, on create (`previous` null) and edit; a
   * mail of its own goes into the store with what it changes. A failure is logged: the registration is
   * stored and confirmed.
   */
  afterSave?(saved: Registration, previous: Registration | null, services: KindServices): Promise<void>;
  /**
   * The career days a stored registration attends, for its confirmations (each day's date, time and place)
   * and the staff desk's headcounts; what it orders (lunch, T-shirts) counts under the first. Default: the
   * registry's `event`, or none when the kind has no day (attendedDays).
   */
  eventsOf?(data: RegistrationData): EventSlug[];
  /** Required unless the kind accepts its creates itself (acceptInstead). */
  createdMail?(values: CreateValues<D>, context: MailContext): MailDraft;
  /** Required when the kind has an edit route (kind.editRoute). */
  updatedMail?(values: EditValues<D>, context: MailContext): MailDraft;
  /**
   * Mails to others than the registrant that an edit brings (a group's leader told a student left), stored
   * with the edit and its confirmation in one write. `context.previous` is the registration before the edit.
   */
  othersMailedOnUpdate?(
    values: EditValues<D>,
    context: MailContext & { previous: Registration },
    services: KindServices,
  ): Promise<QueuedMessage[]>;
  /**
   * What the reminder before a career day (reminders/event-reminders.ts) says of a registration of this kind
   * beyond what it says of all (a group: how many students joined it), read from every registration.
   */
  reminderBlocks?(registration: Registration, context: ReminderContext): MailBlock[];
}

/** What a kind's reminder lines may read: every registration, and each student's consent state. */
export interface ReminderContext {
  registrations: readonly Registration[];
  consents: ConsentStates;
}

/** The career days a registration of this kind attends: its own answer, else the registry's `event`. */
export function attendedDays(apiKind: Pick<ApiKind, 'definition' | 'eventsOf'>, data: RegistrationData): EventSlug[] {
  if (apiKind.eventsOf) return apiKind.eventsOf(data);
  const { event } = apiKind.definition.kind;
  return event ? [event] : [];
}

/** Types a kind module's record on its definition's values. */
export const defineApiKind = <D extends RegistrationDefinition>(kind: ApiKind<D>): ApiKind<D> => kind;
