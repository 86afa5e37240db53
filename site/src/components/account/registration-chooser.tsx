import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  editRouteFor,
  loadMyRegistrations,
  registrationLabel,
  type RegistrationSummary,
} from '../../lib/auth/my-registrations.ts';
import { ACCESS_DENIED_PAGE, getSession, loginUrl, type SignedInUser } from '../../lib/auth/session-client.ts';
import { FormStatus } from '../form/form-status.tsx';
import { SelectField } from '../form/select-field.tsx';

/** SPEC §5 and §2's chooser messages, exactly. */
export const CHOOSER_MESSAGES = {
  select: 'Please, select registration to edit',
  unknownType: 'Unknown registration type',
  failed: 'Sorry! Something went wrong. Please try again later.',
} as const;

type State =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; user: SignedInUser; registrations: RegistrationSummary[] };

/**
 * /multiple, View/Edit My Registrations (SPEC §2): a login-style card listing the registrations of the
 * signed-in email, a select and an Edit button that goes to the kind's edit route. A logged-out visitor is
 * sent to sign in and back here; a 401 or 403 goes to /access-denied.
 */
export function RegistrationChooser() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [selected, setSelected] = useState('');
  const [error, setError] = useState<string | undefined>();
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    void (async () => {
      const session = await getSession();
      if (!session) return window.location.replace(loginUrl('/multiple'));
      const loaded = await loadMyRegistrations(session);
      if (loaded.kind === 'denied') return window.location.replace(ACCESS_DENIED_PAGE);
      setState(
        loaded.kind === 'ok' ? { kind: 'ready', user: session.user, registrations: loaded.value } : { kind: 'failed' },
      );
    })();
  }, []);

  function edit(event: FormEvent) {
    event.preventDefault();
    if (state.kind !== 'ready') return;
    const registration = state.registrations.find((item) => item.regId === selected);
    if (!registration) {
      setError(CHOOSER_MESSAGES.select);
      select.current?.focus();
      return;
    }
    const route = editRouteFor(registration);
    if (!route) {
      setError(CHOOSER_MESSAGES.unknownType);
      select.current?.focus();
      return;
    }
    window.location.assign(route);
  }

  if (state.kind === 'loading') return <p role="status">Loading your registrations…</p>;
  if (state.kind === 'failed') return <FormStatus message={CHOOSER_MESSAGES.failed} />;

  const { user, registrations } = state;
  if (!user.emailVerified) {
    return (
      <p className="notice">
        Your email address is not verified yet, so no registration can be shown. Open the link in the email the sign-in
        service sent you, then log in again.
      </p>
    );
  }
  if (registrations.length === 0) {
    return (
      <>
        <p>There are no registrations for {user.email}.</p>
        <p>
          <a className="button" href="/register">
            Register
          </a>
        </p>
      </>
    );
  }
  return (
    <form className="card" noValidate onSubmit={edit}>
      <p>Registrations for {user.email}</p>
      <SelectField
        ref={select}
        label="Registration"
        name="regId"
        required
        value={selected}
        error={error}
        options={registrations.map((registration) => ({
          value: registration.regId,
          label: registrationLabel(registration),
        }))}
        onChange={(event) => {
          setSelected(event.target.value);
          setError(undefined);
        }}
      />
      <button className="button" type="submit">
        Edit
      </button>
    </form>
  );
}
