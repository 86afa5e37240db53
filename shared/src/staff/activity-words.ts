/**
 * Each staff action the API records in the audit log, by its code, in the desk's words. One table for both:
 * the API can record only a code listed here (`StaffActionCode`), so the desk's activity log never shows a
 * code an organiser cannot read (a paper consent form showed as "consent-paper-form").
 */
export const STAFF_ACTION_WORDS = {
  headcounts: 'Read the headcounts',
  'export-headcounts': 'Exported the headcounts (XLSX)',
  'export-people': 'Exported the list of everyone coming (XLSX)',
  list: 'Read the registrations',
  'export-csv': 'Exported the registrations (CSV)',
  'export-xlsx': 'Exported the registrations (XLSX)',
  consents: 'Read the consents missing',
  'consent-reminder': 'Re-sent a consent request',
  'consent-paper-form': 'Recorded a paper consent form',
  removals: 'Read the removal requests',
  'removal-remove': 'Removed a student from a group',
  'removal-keep': 'Kept a student in a group',
  delete: 'Deleted a registration',
  'retention-plan': 'Read the retention plan',
  'retention-delete': 'Deleted under the retention plan',
  file: 'Downloaded a file',
  'check-in-lookup': 'Looked up a check-in code',
  'check-in-search': 'Searched by name at the door',
  'check-in': 'Checked in',
  'check-out': 'Checked out',
  'check-undo': 'Undid a check-in',
} as const satisfies Readonly<Record<string, string>>;

/** A code the audit log records for a staff action. */
export type StaffActionCode = keyof typeof STAFF_ACTION_WORDS;
