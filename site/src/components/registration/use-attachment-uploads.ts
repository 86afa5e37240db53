import { attachmentFileProblem, type AttachmentType } from '@stem/shared/files/attachment-types';
import { NON_SPEC_MESSAGES } from '@stem/shared/messages';
import { useState } from 'react';
import type { UploadAuth } from '../../lib/api/file-client.ts';
import { getSession } from '../../lib/auth/session-client.ts';
import { readRegId } from '../../lib/registration/form-guard.ts';
import type { LoadedRegistration } from './use-owned-registration.ts';

/** One file field of a form: the registration field showing the stored file's name, its type, its label. */
export interface AttachmentFieldSpec {
  field: string;
  attachmentType: AttachmentType;
  label: string;
  /** Whether a new registration must include it (SPEC §5: an edit keeps the stored file). */
  required: boolean;
}

/** One file field's state: the stored file's name (edit), the file chosen now and its problem. */
export interface AttachmentState<TSpec extends AttachmentFieldSpec = AttachmentFieldSpec> {
  spec: TSpec;
  current: string;
  chosen: File | undefined;
  error: string | undefined;
}

/** The upload grant of a create answer's data (the files contract: `data.uploadGrant`). */
const grantOf = (data: unknown): string => {
  const grant = data && typeof data === 'object' ? (data as { uploadGrant?: unknown }).uploadGrant : undefined;
  return typeof grant === 'string' ? grant : '';
};

const problemOf = (spec: AttachmentFieldSpec, file: File | undefined) =>
  file ? (attachmentFileProblem(spec.attachmentType, file) ?? undefined) : undefined;

/**
 * A form's files (SPEC §4 "Files"): each chosen file checked by extension and size on choice ('Unsupported
 * file type'; the API decides by content); on a new form uploaded after a successful create with the
 * answer's upload grant (a failure goes to the thank-you page, the registration being stored); on an edit
 * uploaded before the update with the owner's token (the API replaces the stored file), where a failure
 * stops the update with a message on the field.
 */
export function useAttachmentUploads<const TSpec extends AttachmentFieldSpec>(
  specs: readonly TSpec[],
  edit: LoadedRegistration | undefined,
) {
  const [files, setFiles] = useState(() =>
    specs.map((spec): AttachmentState<TSpec> => ({
      spec,
      current: typeof edit?.values[spec.field] === 'string' ? (edit.values[spec.field] as string) : '',
      chosen: undefined,
      error: undefined,
    })),
  );
  const update = (field: string, change: Partial<AttachmentState<TSpec>>) =>
    setFiles((state) => state.map((file) => (file.spec.field === field ? { ...file, ...change } : file)));
  const ready = () => files.filter((file) => file.chosen && !problemOf(file.spec, file.chosen));
  const regId = edit?.regId;

  /** Uploads every chosen file of an acceptable type; answers the fields that could not be stored. */
  const uploadAll = async (id: string, auth: UploadAuth): Promise<string[]> => {
    const failed: string[] = [];
    // Loaded when files are sent, not with the page.
    const { uploadAttachment, isEditConflict: isEditConflictOf } = await import('../../lib/api/file-client.ts');
    for (const { spec, chosen } of ready()) {
      try {
        const { fileName } = await uploadAttachment({
          regId: id,
          attachmentType: spec.attachmentType,
          file: chosen!,
          auth,
        });
        update(spec.field, { current: fileName, chosen: undefined, error: undefined });
      } catch (error) {
        // Changed elsewhere since loaded: nothing stored, and the update that follows says so for the form.
        if (isEditConflictOf(error)) break;
        console.error(`${spec.label} upload failed:`, error);
        failed.push(spec.field);
      }
    }
    return failed;
  };

  return {
    files,
    /** The registration being edited (its stored files can be downloaded by their owner); none on a create. */
    regId,
    /**
     * A file chosen (or the choice cleared): answers the name a form may hold for it, '' when none or refused
     * (so a schema that requires the file on create says so).
     */
    choose(field: TSpec['field'], file: File | undefined): string {
      const spec = specs.find((candidate) => candidate.field === field)!;
      update(field, { chosen: file, error: problemOf(spec, file) });
      return file && !problemOf(spec, file) ? file.name : '';
    },
    /** Whether a chosen file has the wrong type or size (the form then stays, the message on the field). */
    hasFileErrors: () => files.some((file) => problemOf(file.spec, file.chosen) !== undefined),
    /** A new registration's files, uploaded with the create answer's grant; the thank-you page hears of a failure. */
    afterCreate: async (data: unknown) => {
      if (ready().length === 0) return {};
      const grant = grantOf(data);
      const failed = grant ? await uploadAll(readRegId(data), { grant }) : ready().map((file) => file.spec.field);
      return failed.length === 0 ? {} : { filesNotUploaded: failed };
    },
    /** An edit: the replaced files first; false (with the message on each field) stops the update. */
    beforeUpdate: async () => {
      if (!regId || ready().length === 0) return true;
      const session = await getSession({ fresh: true });
      // Logged out meanwhile: nothing is uploaded, and the update that follows says so, with a way to log in
      // (a "please try again" on the file could never succeed).
      if (!session) return true;
      const failed = await uploadAll(regId, { token: session.accessToken, version: edit?.version });
      for (const field of failed) update(field, { error: NON_SPEC_MESSAGES.fileNotUpdated });
      return failed.length === 0;
    },
  };
}
