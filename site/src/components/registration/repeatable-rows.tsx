import { useRef, useState, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { useRemovalNote } from './use-removal-note.tsx';
import { TrashIcon } from '../form/trash-icon.tsx';
import { useFormChanged } from './use-leave-warning.ts';

export interface RepeatableRowsProps {
  /** The list's field (`activities`). */
  name: string;
  /** How one row is named: "Activity" gives "Activity 2". */
  rowLabel: string;
  /** The add button's words ("Add activity"). */
  addLabel: string;
  blank: () => Record<string, string>;
  max: number;
  /** The row's fields, under `${name}.${index}`; `first` names the field that takes focus in a new row. */
  children: (prefix: string, index: number) => ReactNode;
  first: string;
}

/**
 * A repeatable list of rows (SPEC §2: a scholarship's activities, awards, events, universities, past
 * employers). Each row is a fieldset named "Activity 2"; every row after the first has a delete icon, and
 * YES in its confirmation removes the row (NO keeps it). An add button appends a blank row, up to `max`,
 * and moves focus into it.
 */
export function RepeatableRows({ name, rowLabel, addLabel, blank, max, children, first }: RepeatableRowsProps) {
  const { control, getValues } = useFormContext();
  const changed = useFormChanged();
  const { fields, append, remove } = useFieldArray({ control, name });
  const [removing, setRemoving] = useState<number | undefined>();
  const removal = useRemovalNote();
  const addButton = useRef<HTMLButtonElement>(null);
  const full = fields.length >= max;
  return (
    <div className="rows">
      {fields.map((field, index) => (
        // Named by its label alone: the Delete button sits in the legend (beside the label), and a group named
        // by the whole legend was heard as "Activity 2 Delete Activity 2" (qa16a).
        <fieldset key={field.id} className="participant card--quiet" aria-labelledby={`${name}-${field.id}-label`}>
          <legend className="participant__legend rows__legend">
            <span id={`${name}-${field.id}-label`}>
              {rowLabel} {index + 1}
            </span>
            {index > 0 ? (
              <button
                type="button"
                className="icon-button"
                aria-label={`Delete ${rowLabel} ${index + 1}`}
                title="Delete"
                onClick={() => setRemoving(index)}
              >
                <TrashIcon />
              </button>
            ) : null}
          </legend>
          {children(`${name}.${index}`, index)}
        </fieldset>
      ))}
      <div className="actions--row">
        <button
          ref={addButton}
          type="button"
          className="button button--secondary"
          disabled={full}
          onClick={() => {
            changed();
            append(blank(), { focusName: `${name}.${fields.length}.${first}` });
          }}
        >
          {addLabel}
        </button>
        {full ? <p className="field__hint">You can list up to {max}.</p> : null}
      </div>
      {removal.status}
      {removing === undefined ? null : (
        <ConfirmDialog
          title={`Delete ${rowLabel} ${removing + 1}`}
          onConfirm={async () => {
            changed();
            removal.say(`${rowLabel} ${removing + 1} was deleted.`);
            remove(removing);
            return undefined;
          }}
          onClose={(confirmed) => {
            setRemoving(undefined);
            // NO leaves focus on the row's remove button; after YES that button is gone.
            if (confirmed) addButton.current?.focus();
          }}
        >
          <p>{deleteQuestion(getValues(`${name}.${removing}.${first}`))}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** The confirmation's question, naming the row by what was typed first in it ("Robotics club"), if anything. */
function deleteQuestion(firstAnswer: unknown): string {
  const named = typeof firstAnswer === 'string' ? firstAnswer.trim() : '';
  return named
    ? `Delete this row (“${named}”) and everything typed in it?`
    : 'Delete this row and everything typed in it?';
}
