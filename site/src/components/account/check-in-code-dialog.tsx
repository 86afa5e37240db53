import { useId, useRef } from 'react';
import type { CheckInCode } from '@stem/shared/api-contract';
import { useModalDialog } from '../dialog/use-modal-dialog.ts';
import { saveBlob } from '../../lib/files/save-blob.ts';

/**
 * The code's PNG as a file. Saved through a blob: URL: a link to the data: URL itself downloads nothing under
 * the page's policy in Chromium, and the policy's connect-src does not let fetch() read a data: URL.
 */
function pngOf(code: CheckInCode): Blob {
  const bytes = Uint8Array.from(atob(code.image.slice(code.image.indexOf(',') + 1)), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/png' });
}

export interface CheckInCodeDialogProps {
  /** Whose code it is, as the chooser names the registration. */
  label: string;
  code: CheckInCode;
  onClose: () => void;
}

/**
 * A registration's check-in code (the QR code of its confirmations) in a native modal <dialog>, large enough
 * for the desk's phone to read off this screen: for the one who cannot find the mail on the day. Escape or
 * Close shuts it, and focus goes back to the button that opened it.
 */
export function CheckInCodeDialog({ label, code, onClose }: CheckInCodeDialogProps) {
  const close = useRef<HTMLButtonElement>(null);
  const { dialog, returnFocus } = useModalDialog(close);
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      className="dialog check-in-code"
      aria-labelledby={titleId}
      onClose={() => {
        returnFocus();
        onClose();
      }}
    >
      <h2 id={titleId}>Check-in Code</h2>
      <p>
        <strong>{label}</strong>
      </p>
      <img className="check-in-code__image" src={code.image} alt={`Check-in QR code for ${label}`} />
      <p>
        Show this code at the check-in desk on the day, on your phone or printed. It is the code of your confirmation
        email and holds no personal information; the desk can also find you by name.
      </p>
      <div className="actions--row">
        {/* To keep it in the phone's files, named by its person as the mail's attachment is. */}
        <button type="button" className="button button--secondary" onClick={() => saveBlob(pngOf(code), code.filename)}>
          Save the code
        </button>
        <button ref={close} type="button" className="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
