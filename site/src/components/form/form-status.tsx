/** A status line's text, and whether it says that something was done (not a problem). */
export interface StatusMessage {
  text: string;
  done?: boolean;
}

/** What the status region says while the form is being sent (the busy button's words). */
export const SENDING = 'Submitting…';

/**
 * The form-level status region ('Please check all required fields', a failure the form stays on, or what
 * was just done when `done`, which is not shown as a problem). It is always in the page, so screen readers
 * announce a message when it appears. While the form is sent (`busy`) it says so: the disabled button's own
 * words were never heard, and a scholarship's uploads went in silence (qa27c).
 */
export function FormStatus({
  message,
  done = false,
  busy = false,
}: {
  message: string | undefined;
  done?: boolean | undefined;
  busy?: boolean | undefined;
}) {
  const variant = busy ? ' form-status--busy' : done ? ' form-status--done' : '';
  return (
    <p className={`form-status${variant}`} role="status" aria-live="polite">
      {busy ? SENDING : (message ?? '')}
    </p>
  );
}
