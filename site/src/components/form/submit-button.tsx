import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  busy: boolean;
  /** What a screen reader hears while busy; 'Submitting…' unless given. */
  busyText?: string | undefined;
  /**
   * Not to be pressed yet (a student form before a parent is present): said, not enforced by the browser, so
   * the button stays in the Tab order with the text explaining why (qa27c: Tab went from the captcha to the
   * footer, and the reason was never heard). The form refuses the press itself.
   */
  disabled?: boolean | undefined;
  /** The id of a text explaining why the button is disabled. */
  describedBy?: string | undefined;
  children: ReactNode;
}

/** The form's submit button, with a spinner and a spoken 'Submitting…' while the form is busy. */
export function SubmitButton({ busy, busyText = 'Submitting…', disabled, describedBy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button"
      disabled={busy}
      aria-disabled={(!busy && disabled) || undefined}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden"> {busyText}</span> : null}
    </button>
  );
}
