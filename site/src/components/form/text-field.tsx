import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { limitReached } from '../../lib/format/characters-left.ts';
import { FieldFrame } from './field-frame.tsx';
import { LengthNote, useTypedLength } from './length-note.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Always-visible help, e.g. the expected format. */
  hint?: string | undefined;
  error?: string | undefined;
  /** What the field says under it of the answer typed (a GPA under the criteria's), as of its length limit. */
  note?: string | null | undefined;
}

/**
 * A labelled input whose hint and error are tied to it (aria-describedby), and which is marked invalid
 * while it has an error. Every form field of the site goes through one of these components. Its ref (what
 * react-hook-form's `register` gives) is the input's, through forwardRef: Preact's compat layer does not pass
 * `ref` to a function component as a prop. A free-text field whose `maxLength` stopped the typing or cut a
 * paste says so (`limitReached`): the browser does it without a word.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, note: answerNote, required, maxLength, onChange, onFocus, ...input },
  ref,
) {
  const { length, handlers } = useTypedLength(onChange, onFocus);
  const note = answerNote ?? (maxLength === undefined ? null : limitReached(length, maxLength));
  const noteId = `${useId()}-note`;
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <>
          <input
            {...input}
            maxLength={maxLength}
            ref={ref}
            {...control}
            aria-describedby={
              answerNote ? [control['aria-describedby'], noteId].filter(Boolean).join(' ') : control['aria-describedby']
            }
            {...handlers}
          />
          <LengthNote note={note} of={answerNote ? 'answer' : 'length'} id={answerNote ? noteId : undefined} />
        </>
      )}
    </FieldFrame>
  );
});
