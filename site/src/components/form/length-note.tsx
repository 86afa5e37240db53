import { useEffect, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

type Typed = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field's text length as of the writer's last keystroke or focus (an edit form fills the field without an
 * event), and the field's own change and focus handlers wrapped to measure it.
 */
export function useTypedLength<E extends Typed>(
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  onFocus: ((event: FocusEvent<E>) => void) | undefined,
) {
  const [length, setLength] = useState(0);
  return {
    length,
    handlers: {
      onChange: (event: ChangeEvent<E>) => {
        onChange?.(event);
        setLength(event.currentTarget.value.length);
      },
      onFocus: (event: FocusEvent<E>) => {
        onFocus?.(event);
        setLength(event.currentTarget.value.length);
      },
    },
  };
}

/**
 * What a field says of its length limit (or, `of` 'answer', of the answer typed), under it: shown at once, and
 * said to screen readers once the writer pauses (a live region changed at every keystroke would talk over the
 * typing).
 */
export function LengthNote({
  note,
  of = 'length',
  id,
}: {
  note: string | null;
  of?: 'length' | 'answer';
  /** For the field's aria-describedby: a note on the answer is heard again when the field is come back to. */
  id?: string | undefined;
}): ReactNode {
  const [spoken, setSpoken] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(note), 1000);
    return () => clearTimeout(timer);
  }, [note]);
  return (
    <>
      {note && (
        <p id={id} className={of === 'length' ? 'field__count' : 'field__note'} aria-hidden="true">
          {note}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {spoken}
      </p>
    </>
  );
}
