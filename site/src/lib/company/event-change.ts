import { attendsEvent, includesHighSchool, includesMiddleSchool } from '@stem/shared/registration/company-answers';

/**
 * What an edit's new event choice removes from the stored registration when saved, as the company form warns
 * of it under the choice: the answers of a day no longer attended, and the participants once nobody attends
 * (a company that chose Sponsorship Only lost its three participants on save without a word: qa14a). Empty
 * when nothing stored goes, or on a new form (`stored` undefined).
 */
export function removedByEventChange(stored: unknown, current: unknown): string[] {
  if (stored === undefined || stored === current) return [];
  const [was, is] = [{ eventChoice: stored }, { eventChoice: current }];
  return [
    ...(includesMiddleSchool(was) && !includesMiddleSchool(is) ? ['your answers for the middle school day'] : []),
    ...(includesHighSchool(was) && !includesHighSchool(is) ? ['your answers for the high school day'] : []),
    ...(attendsEvent(was) && !attendsEvent(is) ? ['your additional participants'] : []),
  ];
}

/** The warning itself, or null when the change removes nothing. */
export function eventChangeWarning(stored: unknown, current: unknown): string | null {
  const removed = removedByEventChange(stored, current);
  if (removed.length === 0) return null;
  const list = removed.length === 1 ? removed[0] : `${removed.slice(0, -1).join(', ')} and ${removed.at(-1)}`;
  return `Saving this choice removes ${list} from the registration.`;
}
