/** A field's hint, shown before the input. */
export function FieldHint({ id, hint }: { id: string | undefined; hint: string | undefined }) {
  return hint ? (
    <p id={id} className="field__hint">
      {hint}
    </p>
  ) : null;
}

/** A field's error, tied to the input by id and announced when it appears. */
export function FieldError({ id, error }: { id: string | undefined; error: string | undefined }) {
  return error ? (
    <p id={id} className="field__error" role="alert">
      {error}
    </p>
  ) : null;
}

/** The required marker after a label (the visible asterisk; `required` tells assistive technology). */
export function RequiredMark({ required }: { required: boolean | undefined }) {
  return required ? <span aria-hidden="true"> *</span> : null;
}
