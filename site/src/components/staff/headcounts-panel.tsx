import type { Headcounts } from '@stem/shared/staff-contract';
import { loadHeadcounts } from '../../lib/staff/staff-client.ts';
import { CountFigure } from './count-figure.tsx';
import { deskTime } from './desk-time.ts';
import { longDate, reminderLine } from './reminder-line.ts';
import { FAILED_MESSAGE, useStaffData, type DeskAccess } from './use-staff-data.ts';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Headcounts: per career day, what to order and check, as charts with their tables; then sponsorships. */
export function HeadcountsPanel({ access }: { access: DeskAccess }) {
  const { data, reload } = useStaffData<Headcounts>(access, loadHeadcounts);
  if (data.kind === 'loading') return <p role="status">Counting registrations…</p>;
  if (data.kind === 'failed') return <p role="alert">{FAILED_MESSAGE}</p>;
  const { events, sponsorships, countedAt: at } = data.value;
  return (
    <>
      <div className="staff-toolbar">
        <p className="staff-toolbar__note">Counted {deskTime(at)}.</p>
        <button type="button" className="button button--secondary" onClick={reload}>
          Refresh
        </button>
      </div>
      {events.length === 0 ? <p>No registrations yet.</p> : null}
      {events.map((event) => (
        <section key={event.event ?? 'none'} className="staff-section" aria-labelledby={`day-${event.event ?? 'none'}`}>
          <h2 id={`day-${event.event ?? 'none'}`}>
            {event.name}
            {event.date ? <span className="staff-section__when">{longDate(event.date)}</span> : null}
          </h2>
          <p>
            {plural(event.total, 'registration')}
            {event.checkedIn > 0 ? ` · ${event.checkedIn} checked in at the door` : ''}
          </p>
          {event.remindersFrom ? <p>{reminderLine(event.remindersFrom, event.date, at)}</p> : null}
          <div className="count-grid">
            {event.tables.map((table) => (
              <CountFigure key={table.title} table={table} of={event.name} />
            ))}
          </div>
        </section>
      ))}
      <section className="staff-section" aria-labelledby="sponsorships">
        <h2 id="sponsorships">Sponsorships</h2>
        {sponsorships[0]?.rows.length ? (
          <div className="count-grid">
            {sponsorships.map((table) => (
              <CountFigure key={table.title} table={table} />
            ))}
          </div>
        ) : (
          <p>No sponsorship invoiced yet.</p>
        )}
      </section>
    </>
  );
}
