/** A status line's text, and whether it says that something was done (not a problem). */
export interface StatusMessage {
  text: string;
  done?: boolean;
}

/**
 * The form-level status region ('Please check all required fields', a failure the form stays on, or what
 * was just done when `done`, which is not shown as a problem). It is always in the page, so screen readers
 * announce a message when it appears.
 */
export function FormStatus({ message, done = false }: { message: string | undefined; done?: boolean | undefined }) {
  return (
    <p className={done ? 'form-status form-status--done' : 'form-status'} role="status" aria-live="polite">
      {message ?? ''}
    </p>
  );
}
