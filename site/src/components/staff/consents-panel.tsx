import { useId, useRef, useState } from 'react';
import { REGISTRATION_KINDS } from '@stem/shared/registration-kinds';
import type { MissingConsent } from '@stem/shared/staff-contract';
import { consentWords } from '../../lib/group/roster.ts';
import { consentsMatching, kindsAmong, type KindFilter } from '../../lib/staff/missing-consents.ts';
import { loadMissingConsents, recordPaperConsent, sendConsentReminder } from '../../lib/staff/staff-client.ts';
import { useRowChanges, useStaffData, type DeskAccess } from './use-staff-data.ts';
import { LoadFailed, RefreshButton, RefreshFailed, RowConfirm, RowOutcome } from './desk-notes.tsx';
import { TableFrame } from './table-frame.tsx';
import { deskTime } from './desk-time.ts';

/**
 * Consents not in hand (nothing signed or received, or the school's promised form not come): each student
 * with their group (a school's forms come through its teacher) and the parent/guardian to reach, a button
 * that mails the parent the consent request again (the API allows one a day per student), and one that
 * records a signed paper form handed in (asked once more: it lets the student take part).
 */
export function ConsentsPanel({ access }: { access: DeskAccess }) {
  const { data, reload, refreshing } = useStaffData(access, loadMissingConsents);
  const { outcomes, busy, run } = useRowChanges(access);
  const remind = (consent: MissingConsent) =>
    run(
      consent.regId,
      (session) => sendConsentReminder(session, consent.regId),
      `Consent request sent to ${consent.parentEmail}.`,
    );
  const [receiving, setReceiving] = useState<MissingConsent | undefined>();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindFilter>('');
  const table = useRef<HTMLDivElement>(null);
  const ids = useId();

  if (data.kind === 'loading') return <p role="status">Looking for missing consents…</p>;
  if (data.kind === 'failed') return <LoadFailed onRetry={reload} />;
  const all = data.value;
  const kinds = kindsAmong(all);
  // A kind no longer in the list (its last consent came in) narrows nothing.
  const consents = consentsMatching(all, query, kind !== '' && kinds.includes(kind) ? kind : '');
  const narrowed = consents.length !== all.length;
  const here = all.filter((consent) => consent.checkedInAt !== null).length;
  return (
    <>
      <RefreshFailed stale={data.stale} />
      {all.length > 0 ? (
        // A teacher calling about their class, or one day's list: a few hundred rows narrowed to a few.
        <div className="staff-toolbar staff-toolbar--fields">
          {kinds.length > 1 ? (
            <div className="field">
              <label htmlFor={`${ids}-kind`}>Kind</label>
              <select id={`${ids}-kind`} value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
                <option value="">Every kind</option>
                {kinds.map((regType) => (
                  <option key={regType} value={regType}>
                    {REGISTRATION_KINDS[regType].label}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={`${ids}-search`}>Search</label>
            <input
              id={`${ids}-search`}
              type="search"
              value={query}
              aria-describedby={`${ids}-count`}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <div className="staff-toolbar">
        <p className="staff-toolbar__note" id={`${ids}-count`}>
          {all.length === 0
            ? 'Every student’s consent is in hand.'
            : `${all.length} student${all.length === 1 ? '' : 's'} without a consent in hand.` +
              (here > 0 ? ` ${here} of them ${here === 1 ? 'is' : 'are'} checked in: listed first.` : '') +
              (narrowed ? ` ${consents.length} shown.` : '')}
        </p>
        <RefreshButton refreshing={refreshing} stale={data.stale} onRefresh={reload} />
      </div>
      {all.length > 0 && consents.length === 0 ? <p>Nobody without a consent matches this search.</p> : null}
      {consents.length > 0 ? (
        <div ref={table}>
          <TableFrame label="Students without a consent in hand">
            <table className="roster-table staff-table">
              <caption className="visually-hidden">Students without a consent in hand</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Kind</th>
                  <th scope="col">School</th>
                  <th scope="col">Group</th>
                  <th scope="col">Consent</th>
                  <th scope="col">Checked in</th>
                  <th scope="col">Parent/guardian</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {consents.map((consent) => (
                  <tr key={consent.regId} data-row={consent.regId}>
                    <td data-label="Student">{consent.studentName}</td>
                    <td data-label="Kind">{REGISTRATION_KINDS[consent.regType].label}</td>
                    <td data-label="School">{consent.school}</td>
                    <td data-label="Group">{consent.group || '—'}</td>
                    <td data-label="Consent">{consentWords(consent.consentState)}</td>
                    <td data-label="Checked in">
                      {consent.checkedInAt ? <strong>{deskTime(consent.checkedInAt)}</strong> : 'Not yet'}
                    </td>
                    <td data-label="Parent/guardian">
                      <div>
                        {consent.parentName}
                        <span className="staff-table__sub">{consent.parentEmail}</span>
                        <span className="staff-table__sub">{consent.parentPhone}</span>
                      </div>
                    </td>
                    <td data-label="Action">
                      {outcomes[consent.regId] ? (
                        <RowOutcome text={outcomes[consent.regId]!} />
                      ) : (
                        <div className="staff-table__actions">
                          <button
                            type="button"
                            className="button button--small"
                            disabled={busy !== null || consent.parentEmail === ''}
                            onClick={() => void remind(consent)}
                          >
                            Re-send consent request
                            <span className="visually-hidden"> to the parent of {consent.studentName}</span>
                          </button>
                          <button
                            type="button"
                            className="button button--small button--secondary"
                            disabled={busy !== null}
                            onClick={() => setReceiving(consent)}
                          >
                            Paper form received
                            <span className="visually-hidden"> for {consent.studentName}</span>
                          </button>
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        </div>
      ) : null}
      {receiving ? (
        <RowConfirm
          title="Record the signed paper consent form?"
          regId={receiving.regId}
          table={table}
          change={() =>
            run(receiving.regId, (session) => recordPaperConsent(session, receiving.regId), PAPER_FORM_RECORDED)
          }
          onClose={() => setReceiving(undefined)}
        >
          <p>
            You have the consent form for <strong>{receiving.studentName}</strong>, signed by a parent or guardian (the
            school’s, or one brought to the desk). Recording it lets the student take part; the group leader and the
            family see the consent as received.
          </p>
        </RowConfirm>
      ) : null}
    </>
  );
}

const PAPER_FORM_RECORDED = 'Paper form recorded: the consent is in hand.';
