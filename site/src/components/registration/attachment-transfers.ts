import { attachmentContentProblem, SIGNATURE_BYTES, type AttachmentType } from '@stem/shared/files/attachment-types';
import type { UploadAuth } from '../../lib/api/file-client.ts';
import { getSession } from '../../lib/auth/session-client.ts';
import { readRegId } from '../../lib/registration/form-guard.ts';
import type { LoadedRegistration } from './use-owned-registration.ts';

/** A file chosen for one field of a form, of an acceptable type, waiting to be sent. */
export interface ChosenFile<Field extends string = string> {
  field: Field;
  attachmentType: AttachmentType;
  label: string;
  file: File;
}

/** What a form does once a file is stored: it shows the name the registration now has. */
type Stored<Field extends string> = (field: Field, fileName: string) => void;

// Loaded when files are sent, not with the page: a new form's first script goes without.
const fileClient = () => import('../../lib/api/file-client.ts');

/**
 * What a chosen file's first bytes say of it (a phone's photo saved as `letter.pdf`), read just after the
 * choice: the API refused such a file only after a new registration was stored, and the thank-you page could
 * then only say it was not uploaded (qa15b). Undefined when the API is left to decide.
 */
export async function contentProblemOf(type: AttachmentType, file: File): Promise<string | undefined> {
  try {
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    return attachmentContentProblem(type, file.name, head) ?? undefined;
  } catch {
    // Unreadable here (moved or deleted since chosen): the upload will say so.
    return undefined;
  }
}

/** The upload grant of a create answer's data (the files contract: `data.uploadGrant`). */
function grantOf(data: unknown): string {
  const grant = data && typeof data === 'object' ? (data as { uploadGrant?: unknown }).uploadGrant : undefined;
  return typeof grant === 'string' ? grant : '';
}

/** A file not stored, and the API's reason when it refused the file itself (its type, its size). */
export interface FailedUpload<Field extends string> {
  field: Field;
  refusal: string | null;
}

/** Uploads each file in turn; answers the fields that could not be stored. */
async function uploadEach<Field extends string>(
  chosen: readonly ChosenFile<Field>[],
  regId: string,
  auth: UploadAuth,
  stored: Stored<Field>,
): Promise<FailedUpload<Field>[]> {
  const { uploadAttachment, isEditConflict, refusalOfFile } = await fileClient();
  const failed: FailedUpload<Field>[] = [];
  for (const { field, attachmentType, label, file } of chosen) {
    try {
      stored(field, (await uploadAttachment({ regId, attachmentType, file, auth })).fileName);
    } catch (error) {
      // Changed elsewhere since loaded: nothing stored, and the update that follows says so for the form.
      if (isEditConflict(error)) break;
      console.error(`${label} upload failed:`, error);
      failed.push({ field, refusal: refusalOfFile(error) });
    }
  }
  return failed;
}

/**
 * A new registration's files (SPEC §4 "Files"), uploaded with the create answer's upload grant once it is
 * stored; answers the fields not stored, which the thank-you page hears of.
 */
export async function uploadAfterCreate<Field extends string>(
  data: unknown,
  chosen: readonly ChosenFile<Field>[],
  stored: Stored<Field>,
): Promise<FailedUpload<Field>[]> {
  if (chosen.length === 0) return [];
  const grant = grantOf(data);
  return grant
    ? uploadEach(chosen, readRegId(data), { grant }, stored)
    : chosen.map((file) => ({ field: file.field, refusal: null }));
}

/**
 * An edit's replaced files, sent before its update with the owner's token and the version the form loaded
 * (the API replaces the stored file, or refuses it when another tab changed the registration since); answers
 * the fields not stored, whose failure stops the update.
 */
export async function uploadBeforeUpdate<Field extends string>(
  edit: LoadedRegistration | undefined,
  chosen: readonly ChosenFile<Field>[],
  stored: Stored<Field>,
): Promise<FailedUpload<Field>[]> {
  if (!edit || chosen.length === 0) return [];
  const session = await getSession({ fresh: true });
  // Logged out meanwhile: nothing is uploaded, and the update that follows says so, with a way to log in
  // (a "please try again" on the file could never succeed).
  if (!session) return [];
  return uploadEach(chosen, edit.regId, { token: session.accessToken, version: edit.version }, stored);
}
