import { useState } from 'react';

/**
 * The captcha's state in a form (create forms and the contact form): the widget's current token, the
 * message under it, and the key that mounts a fresh widget. Each solution is accepted once, so after a
 * send that did not succeed `renew` clears the token and starts the widget again.
 */
export function useCaptcha() {
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [key, setKey] = useState(0);

  /** The widget's statechange: a verified token clears the message; '' means no solution (any more). */
  const onToken = (value: string) => {
    setToken(value);
    if (value) setError(undefined);
  };

  const renew = () => {
    setToken('');
    setKey((current) => current + 1);
  };

  return { token, error, setError, key, onToken, renew };
}
