import { useEffect, useRef, useState } from 'react';
import type { RemovalDecision, RemovalRequest } from '@stem/shared/staff-contract';
import { decideRemoval, loadRemovalRequests } from '../../lib/staff/staff-client.ts';
import { deskTime } from './desk-time.ts';
import { TableFrame } from './table-frame.tsx';
import { useRowChanges, useStaffData, type DeskAccess } from './use-staff-data.ts';
import { LoadFailed, RefreshButton, RefreshFailed, RowConfirm, RowOutcome } from './desk-notes.tsx';

const DONE: Record<RemovalDecision, string> = {
  remove: 'Removed from the group. The leader and the family were mailed.',
  keep: 'Kept in the group. The leader and the family were mailed.',
};

/**
 * Group leaders' removal requests waiting for the organisers (the leader's and the family's mails say the
 * organisers will take care of them): who, which group, the leader's reason, and the two answers. Removing
 * keeps the student's registration, without the group.
 */
export function RemovalsPanel({
  access,
  onWaiting,
}: {
  access: DeskAccess;
  /** How many wait for a decision, each time that changes (the desk's tab says it). */
  onWaiting?: (waiting: number) => void;
}) {
  const { data, reload, refreshing } = useStaffData(access, loadRemovalRequests);
  const { outcomes, busy, run, forget } = useRowChanges(access);
  const decide = (request: RemovalRequest, decision: RemovalDecision) =>
    run(request.regId, (session) => decideRemoval(session, request.regId, decision), DONE[decision]);
  // Removing changes the group and mails the leader and the family: asked once more, as the leader's own
  // request is (YES/NO). Keeping changes nothing of the registration.
  const [removing, setRemoving] = useState<RemovalRequest | undefined>();
  const table = useRef<HTMLDivElement>(null);
  const waiting = data.kind === 'ready' ? data.value.filter((request) => !outcomes[request.regId]).length : undefined;
  useEffect(() => {
    if (waiting !== undefined) onWaiting?.(waiting);
  }, [waiting, onWaiting]);

  if (data.kind === 'loading') return <p role="status">Looking for removal requests…</p>;
  if (data.kind === 'failed') return <LoadFailed onRetry={reload} />;
  const requests = data.value;
  return (
    <>
      <RefreshFailed stale={data.stale} />
      <div className="staff-toolbar">
        <p className="staff-toolbar__note">
          {waiting === 0
            ? 'No removal request is waiting.'
            : `${waiting} removal request${waiting === 1 ? '' : 's'} from group leaders waiting for a decision.`}
        </p>
        <RefreshButton
          refreshing={refreshing}
          stale={data.stale}
          onRefresh={() => {
            forget();
            reload();
          }}
        />
      </div>
      {requests.length > 0 ? (
        <div ref={table}>
          <TableFrame label="Removal requests from group leaders">
            <table className="roster-table staff-table">
              <caption className="visually-hidden">Removal requests from group leaders</caption>
              <thead>
                <tr>
                  <th scope="col">Student</th>
                  <th scope="col">Group</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Asked</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {requests.map((request) => (
                  <tr key={request.regId} data-row={request.regId}>
                    <th scope="row" data-label="Student">
                      {request.studentName}
                    </th>
                    <td data-label="Group">
                      <div>
                        {request.groupName}
                        <span className="staff-table__sub">
                          Leader: {request.leaderName}, {request.leaderEmail}
                        </span>
                      </div>
                    </td>
                    <td data-label="Reason" className="staff-table__text">
                      {request.reason}
                    </td>
                    <td data-label="Asked">{deskTime(request.requestedAt)}</td>
                    <td data-label="Decision">
                      {outcomes[request.regId] ? (
                        <RowOutcome text={outcomes[request.regId]!} />
                      ) : (
                        <div className="staff-table__actions">
                          <button
                            type="button"
                            className="button button--small"
                            disabled={busy !== null}
                            aria-label={`Remove from group: ${request.studentName}`}
                            onClick={() => setRemoving(request)}
                          >
                            Remove from group
                          </button>
                          <button
                            type="button"
                            className="button button--small button--secondary"
                            disabled={busy !== null}
                            aria-label={`Keep in group: ${request.studentName}`}
                            onClick={() => void decide(request, 'keep')}
                          >
                            Keep in group
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
      {removing ? (
        <RowConfirm
          title="Remove this student from the group?"
          regId={removing.regId}
          table={table}
          change={() => decide(removing, 'remove')}
          onClose={() => setRemoving(undefined)}
        >
          <p>
            <strong>{removing.studentName}</strong> is taken out of the group {removing.groupName}. The registration
            stays, without a group. The leader and the student’s family are mailed.
          </p>
        </RowConfirm>
      ) : null}
    </>
  );
}
