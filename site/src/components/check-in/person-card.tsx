import { useEffect, useId, useRef, useState } from 'react';
import type { CheckInAction, CheckInLookup, CheckInPerson } from '@stem/shared/check-in-contract';
import { consentInHand } from '@stem/shared/api-contract';
import { clockAtEvent } from '@stem/shared/cms/event-times';
import { EVENT_TIME_ZONE } from '@stem/shared/registration-kinds';
import { otherDayNotice, type CareerDay } from '../../lib/staff/other-day.ts';
import { consentWords } from '../../lib/group/roster.ts';
import { doorConsentAdvice } from '../../lib/staff/door-consent.ts';
import { lookAlikes } from '../../lib/staff/look-alikes.ts';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';

const TIME = new Intl.DateTimeFormat('en-US', { timeZone: EVENT_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** "Checked in at 8:03 AM", "Checked out at 2:10 PM" or "Not checked in", and whether it still waits to be sent. */
function standingOf(person: CheckInPerson, waiting: boolean, online: boolean): string {
  const words = person.checkedOutAt
    ? `Checked out at ${TIME.format(new Date(person.checkedOutAt))}`
    : person.checkedInAt
      ? `Checked in at ${TIME.format(new Date(person.checkedInAt))}`
      : 'Not checked in';
  if (!waiting) return words;
  // Online, a tap waits only for its answer: "not sent yet" read as if the network were down.
  return online ? `${words} (sending…)` : `${words} (saved on this device, not sent yet)`;
}

export const isHere = (person: CheckInPerson) => person.checkedInAt !== null && person.checkedOutAt === null;

/**
 * The consent a student needs, said plainly, and the buttons that record a signed paper form handed in and
 * look again (a parent asked to confirm the mailed link, or to fill in the day-of form, does it at the door:
 * the card was what the server knew when it was found); nothing for a kind without one, or one in hand.
 */
export function ConsentNotice({
  person,
  onPaperForm,
  onCheckAgain,
}: {
  person: CheckInPerson;
  onPaperForm: () => void;
  /** Looks the person up again; false when the server could not be asked (the desk says why). */
  onCheckAgain: () => Promise<boolean>;
}) {
  const [checking, setChecking] = useState(false);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const state = person.consentState;
  if (state === null) return null;
  const inHand = consentInHand(state);
  const checkAgain = async () => {
    if (checking) return;
    setChecking(true);
    if (await onCheckAgain()) setCheckedAt(new Date());
    setChecking(false);
  };
  // Said where it was asked, in one place that stays while the notice turns from missing to in hand.
  const news = checkedAt
    ? `Checked again at ${TIME.format(checkedAt)}: ${inHand ? 'the consent is in hand.' : 'not in hand yet.'}`
    : '';
  return (
    <>
      {inHand ? (
        <p className="check-in-consent check-in-consent--ok">Consent: {consentWords(state)}</p>
      ) : (
        <div className="check-in-consent check-in-consent--missing" role="alert">
          <p>
            <strong>{state === 'missing' ? 'Consent missing' : 'Consent not received'}</strong>
          </p>
          <p>{doorConsentAdvice(state)}</p>
          <div className="check-in-consent__actions">
            <button type="button" className="button button--small button--secondary" onClick={onPaperForm}>
              Paper form received
            </button>
            <button
              type="button"
              className="button button--small button--secondary"
              aria-disabled={checking}
              onClick={() => void checkAgain()}
            >
              {checking ? 'Checking…' : 'Check again'}
            </button>
          </div>
        </div>
      )}
      {/* A live region, not role="status": the card's status is its standing ("Not checked in"). */}
      <p className="check-in-consent__news" aria-live="polite">
        {news}
      </p>
    </>
  );
}

/**
 * Asked once more before a paper form is recorded: it lets the student take part, and the door has no undo
 * for it (the desk's activity log keeps who recorded it).
 */
function PaperFormDialog({
  student,
  onRecord,
  onClose,
}: {
  student: CheckInPerson;
  onRecord: () => Promise<string | undefined>;
  onClose: (recorded: boolean) => void;
}) {
  return (
    <ConfirmDialog title="Record the signed paper consent form?" onConfirm={onRecord} onClose={onClose}>
      <p>
        You have the consent form for <strong>{student.name}</strong>, signed by a parent or guardian.
      </p>
    </ConfirmDialog>
  );
}

/**
 * What a search result says before it is opened: where the person stands, a consent not in hand, a group's
 * size and a company's participants, so that two people of one name, or someone already here, are told apart at a glance.
 */
export function SearchResultFacts({
  found,
  waiting,
  online,
}: {
  found: CheckInLookup;
  waiting: ReadonlySet<string>;
  online: boolean;
}) {
  const { person, members } = found;
  const consent = person.consentState;
  return (
    <span className="check-in-results__facts">
      <span className={isHere(person) ? 'check-in-here' : undefined}>
        {standingOf(person, waiting.has(person.regId), online)}
      </span>
      {consent && !consentInHand(consent) ? (
        <span className="check-in-members__missing">{` · Consent: ${consentWords(consent)}`}</span>
      ) : null}
      {members.length > 0 ? ` · ${members.length === 1 ? '1 student' : `${members.length} students`}` : ''}
      {/* Found by a participant's name, the company's row says why: its contact's name is not the one asked. */}
      {person.participants ? ` · with ${person.participants.join(', ')}` : ''}
    </span>
  );
}

/** The person's name, where focus goes after a check-in, a check-out or an undo. */
const PERSON_NAME = '#check-in-person-name';
/** The group's students, where focus goes after their check-in (its news is said there). */
const GROUP = '.check-in-members';

interface CardProps {
  found: CheckInLookup;
  /** The career days, to say when someone came on the other one. */
  days: readonly CareerDay[];
  waiting: ReadonlySet<string>;
  /** Whether the device is online: a waiting tap is then being sent, not kept for later. */
  online: boolean;
  onRecord: (regIds: readonly string[], action: CheckInAction) => void;
  /** Records the student's signed paper consent form: undefined once done, else why not. */
  onPaperForm: (student: CheckInPerson) => Promise<string | undefined>;
  /** Looks the card's people up again (how they were found); false when the server could not be asked. */
  onCheckAgain: () => Promise<boolean>;
  /** Found by a code scanned when its person was already in: shown twice, or a copy. */
  scannedAgain?: boolean;
}

/** Who the code or the name found: their kind, consent and standing, and a group leader's students to tick. */
export function PersonCard({
  found,
  days,
  waiting,
  online,
  onRecord,
  onPaperForm,
  onCheckAgain,
  scannedAgain = false,
}: CardProps) {
  const { person, members } = found;
  const otherDay = otherDayNotice(person.events, days, clockAtEvent(new Date()).date);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const tick = (regId: string, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(regId);
      else next.delete(regId);
      return next;
    });
  const toCheckIn = members.filter((member) => ticked.has(member.regId) && !isHere(member));
  // A bus of thirty: one press ticks everyone not yet in, then the few who stayed home are unticked.
  const notHere = members.filter((member) => !isHere(member));
  // Two students of one name in the group: each says what tells them apart.
  const alikeMembers = lookAlikes(members);
  const allTicked = notHere.length > 0 && notHere.every((member) => ticked.has(member.regId));
  const withoutConsent = toCheckIn.filter((member) => member.consentState && !consentInHand(member.consentState));
  const factsId = useId();
  // A check-in, check-out or undo replaces the button pressed: focus goes somewhere safe to press again (the
  // person's name, the group after its check-in, a student's box after its undo), never to the page, where a
  // screen reader hears nothing and a keyboard starts over. It went to the new button, so a second Enter
  // checked the person straight out again.
  const card = useRef<HTMLElement>(null);
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    card.current?.querySelector<HTMLElement>(focusNext.current)?.focus();
    focusNext.current = null;
  }, [found]);
  const [groupNews, setGroupNews] = useState('');
  const [paperFor, setPaperFor] = useState<CheckInPerson | null>(null);
  const record = (regIds: readonly string[], action: CheckInAction, then: string) => {
    focusNext.current = then;
    onRecord(regIds, action);
  };
  // A phone's screen holds the camera and the search: the person found is brought into view, their name
  // focused (and read out), so the Check in button is a thumb away.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <article ref={card} className="card check-in-person" aria-labelledby="check-in-person-name">
      <h2 id="check-in-person-name" ref={heading} tabIndex={-1}>
        {person.name || 'No name given'}
      </h2>
      <p className="check-in-person__kind">
        {person.kindLabel}
        {person.detail ? ` · ${person.detail}` : ''}
      </p>
      {/* What to ask to be sure it is them: "Which grade? Who is your parent?" */}
      {person.tellApart ? <p className="check-in-person__tell-apart">{person.tellApart}</p> : null}
      {/* A company's people come on its one check-in: whoever of them reaches the door first finds it. */}
      {person.participants ? (
        <p className="check-in-person__participants">
          <strong>Additional participants ({person.participants.length}):</strong> {person.participants.join(', ')}
        </p>
      ) : null}
      {otherDay ? (
        <div className="check-in-consent check-in-consent--missing" role="alert">
          <p>
            <strong>Another day</strong>
          </p>
          <p>{otherDay}</p>
        </div>
      ) : null}
      {/* A second scan looked like the first ("Checked in at 8:03 AM"): a code passed to a friend went unnoticed. */}
      {scannedAgain && isHere(person) && person.checkedInAt ? (
        <div className="check-in-consent check-in-consent--missing" role="alert">
          <p>
            <strong>Already checked in</strong>
          </p>
          <p>
            This code was checked in at {TIME.format(new Date(person.checkedInAt))}. Make sure this is{' '}
            {person.name || 'the person registered'}: a code shown twice may be a copy.
          </p>
        </div>
      ) : null}
      <ConsentNotice person={person} onPaperForm={() => setPaperFor(person)} onCheckAgain={onCheckAgain} />
      {/* In, it is green with a tick: bold black alone looked like "Not checked in" at a glance (qa25c). */}
      <p className={`check-in-person__standing${isHere(person) ? ' check-in-here' : ''}`} role="status">
        {standingOf(person, waiting.has(person.regId), online)}
      </p>
      {/* Once in, the line to undo a mistake takes the place of Check in, and Check out comes below it: a
          double tap on Check in lands on words, not on a Check out in the same place. */}
      <div className="check-in-person__actions">
        {isHere(person) ? (
          <>
            <p className="check-in-person__undo">
              Checked in by mistake?{' '}
              <button type="button" className="link-button" onClick={() => record([person.regId], 'undo', PERSON_NAME)}>
                Undo check-in
              </button>
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => record([person.regId], 'out', PERSON_NAME)}
            >
              Check out
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={() => record([person.regId], 'in', PERSON_NAME)}>
            Check in
          </button>
        )}
      </div>
      {members.length > 0 ? (
        <fieldset className="check-in-members" tabIndex={-1}>
          <legend>Students in this group ({members.length})</legend>
          {notHere.length > 1 ? (
            <button
              type="button"
              className="link-button check-in-members__all"
              onClick={() => setTicked(allTicked ? new Set() : new Set(notHere.map((member) => member.regId)))}
            >
              {allTicked ? 'Untick all' : `Tick all ${notHere.length} not checked in`}
            </button>
          ) : null}
          <ul>
            {members.map((member) => (
              <li key={member.regId} className="check-in-members__row" data-member={member.regId}>
                <label>
                  <input
                    type="checkbox"
                    checked={ticked.has(member.regId) || isHere(member)}
                    disabled={isHere(member)}
                    aria-describedby={`${factsId}-${member.regId}`}
                    onChange={(event) => tick(member.regId, event.currentTarget.checked)}
                  />
                  <span className="check-in-members__name">
                    {member.name}
                    {alikeMembers.has(member.regId) ? ` (${member.tellApart})` : ''}
                  </span>
                </label>
                <span className="check-in-members__facts" id={`${factsId}-${member.regId}`}>
                  <span className={isHere(member) ? 'check-in-here' : undefined}>
                    {standingOf(member, waiting.has(member.regId), online)}
                  </span>
                  {member.consentState ? (
                    <span className={consentInHand(member.consentState) ? '' : 'check-in-members__missing'}>
                      {' · Consent: '}
                      {consentWords(member.consentState)}
                    </span>
                  ) : null}
                  {member.removalRequested ? (
                    <span className="check-in-members__missing"> · The teacher asked for their removal</span>
                  ) : null}
                </span>
                {member.consentState && !consentInHand(member.consentState) ? (
                  <button
                    type="button"
                    className="link-button check-in-members__paper"
                    aria-label={`Paper form received: ${member.name}`}
                    onClick={() => setPaperFor(member)}
                  >
                    Paper form received
                  </button>
                ) : null}
                {isHere(member) ? (
                  // A student ticked by mistake: the box cannot be unticked once they are in.
                  <button
                    type="button"
                    className="link-button check-in-members__undo"
                    aria-label={`Undo check-in of ${member.name}`}
                    onClick={() => {
                      record([member.regId], 'undo', `[data-member="${member.regId}"] input`);
                      setGroupNews(`Check-in undone: ${member.name}.`);
                    }}
                  >
                    Undo
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          <p className="check-in-members__news" role="status">
            {groupNews}
          </p>
          {withoutConsent.length > 0 ? (
            <p className="check-in-consent check-in-consent--missing" role="status">
              <strong>Consent not in hand</strong> for {withoutConsent.map((member) => member.name).join(', ')}. Get the
              day-of consent form signed before {withoutConsent.length === 1 ? 'this student takes' : 'they take'} part.
            </p>
          ) : null}
          <button
            type="button"
            className="button"
            disabled={toCheckIn.length === 0}
            onClick={() => {
              record(
                toCheckIn.map((member) => member.regId),
                'in',
                GROUP,
              );
              setTicked(new Set());
              setGroupNews(`Checked in: ${toCheckIn.map((member) => member.name).join(', ')}.`);
            }}
          >
            {toCheckIn.length === 0
              ? 'Check in ticked students'
              : `Check in ${toCheckIn.length === 1 ? '1 ticked student' : `${toCheckIn.length} ticked students`}`}
          </button>
        </fieldset>
      ) : null}
      {paperFor ? (
        <PaperFormDialog
          student={paperFor}
          onRecord={() => onPaperForm(paperFor)}
          onClose={(recorded) => {
            const student = paperFor;
            setPaperFor(null);
            if (!recorded) return;
            if (student.regId === person.regId) {
              card.current?.querySelector<HTMLElement>(PERSON_NAME)?.focus();
            } else {
              setGroupNews(`Paper form recorded: ${student.name}.`);
              card.current?.querySelector<HTMLElement>(`[data-member="${student.regId}"] input`)?.focus();
            }
          }}
        />
      ) : null}
    </article>
  );
}
