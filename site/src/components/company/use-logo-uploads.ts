import { MESSAGES, type FormMode } from '@stem/shared';
import { useEffect, useState } from 'react';
import { getSession } from '../../lib/auth/session-client.ts';
import { attachmentFileProblem } from '@stem/shared/files/attachment-types';
import { LOGO_FIELDS, type LogoField } from '@stem/shared/registration/company-files';
import {
  contentProblemOf,
  uploadAfterCreate,
  uploadBeforeUpdate,
  type ChosenFile,
} from '../registration/attachment-transfers.ts';
import type { LoadedRegistration } from '../registration/use-owned-registration.ts';

type LogoName = LogoField['field'];

// The file transfers, loaded when a logo is shown (edit): a new form's first script goes without.
const files = () => import('../../lib/api/file-client.ts');

/** One logo field's state: the stored file (edit), the file chosen now, its problem, a preview of the stored one. */
export interface LogoState {
  logo: LogoField;
  /** The stored file's name, '' when none (edit mode). */
  current: string;
  /** An object URL of the stored image for the preview, once fetched (owner only). */
  preview: string | undefined;
  chosen: File | undefined;
  error: string | undefined;
  /** The chosen file's first bytes are no image of the type (read just after the choice): it is not sent. */
  refused?: string | undefined;
}

/**
 * SPEC §5's `ext` rule ('Unsupported file type') and the 20 MB limit, before uploading: a first check for the
 * person choosing the file; the API decides the type by the file's content.
 */
const fileProblem = (logo: LogoField, file: File) => attachmentFileProblem(logo.attachmentType, file) ?? undefined;

const stored = (edit: LoadedRegistration | undefined, field: LogoName) => {
  const value = edit?.values[field];
  return typeof value === 'string' ? value : '';
};

/**
 * The company form's logos (SPEC §4 "Files"): the files chosen, checked by extension on choice ('Unsupported
 * file type'); on a new form uploaded after a successful create with the answer's upload grant; on an edit
 * uploaded before the update with the owner's token (the API deletes the replaced file first), and a
 * failure there stops the update with 'Logo hasn't been updated. Please try again!'. An edit shows the
 * stored logo, fetched for its owner.
 */
export function useLogoUploads(mode: FormMode, edit: LoadedRegistration | undefined) {
  const [logos, setLogos] = useState<Record<LogoName, LogoState>>(() => {
    const entries = LOGO_FIELDS.map((logo) => [
      logo.field,
      { logo, current: stored(edit, logo.field), preview: undefined, chosen: undefined, error: undefined },
    ]);
    return Object.fromEntries(entries) as Record<LogoName, LogoState>;
  });
  const update = (field: LogoName, change: Partial<LogoState>) =>
    setLogos((state) => ({ ...state, [field]: { ...state[field], ...change } }));

  // The stored image logo, for its owner: a failed fetch leaves the file's name without a preview.
  const regId = edit?.regId;
  const currentImage = stored(edit, 'companyLogo');
  useEffect(() => {
    if (!regId || !currentImage) return;
    let url: string | undefined;
    let live = true;
    void (async () => {
      try {
        const session = await getSession();
        if (!session) return;
        const { fetchAttachment } = await files();
        const blob = await fetchAttachment({
          regId,
          attachmentType: 'COMPANYLOGO',
          fileName: currentImage,
          token: session.accessToken,
        });
        if (!live) return;
        url = URL.createObjectURL(blob);
        setLogos((state) => ({ ...state, companyLogo: { ...state.companyLogo, preview: url } }));
      } catch (error) {
        console.error('The current logo could not be shown:', error);
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [regId, currentImage]);

  const choose = (field: LogoName, file: File | undefined) => {
    const logo = logos[field].logo;
    const problem = file ? fileProblem(logo, file) : undefined;
    update(field, { chosen: file, error: problem, refused: undefined });
    if (!file || problem) return;
    void contentProblemOf(logo.attachmentType, file).then((refused) => {
      // Only while this file is still the one chosen.
      if (refused)
        setLogos((state) =>
          state[field].chosen === file ? { ...state, [field]: { ...state[field], error: refused, refused } } : state,
        );
    });
  };

  const typeError = (state: LogoState) =>
    state.refused ?? (state.chosen ? fileProblem(state.logo, state.chosen) : undefined);
  /** The chosen files of an acceptable type. */
  const chosen = (): ChosenFile<LogoName>[] =>
    Object.values(logos).flatMap((state) =>
      state.chosen && !typeError(state) ? [{ ...state.logo, file: state.chosen }] : [],
    );
  const showStored = (field: LogoName, fileName: string) =>
    update(field, { current: fileName, chosen: undefined, error: undefined });

  return {
    mode,
    /** The registration being edited (its stored logos can be downloaded by their owner); none on a create. */
    regId,
    logos: Object.values(logos),
    choose,
    /** Whether a chosen file has the wrong type (the form then stays, with the message on the field). */
    hasTypeErrors: () => Object.values(logos).some((state) => typeError(state) !== undefined),
    /** A new registration: its logos, uploaded with the create answer's grant; the thank-you page hears of a failure. */
    afterCreate: async (data: unknown) => {
      const failed = await uploadAfterCreate(data, chosen(), showStored);
      return failed.length === 0 ? {} : { logoUploadFailed: true };
    },
    /** An edit: the replaced logos first; false (with SPEC's message on the field) stops the update. */
    beforeUpdate: async () => {
      const failed = await uploadBeforeUpdate(edit, chosen(), showStored);
      for (const { field, refusal } of failed) update(field, { error: refusal ?? MESSAGES.logoNotUpdated });
      return failed.length === 0;
    },
  };
}

export type LogoUploads = ReturnType<typeof useLogoUploads>;
