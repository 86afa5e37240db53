import type { ReactNode } from 'react';
import { acceptOf } from '@stem/shared/files/attachment-types';
import type { FormMode } from '@stem/shared/registration/fields/form-values';
import { FieldFrame } from '../form/field-frame.tsx';
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
}

/**
 * One file of a registration: its file input (accepting the type's extensions), the stored file on an edit
 * (which may stay), and the file chosen now. Required only on a new registration.
 */
export function AttachmentField({ state, mode, hint, formError, onChoose, preview }: AttachmentFieldProps) {
  const { spec, current, chosen, error } = state;
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
            type="file"
            name={spec.field}
            accept={acceptOf(spec.attachmentType)}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
        )}
      </FieldFrame>
      {current ? (
        <div className="attachment-field__current">
          {preview}
          <p className="field__hint">
            Current file: <strong>{current}</strong>
            {chosen && !error ? ' (replaced by the file you chose when you update)' : ''}
          </p>
        </div>
      ) : null}
      {chosen && !error ? (
        <p className="field__hint">
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
