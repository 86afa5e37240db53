import type { ClientDirective } from 'astro';
import { fillToday } from './fill-today.ts';
import { readDraft, returnsToPage, wasSent } from '../registration/form-draft.ts';
import { hasRestoredChanges, keepChangesThrough } from './keep-changes.ts';

/**
 * `client:interaction`'s value: what makes a page hydrate at once, before anybody touches it, because the
 * page must act on its own (leave, or show that it is closed). Nothing set: only the visitor starts it.
 */
export interface InteractionHydration {
  /** At once, whatever else (a closed kind's page, built without its form, goes home). */
  now?: boolean | undefined;
  /** At once from this instant on (ISO 8601, a kind's closing date-time): the page shows it is closed. */
  from?: string | null | undefined;
  /** At once when the address lacks this query parameter, as [name, value] (an age-gated form → the gate). */
  unlessQuery?: readonly [string, string] | null | undefined;
  /** At once when the address has this query parameter, not empty (a new page given a regId → its edit page). */
  whenQuery?: string | null | undefined;
  /**
   * At once when the form's unsent answers are kept in the tab under this sessionStorage key: the live form
   * gives them back, or offers to (form-draft.ts).
   */
  whenDraft?: string | null | undefined;
}

/**
 * What starts a visitor on a form: a press (mouse, pen, touch), the keyboard's focus inside it, or a field
 * changed without either (a script, an assistive technology, the browser's autofill).
 */
const STARTS = ['pointerdown', 'focusin', 'input', 'change'] as const;

/**
 * Loads and hydrates an island when the visitor starts on it (docs/decisions.md, "form pages come alive on
 * first touch"), the way incremental hydration with event replay does elsewhere. The page is whole without
 * it: the form is built into the HTML, shows and takes typing at once, and no script of the island loads
 * or runs until the first press or focus inside it, so a slow phone is never busy with a form nobody has
 * touched. Until the island is live, nothing done in it is lost: what was typed, chosen or ticked is given
 * to the live form (keepChangesThrough), and the focus, a submit or a button pressed meanwhile happen again
 * once it is live, so the visitor never has to do anything twice.
 */
const interaction: ClientDirective = (load, options, island) => {
  const value = (typeof options.value === 'object' && options.value ? options.value : {}) as InteractionHydration;
  fillToday(island);
  const held: Array<() => void> = [];
  // A submit would send the built form itself (a GET of the page with every answer in the address).
  const holdSubmit = (event: Event) => {
    const { target, submitter } = event as SubmitEvent;
    event.preventDefault();
    if (target instanceof HTMLFormElement) held.push(() => target.requestSubmit(submitter));
  };
  const holdPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (button instanceof HTMLButtonElement) held.push(() => button.click());
  };
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of STARTS) island.removeEventListener(type, start, true);
    const hydrate = await load();
    keepChangesThrough(island, hydrate);
    // The focus that started it, again for the live form (which starts its own work on the first focus).
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && island.contains(focused)) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    island.removeEventListener('submit', holdSubmit, true);
    island.removeEventListener('click', holdPress, true);
    for (const replay of held.splice(0)) replay();
  };
  // Answers kept, or a form sent from this tab and come back to (Back from the thank-you page): the live form
  // gives them back, or says the form was sent.
  const draftWaiting = (key: string) => readDraft(key) !== undefined || (wasSent(key) && returnsToPage());
  if (mustActAtOnce(value, window.location.search, Date.now(), draftWaiting)) {
    void start();
    return;
  }
  for (const type of STARTS) island.addEventListener(type, start, { capture: true, passive: true });
  island.addEventListener('submit', holdSubmit, true);
  island.addEventListener('click', holdPress, true);
  // Answers the browser restores (Back to a form) open the sections they lead to only in the live form. It
  // restores them late in the page's load (after this runs, in Chromium): looked for again at pageshow.
  const startIfRestored = () => {
    if (hasRestoredChanges(island)) void start();
  };
  startIfRestored();
  if (document.readyState !== 'complete') window.addEventListener('pageshow', startIfRestored, { once: true });
};

/**
 * Whether a page must hydrate at once, before anybody touches it: its address's query, the clock and a kept
 * draft (`draftWaiting`: whether one waits under a key, for this page load) decide.
 */
export function mustActAtOnce(
  { now, from, unlessQuery, whenQuery, whenDraft }: InteractionHydration,
  search: string,
  at: number,
  draftWaiting: (key: string) => boolean = () => false,
): boolean {
  if (now) return true;
  if (whenQuery && new URLSearchParams(search).get(whenQuery)) return true;
  if (whenDraft && draftWaiting(whenDraft)) return true;
  const instant = from ? Date.parse(from) : Number.NaN;
  if (Number.isFinite(instant) && at >= instant) return true;
  return !!unlessQuery && new URLSearchParams(search).get(unlessQuery[0]) !== unlessQuery[1];
}

export default interaction;
