import { useId, useRef, useState, type ReactNode } from 'react';
import { FormStatus } from '../form/form-status.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export interface ConfirmDialogProps {
  title: string;
  /** What YES will do, in a sentence or two. */
  children: ReactNode;
  /**
   * YES: does the thing. Resolves with nothing when it is done (the dialog closes), or with a message to
   * show in the dialog when it failed (the person may try again or say NO).
   */
  onConfirm: () => Promise<string | undefined>;
  /**
   * The dialog has closed and the caller unmounts it. `confirmed` false (NO, Escape): focus is already back on
   * the control that opened it. `confirmed` true: that control may be gone with what YES removed, so the
   * caller puts focus where the person goes on from.
   */
  onClose: (confirmed: boolean) => void;
}

/**
 * A YES/NO confirmation (SPEC's pattern for removing a group member, a participant or a row; cancelling or
 * deleting a registration) as a native <dialog> opened with showModal(): the page behind is inert, Escape is
 * NO, and focus starts on NO, so that a stray Enter removes nothing. While YES is on its way the buttons stay
 * where they are (a second press is ignored) and Escape does nothing.
 */
export function ConfirmDialog({ title, children, onConfirm, onClose }: ConfirmDialogProps) {
  const no = useRef<HTMLButtonElement>(null);
  const { dialog, returnFocus } = useModalDialog(no);
  const confirmed = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const close = () => dialog.current?.close();

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(undefined);
    const problem = await onConfirm();
    setBusy(false);
    if (problem) setFailure(problem);
    else {
      confirmed.current = true;
      close();
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => {
        // NO goes back to the control that opened the dialog; after YES it may be gone (the caller decides).
        if (!confirmed.current) returnFocus();
        onClose(confirmed.current);
      }}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={descriptionId}>{children}</div>
      <FormStatus message={failure} />
      <div className="actions--row">
        <button
          type="button"
          className="button"
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          YES
          {busy ? <span className="visually-hidden"> Sending…</span> : null}
        </button>
        <button ref={no} type="button" className="button button--secondary" disabled={busy} onClick={close}>
          NO
        </button>
      </div>
    </dialog>
  );
}
