import { MESSAGES, type FormMode } from '@stem/shared';
import { useEffect, useState } from 'react';
import type { UploadAuth } from '../../lib/api/file-client.ts';
import { getSession } from '../../lib/auth/session-client.ts';
import { attachmentFileProblem } from '@stem/shared/files/attachment-types';
import { LOGO_FIELDS, type LogoField } from '../../lib/company/logo-files.ts';
import { readRegId } from '../../lib/registration/form-guard.ts';
import type { LoadedRegistration } from '../registration/use-owned-registration.ts';

type LogoName = LogoField['field'];

// The file transfers, loaded when a logo is shown (edit) or sent: a new form's first script goes without.
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
}

/**
 * SPEC §5's `ext` rule ('Unsupported file type') and the 20 MB limit, before uploading: a first check for the
 * person choosing the file; the API decides the type by the file's content.
 */
const fileProblem = (logo: LogoField, file: File) => attachmentFileProblem(logo.attachmentType, file) ?? undefined;

/** The upload grant of a create answer's data (the files contract: `data.uploadGrant`). */
function readUploadGrant(data: unknown): string {
  const grant = data && typeof data === 'object' ? (data as { uploadGrant?: unknown }).uploadGrant : undefined;
  return typeof grant === 'string' ? grant : '';
}

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
    update(field, { chosen: file, error: file ? fileProblem(logo, file) : undefined });
  };

  const typeError = (state: LogoState) => (state.chosen ? fileProblem(state.logo, state.chosen) : undefined);
  const chosen = () => Object.values(logos).filter((state) => state.chosen && !typeError(state));

  /** Uploads every chosen file of an acceptable type; answers the logos that could not be stored. */
  const uploadAll = async (id: string, auth: UploadAuth): Promise<LogoField[]> => {
    const failed: LogoField[] = [];
    for (const { logo, chosen: file } of chosen()) {
      try {
        const { uploadAttachment } = await files();
        const { fileName } = await uploadAttachment({
          regId: id,
          attachmentType: logo.attachmentType,
          file: file!,
          auth,
        });
        update(logo.field, { current: fileName, chosen: undefined, error: undefined });
      } catch (error) {
        // Changed elsewhere since loaded: nothing stored, and the update that follows says so for the form.
        if ((await files()).isEditConflict(error)) break;
        console.error(`${logo.label} upload failed:`, error);
        failed.push(logo);
      }
    }
    return failed;
  };

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
      if (chosen().length === 0) return {};
      const grant = readUploadGrant(data);
      const failed = grant ? await uploadAll(readRegId(data), { grant }) : chosen().map((state) => state.logo);
      return failed.length === 0 ? {} : { logoUploadFailed: true };
    },
    /** An edit: the replaced logos first; false (with SPEC's message on the field) stops the update. */
    beforeUpdate: async () => {
      if (!regId || chosen().length === 0) return true;
      const session = await getSession({ fresh: true });
      // Logged out meanwhile: nothing is uploaded, and the update that follows says so, with a way to log in
      // (a "please try again" on the file could never succeed).
      if (!session) return true;
      const failed = await uploadAll(regId, { token: session.accessToken, version: edit?.version });
      for (const logo of failed) update(logo.field, { error: MESSAGES.logoNotUpdated });
      return failed.length === 0;
    },
  };
}

export type LogoUploads = ReturnType<typeof useLogoUploads>;
