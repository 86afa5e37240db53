import 'altcha';
// Types only: the JSX typing of <altcha-widget>.
import type {} from 'altcha/types/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export interface CaptchaWidgetProps {
  /**
   * The verified payload, or '' when the widget has none (yet, or any more); `working` while it is still
   * solving (a submit may wait for it), false once it waits for a tick or failed.
   */
  onToken: (token: string, working: boolean) => void;
  /** Wait for the visitor's tick instead of solving at once (read when the widget mounts). */
  waitForVisitor?: boolean | undefined;
}

/**
 * The ALTCHA custom element itself, with the library that defines it: a browser-only module that
 * CaptchaField loads once the visitor starts on the form. It solves its challenge at once, unless it is the
 * widget after the server refused a solution: that one waits for the visitor's tick.
 */
export default function CaptchaWidget({ onToken, waitForVisitor }: CaptchaWidgetProps) {
  const widget = useRef<HTMLElement>(null);
  const [auto] = useState<'off' | 'onload'>(waitForVisitor ? 'off' : 'onload');
  // The widget's listener lives as long as the widget; it always calls the latest onToken (what React's
  // useEffectEvent does; Preact's compat layer has no useEffectEvent).
  const latestOnToken = useRef(onToken);
  useLayoutEffect(() => {
    latestOnToken.current = onToken;
  });

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
      latestOnToken.current(
        detail.state === 'verified' && detail.payload ? detail.payload : '',
        detail.state === 'verifying',
      );
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, []);

  return <altcha-widget ref={widget} challenge="/api/captcha/challenge" auto={auto} />;
}
