// Types only: the JSX typing of <altcha-widget> (the module's runtime file cannot be loaded by Node).
import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FieldError } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

export interface CaptchaFieldProps {
  /** The verified payload, or '' when the widget has none (yet, or any more). */
  onToken: (token: string) => void;
  error?: string | undefined;
}

/**
 * The ALTCHA widget (create mode only). It is a browser-only custom element, so it is loaded and mounted
 * after hydration; its payload becomes the form's gResponse.
 */
export function CaptchaField({ onToken, error }: CaptchaFieldProps) {
  const { id, errorId } = useFieldIds(null, error);
  const [ready, setReady] = useState(false);
  const widget = useRef<HTMLElement>(null);
  // The widget's listener lives as long as the widget; it always calls the latest onToken.
  const emitToken = useEffectEvent(onToken);

  useEffect(() => {
    let live = true;
    void import('altcha').then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      emitToken(detail.state === 'verified' && detail.payload ? detail.payload : '');
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready]);

  return (
    <div
      className={error ? 'field field--invalid' : 'field'}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
    >
      <p id={`${id}-label`} className="field__hint">
        Please confirm you are not a robot.
      </p>
      {ready ? <altcha-widget ref={widget} challenge="/api/captcha/challenge" auto="onload" /> : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
