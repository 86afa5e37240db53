// What the desk's panels say besides their data: a read that failed, a refresh that failed, a row's outcome.
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { READ_FAILED, REFRESH_FAILED } from './use-staff-data.ts';

/**
 * A panel whose data did not come (no network, or the server failed): said, with a way to ask again that
 * does not mean leaving the tab and coming back.
 */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="staff-toolbar">
      <p role="alert" className="staff-toolbar__note">
        {READ_FAILED}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Said above a panel's data when its refresh failed: what is shown was read before. */
export function RefreshFailed({ stale }: { stale: boolean | undefined }) {
  return stale ? (
    <p role="alert" className="staff-toolbar__note">
      {REFRESH_FAILED}
    </p>
  ) : null;
}

/**
 * What a row's change came to, where its button was: focused as it appears (the button that had focus is
 * gone, and focus would fall to the page), so it is read out and the keyboard goes on from the row.
 */
export function RowOutcome({ text }: { text: string }) {
  const focusOnce = useCallback((element: HTMLSpanElement | null) => element?.focus(), []);
  return (
    <span role="status" tabIndex={-1} ref={focusOnce}>
      {text}
    </span>
  );
}

/**
 * A row's change asked once more (YES/NO) before it runs: YES runs it (useRowChanges says its outcome in the
 * row's place). The row's buttons are gone then, so focus goes to that outcome: the row is found in `table`
 * by its `data-row` (the row's regId).
 */
export function RowConfirm({
  title,
  regId,
  table,
  change,
  onClose,
  children,
}: {
  title: string;
  regId: string;
  table: RefObject<HTMLElement | null>;
  /** The change, run as the row's (it says its own outcome, a refusal included). */
  change: () => Promise<unknown>;
  /** The dialog has closed: the panel unmounts it. */
  onClose: () => void;
  /** What YES will do, in a sentence or two. */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      title={title}
      onConfirm={async () => {
        await change();
        return undefined;
      }}
      onClose={(confirmed) => {
        onClose();
        if (confirmed) table.current?.querySelector<HTMLElement>(`[data-row="${regId}"] [role=status]`)?.focus();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

/**
 * A desk button whose work takes a while (an export): aria-disabled while it runs, not disabled (a disabled
 * button drops the keyboard's focus), and a press meanwhile does nothing.
 */
export function BusyButton({ busy, onPress, children }: { busy: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onPress();
      }}
    >
      {children}
    </button>
  );
}

/**
 * A panel's Refresh: busy while its data is read again, and "Refreshed." said once it has come (the table
 * changes in place, which a screen reader does not announce). A refresh that failed says so itself
 * (RefreshFailed).
 */
export function RefreshButton({
  refreshing,
  stale,
  onRefresh,
}: {
  refreshing: boolean;
  stale: boolean | undefined;
  onRefresh: () => void;
}) {
  const [said, setSaid] = useState('');
  const wasRefreshing = useRef(false);
  useEffect(() => {
    if (wasRefreshing.current && !refreshing && !stale) setSaid('Refreshed.');
    wasRefreshing.current = refreshing;
  }, [refreshing, stale]);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-busy={refreshing || undefined}
        onClick={() => {
          setSaid('');
          onRefresh();
        }}
      >
        Refresh
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  );
}
