/**
 * The form-level status region ('Please check all required fields', a failure the form stays on). It is
 * always in the page, so screen readers announce a message when it appears.
 */
export function FormStatus({ message }: { message: string | undefined }) {
  return (
    <p className="form-status" role="status" aria-live="polite">
      {message ?? ''}
    </p>
  );
}
