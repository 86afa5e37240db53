import { loadAuditLog } from '../../lib/staff/staff-client.ts';
import { activityTarget, activityWords } from './activity-words.ts';
import { deskTime } from './desk-time.ts';
import { useStaffData, type DeskAccess } from './use-staff-data.ts';
import { LoadFailed, RefreshButton, RefreshFailed } from './desk-notes.tsx';
import { TableFrame } from './table-frame.tsx';

/** The audit log's newest lines: who read, exported or deleted what and how many; never whom. */
export function ActivityPanel({ access }: { access: DeskAccess }) {
  const { data, reload, refreshing } = useStaffData(access, loadAuditLog);
  if (data.kind === 'loading') return <p role="status">Reading the activity log…</p>;
  if (data.kind === 'failed') return <LoadFailed onRetry={reload} />;
  return (
    <>
      <RefreshFailed stale={data.stale} />
      <div className="staff-toolbar">
        <p className="staff-toolbar__note">Every staff read, export and deletion, newest first.</p>
        <RefreshButton refreshing={refreshing} stale={data.stale} onRefresh={reload} />
      </div>
      <TableFrame label="Staff activity">
        <table className="roster-table staff-table">
          <caption className="visually-hidden">Staff activity</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Of</th>
              <th scope="col">Records</th>
            </tr>
          </thead>
          <tbody>
            {data.value.map((line, index) => (
              <tr key={`${line.at}-${index}`}>
                <td data-label="When">{deskTime(line.at)}</td>
                <td data-label="Who">{line.actor}</td>
                <td data-label="What">{activityWords(line.action)}</td>
                <td data-label="Of">{activityTarget(line.target)}</td>
                <td data-label="Records">{line.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
