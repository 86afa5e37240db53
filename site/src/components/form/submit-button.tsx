import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  busy: boolean;
  /** What a screen reader hears while busy; 'Submitting…' unless given. */
  busyText?: string | undefined;
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
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden"> {busyText}</span> : null}
    </button>
  );
}
