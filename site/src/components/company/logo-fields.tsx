import { AttachmentField } from '../registration/attachment-field.tsx';
import type { LogoState, LogoUploads } from './use-logo-uploads.ts';

/** One logo: the registration's file field (optional), with the stored logo shown beside its name. */
function LogoField({
  state,
  onChoose,
  regId,
}: {
  state: LogoState;
  onChoose: (file: File | undefined) => void;
  regId: string | undefined;
}) {
  const { logo, preview, current, chosen, error } = state;
  return (
    <AttachmentField
      state={{ spec: { ...logo, required: false }, current, chosen, error }}
      // Logos are optional, so the mode (which marks a required file on a create) changes nothing.
      mode="edit"
      hint={logo.hint}
      formError={undefined}
      onChoose={onChoose}
      regId={regId}
      preview={
        preview ? <img src={preview} alt={`Current ${logo.label.toLowerCase()}`} className="logo-preview" /> : null
      }
    />
  );
}

/** The company's two logos (SPEC §3 companyLogo, companyLogoEPS), optional, beside each other where they fit. */
export function LogoFields({ uploads }: { uploads: LogoUploads }) {
  return (
    <div className="field-row">
      {uploads.logos.map((state) => (
        <LogoField
          key={state.logo.field}
          state={state}
          onChoose={(file) => uploads.choose(state.logo.field, file)}
          regId={uploads.regId}
        />
      ))}
    </div>
  );
}
