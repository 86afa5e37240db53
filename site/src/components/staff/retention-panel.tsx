import { REGISTRATION_KINDS } from '@stem/shared/registration-kinds';
import { loadRetentionPlan } from '../../lib/staff/staff-client.ts';
import { useStaffData, type DeskAccess } from './use-staff-data.ts';
import { LoadFailed, RefreshFailed } from './desk-notes.tsx';
import { TableFrame } from './table-frame.tsx';

/**
 * What the retention job deletes at its next run, said beforehand: per kind the months kept (CMS "Data
 * retention"), how many are stored, how many are due and the next expiry; then the registrations due.
 */
export function RetentionPanel({ access }: { access: DeskAccess }) {
  const { data, reload } = useStaffData(access, loadRetentionPlan);
  if (data.kind === 'loading') return <p role="status">Reading the retention periods…</p>;
  if (data.kind === 'failed') return <LoadFailed onRetry={reload} />;
  const plan = data.value;
  return (
    <>
      <RefreshFailed stale={data.stale} />
      <p>
        Each registration is deleted, with its files, a student’s day-of consent and the copies of its mails, when its
        period has run from the later of its career day and its last change. The periods are set in the CMS (Data
        retention); the job runs every day.
      </p>
      {plan.complete ? null : (
        <p className="notice" role="status">
          The CMS has not given the periods or a career day’s date yet: those registrations are kept until it does.
        </p>
      )}
      <TableFrame label="Retention per kind">
        <table className="roster-table staff-table">
          <caption className="visually-hidden">Retention per kind</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Kept for</th>
              <th scope="col">Stored</th>
              <th scope="col">Due now</th>
              <th scope="col">Next expiry</th>
            </tr>
          </thead>
          <tbody>
            {plan.kinds.map((kind) => (
              <tr key={kind.regType}>
                <th scope="row" data-label="Kind">
                  {kind.label}
                </th>
                <td data-label="Kept for">{kind.months ? `${kind.months} months` : 'unknown'}</td>
                <td data-label="Stored">{kind.stored}</td>
                <td data-label="Due now">{kind.due}</td>
                <td data-label="Next expiry">{kind.nextExpiry ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <h2>Due at the next run</h2>
      {plan.due.length === 0 ? (
        <p>Nothing is due.</p>
      ) : (
        <ul className="staff-list">
          {plan.due.map((due) => (
            <li key={due.regId}>
              <code>{due.regId}</code> ({REGISTRATION_KINDS[due.regType].label}), expired {due.expiredOn}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
