import { todayAtEvent } from '@stem/shared/cms/event-times';

/** Marks a read-only date input whose value is today where the events happen (a signature's date). */
export const TODAY_FIELD = 'data-fills-today';

/**
 * Fills today's date into the marked inputs of a form built into the page, before its island is live: the
 * build cannot know the visitor's day, and a parent should not see a blank signature date until they touch
 * the form. It becomes the field's built value too (its `value` attribute), so nothing counts it as the
 * visitor's change (keep-changes.ts), and the live form's default is the same date.
 */
export function fillToday(root: ParentNode, now: Date = new Date()): void {
  const today = todayAtEvent(now);
  for (const input of root.querySelectorAll<HTMLInputElement>(`input[${TODAY_FIELD}]`)) {
    if (input.value === '') input.defaultValue = today;
  }
}
