import { useState } from 'react';
import type { Headcounts } from '@stem/shared/staff-contract';
import { downloadHeadcounts, downloadPeople, loadHeadcounts, OFFLINE } from '../../lib/staff/staff-client.ts';
import { FormStatus, type StatusMessage } from '../form/form-status.tsx';
import { CountFigure } from './count-figure.tsx';
import { deskTime } from './desk-time.ts';
import { longDate, reminderLine } from './reminder-line.ts';
import { useStaffData, type DeskAccess } from './use-staff-data.ts';
import { BusyButton, LoadFailed, RefreshButton, RefreshFailed } from './desk-notes.tsx';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** Headcounts: per career day, what to order and check, as charts with their tables; then sponsorships. */
export function HeadcountsPanel({ access }: { access: DeskAccess }) {
  const { data, reload, refreshing } = useStaffData<Headcounts>(access, loadHeadcounts);
  const [exporting, setExporting] = useState<'counts' | 'people' | null>(null);
  const [outcome, setOutcome] = useState<StatusMessage | undefined>();
  async function exportFile(which: 'counts' | 'people') {
    setExporting(which);
    setOutcome(undefined);
    const session = await access.fresh();
    const downloaded = session ? await (which === 'counts' ? downloadHeadcounts : downloadPeople)(session) : OFFLINE;
    setExporting(null);
    if (downloaded.kind === 'denied') return access.deny();
    if (downloaded.kind === 'refused') return setOutcome({ text: downloaded.message });
    setOutcome({
      text:
        which === 'counts'
          ? 'The XLSX file is downloaded.'
          : 'The people list is downloaded: one row per person coming, with their lunch and T-shirt size.',
      done: true,
    });
  }
  if (data.kind === 'loading') return <p role="status">Counting registrations…</p>;
  if (data.kind === 'failed') return <LoadFailed onRetry={reload} />;
  const { events, sponsorships, countedAt: at } = data.value;
  return (
    <>
      <RefreshFailed stale={data.stale} />
      <div className="staff-toolbar">
        <p className="staff-toolbar__note">Counted {deskTime(at)}.</p>
        <div className="staff-toolbar__actions">
          <RefreshButton refreshing={refreshing} stale={data.stale} onRefresh={reload} />
          {/* For whoever orders the lunches, T-shirts and buses: every table below, as a workbook. */}
          <BusyButton busy={exporting === 'counts'} onPress={() => void exportFile('counts')}>
            {exporting === 'counts' ? 'Exporting…' : 'Export XLSX'}
          </BusyButton>
          {/* For name badges, sign-in sheets and the lunch list by name: everyone coming, one row each. */}
          <BusyButton busy={exporting === 'people'} onPress={() => void exportFile('people')}>
            {exporting === 'people' ? 'Exporting…' : 'Export people list (XLSX)'}
          </BusyButton>
        </div>
      </div>
      <FormStatus message={outcome?.text} done={outcome?.done} />
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
