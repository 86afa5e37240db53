import { attachmentFileProblem, type AttachmentType } from '@stem/shared/files/attachment-types';
import { NON_SPEC_MESSAGES } from '@stem/shared/messages';
import { useState } from 'react';
import { contentProblemOf, uploadAfterCreate, uploadBeforeUpdate, type ChosenFile } from './attachment-transfers.ts';
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
  /** The chosen file's first bytes are no file of the type (read just after the choice): it is not sent. */
  refused?: string | undefined;
}

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
  /** The chosen files of an acceptable type. */
  const ready = (): ChosenFile[] =>
    files.flatMap(({ spec, chosen, refused }) =>
      chosen && !problemOf(spec, chosen) && !refused ? [{ ...spec, file: chosen }] : [],
    );
  const showStored = (field: string, fileName: string) =>
    update(field, { current: fileName, chosen: undefined, error: undefined });
  const regId = edit?.regId;

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
      const problem = problemOf(spec, file);
      update(field, { chosen: file, error: problem, refused: undefined });
      if (file && !problem) {
        void contentProblemOf(spec.attachmentType, file).then((refused) => {
          if (!refused) return;
          // Only while this file is still the one chosen.
          setFiles((state) =>
            state.map((one) =>
              one.spec.field === field && one.chosen === file ? { ...one, error: refused, refused } : one,
            ),
          );
        });
      }
      return file && !problem ? file.name : '';
    },
    /** Whether a chosen file has the wrong type or size (the form then stays, the message on the field). */
    hasFileErrors: () =>
      files.some((file) => problemOf(file.spec, file.chosen) !== undefined || file.refused !== undefined),
    /** A new registration's files, uploaded with the create answer's grant; the thank-you page hears of a failure. */
    afterCreate: async (data: unknown) => {
      const failed = await uploadAfterCreate(data, ready(), showStored);
      return failed.length === 0 ? {} : { filesNotUploaded: failed.map(({ field }) => field) };
    },
    /**
     * An edit: the replaced files first; false (with the message on each field) stops the update. A file the
     * API refused says why ('Unsupported file type'): "please try again" had a teenager send it again and again.
     */
    beforeUpdate: async () => {
      const failed = await uploadBeforeUpdate(edit, ready(), showStored);
      for (const { field, refusal } of failed) update(field, { error: refusal ?? NON_SPEC_MESSAGES.fileNotUpdated });
      return failed.length === 0;
    },
  };
}
