import { acceptOf } from '@stem/shared/files/attachment-types';
import { FieldFrame } from '../form/field-frame.tsx';
import { fileSize } from '../registration/attachment-field.tsx';
import type { LogoState, LogoUploads } from './use-logo-uploads.ts';

/** One logo: its file input (accepting the field's types), the stored logo on an edit, the file chosen now. */
function LogoField({ state, onChoose }: { state: LogoState; onChoose: (file: File | undefined) => void }) {
  const { logo, current, preview, chosen, error } = state;
  return (
    <div className="logo-field">
      <FieldFrame label={logo.label} hint={logo.hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            name={logo.field}
            accept={acceptOf(logo.attachmentType)}
            onChange={(event) => onChoose(event.target.files?.[0])}
          />
        )}
      </FieldFrame>
      {current ? (
        <div className="logo-field__current">
          {preview ? <img src={preview} alt={`Current ${logo.label.toLowerCase()}`} className="logo-preview" /> : null}
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
    </div>
  );
}

/** The company's two logos (SPEC §3 companyLogo, companyLogoEPS), optional, beside each other where they fit. */
export function LogoFields({ uploads }: { uploads: LogoUploads }) {
  return (
    <div className="field-row">
      {uploads.logos.map((state) => (
        <LogoField key={state.logo.field} state={state} onChoose={(file) => uploads.choose(state.logo.field, file)} />
      ))}
    </div>
  );
}
