import { useState } from 'react';

/**
 * What a list of rows says after YES removed one: the dialog closes onto the add button, which says nothing
 * of the row that went (qa23c). A status is read only when its text changes, so a second removal in the same
 * words ("Activity 2 was deleted." again) was silent (qa24a): every other message ends in a no-break space.
 */
export function useRemovalNote() {
  const [note, setNote] = useState({ text: '', count: 0 });
  return {
    say: (text: string) => setNote((previous) => ({ text, count: previous.count + 1 })),
    status: (
      <p className="visually-hidden" role="status">
        {note.text}
        {note.count % 2 === 0 ? '\u00a0' : ''}
      </p>
    ),
  };
}
