import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: string;
  /** What YES will do, in a sentence or two. */
  children: ReactNode;
  /** YES was pressed; the dialog closes after it. */
  onConfirm: () => void;
  /** The dialog has closed (YES, NO or Escape): the caller unmounts it and puts focus where it belongs. */
  onClose: () => void;
}

/**
 * A YES/NO confirmation (SPEC §2: removing a company participant, a scholarship row). A native <dialog>
 * opened with showModal(): the page behind it is inert, Escape closes it (as NO), and focus starts on NO so
 * that a stray Enter removes nothing. The caller mounts it for one question at a time.
 */
export function ConfirmDialog({ title, children, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const no = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    no.current?.focus();
  }, []);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={descriptionId}>{children}</div>
      <div className="actions--row">
        <button
          type="button"
          className="button"
          onClick={() => {
            onConfirm();
            close();
          }}
        >
          YES
        </button>
        <button ref={no} type="button" className="button button--secondary" onClick={close}>
          NO
        </button>
      </div>
    </dialog>
  );
}
