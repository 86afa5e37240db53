import { useRef, useState } from 'react';

/**
 * How long a submit waits for a captcha still at work. The proof of work runs by itself from the visitor's
 * first touch and takes a second or two on a slow phone; a submit pressed before it finished waits for it
 * rather than say 'Please verify using reCAPTCHA.' and send nothing (the message then vanished as the widget
 * finished, and the visitor had to press again without knowing why).
 */
export const CAPTCHA_WAIT_MS = 15_000;

/**
 * The captcha's state in a form (create forms and the contact form): the widget's current token, the
 * message under it, and the key that mounts a fresh widget. Each solution is accepted once, so after a
 * send that did not succeed `renew` clears the token and starts the widget again.
 */
export function useCaptcha() {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [key, setKey] = useState(0);
  // Read outside a render: the token as the widget last gave it, whether it may still find one (from the
  // form's start, while its script loads, and while it solves; not once it waits for a tick or failed), and
  // the submits waiting for it.
  const latest = useRef('');
  const working = useRef(true);
  const waiting = useRef<Array<(token: string) => void>>([]);

  /** The widget's statechange: a verified token clears the message; '' means no solution (any more). */
  const onToken = (value: string, stillWorking = false) => {
    latest.current = value;
    working.current = stillWorking;
    setToken(value);
    if (value) setError(undefined);
    if (value || !stillWorking) for (const resolve of waiting.current.splice(0)) resolve(value);
  };

  /**
   * The solution: now, or once the widget at work finds it; '' at once when it waits for the visitor's tick
   * or failed, or when none came within `waitMs`.
   */
  const solved = (waitMs = CAPTCHA_WAIT_MS): Promise<string> =>
    latest.current || !working.current
      ? Promise.resolve(latest.current)
      : new Promise((resolve) => {
          waiting.current.push(resolve);
          setTimeout(() => resolve(latest.current), waitMs);
        });

  const renew = () => {
    latest.current = '';
    // The fresh widget waits for the visitor's tick (captcha-widget.tsx), until it says otherwise.
    working.current = false;
    setToken('');
    setKey((current) => current + 1);
  };

  return { token, error, setError, key, onToken, solved, renew };
}
