import { useEffect, useRef, useState, type RefObject } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import type { FormDraft } from './use-form-draft.ts';

/**
 * What a new form says of its kept answers (useFormDraft): offered ("Bring back my answers") when the visitor
 * followed a link to the form; given back (a reload, Back, or asked for), with "Clear the form", asked YES/NO
 * first so that a long answer is not lost to one stray tap; or, back on a form sent from this tab, that it
 * was sent and where to see it. Files cannot be kept: a form with files asks for them again. It is the form's
 * first content, and not a status region: the form's status ('Please check all required fields') stays the
 * one status of the form.
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
  const note = useRef<HTMLDivElement>(null);
  // Answers brought back by the button that is now gone: focus goes to what the note says of them.
  const broughtBack = useRef(false);
  const { phase } = draft;
  useEffect(() => {
    if (phase !== 'restored' || !broughtBack.current) return;
    broughtBack.current = false;
    note.current?.focus();
  }, [phase]);
  // Back to a sent form, the browser scrolls to where the visitor left it, by the submit button: the note that
  // says it was sent is brought into view (after the browser's own scroll, which comes with the page's load).
  useEffect(() => {
    if (phase !== 'sent') return undefined;
    const show = () => {
      note.current?.scrollIntoView({ block: 'start' });
      note.current?.focus({ preventScroll: true });
    };
    show();
    if (document.readyState === 'complete') return undefined;
    addEventListener('load', show, { once: true });
    return () => removeEventListener('load', show);
  }, [phase]);
  if (phase === 'none') return null;
  return (
    <>
      <div ref={note} className="card form-section draft-note" tabIndex={-1}>
        {phase === 'offered' ? (
          <>
            <p>
              You started this form earlier and did not send it. Your answers are kept until you type something new
              here.
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                broughtBack.current = true;
                draft.bringBack();
              }}
            >
              Bring back my answers
            </button>
          </>
        ) : null}
        {/* Back from the thank-you page: the browser puts back some of the answers sent, and a second send
            was refused as a duplicate with nothing said of the first (qa20c, qa21b). */}
        {phase === 'sent' ? (
          <p>
            You sent this form from this page already: it is registered. To see or change it, go to{' '}
            <a href="/multiple">View/Edit My Registrations</a>. To register someone else, clear the form first.
          </p>
        ) : null}
        {/* The form's option lists are still on their way (a slow network): the answers follow them. */}
        {phase === 'waiting' ? <p>Bringing back your answers…</p> : null}
        {phase === 'restored' ? (
          <p>
            {draft.maybeSent
              ? 'Your answers are back as you left them. They may have been sent just before the page changed: if they were, sending them again says the registration exists.'
              : 'Your answers are back as you left them; nothing has been sent yet.'}
            {hasFiles ? ' Files are not kept: if you had chosen any, please choose them again.' : ''}
          </p>
        ) : null}
        {phase === 'sent' || phase === 'restored' ? (
          <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
            Clear the form
          </button>
        ) : null}
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
