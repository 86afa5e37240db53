import { useEffect, useRef, type RefObject } from 'react';

/**
 * A form is disabled while it sends (its fieldset), so the submit button pressed loses focus. When the send
 * ends with the form still shown and focus nowhere (a failure that names no field: a rate limit, a server
 * error), the button gets it back: a keyboard user presses it again, and a screen reader is back on the form
 * after the status line (qa16a). A failure that names a field has focused that field already, and is left
 * alone. Written small: the middle school edit page's scripts are counted to the byte (form-pages.spec.ts).
 */
export function useFocusAfterSend(busy: boolean, formRef: RefObject<HTMLFormElement | null>): void {
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) {
      formRef.current?.querySelector<HTMLElement>('[type=submit]')?.focus();
    }
    wasBusy.current = busy;
  });
}
