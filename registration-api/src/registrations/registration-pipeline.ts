import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import {
  ANSWER_CODES,
  ATTACHMENT_RULES,
  attachmentTypesOf,
  NON_SPEC_MESSAGES,
  stampServerDates,
  todayAtEvent,
  type Answer,
  type AttachmentType,
  type CreatedData,
  type RegistrationDefinition,
  type RegistrationKind,
  type RegType,
} from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import { withConsentRecords } from '../consents/consent-record.ts';
import { consentStateOf, dayOfConsentOf } from '../consents/consent-state.ts';
import type { DayOfConsents } from '../consents/day-of-consent-service.ts';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import type { OrganiserAddresses } from '../contact/contact-recipients.ts';
import { AppError } from '../errors/app-error.ts';
import { invalidUploadField, type AttachmentService, type StagedUpload } from '../files/attachment-service.ts';
import { cleanFileName } from '../files/file-name.ts';
import type { GroupDirectory } from '../groups/group-directory.ts';
import type { MailAttachment, MailComposer, MailDraft } from '../mail/mail-composer.ts';
import type { MailBlock } from '../mail/templates/mail-content.ts';
import { loginUrlOf } from '../mail/templates/links.ts';
import type { QueuedMessage } from '../store/mail-outbox.ts';
import {
  DuplicateNameError,
  DuplicateRegistrationError,
  newRegId,
  type Registration,
  type RegistrationData,
  type RegistrationStore,
} from '../store/registration-store.ts';
import {
  attendedDays,
  type ApiKind,
  type CreateValues,
  type FieldRefusal,
  type KindServices,
  type MailContext,
} from './api-kind.ts';
import { answerLines, withAnswers } from './answer-summary.ts';
import { changedFields, withChanges } from './changed-fields.ts';
import { stampEditedDates } from './server-dates.ts';
import { schoolAnswer } from './school-answer.ts';

export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed.';
export const DUPLICATE_EMAIL_MESSAGE =
  'A registration with this email already exists. Please log in to view or change it.';

export interface PipelineDeps {
  store: RegistrationStore;
  captcha: CaptchaVerifier;
  cms: CmsClient;
  mailComposer: MailComposer;
  /** Tells the mail worker that messages were stored (it sends them off the request path). */
  wakeMailWorker(): void;
  groups: GroupDirectory;
  /** Issues the create answer's upload grant, for kinds that have attachment types (auth/upload-grant.ts). */
  uploadGrants: { issue(regId: string): string };
  log: FastifyBaseLogger;
  publicSiteUrl: string;
  dayOfConsents: DayOfConsents;
  organisers: OrganiserAddresses;
  /** Checks and keeps the files a create carries (SPEC §3's scholarship `attachments`); none without it. */
  files?: Pick<AttachmentService, 'newTarget' | 'stage' | 'commit' | 'discard' | 'fieldsOf'>;
  /**
   * What every confirmation of a registration carries whatever its kind (the check-in QR code of one that
   * attends a day: check-in/check-in-qr.ts `checkInMailAddition`), or null. Optional for tests of other steps.
   */
  everyConfirmation?: (registration: ConfirmedRegistration) => MailAddition | null | Promise<MailAddition | null>;
}

/** A file that comes in a create's or an edit's body (SPEC §3's `attachments[]`), its data URL decoded. */
export interface BodyFile {
  attachmentType: AttachmentType;
  fileName: string;
  content: Buffer;
}

/** What a confirmation needs of its registration before it is stored: the regId, the kind and the data. */
export type ConfirmedRegistration = Pick<Registration, 'regId' | 'regType' | 'data'>;

/** What every confirmation carries besides the kind's own words (the check-in QR code): blocks and files. */
export interface MailAddition {
  blocks: MailBlock[];
  attachments: MailAttachment[];
}

/** The draft with the addition's blocks after its own, and its files. */
export function withAddition(draft: MailDraft, addition: MailAddition | null): MailDraft {
  if (!addition) return draft;
  return {
    ...draft,
    content: { ...draft.content, blocks: [...draft.content.blocks, ...addition.blocks] },
    attachments: [...(draft.attachments ?? []), ...addition.attachments],
  };
}

/** A validated body: the kind's schema has run (Fastify's validator), so only the kind's rules are left. */
type Values = Record<string, unknown>;

const refused = ({ code = ANSWER_CODES.field, field, message }: FieldRefusal): Answer<CreatedData> => ({
  code,
  message,
  field,
});
const saved = (data: CreatedData): Answer<CreatedData> => ({ code: ANSWER_CODES.ok, message: '', data });

/**
 * The one path of every registration kind (DESIGN.md §1, §4). Create: switch → captcha → the kind's own
 * rules → its completion → its confirmation composed → store (the registration and its confirmation in one
 * write: an acknowledged registration never loses its mail) → its step after storing → the mail worker
 * woken. Edit (by the owner; the access layer loaded the registration): the kind's own rules → completion →
 * confirmation → store → after storing; no switch and no captcha, so a registrant may correct a T-shirt size
 * after registration closed. Refusals that are not about one field throw AppError; the error handler answers.
 */
export class RegistrationPipeline {
  readonly #deps: PipelineDeps;
  readonly #services: KindServices;

  constructor(deps: PipelineDeps) {
    this.#deps = deps;
    this.#services = {
      groups: deps.groups,
      cms: deps.cms,
      store: deps.store,
      log: deps.log,
      mailComposer: deps.mailComposer,
      dayOfConsents: deps.dayOfConsents,
      organisers: deps.organisers,
    };
  }

  /** `files`: what the create carries besides its answers; each is checked before anything is stored. */
  async create(
    apiKind: ApiKind,
    values: Values,
    remoteIp?: string,
    files: readonly BodyFile[] = [],
  ): Promise<Answer<CreatedData>> {
    const { definition } = apiKind;
    const { kind } = definition;
    await this.#requireOpen(kind);
    if (kind.captcha) await this.#requireCaptcha(values.gResponse, remoteIp);
    // The schema (Fastify's validator) has made `values` the kind's create output.
    if (apiKind.acceptInstead)
      return apiKind.acceptInstead(values as CreateValues<RegistrationDefinition>, this.#services);
    const school = await this.#schoolAnswer(apiKind, values, null);
    if ('refusal' in school) return refused(school.refusal);
    const refusal = await apiKind.check?.(school.values, this.#services, null);
    if (refusal) return refused(refusal);
    const completed = apiKind.complete ? await apiKind.complete(school.values, this.#services) : school.values;

    const owner = String(completed[kind.ownerEmail]);
    // The consent and signature dates are the server's (a client's date proves nothing).
    const stamped = stampServerDates(definition.toStored(completed), definition.serverDates, todayAtEvent());
    const data = apiKind.consent ? withConsentRecords(stamped, null, apiKind.consent, new Date()) : stamped;
    const nameKey = apiKind.uniqueField?.key(completed);
    // The regId is chosen here: the confirmation, written with the registration, carries what derives from it.
    const regId = newRegId();
    const kindMail = apiKind.createdMail?.(
      completed as CreateValues<RegistrationDefinition>,
      this.#mailContext(owner, null),
    );
    // The confirmation repeats what a family checks (school, lunch, T-shirt size), in the form's words.
    const created = kindMail && withAnswers(kindMail, await this.#answerLines(apiKind, kind.regType, data));
    const everyOne = await this.#everyConfirmation({ regId, regType: kind.regType, data });
    const mails = created ? [await this.#compose(apiKind, data, withAddition(created, everyOne))] : [];
    // The files are checked and staged before the registration is stored: a refused file stores nothing.
    const staged = await this.#stageFiles({ regId, regType: kind.regType }, files);
    let registration: Registration;
    try {
      registration = await this.#deps.store.insert({
        regId,
        regType: kind.regType,
        email: owner,
        data,
        nameKey,
        mails,
      });
    } catch (error) {
      await this.#deps.files?.discard(staged);
      if (error instanceof DuplicateNameError && apiKind.uniqueField) return refused(apiKind.uniqueField.taken);
      if (!(error instanceof DuplicateRegistrationError)) throw error;
      return refused({ field: kind.ownerEmail, message: apiKind.duplicateMessage ?? DUPLICATE_EMAIL_MESSAGE });
    }
    if (staged.length > 0) await this.#deps.files!.commit(staged);
    await this.#afterSave(apiKind, registration, null);
    this.#deps.wakeMailWorker();
    // A kind with files: the registrant uploads them next, without a login (SPEC §4 "after a successful create").
    if (attachmentTypesOf(kind.regType).length === 0) return saved({ regId });
    return saved({ regId, uploadGrant: this.#deps.uploadGrants.issue(regId) });
  }

  /** `files`: as a create's, checked before anything is stored; each replaces the registration's file of its type. */
  async update(
    apiKind: ApiKind,
    registration: Registration,
    values: Values,
    files: readonly BodyFile[] = [],
  ): Promise<Answer<CreatedData>> {
    const { definition } = apiKind;
    const { kind } = definition;
    const school = await this.#schoolAnswer(apiKind, values, registration);
    if ('refusal' in school) return refused(school.refusal);
    const refusal = await apiKind.check?.(school.values, this.#services, registration);
    if (refusal) return refused(refusal);
    const completed = apiKind.complete ? await apiKind.complete(school.values, this.#services) : school.values;

    const stamped = stampEditedDates(
      definition.toStored(completed),
      registration.data,
      definition.serverDates,
      todayAtEvent(),
    );
    const data = {
      ...(apiKind.consent ? withConsentRecords(stamped, registration.data, apiKind.consent, new Date()) : stamped),
      // The owner's email is not an edit field: it stays the owner.
      [kind.ownerEmail]: registration.email,
    };
    // The student's day-of consent, read once for the states before and after the edit: an edit changes the
    // registration's own answers, never which day-of consent is received or waiting.
    const dayOfConsent = await dayOfConsentOf(this.#deps.store, registration);
    const consentBefore = consentStateOf(registration, dayOfConsent);
    const filesAfter = await this.#filesAfter(registration, files);
    const context = {
      ...this.#mailContext(registration.email, registration),
      previous: registration,
      ...(consentBefore ? { previousConsentState: consentBefore } : {}),
      ...(filesAfter ? { files: filesAfter } : {}),
    };
    // The update mail names the answers changed: a parent sees at once a change they did not make.
    const kindMail = apiKind.updatedMail?.(completed, context);
    const answers = kindMail ? await this.#answerLines(apiKind, kind.regType, data) : [];
    const mail = kindMail
      ? withChanges(withAnswers(kindMail, answers), changedFields(registration.data, data, apiKind.mailAnswers))
      : undefined;
    const everyOne = mail ? await this.#everyConfirmation({ ...registration, data }) : null;
    const mails: QueuedMessage[] = mail ? [await this.#compose(apiKind, data, withAddition(mail, everyOne))] : [];
    mails.push(...((await apiKind.othersMailedOnUpdate?.(completed, context, this.#services)) ?? []));
    const staged = await this.#stageFiles(registration, files);
    let updated: Registration | null;
    try {
      updated = await this.#deps.store.update(registration.regId, data, apiKind.uniqueField?.key(values), mails);
    } catch (error) {
      await this.#deps.files?.discard(staged);
      if (error instanceof DuplicateNameError && apiKind.uniqueField) return refused(apiKind.uniqueField.taken);
      throw error;
    }
    // Deleted since the access layer loaded it: the same answer as a registration that was never there.
    if (!updated) {
      await this.#deps.files?.discard(staged);
      throw notOwned();
    }
    if (staged.length > 0) await this.#deps.files!.commit(staged);
    await this.#afterSave(apiKind, updated, registration);
    this.#deps.wakeMailWorker();
    const consentState = consentStateOf(updated, dayOfConsent);
    return saved({ regId: registration.regId, ...(consentState ? { consentState } : {}) });
  }

  /** The kind's step after storing; its failure is logged (never what was stored) and leaves the answer 0. */
  async #afterSave(apiKind: ApiKind, saved: Registration, previous: Registration | null) {
    if (!apiKind.afterSave) return;
    try {
      await apiKind.afterSave(saved, previous, this.#services);
    } catch (error) {
      this.#deps.log.error(
        {
          err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown',
          regType: saved.regType,
        },
        'the step after storing failed; the registration is stored and confirmed',
      );
    }
  }

  /** The school question checked against the kind's catalogue (school-answer.ts); as it came for a kind without. */
  #schoolAnswer(apiKind: ApiKind, values: Values, stored: Registration | null) {
    return apiKind.schools
      ? schoolAnswer(apiKind.schools, values, this.#services.cms, stored)
      : Promise.resolve({ values });
  }

  /** The answers a confirmation repeats; none when a catalogue cannot be read (the mail goes without them). */
  async #answerLines(apiKind: ApiKind, regType: RegType, data: Record<string, unknown>): Promise<string[]> {
    try {
      return await answerLines(apiKind, regType, data, this.#deps.cms);
    } catch (error) {
      this.#deps.log.error(
        { err: error instanceof Error ? error.name : 'unknown', regType },
        'the answers could not be named; the confirmation goes without them',
      );
      return [];
    }
  }

  /** What every kind's confirmation carries (the check-in QR code); a failure is logged and the mail goes without it. */
  async #everyConfirmation(registration: ConfirmedRegistration): Promise<MailAddition | null> {
    try {
      return (await this.#deps.everyConfirmation?.(registration)) ?? null;
    } catch (error) {
      this.#deps.log.error(
        { err: error instanceof Error ? error.name : 'unknown', regType: registration.regType },
        'the check-in code could not be made; the confirmation goes without it',
      );
      return null;
    }
  }

  /**
   * The kind's CMS switch (SPEC §1) and its optional closing date-time; closed whenever it cannot be known
   * (CmsClient). A passed deadline is the same -1, saying why.
   */
  async #requireOpen(kind: RegistrationKind) {
    if (kind.switch === null) return;
    const window = await this.#deps.cms.registrationWindow(kind.switch);
    if (window === 'closed') throw new AppError('REGISTRATION_CLOSED', REGISTRATION_CLOSED_MESSAGE);
    if (window === 'deadline-passed') throw new AppError('REGISTRATION_CLOSED', NON_SPEC_MESSAGES.deadlinePassed);
  }

  /** An empty token (the schema's default when none was sent), a wrong or a used one: -4 (SPEC §8). */
  #requireCaptcha(token: unknown, remoteIp: string | undefined) {
    return requireCaptcha(this.#deps.captcha, token, remoteIp);
  }

  /** Each file checked (type of the kind, name, bytes) and staged; all or none (`attachments.N` named). */
  async #stageFiles(registration: Pick<Registration, 'regId' | 'regType'>, files: readonly BodyFile[]) {
    if (files.length === 0) return [];
    const service = this.#deps.files;
    if (!service) throw invalidUploadField('attachments', 'This registration takes no files in its body');
    const staged: StagedUpload[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const target = service.newTarget(registration, file.attachmentType, `attachments.${index}.attachmentType`);
        staged.push(await service.stage(target, file.fileName, Readable.from([file.content])));
      }
    } catch (error) {
      await service.discard(staged);
      throw error;
    }
    return staged;
  }

  /**
   * An edit's files as the registration holds them once it is saved (field → file name, '' when none): the
   * stored ones (a form uploads its files before the update), each replaced by the body's file of its type.
   * Undefined for a kind without files.
   */
  async #filesAfter(registration: Registration, files: readonly BodyFile[]) {
    if (!this.#deps.files || attachmentTypesOf(registration.regType).length === 0) return undefined;
    const named = await this.#deps.files.fieldsOf(registration);
    for (const file of files) named[ATTACHMENT_RULES[file.attachmentType].field] = cleanFileName(file.fileName);
    return named;
  }

  #mailContext(owner: string, previous: Registration | null): MailContext {
    return { owner, previous, loginUrl: loginUrlOf(this.#deps.publicSiteUrl), siteUrl: this.#deps.publicSiteUrl };
  }

  /** A confirmation as the outbox keeps it, with each career day the registration attends and its calendar. */
  #compose(apiKind: ApiKind, data: RegistrationData, mail: MailDraft) {
    return this.#deps.mailComposer.compose(mail, attendedDays(apiKind, data));
  }
}
