import { useEffect, useState } from 'react';
import { DESK_SECTIONS } from '@stem/shared/staff-contract';
import { loadRemovalRequests } from '../../lib/staff/staff-client.ts';
import { ActivityPanel } from './activity-panel.tsx';
import { ConsentsPanel } from './consents-panel.tsx';
import { HeadcountsPanel } from './headcounts-panel.tsx';
import { RegistrationsPanel } from './registrations-panel.tsx';
import { RemovalsPanel } from './removals-panel.tsx';
import { RetentionPanel } from './retention-panel.tsx';
import { StaffTabs } from './staff-tabs.tsx';
import { useStaffData, type DeskAccess } from './use-staff-data.ts';
import { useStaffSession } from './use-staff-session.ts';

/** The desk section the address names (`/staff#removals`), or '' (StaffTabs then opens the first). */
const sectionInAddress = () => decodeURIComponent(window.location.hash.slice(1));

/**
 * /staff, the organisers' desk (issue 15): sign-in required, staff only. A registrant sees the
 * access-denied message; staff get the headcounts, the registrations of every kind with exports, the
 * consents not in hand, group leaders' removal requests, the retention plan and the activity log, as tabs. A new section (the day's check-in)
 * is one more tab here with its panel.
 */
export function StaffDesk() {
  const { gate, fresh, deny } = useStaffSession('/staff');
  // The section open is in the address (/staff#removals): the organisers' mail about a removal request
  // links straight to it, and a reload keeps it. An unknown one opens the first section (StaffTabs).
  const [tab, setTab] = useState(sectionInAddress);
  const select = (id: string) => {
    setTab(id);
    window.history.replaceState(null, '', `#${id}`);
  };
  // A #section typed into the address bar, or a link to one, while the desk is open: the tab follows it.
  useEffect(() => {
    const follow = () => setTab(sectionInAddress());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  if (gate.kind === 'loading') return <p role="status">Checking your access…</p>;
  if (gate.kind === 'denied') {
    return (
      <div className="card">
        <h2>Access Denied</h2>
        <p>
          The staff desk is for the career day’s organisers.
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
  return (
    <>
      <p className="staff-signed-in">
        Signed in as {gate.session.user.email} · <a href="/staff/check-in">Check-in on the day</a>
      </p>
      <DeskSections access={{ fresh, deny }} tab={tab} onSelect={select} />
    </>
  );
}

/** The tab's name, with how many wait when any do ("Removal requests (2)"). */
const withWaiting = (label: string, waiting: number | undefined) => (waiting ? `${label} (${waiting})` : label);

/**
 * The sections. Removal requests wait for an organiser's decision (a group leader was told the organisers
 * take care of it), so their tab says how many wait whichever section is open: read when the desk opens, then
 * as the removals panel counts them while it decides.
 */
function DeskSections({ access, tab, onSelect }: { access: DeskAccess; tab: string; onSelect: (id: string) => void }) {
  const { data: removals } = useStaffData(access, loadRemovalRequests);
  const [removalsWaiting, setRemovalsWaiting] = useState<number | undefined>();
  const waiting = removalsWaiting ?? (removals.kind === 'ready' ? removals.value.length : undefined);
  return (
    <StaffTabs
      selected={tab}
      onSelect={onSelect}
      tabs={[
        { id: 'headcounts', label: 'Headcounts', panel: <HeadcountsPanel access={access} /> },
        { id: 'registrations', label: 'Registrations', panel: <RegistrationsPanel access={access} /> },
        { id: 'consents', label: 'Consents missing', panel: <ConsentsPanel access={access} /> },
        {
          id: DESK_SECTIONS.removals,
          label: withWaiting('Removal requests', waiting),
          panel: <RemovalsPanel access={access} onWaiting={setRemovalsWaiting} />,
        },
        { id: 'retention', label: 'Retention', panel: <RetentionPanel access={access} /> },
        { id: 'activity', label: 'Activity', panel: <ActivityPanel access={access} /> },
      ]}
    />
  );
}
