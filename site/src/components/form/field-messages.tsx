/** A field's hint, shown before the input. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null;
}

/**
 * A field's error, tied to the input by id (aria-describedby), so a screen reader reads it with the field.
 * It is not a live region: one empty submit made each of up to 24 errors an alert of its own, read out one
 * after another, while focus went to the first invalid field, which reads its error anyway (and the form's
 * status says what to do).
 */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}

/** The required marker after a label (the visible asterisk; `required` tells assistive technology). */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}
