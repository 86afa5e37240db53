import type { FieldPath } from '@stem/shared/registration/fields/rules';
import { forget, keep, readKept, type TabStorage, tabStorage } from '../storage/tab-storage.ts';

// A new form's unsent answers, kept in the tab's sessionStorage so that a reload, Back to the form or a
// phone bringing a discarded tab back does not cost the visitor what they typed (docs/decisions.md, "A new
// form keeps its unsent answers in the tab"). This module is also in the hydration directive's script:
// it imports nothing at run time but the storage guard, which imports nothing.

/** The storage key of a form's draft: a kind's regType, or the contact form's 'CONTACT'. */
export const draftKey = (name: string) => `stem-career-day:draft:${name}`;

/**
 * What is stored: the answers as JSON, with a version so a later shape is not read as this one, and `sending`
 * while they are being sent (the page may change before the answer says whether they were stored); or, once
 * the form was sent, only that (`sent`): the answers a browser puts back into the page on Back are the ones sent.
 */
type StoredDraft = { v: 1; values: Record<string, unknown>; sending?: true } | { v: 1; sent: true };

/**
 * Whether this page load brings the tab back to a page it had (a reload, Back or Forward; a discarded tab
 * reloaded). Then a draft is given back at once; following a link to the form offers it instead.
 */
export function returnsToPage(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** What is stored under a key, if it is this shape's version; null when nothing (or nothing readable) is. */
function readStored(key: string, storage: TabStorage | undefined): Partial<Record<string, unknown>> | null {
  const stored = readKept(key, storage);
  return stored && typeof stored === 'object' && (stored as { v?: unknown }).v === 1 ? stored : null;
}

/** A kind's draft as stored, or none (none kept, the form sent, unreadable, or another shape). */
export function readDraft(key: string, storage = tabStorage()): Record<string, unknown> | undefined {
  const values = readStored(key, storage)?.values;
  return values && typeof values === 'object' && !Array.isArray(values)
    ? (values as Record<string, unknown>)
    : undefined;
}

/** Whether the draft was being sent when the page changed: it may have been stored. */
export const wasSending = (key: string, storage = tabStorage()) => readStored(key, storage)?.sending === true;

/** Whether the form was sent from this tab, and nothing was typed into it since. */
export const wasSent = (key: string, storage = tabStorage()) => readStored(key, storage)?.sent === true;

/**
 * A form's answers as a draft keeps them: without the paths in `omit` (what the visitor did not type, such
 * as dates the server writes, or file names whose files cannot be kept) and without any File or Blob.
 */
export function draftOf(values: object, omit: readonly FieldPath[]): Record<string, unknown> {
  const kept = JSON.parse(
    JSON.stringify(values, (_key, value: unknown) => (isFile(value) ? undefined : value)),
  ) as Record<string, unknown>;
  for (const path of omit) removeAt(kept, path);
  return kept;
}

/**
 * Keeps a draft (`draftOf`): as typed, or marked while it is being sent (`wasSending`). A full or refused
 * storage keeps nothing: the form works as before.
 */
export function saveDraft(
  key: string,
  values: Record<string, unknown>,
  state: 'typed' | 'sending' = 'typed',
  storage = tabStorage(),
): void {
  const marked = state === 'sending' ? { sending: true as const } : {};
  keep(key, { v: 1, values, ...marked } satisfies StoredDraft, storage);
}

/** Forgets a kind's draft, keeping that the form was sent (`wasSent`). */
export function markSent(key: string, storage = tabStorage()): void {
  if (!keep(key, { v: 1, sent: true } satisfies StoredDraft, storage)) dropDraft(key, storage);
}

/** Forgets a kind's draft (the visitor cleared the form, or it is back as built). */
export function dropDraft(key: string, storage = tabStorage()): void {
  forget(key, storage);
}

const isFile = (value: unknown) =>
  (typeof Blob !== 'undefined' && value instanceof Blob) ||
  (typeof FileList !== 'undefined' && value instanceof FileList);

function removeAt(values: Record<string, unknown>, path: FieldPath): void {
  let parent: unknown = values;
  for (const key of path.slice(0, -1)) {
    parent = parent && typeof parent === 'object' ? (parent as Record<string | number, unknown>)[key] : undefined;
  }
  if (parent && typeof parent === 'object') Reflect.deleteProperty(parent, path.at(-1)!);
}
