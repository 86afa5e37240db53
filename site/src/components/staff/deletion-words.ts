import type { StaffRegistrationList } from '@stem/shared/staff-contract';

type Row = StaffRegistrationList['rows'][number];

/** A row's cell by its column's key ('' when the kind has no such column). */
export function cellOf(list: StaffRegistrationList, row: Row, key: string): string {
  const index = list.columns.findIndex((column) => column.key === key);
  return index < 0 ? '' : (row.cells[index] ?? '').trim();
}

/**
 * Who a registration is, in words an organiser recognises (the group or company, the person, the owner's
 * email), for the delete dialog and its message: an id alone cannot be checked against the request.
 */
export function whoIs(list: StaffRegistrationList, row: Row): string {
  const cell = (key: string) => cellOf(list, row, key);
  const person = [cell('firstName'), cell('lastName')].filter(Boolean).join(' ') || cell('stemDayConsent.studentName');
  const name = [cell('groupName') || cell('companyName'), person].filter(Boolean).join(', ');
  const email = cell('email');
  if (!name) return email || row.regId;
  return email ? `${name} (${email})` : name;
}

/**
 * Who hears of a deletion, for the delete dialog: nobody, except the sponsorship team when the registration
 * holds an invoice that stands (the API tells them it is void; qa15c: the dialog said "Nobody is told").
 */
export function whoIsToldOfDeletion(list: StaffRegistrationList, row: Row): string {
  const invoice = cellOf(list, row, 'invoice.number');
  if (!invoice || cellOf(list, row, 'invoice.cancelled')) return 'Nobody is told by email.';
  return `The registrant is not told by email; the sponsorship team is told that invoice ${invoice} is void.`;
}
