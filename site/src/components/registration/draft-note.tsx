import { useState, type RefObject } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import type { FormDraft } from './use-form-draft.ts';

/**
 * Says that a new form's unsent answers were given back (a reload, Back: useFormDraft), and offers to empty
 * it, asked YES/NO first: a long answer is not lost to one stray tap. Files cannot be kept: a form with
 * files asks for them again.
 */
export function DraftNote({
  draft,
  hasFiles,
  formRef,
}: {
  draft: FormDraft;
  hasFiles: boolean;
  formRef: RefObject<HTMLFormElement | null>;
}) {
  const [asking, setAsking] = useState(false);
  if (!draft.restored) return null;
  return (
    <>
      <div className="card form-section draft-note" role="status">
        <p>
          Your answers are back as you left them; nothing has been sent yet.
          {hasFiles ? ' Files are not kept: please choose them again.' : ''}
        </p>
        <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
          Clear the form
        </button>
      </div>
      {asking ? (
        <ConfirmDialog
          title="Clear the form?"
          onConfirm={() => Promise.resolve(undefined)}
          onClose={(confirmed) => {
            setAsking(false);
            if (!confirmed) return;
            draft.clear();
            // The note goes with the answers: the visitor starts again at the first question.
            formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
          }}
        >
          Every answer on this form will be emptied.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
