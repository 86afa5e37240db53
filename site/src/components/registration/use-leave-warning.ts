import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { isLeavingOnPurpose } from '../../lib/auth/session-client.ts';

/**
 * The browser's own "Leave site? Changes you made may not be saved." while an edit holds changes typed since
 * it loaded: an edit keeps no draft, so a reload, a link or Back lost them without a word (qa20c). A new
 * form needs none: it keeps its answers (use-form-draft.ts). Quiet while sending and after it (the page
 * leaves for the thank-you or an error page), and when the site itself leaves (a log-out here or in another
 * tab: session-client.ts). Returns what the form calls on each change the visitor makes (the same function
 * on every render).
 */
export function useLeaveWarning(active: boolean, busy: boolean): () => void {
  const state = useRef({ changed: false, busy });
  useEffect(() => {
    state.current.busy = busy;
  }, [busy]);
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!state.current.changed || state.current.busy || isLeavingOnPurpose()) return;
      event.preventDefault();
      // Browsers before the event's preventDefault counted (Safari, Chrome before 119) read this instead.
      event.returnValue = true;
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [active]);
  return useCallback(() => {
    state.current.changed = true;
  }, []);
}

/**
 * What a part of the form calls when the visitor changes it without a field's own event: adding or removing
 * a row (a company's participant, a scholarship's activity) changes no input.
 */
export const FormChangedContext = createContext<() => void>(() => undefined);
export const useFormChanged = () => useContext(FormChangedContext);
