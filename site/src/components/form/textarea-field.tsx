import { forwardRef, useEffect, useState, type TextareaHTMLAttributes } from 'react';
import { charactersLeft } from '../../lib/format/characters-left.ts';
import { FieldFrame } from './field-frame.tsx';

export interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/**
 * A labelled textarea, with hint and error tied and its ref forwarded like `TextField`. With a `maxLength`,
 * it counts down the characters left once the writer nears the limit (`charactersLeft`), so a long answer
 * is not stopped short without a word.
 */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, hint, error, required, maxLength, onChange, onFocus, ...textarea },
  ref,
) {
  // The length as of the writer's last keystroke or focus: an edit form fills the field without an event.
  const [length, setLength] = useState(0);
  const note = maxLength === undefined ? null : charactersLeft(length, maxLength);
  const measure = (event: { currentTarget: HTMLTextAreaElement }) => setLength(event.currentTarget.value.length);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <>
          <textarea
            {...textarea}
            maxLength={maxLength}
            ref={ref}
            {...control}
            onChange={(event) => {
              onChange?.(event);
              measure(event);
            }}
            onFocus={(event) => {
              onFocus?.(event);
              measure(event);
            }}
          />
          {note && (
            <p className="field__count" aria-hidden="true">
              {note}
            </p>
          )}
          <SpokenLater text={note} />
        </>
      )}
    </FieldFrame>
  );
});

/**
 * The count for screen readers, said once the writer pauses: a live region changed at every keystroke would
 * talk over the typing.
 */
function SpokenLater({ text }: { text: string | null }) {
  const [spoken, setSpoken] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSpoken(text), 1000);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <p className="visually-hidden" aria-live="polite">
      {spoken}
    </p>
  );
}
