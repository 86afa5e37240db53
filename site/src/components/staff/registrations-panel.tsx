import { Fragment, useCallback, useId, useMemo, useRef, useState } from 'react';
import type { RegType } from '@stem/shared/reg-types';
import { ATTACHMENT_RULES, attachmentTypesOf, type AttachmentType } from '@stem/shared/files/attachment-types';
import { kindOf, REGISTRATION_KINDS } from '@stem/shared/registration-kinds';
import type { StaffExportFormat, StaffRegistrationList } from '@stem/shared/staff-contract';
import { holdsEvery, searchWords } from '@stem/shared/text/search-key';
import type { Session } from '../../lib/auth/session-client.ts';
import {
  deleteRegistration,
  downloadExport,
  downloadFile,
  loadRegistrations,
  OFFLINE,
} from '../../lib/staff/staff-client.ts';
import { ConfirmDialog } from '../dialog/confirm-dialog.tsx';
import { FormStatus, type StatusMessage } from '../form/form-status.tsx';
import { useStaffData, type DeskAccess } from './use-staff-data.ts';
import { BusyButton, LoadFailed, RefreshFailed } from './desk-notes.tsx';
import { addressPieces } from './address-breaks.ts';
import { whoIs, whoIsToldOfDeletion } from './deletion-words.ts';
import { shownColumns } from './shown-columns.ts';
import { TableFrame } from './table-frame.tsx';
import { OtherKindMatches } from './other-kind-matches.tsx';
import { deskTime } from './desk-time.ts';

/** Rows drawn at a time: a search narrows a long list faster than scrolling it. */
const PAGE = 100;

type Row = StaffRegistrationList['rows'][number];
interface Sort {
  column: number;
  descending: boolean;
}

const KINDS = Object.values(REGISTRATION_KINDS);

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Registrations of one kind (any kind of the registry): search across every field, sort by a column, open a
 * registration's details (every field, flattened by the API), export CSV or XLSX, and delete one on
 * request after a YES/NO confirmation.
 */
export function RegistrationsPanel({ access }: { access: DeskAccess }) {
  const [regType, setRegType] = useState<RegType>('MSIND');
  const load = useCallback((session: Session) => loadRegistrations(session, regType), [regType]);
  const { data, reload } = useStaffData(access, load);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<Sort>({ column: 1, descending: true });
  const [shown, setShown] = useState(PAGE);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | undefined>();
  const [status, setStatus] = useState<StatusMessage | undefined>();
  const [exporting, setExporting] = useState<StaffExportFormat | null>(null);
  const ids = useId();
  const search = useRef<HTMLInputElement>(null);

  const list = data.kind === 'ready' ? data.value : null;
  // When the list on screen was read: a printed list says so (qa25c: a sheet said neither what nor when).
  const readAt = useMemo(() => (list ? deskTime(new Date().toISOString()) : ''), [list]);
  const visibleColumns = useMemo(
    () => (list ? shownColumns(list.columns, kindOf(list.regType)?.deskFields) : []),
    [list],
  );
  const matching = useMemo(() => {
    if (!list) return [];
    const words = searchWords(query);
    const found = list.rows.filter((row) => holdsEvery(row.cells.join(' '), words));
    const direction = sort.descending ? -1 : 1;
    return found.sort((a, b) => direction * collator.compare(a.cells[sort.column] ?? '', b.cells[sort.column] ?? ''));
  }, [list, query, sort]);

  // The search stays when the kind changes: one looks for a family across the kinds.
  function choose(kind: RegType) {
    setRegType(kind);
    setShown(PAGE);
    setOpen(null);
    setStatus(undefined);
  }

  async function exportAs(format: StaffExportFormat) {
    setExporting(format);
    setStatus(undefined);
    const session = await access.fresh();
    const outcome = session ? await downloadExport(session, regType, format, query) : OFFLINE;
    setExporting(null);
    if (outcome.kind === 'denied') return access.deny();
    if (outcome.kind === 'refused') return setStatus({ text: outcome.message });
    setStatus({ text: `The ${format.toUpperCase()} file is downloaded.`, done: true });
  }

  async function fetchFile(row: Row, attachmentType: AttachmentType, fileName: string) {
    setStatus(undefined);
    const session = await access.fresh();
    const outcome = session ? await downloadFile(session, row.regId, attachmentType, fileName) : OFFLINE;
    if (outcome.kind === 'denied') return access.deny();
    if (outcome.kind === 'refused') setStatus({ text: outcome.message });
  }

  async function remove(row: Row): Promise<string | undefined> {
    const who = list ? whoIs(list, row) : row.regId;
    const session = await access.fresh();
    const outcome = session ? await deleteRegistration(session, row.regId) : OFFLINE;
    if (outcome.kind === 'denied') {
      access.deny();
      return undefined;
    }
    if (outcome.kind === 'refused') return outcome.message;
    setStatus({ text: `The registration of ${who} was deleted with its files, consent and mail copies.`, done: true });
    setOpen(null);
    reload();
    return undefined;
  }

  const kindLabel = REGISTRATION_KINDS[regType].label;
  return (
    <>
      {list ? (
        <p className="print-only">
          {kindLabel} registrations{query.trim() ? ` matching “${query.trim()}”` : ''}, as read {readAt}
        </p>
      ) : null}
      <div className="staff-toolbar staff-toolbar--fields">
        <div className="field">
          <label htmlFor={`${ids}-kind`}>Kind</label>
          <select id={`${ids}-kind`} value={regType} onChange={(event) => choose(event.target.value as RegType)}>
            {KINDS.map((kind) => (
              <option key={kind.regType} value={kind.regType}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-search`}>Search</label>
          <input
            ref={search}
            id={`${ids}-search`}
            type="search"
            value={query}
            aria-describedby={`${ids}-count`}
            onChange={(event) => {
              setQuery(event.target.value);
              setShown(PAGE);
            }}
          />
        </div>
      </div>
      {data.kind === 'loading' ? <p role="status">Loading {kindLabel} registrations…</p> : null}
      {data.kind === 'failed' ? <LoadFailed onRetry={reload} /> : null}
      {data.kind === 'ready' ? <RefreshFailed stale={data.stale} /> : null}
      {/* What the search found comes right under it, before the sort and the exports: on a phone, with the
          keyboard open, a note below the stacked Export buttons was off screen (twentieth session). */}
      <div className="staff-toolbar staff-toolbar--found">
        {list ? (
          <div className="staff-toolbar__found">
            <p id={`${ids}-count`} className="staff-toolbar__note" aria-live="polite">
              {query.trim() === ''
                ? `${list.rows.length} ${kindLabel} registration${list.rows.length === 1 ? '' : 's'}`
                : `${matching.length} of ${list.rows.length} match`}
              {matching.length > shown ? `; the first ${shown} are shown` : ''}
            </p>
            <OtherKindMatches
              access={access}
              query={query}
              regType={regType}
              matchingHere={matching.length}
              shown={list}
              onChoose={(kind) => {
                choose(kind);
                // The button goes with the kind it named: the search it narrowed keeps the focus.
                search.current?.focus();
              }}
            />
          </div>
        ) : null}
        {list ? (
          // On a phone the rows are cards without the table's head, whose buttons sort: this sorts there.
          <div className="field staff-sort--cards">
            <label htmlFor={`${ids}-sort`}>Sort by</label>
            <select
              id={`${ids}-sort`}
              value={`${sort.column}:${sort.descending ? 'descending' : 'ascending'}`}
              onChange={(event) => {
                const [column, order] = event.target.value.split(':');
                setSort({ column: Number(column), descending: order === 'descending' });
              }}
            >
              {visibleColumns.flatMap((index) =>
                (['ascending', 'descending'] as const).map((order) => (
                  <option key={`${index}:${order}`} value={`${index}:${order}`}>
                    {list.columns[index]!.label}, {order}
                  </option>
                )),
              )}
            </select>
          </div>
        ) : null}
        <div className="staff-toolbar__actions">
          {(['csv', 'xlsx'] as const).map((format) => (
            <BusyButton key={format} busy={exporting !== null || !list} onPress={() => void exportAs(format)}>
              Export {format.toUpperCase()}
              {/* A search narrows the export as it narrows the list. */}
              {list && query.trim() ? ` (${matching.length} found)` : ''}
            </BusyButton>
          ))}
        </div>
      </div>
      <FormStatus message={status?.text} done={status?.done} />
      {list ? (
        <>
          {matching.length > 0 ? (
            <TableFrame label={`${kindLabel} registrations`}>
              <table className="roster-table staff-table staff-table--sortable">
                <caption className="visually-hidden">{kindLabel} registrations</caption>
                <thead>
                  <tr>
                    {visibleColumns.map((index) => {
                      const sorted = sort.column === index;
                      return (
                        <th
                          key={list.columns[index]!.key}
                          scope="col"
                          aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
                        >
                          <button
                            type="button"
                            className="staff-table__sort"
                            onClick={() => setSort({ column: index, descending: sorted ? !sort.descending : false })}
                          >
                            {list.columns[index]!.label}
                            <span aria-hidden="true">{sorted ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                          </button>
                        </th>
                      );
                    })}
                    <th scope="col" className="staff-table__action">
                      <span className="visually-hidden">Details</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {matching.slice(0, shown).map((row) => (
                    <RegistrationRow
                      key={row.regId}
                      row={row}
                      list={list}
                      visibleColumns={visibleColumns}
                      open={open === row.regId}
                      onToggle={() => setOpen(open === row.regId ? null : row.regId)}
                      onDelete={() => setDeleting(row)}
                      onDownload={(type, fileName) => void fetchFile(row, type, fileName)}
                    />
                  ))}
                </tbody>
              </table>
            </TableFrame>
          ) : (
            <p>No registration matches.</p>
          )}
          {matching.length > shown ? (
            <button type="button" className="button button--secondary" onClick={() => setShown(shown + PAGE)}>
              Show {Math.min(PAGE, matching.length - shown)} more
            </button>
          ) : null}
        </>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete this registration?"
          onConfirm={() => remove(deleting)}
          onClose={(confirmed) => {
            setDeleting(undefined);
            // After YES the row and its Delete button are gone: focus goes to the search, above the message.
            if (confirmed) search.current?.focus();
          }}
        >
          <p>
            The registration of <strong>{list ? whoIs(list, deleting) : deleting.regId}</strong> ({kindLabel}) is
            deleted for good, with its files, a student’s day-of consent and the copies of its mails.{' '}
            {list ? whoIsToldOfDeletion(list, deleting) : 'Nobody is told by email.'} Only do this when the person asked
            for it.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}

function RegistrationRow({
  row,
  list,
  visibleColumns,
  open,
  onToggle,
  onDelete,
  onDownload,
}: {
  row: Row;
  list: StaffRegistrationList;
  visibleColumns: number[];
  open: boolean;
  onToggle: () => void;
  onDelete: () => void;
  onDownload: (attachmentType: AttachmentType, fileName: string) => void;
}) {
  const detailsId = `details-${row.regId}`;
  const files = filesOf(list.regType);
  return (
    <>
      <tr>
        {visibleColumns.map((index) => (
          <td key={list.columns[index]!.key} data-label={list.columns[index]!.label}>
            {addressPieces(row.cells[index] ?? '').map((piece, at) => (
              <Fragment key={at}>
                {at > 0 ? <wbr /> : null}
                {piece}
              </Fragment>
            ))}
          </td>
        ))}
        <td className="staff-table__action">
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={onToggle}
          >
            Details
            {/* Heard in a list of buttons, or down the column: whose details, not "Details" 94 times. */}
            <span className="visually-hidden"> of {whoIs(list, row)}</span>
          </button>
        </td>
      </tr>
      {open ? (
        <tr id={detailsId} className="staff-table__details">
          <td colSpan={visibleColumns.length + 1}>
            <dl className="summary-list">
              {list.columns.map((column, index) =>
                row.cells[index] ? (
                  <div key={column.key}>
                    <dt>{column.label}</dt>
                    {/* An essay or a description written in paragraphs reads in paragraphs. */}
                    <dd className="staff-table__text">
                      {row.cells[index]}
                      {files.has(column.key) ? (
                        <>
                          {' '}
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            onClick={() => onDownload(files.get(column.key)!, row.cells[index]!)}
                          >
                            Download<span className="visually-hidden"> {column.label}</span>
                          </button>
                          {files.get(column.key) === 'COMPANYLOGO' ? (
                            // SPEC §9: Gold and Wingfoot sponsors get their logo on the website.
                            <small className="staff-table__hint">
                              A Gold or Wingfoot sponsor&rsquo;s logo goes on the home page as a Sponsor in the CMS.
                            </small>
                          ) : null}
                        </>
                      ) : null}
                    </dd>
                  </div>
                ) : null,
              )}
            </dl>
            <button type="button" className="button button--danger" onClick={onDelete}>
              Delete registration
            </button>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** A kind's file columns (the field that shows a file's name) and the attachment type each holds. */
const filesOf = (regType: RegType) =>
  new Map(attachmentTypesOf(regType).map((type) => [ATTACHMENT_RULES[type].field as string, type]));
