import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHECK_IN_TOKEN_PREFIX,
  type CheckInAction,
  type CheckInLookup,
  type CheckInPerson,
} from '@stem/shared/check-in-contract';
import { isSearchableName } from '@stem/shared/text/search-key';
import { freshSession, loginUrl, type Session } from '../../lib/auth/session-client.ts';
import { lookUpCode, searchPeople, sendCheckIns } from '../../lib/staff/check-in-client.ts';
import { recordPaperConsent } from '../../lib/staff/staff-client.ts';
import { enqueue, nextBatch, queued, settle, waitingSentence } from '../../lib/staff/check-in-queue.ts';
import { lookAlikes } from '../../lib/staff/look-alikes.ts';
import type { CareerDay } from '../../lib/staff/other-day.ts';
import { useStaffSession } from '../staff/use-staff-session.ts';
import { isHere, PersonCard, SearchResultFacts } from './person-card.tsx';
import { QrScanner } from './qr-scanner.tsx';

const HERE = '/staff/check-in';
/** How often what waits on the device is tried again, besides when the browser says the network is back. */
const RETRY_MS = 20_000;
const UNREACHABLE = 'The server could not be reached. Check the network and try again.';
const GONE = 'This registration is no longer there: it was deleted after it was found. Search for the person again.';
const NO_NETWORK =
  'No network: a code or a name can be looked up again when the network is back. Check-ins already made are kept on this device.';

/** How many a search found: "Nobody found", "1 person found", "6 people found". */
const foundWords = (count: number) =>
  count === 0 ? 'Nobody found' : count === 1 ? '1 person found' : `${count} people found`;

/** What the door says of check-ins the server refused as a whole: whose they were, and what to do. */
const refusedSentence = (names: readonly string[]) =>
  `Not recorded: the server refused what this device sent for ${[...new Set(names)].join(', ')}. Check the device’s date and time, then do it again; the card shows what the server has.`;

/**
 * What the door says of check-ins of people another device had checked in first, or check-outs of people it
 * had checked out (qa25c: two phones, one student): nothing changed, and the card now shows the first time.
 */
const alreadySentence = (action: CheckInAction, names: readonly string[]) => {
  const who = [...new Set(names)].join(', ');
  return action === 'undo'
    ? `Not undone: another device has checked out ${who}, or undone the check-in. Nothing changed; the card shows where they stand.`
    : `Already checked ${action} by another device: ${who}. Nothing changed; the card shows when.`;
};

/** The person as the device now knows them, after check-ins that may not have reached the server yet. */
function withAction(person: CheckInPerson, action: CheckInAction, at: string): CheckInPerson {
  if (action === 'in') return { ...person, checkedInAt: at, checkedOutAt: null };
  if (action === 'out') return { ...person, checkedOutAt: at };
  // Not here; an earlier check-in the undo leaves standing comes back with the server's answer.
  return { ...person, checkedInAt: null, checkedOutAt: null };
}

/** The same look-up with these people as the server or the device now has them. */
function updated(found: CheckInLookup, people: ReadonlyMap<string, CheckInPerson>): CheckInLookup {
  return {
    person: people.get(found.person.regId) ?? found.person,
    members: found.members.map((member) => people.get(member.regId) ?? member),
  };
}

/**
 * /staff/check-in (issue 15 point 4): on the day, staff scan a registration's QR code (camera or photo) or
 * find the person by name, see their consent and standing, and check them in or out; a group leader's code
 * lists the group's students to tick. Every check-in is first kept on the device (check-in-queue.ts) and
 * sent from there, so a check-in made while the network is down is sent when it returns, once.
 */
export function CheckInDesk({ days }: { days: readonly CareerDay[] }) {
  const { gate, deny } = useStaffSession(HERE);
  const [found, setFound] = useState<CheckInLookup | null>(null);
  /** Whether the card on screen was found by a code whose person was already in. */
  const [scannedAgain, setScannedAgain] = useState(false);
  const [results, setResults] = useState<CheckInLookup[] | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [waiting, setWaiting] = useState(() => queued());
  const [online, setOnline] = useState(() => navigator.onLine);
  const [name, setName] = useState('');
  const flushing = useRef(false);
  /** The names of the people on screen, for what the queue's sending says (it runs outside a render). */
  const nameOf = useRef(new Map<string, string>());
  /** lookAgain, for the sending (declared before it). */
  const lookAgainLater = useRef<() => Promise<boolean>>(async () => false);
  /** How the card on screen was found (its code, or the name searched), to look it up again. */
  const foundBy = useRef<{ code: string } | { name: string } | null>(null);

  const applyPeople = useCallback((people: readonly CheckInPerson[]) => {
    const byId = new Map(people.map((person) => [person.regId, person]));
    setFound((current) => (current ? updated(current, byId) : current));
    setResults((current) => current?.map((one) => updated(one, byId)) ?? null);
  }, []);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
        const session = await freshSession();
        if (session === 'offline') break;
        if (session === null) return window.location.replace(loginUrl(HERE));
        const sent = await sendCheckIns(session, batch);
        if (sent.kind === 'offline') break;
        if (sent.kind === 'denied') return deny();
        // Refused as a whole (times the server cannot take): kept, they would be refused for ever. Whose they
        // were is said, and the card is found again, so that it no longer says "Checked in" for nobody.
        if (sent.kind === 'refused') {
          settle(batch.map((checkIn) => checkIn.id));
          setMessage(
            refusedSentence(batch.map((checkIn) => nameOf.current.get(checkIn.regId) ?? 'someone not on screen')),
          );
          void lookAgainLater.current();
          continue;
        }
        settle(sent.value.outcomes.map((outcome) => outcome.id));
        applyPeople(sent.value.people);
        const already = new Set(
          sent.value.outcomes.filter((outcome) => outcome.outcome === 'already').map((outcome) => outcome.id),
        );
        const names = new Map(sent.value.people.map((person) => [person.regId, person.name]));
        const sentences = (['in', 'out', 'undo'] as const).flatMap((action) => {
          const regIds = batch
            .filter((checkIn) => already.has(checkIn.id) && checkIn.action === action)
            .map((checkIn) => checkIn.regId);
          const named = regIds.map((regId) => names.get(regId) ?? nameOf.current.get(regId) ?? 'someone');
          return named.length > 0 ? [alreadySentence(action, named)] : [];
        });
        if (sentences.length > 0) setMessage(sentences.join(' '));
      }
    } finally {
      flushing.current = false;
      setWaiting(queued());
    }
  }, [applyPeople, deny]);

  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      setMessage((current) => (current === NO_NETWORK ? '' : current));
      void flush();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    const timer = setInterval(() => void flush(), RETRY_MS);
    void Promise.resolve().then(flush);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      clearInterval(timer);
    };
  }, [flush]);

  const record = useCallback(
    (regIds: readonly string[], action: CheckInAction) => {
      // What the last tap's answer said ("Already checked in by another device…") is not this one's.
      setMessage('');
      const people = new Map<string, CheckInPerson>();
      const known = [found, ...(results ?? [])].flatMap((one) => (one ? [one.person, ...one.members] : []));
      for (const regId of regIds) {
        const checkIn = enqueue(regId, action);
        const person = known.find((one) => one.regId === regId);
        if (person) people.set(regId, withAction(person, action, checkIn.at));
      }
      applyPeople([...people.values()]);
      setWaiting(queued());
      // Checked in: the next person's name goes into an empty field (the card, with its undo, stays).
      if (action === 'in') setName('');
      void flush();
    },
    [applyPeople, flush, found, results],
  );

  /**
   * A signed paper consent form handed in at the door (a teacher's stack of the school's forms, a parent's):
   * recorded at once, online only (it decides whether a student takes part, so it is never kept for later).
   * Undefined once recorded, else why not (the confirmation dialog says it).
   */
  const recordPaperForm = useCallback(
    async (person: CheckInPerson): Promise<string | undefined> => {
      const session = await freshSession();
      if (session === 'offline') {
        setOnline(false);
        return 'No network: the paper form can be recorded when the network is back.';
      }
      if (session === null) {
        window.location.replace(loginUrl(HERE));
        return 'Please sign in again.';
      }
      const done = await recordPaperConsent(session, person.regId);
      if (done.kind === 'denied') {
        deny();
        return 'Please sign in again.';
      }
      if (done.kind === 'refused') return done.message;
      applyPeople([{ ...person, consentState: 'paper' }]);
      return undefined;
    },
    [applyPeople, deny],
  );

  /**
   * A token for a look-up. A dropped network at the door must not send the phone to sign in (the browser's
   * "no internet" page would replace the desk and its queue): it says so and the desk stays.
   */
  const tokenForLookUp = useCallback(async (): Promise<Session | null> => {
    const session = await freshSession();
    if (session === 'offline') {
      // Nobody is shown for a look-up that could not be made: the card on screen is someone else's.
      setFound(null);
      setResults(null);
      setOnline(false);
      setMessage(NO_NETWORK);
      return null;
    }
    if (session === null) window.location.replace(loginUrl(HERE));
    return session;
  }, []);

  const lookUp = useCallback(
    async (code: string) => {
      setMessage('');
      if (!code.startsWith(CHECK_IN_TOKEN_PREFIX)) {
        setFound(null);
        return setMessage('This QR code is not a STEM Career Day check-in code.');
      }
      setBusy(true);
      const session = await tokenForLookUp();
      const answer = session ? await lookUpCode(session, code) : null;
      setBusy(false);
      if (!answer) return;
      if (answer.kind === 'denied') return deny();
      setResults(null);
      foundBy.current = { code };
      setFound(answer.kind === 'ok' ? answer.value : null);
      setScannedAgain(answer.kind === 'ok' && isHere(answer.value.person));
      if (answer.kind === 'unknown')
        setMessage('No registration has this check-in code: it may have been cancelled or deleted.');
      if (answer.kind === 'error') setMessage(UNREACHABLE);
    },
    [tokenForLookUp, deny],
  );

  async function search(event: React.FormEvent) {
    event.preventDefault();
    setMessage('');
    if (!isSearchableName(name)) {
      // The last search's people are not what this one found.
      setResults(null);
      return setMessage('Type at least 2 letters of the name.');
    }
    setBusy(true);
    const session = await tokenForLookUp();
    const answer = session ? await searchPeople(session, name) : null;
    setBusy(false);
    if (!answer) return;
    if (answer.kind === 'denied') return deny();
    if (answer.kind === 'error') return setMessage(UNREACHABLE);
    setFound(null);
    setResults(answer.value);
    foundBy.current = { name };
  }

  const shown = found?.person.regId;
  /**
   * The card's people as the server has them now, found again as they were (the code, or the name searched):
   * a parent who confirms the consent link at the door counts at once. The card stays whatever the answer
   * (offline, it says so) unless its registration is gone; false when the server could not be asked.
   */
  const lookAgain = useCallback(async (): Promise<boolean> => {
    const by = foundBy.current;
    if (!by) return false;
    const session = await freshSession();
    if (session === 'offline') {
      setOnline(false);
      setMessage(NO_NETWORK);
      return false;
    }
    if (session === null) {
      window.location.replace(loginUrl(HERE));
      return false;
    }
    const answer = 'code' in by ? await lookUpCode(session, by.code) : await searchPeople(session, by.name);
    if (answer.kind === 'denied') {
      deny();
      return false;
    }
    const people =
      answer.kind === 'ok'
        ? (Array.isArray(answer.value) ? answer.value : [answer.value]).flatMap((one) => [one.person, ...one.members])
        : [];
    // Deleted since it was found (on request, at the desk): the card would stand for no one.
    if (answer.kind === 'unknown' || (answer.kind === 'ok' && !people.some((one) => one.regId === shown))) {
      setFound(null);
      setMessage(GONE);
      return false;
    }
    if (answer.kind !== 'ok') {
      setMessage(UNREACHABLE);
      return false;
    }
    applyPeople(people);
    return true;
  }, [applyPeople, deny, shown]);
  useEffect(() => {
    lookAgainLater.current = lookAgain;
    nameOf.current = new Map(
      [found, ...(results ?? [])].flatMap((one) =>
        one ? [one.person, ...one.members].map((person) => [person.regId, person.name] as const) : [],
      ),
    );
  }, [lookAgain, found, results]);

  if (gate.kind === 'loading') return <p role="status">Checking your access…</p>;
  if (gate.kind === 'denied') {
    return (
      <div className="card">
        <h2>Access Denied</h2>
        <p>
          Check-in is for the career day’s organisers.
          {gate.signedInAs ? ` You are signed in as ${gate.signedInAs}, which is not a staff account.` : ''}
        </p>
        <p>
          <a className="button" href="/">
            Visit Homepage
          </a>
        </p>
      </div>
    );
  }
  const waitingIds = new Set(waiting.map((checkIn) => checkIn.regId));
  // Two results of one name at one school say what tells them apart.
  const alike = lookAlikes((results ?? []).map((one) => one.person));
  return (
    <div className="check-in">
      <p className="staff-signed-in">
        Signed in as {gate.session.user.email} · <a href="/staff">Staff desk</a>
      </p>
      <p className="check-in-sync" role="status">
        {waiting.length > 0
          ? waitingSentence(waiting, online)
          : online
            ? ''
            : 'Offline: check-ins are saved on this device and sent when the network is back.'}
      </p>
      <QrScanner onCode={lookUp} />
      <section aria-labelledby="check-in-name-heading">
        <h2 id="check-in-name-heading">Find by name</h2>
        <p className="field__hint" id="check-in-name-hint">
          A name, an email address, a company or a group.
        </p>
        <form className="check-in-search" onSubmit={search} role="search">
          <div className="field">
            <label htmlFor="check-in-name">Name</label>
            <input
              id="check-in-name"
              aria-describedby="check-in-name-hint"
              type="search"
              autoComplete="off"
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Find
          </button>
        </form>
      </section>
      {busy ? <p role="status">Looking…</p> : null}
      {message ? (
        <p className="check-in-problem" role="alert">
          {message}
        </p>
      ) : null}
      {found ? (
        <PersonCard
          key={found.person.regId}
          found={found}
          days={days}
          waiting={waitingIds}
          online={online}
          onRecord={record}
          onPaperForm={recordPaperForm}
          onCheckAgain={lookAgain}
          scannedAgain={scannedAgain}
        />
      ) : null}
      {/* Focus stays in the search box: what the search found is said aloud from here. */}
      <p className="visually-hidden" role="status">
        {results ? foundWords(results.length) : ''}
      </p>
      {results ? (
        <section aria-labelledby="check-in-results-heading">
          <h2 id="check-in-results-heading">{foundWords(results.length)}</h2>
          {results.length === 0 ? (
            // Every word typed must be in the name: one letter off finds nobody, and the queue waits.
            <>
              <p className="field__hint">
                Every word must match. Check the spelling, or search for less: the last name alone or part of it, the
                email address the confirmation went to, the company or the group.
              </p>
              <WalkIn />
            </>
          ) : null}
          <ul className="check-in-results">
            {results.map((one) => (
              <li key={one.person.regId}>
                <button
                  type="button"
                  className="check-in-results__open"
                  onClick={() => {
                    setResults(null);
                    setFound(one);
                    setScannedAgain(false);
                  }}
                >
                  <span className="check-in-results__name">{one.person.name}</span>
                  <span className="check-in-results__detail">
                    {one.person.kindLabel}
                    {one.person.detail ? ` · ${one.person.detail}` : ''}
                    {alike.has(one.person.regId) ? ` · ${one.person.tellApart}` : ''}
                  </span>
                  <SearchResultFacts found={one} waiting={waitingIds} online={online} />
                  {/* A card on a phone does not say it can be tapped: this does, where a thumb looks for it. */}
                  <span className="check-in-results__cue">
                    Open<span aria-hidden="true"> ›</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Not registered at all: the FAQ helps walk-ins "if we can", and the door had nothing to offer them (qa25c).
 * The forms open in a new tab, so the door keeps its card and what waits to be sent.
 */
function WalkIn() {
  const forms = [
    ['/verify-age?regType=MSIND', 'Register a middle school student'],
    ['/verify-age?regType=HSIND', 'Register a high school student'],
    ['/consent-form-ms', 'Day-of consent form, middle school'],
    ['/consent-form-hs', 'Day-of consent form, high school'],
  ] as const;
  return (
    <div className="check-in-walk-in">
      <p>
        Not registered (a walk-in)? The student registers on the site, and a parent or guardian signs the day-of consent
        form:
      </p>
      <ul>
        {forms.map(([href, words]) => (
          <li key={href}>
            <a href={href} target="_blank" rel="noopener">
              {words}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
