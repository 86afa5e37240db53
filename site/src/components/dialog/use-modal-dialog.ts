import { useEffect, useRef, type RefObject } from 'react';

/**
 * A native <dialog> opened with showModal() when it mounts (the page behind inert, Escape closes it), with
 * focus on `initialFocus`. `returnFocus()` puts focus back on the control that opened it (focused when the
 * dialog mounted), if that is still on the page.
 */
export function useModalDialog(initialFocus: RefObject<HTMLElement | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(typeof document === 'undefined' ? null : document.activeElement);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    initialFocus.current?.focus();
  }, [initialFocus]);

  const returnFocus = () => {
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
  return { dialog, returnFocus };
}
