import { kindOf } from '@stem/shared/registration-kinds';

/**
 * What a staff action in the audit log was, in the desk's words: the API records short codes
 * (registration-api/src/routes/staff-routes.ts, check-in-routes.ts), which read as jargon to an organiser.
 * A code this table does not know (a newer API's) is shown as it is.
 */
const WORDS: Readonly<Record<string, string>> = {
  headcounts: 'Read the headcounts',
  'export-headcounts': 'Exported the headcounts (XLSX)',
  list: 'Read the registrations',
  'export-csv': 'Exported the registrations (CSV)',
  'export-xlsx': 'Exported the registrations (XLSX)',
  consents: 'Read the consents missing',
  'consent-reminder': 'Re-sent a consent request',
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
};

export const activityWords = (action: string): string => (Object.hasOwn(WORDS, action) ? WORDS[action]! : action);

/** What the action was about: a kind's label, a career day, or "All registrations" for `all`. */
export function activityTarget(target: string): string {
  if (target === 'all') return 'All registrations';
  if (target === 'middle-school') return 'Middle school day';
  if (target === 'high-school') return 'High school day';
  return kindOf(target)?.label ?? target;
}
