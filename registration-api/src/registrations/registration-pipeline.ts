import type { FastifyBaseLogger } from 'fastify';
import {
  ANSWER_CODES,
  attachmentTypesOf,
  stampServerDates,
  todayAtEvent,
  type Answer,
  type CreatedData,
  type RegistrationKind,
} from '@stem/shared';
import { notOwned } from '../auth/ownership.ts';
import type { CaptchaVerifier } from '../captcha/captcha-verifier.ts';
import { requireCaptcha } from '../captcha/require-captcha.ts';
import type { CmsClient } from '../cms/cms-client.ts';
import { AppError } from '../errors/app-error.ts';
import type { GroupDirectory } from '../groups/group-directory.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  DuplicateNameError,
  DuplicateRegistrationError,
  type Registration,
  type RegistrationStore,
} from '../store/registration-store.ts';
import type { ApiKind, FieldRefusal, KindServices, MailAddition, MailDraft } from './api-kind.ts';
import { loginUrlOf, sendConfirmation } from './registration-mail.ts';
import { stampEditedDates } from './server-dates.ts';

export const REGISTRATION_CLOSED_MESSAGE = 'Registration is closed.';
export const DUPLICATE_EMAIL_MESSAGE = 'A registration with this email already exists.';

export interface PipelineDeps {
  store: RegistrationStore;
  captcha: CaptchaVerifier;
  cms: CmsClient;
  mailer: Mailer;
  groups: GroupDirectory;
  /** Issues the create answer's upload grant, for kinds that have attachment types (auth/upload-grant.ts). */
  uploadGrants: { issue(regId: string): string };
  log: FastifyBaseLogger;
  publicSiteUrl: string;
  /**
   * What every confirmation of a stored registration carries whatever its kind (the check-in QR code of one
   * that attends a day: check-in/check-in-qr.ts `checkInMailAddition`), or null. Optional for tests of other steps.
   */
  everyConfirmation?: (registration: Registration) => Promise<MailAddition | null>;
}

/** A validated body: the kind's schema has run (Fastify's validator), so only the kind's rules are left. */
type Values = Record<string, unknown>;

const refused = ({ code = ANSWER_CODES.field, field, message }: FieldRefusal): Answer<CreatedData> => ({
  code,
  message,
  field,
});
const saved = (data: CreatedData): Answer<CreatedData> => ({ code: ANSWER_CODES.ok, message: '', data });

/** The draft with what the kind's `afterSave` added: its paragraphs after the text, its files attached. */
function withAddition(draft: MailDraft, addition: MailAddition | null): MailDraft {
  if (!addition) return draft;
  return {
    ...draft,
    text: [draft.text, ...addition.paragraphs].join('\r\n\r\n'),
    attachments: [...(draft.attachments ?? []), ...addition.attachments],
  };
}

/**
 * The one path of every registration kind (DESIGN.md §1, §4). Create: switch → captcha → the kind's own
 * rules → its completion → store → its step after storing → mail. Edit (by the owner; the access layer
 * loaded the registration): the kind's own rules → completion → store → after storing → mail; no switch and no captcha, so a registrant may correct a T-shirt size after
 * registration closed. Refusals that are not about one field throw AppError; the error handler answers.
 */
export class RegistrationPipeline {
  readonly #deps: PipelineDeps;
  readonly #services: KindServices;

  constructor(deps: PipelineDeps) {
    this.#deps = deps;
    this.#services = { groups: deps.groups, cms: deps.cms, store: deps.store, log: deps.log };
  }

  async create(apiKind: ApiKind, values: Values, remoteIp?: string): Promise<Answer<CreatedData>> {
    const { definition } = apiKind;
    const { kind } = definition;
    await this.#requireOpen(kind);
    if (kind.captcha) await this.#requireCaptcha(values.gResponse, remoteIp);
    const refusal = await apiKind.check?.(values, this.#services, null);
    if (refusal) return refused(refusal);
    const completed = apiKind.complete ? await apiKind.complete(values, this.#services) : values;

    const owner = String(completed[kind.ownerEmail]);
    // The consent and signature dates are the server's (a client's date proves nothing).
    const data = stampServerDates(definition.toStored(completed), definition.serverDates, todayAtEvent());
    const nameKey = apiKind.uniqueField?.key(completed);
    let registration: Registration;
    try {
      registration = await this.#deps.store.insert({ regType: kind.regType, email: owner, data, nameKey });
    } catch (error) {
      if (error instanceof DuplicateNameError && apiKind.uniqueField) return refused(apiKind.uniqueField.taken);
      if (!(error instanceof DuplicateRegistrationError)) throw error;
      return refused({ field: kind.ownerEmail, message: apiKind.duplicateMessage ?? DUPLICATE_EMAIL_MESSAGE });
    }
    const addition = await this.#afterSave(apiKind, registration, null);
    const created = withAddition(apiKind.createdMail(completed, this.#mailContext(owner)), addition);
    await this.#confirm(kind, withAddition(created, await this.#everyConfirmation(registration)));
    const { regId } = registration;
    // A kind with files: the registrant uploads them next, without a login (SPEC §4 "after a successful create").
    if (attachmentTypesOf(kind.regType).length === 0) return saved({ regId });
    return saved({ regId, uploadGrant: this.#deps.uploadGrants.issue(regId) });
  }

  async update(apiKind: ApiKind, registration: Registration, values: Values): Promise<Answer<CreatedData>> {
    const { definition } = apiKind;
    const { kind } = definition;
    const refusal = await apiKind.check?.(values, this.#services, registration);
    if (refusal) return refused(refusal);
    const completed = apiKind.complete ? await apiKind.complete(values, this.#services) : values;

    const data = {
      ...stampEditedDates(definition.toStored(completed), registration.data, definition.serverDates, todayAtEvent()),
      // The owner's email is not an edit field: it stays the owner.
      [kind.ownerEmail]: registration.email,
    };
    let updated: Registration | null;
    try {
      updated = await this.#deps.store.update(registration.regId, data, apiKind.uniqueField?.key(values));
    } catch (error) {
      if (error instanceof DuplicateNameError && apiKind.uniqueField) return refused(apiKind.uniqueField.taken);
      throw error;
    }
    // Deleted since the access layer loaded it: the same answer as a registration that was never there.
    if (!updated) throw notOwned();
    const addition = await this.#afterSave(apiKind, updated, registration);
    const mail = apiKind.updatedMail?.(completed, this.#mailContext(registration.email));
    if (mail) {
      await this.#confirm(kind, withAddition(withAddition(mail, addition), await this.#everyConfirmation(updated)));
    }
    return saved({ regId: registration.regId });
  }

  /** The kind's step after storing; its failure is logged (never what was stored) and leaves the answer 0. */
  async #afterSave(apiKind: ApiKind, saved: Registration, previous: Registration | null) {
    if (!apiKind.afterSave) return null;
    try {
      return await apiKind.afterSave(saved, previous, this.#services);
    } catch (error) {
      this.#deps.log.error(
        {
          err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown',
          regType: saved.regType,
        },
        'the step after storing failed; the registration is stored and confirmed without it',
      );
      return null;
    }
  }

  /** What every kind's confirmation carries (the check-in QR code); a failure is logged and the mail goes without it. */
  async #everyConfirmation(registration: Registration): Promise<MailAddition | null> {
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

  /** The kind's CMS switch (SPEC §1); closed whenever it cannot be known (CmsClient). */
  async #requireOpen(kind: RegistrationKind) {
    if (kind.switch !== null && !(await this.#deps.cms.isRegistrationOpen(kind.switch))) {
      throw new AppError('REGISTRATION_CLOSED', REGISTRATION_CLOSED_MESSAGE);
    }
  }

  /** An empty token (the schema's default when none was sent), a wrong or a used one: -4 (SPEC §8). */
  #requireCaptcha(token: unknown, remoteIp: string | undefined) {
    return requireCaptcha(this.#deps.captcha, token, remoteIp);
  }

  #mailContext(owner: string) {
    return { owner, loginUrl: loginUrlOf(this.#deps.publicSiteUrl) };
  }

  #confirm(kind: RegistrationKind, mail: MailDraft) {
    return sendConfirmation(this.#deps, kind.event, mail);
  }
}
