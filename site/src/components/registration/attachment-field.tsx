import { useId, useState, type ReactNode } from 'react';
import { acceptOf } from '@stem/shared/files/attachment-types';
import type { FormMode } from '@stem/shared/registration/fields/form-values';
import { FieldFrame } from '../form/field-frame.tsx';
import { getSession } from '../../lib/auth/session-client.ts';
import type { AttachmentState } from './use-attachment-uploads.ts';

/** 12 KB, 1.4 MB: the size of a chosen file, as a person reads it. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface AttachmentFieldProps {
  state: AttachmentState;
  mode: FormMode;
  hint: string;
  /** The form's own message on the field ('This field is required' on a create without it). */
  formError: string | undefined;
  onChoose: (file: File | undefined) => void;
  /** What the stored file looks like, beside its name (a company's logo). */
  preview?: ReactNode;
  /** The registration on an edit: its owner can download the stored file to see what they sent. */
  regId?: string | undefined;
}

/**
 * The stored file's name as a button that downloads it for its owner (with their token: the file route takes
 * it in a header, which a link cannot send). A file that cannot be fetched says so beside it.
 */
function CurrentFile({ regId, state }: { regId: string; state: AttachmentState }) {
  const [problem, setProblem] = useState('');
  const download = async () => {
    setProblem('');
    try {
      // The session client is static (every page's header has it already): imported dynamically, it made
      // the bundler wrap it in a namespace object, and with it its runtime chunk, into every page.
      const [{ fetchAttachment }, { saveBlob }] = await Promise.all([
        import('../../lib/api/file-client.ts'),
        import('../../lib/files/save-blob.ts'),
      ]);
      const session = await getSession({ fresh: true });
      if (!session) return setProblem('Please log in again to download this file.');
      const { attachmentType } = state.spec;
      saveBlob(
        await fetchAttachment({ regId, attachmentType, fileName: state.current, token: session.accessToken }),
        state.current,
      );
    } catch (error) {
      console.error(`${state.spec.label} could not be downloaded:`, error);
      setProblem('The file could not be downloaded. Please try again.');
    }
  };
  return (
    <>
      <button
        type="button"
        className="link-button"
        aria-label={`Download ${state.current}`}
        onClick={() => void download()}
      >
        <strong>{state.current}</strong>
      </button>
      {problem ? (
        <span className="field__error" role="alert">
          {' '}
          {problem}
        </span>
      ) : null}
    </>
  );
}

/**
 * One file of a registration: its file input (accepting the type's extensions), the stored file on an edit
 * (which may stay), and the file chosen now. Required only on a new registration.
 */
export function AttachmentField({ state, mode, hint, formError, onChoose, preview, regId }: AttachmentFieldProps) {
  const { spec, current, chosen, error } = state;
  const chosenId = useId();
  return (
    <div className="attachment-field">
      <FieldFrame
        label={spec.label}
        hint={hint}
        error={error ?? formError}
        required={spec.required && mode === 'create'}
      >
        {(control) => (
          <input
            {...control}
            // The file chosen is part of the field's description: focus comes back to the input from the
            // chooser, and "Chosen: logo.png, 1 KB" beside it was not read with it (qa23c).
            aria-describedby={
              chosen && !error
                ? [control['aria-describedby'], chosenId].filter(Boolean).join(' ')
                : control['aria-describedby']
            }
            type="file"
            name={spec.field}
            accept={acceptOf(spec.attachmentType)}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
        )}
      </FieldFrame>
      {/* A file refused as it is chosen (its type, its size, what its first bytes say) is said at once: focus
          stays on the file input, and a screen reader does not read a field's description again (qa16a). */}
      <p className="visually-hidden" role="alert">
        {error ? `${spec.label}: ${error}` : ''}
      </p>
      {current ? (
        <div className="attachment-field__current">
          {preview}
          <p className="field__hint">
            Current file: {regId ? <CurrentFile regId={regId} state={state} /> : <strong>{current}</strong>}
            {chosen && !error ? ' (replaced by the file you chose when you update)' : ''}
          </p>
        </div>
      ) : null}
      {chosen && !error ? (
        <p id={chosenId} className="field__hint">
          Chosen: {chosen.name}, {fileSize(chosen.size)}
        </p>
      ) : null}
      {/* A required file the registration does not have (its upload after the create failed): say so on the
          edit, where it can be added, rather than let the form look complete. */}
      {mode === 'edit' && spec.required && !current && !chosen ? (
        <p className="field__hint field__hint--missing">We have not received this file yet. Please add it.</p>
      ) : null}
    </div>
  );
}
