import type { FieldPath } from '@stem/shared/registration/fields/rules';

// A new form's unsent answers, kept in the tab's sessionStorage so that a reload, Back to the form or a
// phone bringing a discarded tab back does not cost the visitor what they typed (docs/decisions.md, "A new
// form keeps its unsent answers in the tab"). This module is also in the hydration directive's script:
// it imports nothing at run time.

/** The storage key of a kind's draft. */
export const draftKey = (regType: string) => `stem-career-day:draft:${regType}`;

/** What is stored: the answers as JSON, with a version so a later shape is not read as this one. */
interface StoredDraft {
  v: 1;
  values: Record<string, unknown>;
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The tab's sessionStorage, or none (storage off, a sandboxed frame: reading it throws there). */
function tabStorage(): DraftStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether this page load brings the tab back to a page it had (a reload, Back or Forward; a discarded tab
 * reloaded). Only then is a draft given back: following a link to a form starts it blank, as it did before.
 */
export function returnsToPage(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** A kind's draft as stored, or none (none kept, unreadable, or another shape). */
export function readDraft(key: string, storage = tabStorage()): Record<string, unknown> | undefined {
  let text: string | null | undefined;
  try {
    text = storage?.getItem(key);
  } catch {
    return undefined;
  }
  if (!text) return undefined;
  try {
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    const values = stored?.v === 1 ? stored.values : undefined;
    return values && typeof values === 'object' && !Array.isArray(values) ? values : undefined;
  } catch {
    return undefined;
  }
}

/** The draft a page load should give back: one is kept and the tab came back to the page. */
export const draftToRestore = (key: string, storage = tabStorage()) =>
  returnsToPage() ? readDraft(key, storage) : undefined;

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

/** Keeps a draft (`draftOf`). A full or refused storage keeps nothing: the form works as before. */
export function saveDraft(key: string, values: Record<string, unknown>, storage = tabStorage()): void {
  try {
    storage?.setItem(key, JSON.stringify({ v: 1, values } satisfies StoredDraft));
  } catch {
    // Quota or storage refused: nothing kept.
  }
}

/** Forgets a kind's draft (sent, or the visitor cleared the form). */
export function dropDraft(key: string, storage = tabStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to forget where storage cannot be read.
  }
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
