import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import {
  ATTACHMENT_CONTENTS,
  ATTACHMENT_RULES,
  attachmentTypesOf,
  extensionOf,
  type AttachmentType,
} from '@stem/shared';
import { notOwned, ownedRegistration } from '../auth/ownership.ts';
import type { Registration, RegistrationStore, Session } from '../store/registration-store.ts';
import { ContentCheck, unsupportedFileType } from './content-check.ts';
import { cleanFileName } from './file-name.ts';
import type { FileStore, StagedContent, StoredFile } from './file-store.ts';

/** Who is uploading: the holder of a create answer's grant, or a signed-in owner. */
export type Uploader = { grantRegId: string } | { session: Session };

/** Where one upload goes: a registration the uploader may attach files to, and a type its kind has. */
export interface UploadTarget {
  regId: string;
  attachmentType: AttachmentType;
}

/** An upload's target among the stored registrations, with the version it was read at (for If-Match). */
export interface StoredUploadTarget extends UploadTarget {
  updatedAt: string;
}

/** One file's bytes, checked and staged, waiting for the rest of its request to succeed. */
export interface StagedUpload {
  target: UploadTarget;
  fileName: string;
  contentType: string;
  staged: StagedContent;
}

/** A refusal of one field of an upload, answered as the shared 400 VALIDATION_FAILED with the field named. */
export function invalidUploadField(field: string, message: string) {
  return Object.assign(new Error(message), {
    statusCode: 400,
    validationContext: 'body',
    validation: [{ keyword: 'upload', instancePath: `/${field}`, schemaPath: '', params: { field }, message }],
  });
}

/**
 * The rules of a registration's files (SPEC §4, §7; SECURITY.md 7-9, 13): who may attach them, which types
 * a kind has, the check of the bytes (content-check.ts), and replacing in two steps so that a failed request
 * changes nothing. Routes do HTTP only (routes/file-routes.ts); the stores keep bytes (files/*-file-store.ts).
 */
export class AttachmentService {
  readonly #app: FastifyInstance;
  readonly #files: FileStore;

  constructor(app: FastifyInstance, files: FileStore) {
    this.#app = app;
    this.#files = files;
  }

  get #registrations(): RegistrationStore {
    return this.#app.store;
  }

  /**
   * The registration an upload goes to: with a grant, only the grant's own regId; with a login, only a
   * registration the verified email owns. Anything else answers exactly as a missing registration does. The
   * type must be one of the registration's kind (a COMPANY has no SCOREREPORT). The registration's version
   * comes with it, so that an edit's If-Match is checked on this one read.
   */
  async target(uploader: Uploader, regId: string, attachmentType: AttachmentType): Promise<StoredUploadTarget> {
    let registration: Registration | null;
    if ('grantRegId' in uploader) {
      registration = uploader.grantRegId === regId ? await this.#registrations.get(regId) : null;
    } else {
      registration = await ownedRegistration(this.#app, uploader.session, regId);
    }
    if (!registration) throw notOwned();
    return { ...this.newTarget(registration, attachmentType, 'attachmentType'), updatedAt: registration.updatedAt };
  }

  /**
   * The target of a file for a registration about to be stored with it (SPEC §3's `attachments` of a
   * scholarship create): its regId is chosen, its kind must have the type. `field` names the refusal.
   */
  newTarget(
    registration: Pick<Registration, 'regId' | 'regType'>,
    attachmentType: AttachmentType,
    field: string,
  ): UploadTarget {
    if (ATTACHMENT_RULES[attachmentType].regType !== registration.regType) {
      throw invalidUploadField(field, 'This registration has no files of this type');
    }
    return { regId: registration.regId, attachmentType };
  }

  /**
   * Checks and stages one file. The name must carry an extension the type allows (refused before a byte is
   * read), and the bytes must be a content the type allows that the extension can name. Rejects, leaving
   * nothing stored, when the bytes are refused, too large or cut short.
   */
  async stage(
    target: UploadTarget,
    rawFileName: string,
    source: AsyncIterable<Uint8Array>,
    truncated?: () => boolean,
  ): Promise<StagedUpload> {
    const rule = ATTACHMENT_RULES[target.attachmentType];
    const fileName = cleanFileName(rawFileName);
    const extension = extensionOf(fileName);
    if (!(rule.extensions as readonly string[]).includes(extension)) throw unsupportedFileType();
    const check = new ContentCheck(rule, extension);
    const staged = await this.#files.stage(Readable.from(check.pass(source, truncated)));
    return { target, fileName, contentType: ATTACHMENT_CONTENTS[check.content].contentType, staged };
  }

  /**
   * Makes every staged upload of a request its registration's file, replacing (and deleting) the one there
   * before (SPEC §4). Called once the whole request has been read without an error.
   */
  async commit(uploads: StagedUpload[]): Promise<StoredFile[]> {
    const stored: StoredFile[] = [];
    for (const [index, upload] of uploads.entries()) {
      try {
        stored.push(
          await this.#files.commit(upload.staged, {
            regId: upload.target.regId,
            attachmentType: upload.target.attachmentType,
            fileName: upload.fileName,
            contentType: upload.contentType,
          }),
        );
      } catch (error) {
        // The ones committed stay (they are files now); the rest are dropped.
        await this.discard(uploads.slice(index));
        throw error;
      }
    }
    return stored;
  }

  /** Deletes what a failed request staged; the files there before stay. */
  async discard(uploads: StagedUpload[]): Promise<void> {
    await Promise.all(uploads.map((upload) => this.#files.discard(upload.staged)));
  }

  /**
   * The attachment fields of a registration as its owner reads them (`companyLogo`: the file's name, ''
   * when it has none), for every type of its kind. The store is where they are true: a form's edit, which
   * replaces the form data, cannot change them.
   */
  async fieldsOf(registration: Registration): Promise<Record<string, string>> {
    const types = attachmentTypesOf(registration.regType);
    if (types.length === 0) return {};
    const files = await this.#files.list(registration.regId);
    return Object.fromEntries(
      types.map((type) => [
        ATTACHMENT_RULES[type].field,
        files.find((file) => file.attachmentType === type)?.fileName ?? '',
      ]),
    );
  }

  /** The owner's file of this type when it has this name, with its bytes; null otherwise. */
  async open(registration: Registration, attachmentType: AttachmentType, fileName: string) {
    const opened = await this.#files.open(registration.regId, attachmentType);
    if (opened && opened.file.fileName === fileName) return opened;
    opened?.content.destroy();
    return null;
  }

  /** Deletes the owner's file of this type when it has this name. True when it did. */
  async delete(registration: Registration, attachmentType: AttachmentType, fileName: string): Promise<boolean> {
    const file = await this.#files.get(registration.regId, attachmentType);
    if (!file || file.fileName !== fileName) return false;
    return this.#files.delete(registration.regId, attachmentType);
  }

  /** Deletes every file of a registration (for its deletion and retention, issue 15). */
  deleteAllOf(regId: string): Promise<number> {
    return this.#files.deleteAllOf(regId);
  }
}
