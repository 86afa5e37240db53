import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NO_CHECK_IN_CODE, type CheckInCode } from '@stem/shared/api-contract';
import {
  cancelMyRegistration,
  consentStateLabel,
  editRouteFor,
  loadCheckInCode,
  loadMyRegistrations,
  registrationLabel,
  signOnlineRouteOf,
  type RegistrationSummary,
} from '../../lib/auth/my-registrations.ts';
import {
  ACCESS_DENIED_PAGE,
  getSession,
  loginUrl,
  type Session,
  type SignedInUser,
} from '../../lib/auth/session-client.ts';
import { cancellationWordsOf } from '@stem/shared/registration-kinds';
import { cancelConsequences } from '../../lib/account/cancel-consequences.ts';
import { loadGroupMembers } from '../../lib/group/group-members-client.ts';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { CheckInCodeDialog } from './check-in-code-dialog.tsx';
import { FormStatus, type StatusMessage } from '../form/form-status.tsx';
import { SelectField } from '../form/select-field.tsx';

/** SPEC §5 and §2's chooser messages, exactly. */
export const CHOOSER_MESSAGES = {
  select: 'Please, select registration to edit',
  unknownType: 'Unknown registration type',
  failed: 'Sorry! Something went wrong. Please try again later.',
  /** Not SPEC's: the chooser's Cancel button (the FAQ promises cancelling from the logged-in site). */
  selectToCancel: 'Please, select registration to cancel',
  /** Not SPEC's: the chooser's Check-in Code button (the confirmation's QR code, for the day). */
  selectForCode: 'Please, select registration to show its check-in code',
  noCode: NO_CHECK_IN_CODE,
} as const;

/** The registration the owner is about to cancel; for a group, how many students joined it (when known). */
interface Cancelling {
  registration: RegistrationSummary;
  members: number | undefined;
}

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
  const [cancelling, setCancelling] = useState<Cancelling | undefined>();
  const [notice, setNotice] = useState<StatusMessage | undefined>();
  const [showing, setShowing] = useState<{ label: string; code: CheckInCode } | undefined>();
  const [loadingCode, setLoadingCode] = useState(false);
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

  /** The selected registration, or undefined with `message` on the select. */
  function chosen(message: string): RegistrationSummary | undefined {
    const registration =
      state.kind === 'ready' ? state.registrations.find((item) => item.regId === selected) : undefined;
    if (!registration) {
      setError(message);
      select.current?.focus();
    }
    return registration;
  }

  function edit(event: FormEvent) {
    event.preventDefault();
    const registration = chosen(CHOOSER_MESSAGES.select);
    if (!registration) return;
    const route = editRouteFor(registration);
    if (!route) {
      setError(CHOOSER_MESSAGES.unknownType);
      select.current?.focus();
      return;
    }
    window.location.assign(route);
  }

  /** Cancel: for a group, first how many students joined it, so the dialog can say what happens to them. */
  async function askToCancel() {
    setNotice(undefined);
    const registration = chosen(CHOOSER_MESSAGES.selectToCancel);
    if (!registration) return;
    let members: number | undefined;
    if (registration.regType === 'MSGROUP') {
      const session = await getSession();
      const loaded = session ? await loadGroupMembers(session, registration.regId) : undefined;
      members = loaded?.kind === 'ok' ? loaded.value.length : undefined;
    }
    setCancelling({ registration, members });
  }

  /**
   * Check-in Code: the selected registration's QR code, for one who cannot find the confirmation on the day.
   * With one registration that has a code, nothing needs selecting first (the morning of the day, in a hurry).
   */
  async function showCode() {
    if (loadingCode) return;
    setNotice(undefined);
    const withCode = state.kind === 'ready' ? state.registrations.filter((item) => item.checkIn) : [];
    const registration =
      selected === '' && state.kind === 'ready' && state.registrations.length === 1 && withCode.length === 1
        ? withCode[0]
        : chosen(CHOOSER_MESSAGES.selectForCode);
    if (!registration) return;
    if (!registration.checkIn) {
      setError(CHOOSER_MESSAGES.noCode);
      select.current?.focus();
      return;
    }
    setLoadingCode(true);
    const session = await getSession();
    const loaded = session ? await loadCheckInCode(session, registration.regId) : { kind: 'denied' as const };
    setLoadingCode(false);
    if (loaded.kind === 'denied') return window.location.assign(ACCESS_DENIED_PAGE);
    if (loaded.kind === 'error') return setNotice({ text: CHOOSER_MESSAGES.failed });
    setShowing({ label: registrationLabel(registration), code: loaded.value });
  }

  async function cancel(registration: RegistrationSummary): Promise<string | undefined> {
    // The page may have been open longer than an access token lives.
    const session: Session | null = await getSession({ fresh: true });
    // Logged out meanwhile (in another tab): sign in and come back to the list, where nothing was cancelled.
    if (!session) {
      window.location.assign(loginUrl('/multiple'));
      return undefined;
    }
    const outcome = await cancelMyRegistration(session, registration.regId);
    if (outcome.kind === 'denied') {
      window.location.assign(ACCESS_DENIED_PAGE);
      return undefined;
    }
    if (outcome.kind === 'error') return CHOOSER_MESSAGES.failed;
    setState((current) =>
      current.kind === 'ready'
        ? { ...current, registrations: current.registrations.filter((item) => item.regId !== registration.regId) }
        : current,
    );
    setSelected('');
    setNotice({
      text: `${registrationLabel(registration)} was ${cancellationWordsOf(registration.regType).done}. A confirmation email is on its way.`,
      done: true,
    });
    return undefined;
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
        <LastNotice notice={notice} />
        <p>There are no registrations for {user.email}.</p>
        {/* A parent who registered a child under the child's address logs in with their own and finds
            nothing: a registration belongs to the address it was made with. */}
        <p className="field__hint">
          Registered someone else, such as your child? A registration belongs to the email address it was made with: log
          out and log in with that address (a student&rsquo;s registration is under the student&rsquo;s email).
        </p>
        {/* A colleague of a company's main contact (or a teacher's co-teacher) found only the child's hint (qa14a). */}
        <p className="field__hint">
          Looking for your company&rsquo;s or school group&rsquo;s registration? It belongs to the main contact or group
          leader who made it: ask them to change it, or to tell us through the contact page who takes it over.
        </p>
        <p>
          <a className="button" href="/register">
            Register
          </a>
        </p>
      </>
    );
  }
  return (
    <>
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
        <ConsentStates registrations={registrations} />
        <GroupRemovals registrations={registrations} />
        <div className="actions--row">
          <button className="button" type="submit">
            Edit
          </button>
          {registrations.some((registration) => registration.checkIn) ? (
            <button
              className="button button--secondary"
              type="button"
              aria-busy={loadingCode || undefined}
              onClick={() => void showCode()}
            >
              Check-in Code
            </button>
          ) : null}
          <button className="button button--secondary" type="button" onClick={() => void askToCancel()}>
            Cancel Registration
          </button>
        </div>
        <FormStatus message={notice?.text} done={notice?.done} />
        {/* A parent who registered one child under their own address and another under the child's found one
            and no word of the other (qa25b): the empty list's hint, said here too. */}
        <p className="field__hint">
          Missing one? A registration belongs to the email address it was made with: log out and log in with that
          address (a student&rsquo;s registration is under the student&rsquo;s email).
        </p>
      </form>
      {cancelling ? (
        <ConfirmDialog
          title={cancellationWordsOf(cancelling.registration.regType).title}
          onConfirm={() => cancel(cancelling.registration)}
          onClose={(confirmed) => {
            setCancelling(undefined);
            // NO leaves focus on Cancel Registration; after YES the list has changed: back to the select.
            if (confirmed) select.current?.focus();
          }}
        >
          <CancelConsequences {...cancelling} />
        </ConfirmDialog>
      ) : null}
      {showing ? <CheckInCodeDialog {...showing} onClose={() => setShowing(undefined)} /> : null}
    </>
  );
}

/**
 * Where each student registration's consent stands (signed, school, awaiting the parent, received), after the
 * group the student is in: a family with a child in a group sees which one.
 */
function ConsentStates({ registrations }: { registrations: RegistrationSummary[] }) {
  const states = registrations.flatMap((registration) => {
    const state = consentStateLabel(registration);
    const { regId, groupName } = registration;
    const formRoute = signOnlineRouteOf(registration);
    return state ? [{ regId, label: registrationLabel(registration), groupName, state, formRoute }] : [];
  });
  if (states.length === 0) return null;
  return (
    <ul className="consent-states" aria-label="Consent">
      {states.map(({ regId, label, groupName, state, formRoute }) => (
        <li key={regId}>
          <strong>{label}</strong>: {groupName ? `in the group “${groupName}”. ` : null}
          {state}
          {/* The day-of consent forms are linked from the mails only: a family that cannot find them (the
              school's form did not come, the mail was deleted) finds them here (qa14b). */}
          {formRoute ? (
            <>
              . A parent or guardian can also <a href={formRoute}>sign the day-of consent form</a> online.
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** A student whose group leader asked for their removal is told so beside the registration (and by mail). */
function GroupRemovals({ registrations }: { registrations: RegistrationSummary[] }) {
  const removals = registrations.filter((registration) => registration.groupRemovalRequested);
  if (removals.length === 0) return null;
  return (
    <ul className="notice group-removals">
      {removals.map((registration) => {
        // The reason in brackets inside a sentence: its own full stop would end it twice (".).").
        const { groupName, reason } = registration.groupRemovalRequested!;
        return (
          <li key={registration.regId}>
            <strong>{registrationLabel(registration)}</strong>: the leader of the group {groupName} asked the organisers
            to remove you from the group ({reason.replace(/[.!?]+$/, '')}). If it is a mistake, please talk to your
            group leader or <a href="/contact">contact us</a>.
          </li>
        );
      })}
    </ul>
  );
}

/**
 * What was just done, when it emptied the list (the last registration cancelled): the list, the dialog and the
 * button that opened it are gone, so the notice takes the focus, which reads it (qa27c: focus fell to the page,
 * and a status region created with its text already in it was not announced).
 */
function LastNotice({ notice }: { notice: StatusMessage | undefined }) {
  const here = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice) here.current?.focus();
  }, [notice]);
  return (
    <p
      ref={here}
      tabIndex={-1}
      className={notice?.done ? 'form-status form-status--done' : 'form-status'}
      role="status"
    >
      {notice?.text ?? ''}
    </p>
  );
}

/** What cancelling will do, said before YES (for a group: what happens to the students who joined). */
function CancelConsequences({ registration, members }: Cancelling) {
  const label = registrationLabel(registration);
  // An application is withdrawn, and applied for again (qa27a: the dialog titled "Withdraw Application" said
  // "Cancel … register again").
  const application = cancellationWordsOf(registration.regType).noun === 'application';
  return (
    <>
      <p>
        {/* Registering again depends on the kind still being open: never promised here (it may have closed). */}
        {application ? 'Withdraw' : 'Cancel'} <strong>{label}</strong>? Its details are deleted and it cannot be
        restored. To take part after all, you would have to{' '}
        {application
          ? 'apply again, which is possible only while applications are open'
          : 'register again, which is possible only while its registration is open'}
        .
      </p>
      {cancelConsequences(registration, members).map((consequence) => (
        <p key={consequence}>{consequence}</p>
      ))}
    </>
  );
}
