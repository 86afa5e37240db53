import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { charactersLeft } from '../../lib/format/characters-left.ts';
import { FieldFrame } from './field-frame.tsx';
import { LengthNote, useTypedLength } from './length-note.tsx';

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
  const { length, handlers } = useTypedLength(onChange, onFocus);
  const note = maxLength === undefined ? null : charactersLeft(length, maxLength);
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <>
          <textarea {...textarea} maxLength={maxLength} ref={ref} {...control} {...handlers} />
          <LengthNote note={note} />
        </>
      )}
    </FieldFrame>
  );
});
