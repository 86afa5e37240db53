import { useEffect, useRef, useState } from 'react';
import {
  confirmDayOfConsent,
  NO_TOKEN_MESSAGE,
  tokenOfAddress,
  type ConfirmationOutcome,
} from '../../lib/consent/consent-confirmation.ts';
import { FormStatus } from '../form/form-status.tsx';

type State = { kind: 'idle' } | { kind: 'busy' } | { kind: 'no-token' } | ConfirmationOutcome;

const FAILED = 'Sorry! Something went wrong. Please try again later.';

/**
 * /consent-confirm?token=…: the parent confirms the day-of consent filed for their student. A button, not a
 * request on load: mail scanners open links, and the token works once.
 */
export function ConsentConfirmation() {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const done = state.kind === 'confirmed' || state.kind === 'already-confirmed';
  // The button goes with the answer: the focus goes to the answer's heading, so it is said and the keyboard
  // does not fall back to the page's start (a status region put in the page with its words is often not read).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) heading.current?.focus();
  }, [done]);

  if (state.kind === 'confirmed' || state.kind === 'already-confirmed') {
    // A parent of two students gets two links: the page says which one this was.
    const forStudent = state.studentName ? ` for ${state.studentName}` : '';
    return (
      <div role="status">
        <h2 ref={heading} tabIndex={-1}>
          Consent Received
        </h2>
        <p>
          {state.kind === 'confirmed'
            ? `Thank you: the day-of consent${forStudent} is confirmed and recorded. A confirmation email is on its way.`
            : `This consent${forStudent} was already confirmed with this link and is recorded. There is nothing more to do.`}
        </p>
        <p>
          <a className="button" href="/">
            Visit Homepage
          </a>
        </p>
      </div>
    );
  }
  const message =
    state.kind === 'invalid'
      ? state.message
      : state.kind === 'error'
        ? FAILED
        : state.kind === 'no-token'
          ? NO_TOKEN_MESSAGE
          : undefined;
  return (
    <>
      <p>Press the button to confirm the day-of consent you signed for the STEM Career Day.</p>
      <p>
        <button
          className="button"
          type="button"
          disabled={state.kind === 'busy'}
          aria-busy={state.kind === 'busy'}
          onClick={async () => {
            // Read at the press, from the address the mail opened (the page is the same for every link).
            const token = tokenOfAddress(window.location.search);
            if (!token) {
              setState({ kind: 'no-token' });
              return;
            }
            setState({ kind: 'busy' });
            setState(await confirmDayOfConsent(token));
          }}
        >
          CONFIRM CONSENT
        </button>
      </p>
      <FormStatus message={message} />
    </>
  );
}
