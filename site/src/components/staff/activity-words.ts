import { kindOf } from '@stem/shared/registration-kinds';
import { STAFF_ACTION_WORDS } from '@stem/shared/staff/activity-words';

/**
 * What a staff action in the audit log was, in the desk's words (the API records short codes, which read as
 * jargon to an organiser). A code the table does not know (a newer API's) is shown as it is.
 */
const WORDS: Readonly<Record<string, string>> = STAFF_ACTION_WORDS;

export const activityWords = (action: string): string => (Object.hasOwn(WORDS, action) ? WORDS[action]! : action);

/** What the action was about: a kind's label, a career day, or "All registrations" for `all`. */
export function activityTarget(target: string): string {
  if (target === 'all') return 'All registrations';
  if (target === 'middle-school') return 'Middle school day';
  if (target === 'high-school') return 'High school day';
  return kindOf(target)?.label ?? target;
}
