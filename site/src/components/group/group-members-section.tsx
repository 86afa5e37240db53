import { MESSAGES } from '@stem/shared/messages';
import { consentInHand, SHARED_SCHEDULE_LIMIT, type GroupMember } from '@stem/shared/api-contract';
import { useEffect, useId, useRef, useState } from 'react';
import type { Choice } from '../../lib/api/registration-client.ts';
import { ACCESS_DENIED_PAGE, getSession } from '../../lib/auth/session-client.ts';
import { loadGroupMembers } from '../../lib/group/group-members-client.ts';
import {
  consentWords,
  markPendingRemoval,
  memberName,
  rosterSummary,
  sortMembers,
  tallyText,
  titleOf,
} from '../../lib/group/roster.ts';
import { FormSection } from '../form/form-section.tsx';
import { FormStatus } from '../form/form-status.tsx';
import { catalogue, useOptionLists } from '../registration/use-option-lists.ts';
import { RemoveMemberDialog } from './remove-member-dialog.tsx';
import { TrashIcon } from '../form/trash-icon.tsx';

// Grades are only the roster's (the leader has no grade): loaded here, not with the form's lists.
const ROSTER_LOADERS = { grades: catalogue('MSGRADE') };

/** The members' section's id, which the leader's mails link to (registration-api links.ts). */
const MEMBERS_SECTION = 'members';

type MembersState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; members: GroupMember[] };

export interface GroupMembersSectionProps {
  /** The group's registration (the leader's). */
  groupRegId: string;
  /** The group's stored name, for the printed roster and the removal question. */
  groupName: string;
  lunches: readonly Choice[];
  tShirtSizes: readonly Choice[];
}

/**
 * 3 Group Members (SPEC §2, edit only): every member with grade, lunch, T-shirt and consent state, a trash
 * button per member opening Remove Individual from Group, and Pending Removal (with the reason) for those
 * already asked for. Beyond SPEC: a summary of the roster above the table, and a printable roster.
 */
export function GroupMembersSection({ groupRegId, groupName, lunches, tShirtSizes }: GroupMembersSectionProps) {
  const [state, setState] = useState<MembersState>({ kind: 'loading' });
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // A reason typed, then NO or Escape: it is there again when the leader reopens the dialog for that student.
  const [keptReasons, setKeptReasons] = useState<Readonly<Record<string, string>>>({});
  const keepReason = (regId: string, reason: string | null) =>
    setKeptReasons(({ [regId]: _old, ...others }) => (reason === null ? others : { ...others, [regId]: reason }));
  const { lists } = useOptionLists(ROSTER_LOADERS, true);
  // Where focus goes when the dialog closes: back to the trash button, or to the row's new Pending Removal.
  const returnFocus = useRef<string | null>(null);
  const idPrefix = useId();
  const trashId = (regId: string) => `${idPrefix}-remove-${regId}`;
  const pendingId = (regId: string) => `${idPrefix}-pending-${regId}`;

  useEffect(() => {
    void (async () => {
      const session = await getSession();
      const loaded = session ? await loadGroupMembers(session, groupRegId) : ({ kind: 'denied' } as const);
      if (loaded.kind === 'denied') return window.location.replace(ACCESS_DENIED_PAGE);
      setState(loaded.kind === 'ok' ? { kind: 'ready', members: sortMembers(loaded.value) } : { kind: 'failed' });
    })();
  }, [groupRegId]);

  // The leader's mails about a member link to the members (`#members`). They are read after the page has
  // loaded, so the browser's own jump to the fragment found nothing: taken there once they are shown.
  const arrived = state.kind !== 'loading';
  useEffect(() => {
    if (arrived && window.location.hash === `#${MEMBERS_SECTION}`) {
      document.getElementById(MEMBERS_SECTION)?.scrollIntoView({ block: 'start' });
    }
  }, [arrived]);

  const closeDialog = () => {
    setRemoving(null);
    const target = returnFocus.current;
    returnFocus.current = null;
    // After React has replaced the trash button with Pending Removal (or not): then the target exists.
    if (target) requestAnimationFrame(() => document.getElementById(target)?.focus());
  };

  const removed = (member: GroupMember, reason: string) => {
    setState((current) =>
      current.kind === 'ready'
        ? { kind: 'ready', members: markPendingRemoval(current.members, member.regId, reason) }
        : current,
    );
    returnFocus.current = pendingId(member.regId);
    setAnnouncement(`${memberName(member)} is pending removal.`);
    // Read again: a request already made (from another tab) stands with its first reason, which is shown.
    void (async () => {
      const session = await getSession();
      const loaded = session ? await loadGroupMembers(session, groupRegId) : null;
      if (loaded?.kind === 'ok') setState({ kind: 'ready', members: sortMembers(loaded.value) });
    })();
  };

  return (
    <FormSection number={3} title="Group Members" className="roster" id={MEMBERS_SECTION}>
      {/* Printed instead of the page's heading: what the sheet is and which group it is. */}
      <div className="print-only">
        <p className="roster__print-title">Group Roster</p>
        <p>
          Group: <strong>{groupName}</strong>
        </p>
      </div>
      {state.kind === 'loading' ? (
        <p className="loading" role="status">
          Loading members…
        </p>
      ) : null}
      {state.kind === 'failed' ? <FormStatus message={MESSAGES.registrationsLoadFailed} /> : null}
      {state.kind === 'ready' && state.members.length === 0 ? (
        <p>
          No students are in the group. Students appear here after they register with the group name and the group code.
        </p>
      ) : null}
      {state.kind === 'ready' && state.members.length > 0 ? (
        <>
          <RosterSummaryList members={state.members} lunches={lunches} tShirtSizes={tShirtSizes} />
          <div className="roster__toolbar no-print">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              Print roster
            </button>
          </div>
          <table className="roster-table">
            <caption className="visually-hidden">Members of {groupName || 'the group'}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Grade</th>
                <th scope="col">Lunch</th>
                <th scope="col">T-Shirt</th>
                <th scope="col">Consent</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {state.members.map((member) => (
                <tr key={member.regId}>
                  <th scope="row">{memberName(member)}</th>
                  <td data-label="Grade">{titleOf(lists.grades, member.gradeLevelId)}</td>
                  <td data-label="Lunch">{titleOf(lunches, member.lunchId)}</td>
                  <td data-label="T-Shirt">{titleOf(tShirtSizes, member.tShirtSizeId)}</td>
                  {/* Every consent not in hand stands out: the school's and the unconfirmed too keep a student
                      from taking part on the day until one is signed. */}
                  <td
                    data-label="Consent"
                    className={consentInHand(member.consentState) ? '' : 'roster-table__missing'}
                  >
                    {consentWords(member.consentState)}
                  </td>
                  <td data-label="Status">
                    {member.status === 'pending-removal' ? (
                      <>
                        <strong id={pendingId(member.regId)} tabIndex={-1}>
                          Pending Removal
                        </strong>
                        {member.statusMessage ? (
                          <span className="roster-table__reason">Reason: {member.statusMessage}</span>
                        ) : null}
                      </>
                    ) : (
                      // "Active" on screen too: on a phone's card a trash icon alone read as the status.
                      <span className="roster-table__active">
                        Active
                        <button
                          type="button"
                          id={trashId(member.regId)}
                          className="icon-button no-print"
                          aria-label={`Remove ${memberName(member)} from group`}
                          title="Remove from group"
                          onClick={() => {
                            returnFocus.current = trashId(member.regId);
                            setRemoving(member);
                          }}
                        >
                          <TrashIcon />
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {removing ? (
        <RemoveMemberDialog
          key={removing.regId}
          member={removing}
          groupName={groupName}
          onClose={closeDialog}
          onRemoved={(member, reason) => {
            keepReason(member.regId, null);
            removed(member, reason);
          }}
          keptReason={keptReasons[removing.regId] ?? ''}
          onReasonChange={(reason) => keepReason(removing.regId, reason)}
        />
      ) : null}
    </FormSection>
  );
}

function RosterSummaryList({
  members,
  lunches,
  tShirtSizes,
}: { members: GroupMember[] } & Omit<GroupMembersSectionProps, 'groupRegId' | 'groupName'>) {
  const summary = rosterSummary(members, { lunches, tShirtSizes });
  const headingId = useId();
  const { complete, inProgress, missing } = summary.consents;
  return (
    <section className="roster-summary" aria-labelledby={headingId}>
      <h3 id={headingId}>Summary</h3>
      <dl>
        <div>
          <dt>Members</dt>
          <dd>
            {summary.members}
            {summary.pendingRemoval > 0 ? ` (and ${summary.pendingRemoval} pending removal)` : ''}
            {summary.splitOnTheDay ? (
              <p className="roster-summary__advice">
                Groups larger than {SHARED_SCHEDULE_LIMIT} students cannot share one schedule: on the day your group is
                split into smaller groups.
              </p>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Consents</dt>
          <dd>
            {complete} complete, {inProgress} in progress (school to submit, or parent to confirm), {missing} missing
            {inProgress + missing > 0 ? (
              <p className="roster-summary__advice">
                A student whose consent is not in hand on the day cannot take part until a parent or guardian signs one.
                Bring the school&rsquo;s signed consent forms, or ask the parents to sign the{' '}
                <a href="/consent-form-ms">day-of consent form</a> online and confirm it from the link they are mailed.
              </p>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Lunches</dt>
          <dd>{tallyText(summary.lunches)}</dd>
        </div>
        <div>
          <dt>T-Shirts</dt>
          <dd>{tallyText(summary.tShirts)}</dd>
        </div>
      </dl>
    </section>
  );
}
