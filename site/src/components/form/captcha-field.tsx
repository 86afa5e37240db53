import { lazy, Suspense, useEffect, useRef } from 'react';
import { FieldError } from './field-messages.tsx';
import { useFieldIds } from './use-field-ids.ts';

/** The widget and its library (a third of a new form's script), loaded only once the field is active. */
const CaptchaWidget = lazy(() => import('./captcha-widget.tsx'));

export interface CaptchaFieldProps {
  /**
   * Whether to load and run the widget: once the visitor starts on the form. The widget is a third of a
   * new form's script and solves its challenge at once, which a page load need not wait for.
   */
  active: boolean;
  /** The verified payload, or '' when the widget has none (yet, or any more). */
  onToken: (token: string, working: boolean) => void;
  error?: string | undefined;
}

/**
 * The ALTCHA captcha (create mode only). Its widget is a browser-only custom element, loaded and mounted once
 * `active` (never in the built page); its payload becomes the form's gResponse. Its room is kept from the
 * start (`captcha__widget`), so nothing below it moves when it appears, and says meanwhile when the check
 * runs: an empty box there read as something that failed to load.
 *
 * A widget mounted with a message already under it (a fresh one after the server refused a solution, SPEC
 * §8's -4) waits for the visitor's tick: solving by itself, it cleared the message half a second later, and
 * the visitor was left with nothing sent and nothing said. Verifying then clears the message (SPEC §4).
 *
 * A message arriving takes the focus to the field: it is said (the group's name and the message that
 * describes it) and scrolled into view, as a field's error is after a submit; the widget's tick is the next
 * tab stop. Before, the focus stayed on the pressed button, and nothing was said.
 */
export function CaptchaField({ active, onToken, error }: CaptchaFieldProps) {
  const { id, errorId } = useFieldIds(null, error);
  const field = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) field.current?.focus();
  }, [error]);
  return (
    <div
      ref={field}
      tabIndex={-1}
      className={error ? 'field field--invalid' : 'field'}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={errorId}
    >
      <p id={`${id}-label`} className="field__hint">
        Please confirm you are not a robot.
      </p>
      <div className="captcha__widget">
        {active ? (
          <Suspense fallback={WAITING}>
            <CaptchaWidget onToken={onToken} waitForVisitor={Boolean(error)} />
          </Suspense>
        ) : (
          WAITING
        )}
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The widget's room before it arrives (the built page, and while its script loads). */
const WAITING = <p className="captcha__waiting">This check runs by itself once you start filling in the form.</p>;
