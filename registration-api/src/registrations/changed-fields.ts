import { flatten, headingOf, namesAnId } from '../staff/flatten.ts';
import { list, paragraph, type MailBlock } from '../mail/templates/mail-content.ts';
import type { MailDraft } from '../mail/mail-composer.ts';
import type { MailAnswer } from './answer-summary.ts';

/** Fields a form sends that say nothing of their own: an address typed a second time. */
const ECHOES = new Set(['confirmEmail']);

/** At most this many names in a mail: an edit that changes more is said in a count. */
const NAMED = 12;

const leavesOf = (data: Record<string, unknown>) =>
  new Map(
    flatten(data)
      .filter((leaf) => !ECHOES.has(leaf.field))
      .map((leaf) => [leaf.path, leaf.value.trim()]),
  );

/**
 * The answers an edit changed, in the form's order; an answer added or emptied counts. One the mail repeats
 * under "Your answers:" is named as it is there (`labels`, the kind's `mailAnswers`: "Main Contact T-Shirt
 * Size"), so that one mail does not name it twice two ways (qa21a, qa21b); the rest as the organisers' desk
 * heads its columns ("Parent guardian / Phone number"). Names only: the mail goes to the parent and the
 * student, and a name is enough to notice a change one did not make.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  labels: readonly MailAnswer[] = [],
): string[] {
  const [was, is] = [leavesOf(before), leavesOf(after)];
  const every = new Set([...is.keys(), ...was.keys()]);
  const paths = [...every].filter((path) => (was.get(path) ?? '') !== (is.get(path) ?? '') && !namesAnId(path, every));
  const labelled = new Map(labels.map((answer) => [answer.field, answer.label]));
  return [...new Set(paths.map((path) => labelled.get(path) ?? nameOfChange(path)))];
}

/**
 * Answers whose column heading reads as the desk's shorthand ("Is sponsor", "MS event type"), named as the
 * form asks them (qa27b: a sponsor read "What changed: Is sponsor").
 */
const FORM_WORDS: Readonly<Record<string, string>> = {
  eventChoice: 'Events attending',
  msEventType: 'What you will bring to the middle school event',
  isSponsor: 'Sponsorship',
  sponsorshipType: 'Sponsorship level',
  isInGroup: 'Part of a group',
  isParentPresent: 'Parent/guardian present to sign',
  consentWillBeSubmittedBySchool: 'School submits the consent form',
  'parentGuardian.willBeAttending': 'Parent/guardian attending the event',
  'parentGuardian.willAddParentBeAttending': 'Additional parent/guardian attending',
  isEmployed: 'Employed',
  hasPastEmployers: 'Other employers before',
  isInformationFactual: 'Certification that the information is factual',
};

/**
 * A list's rows are named as the list ("Participants"): rows have no identity, so a row removed from the
 * middle changes every row after it, and "Participants 1 / First name … and 14 more" said nothing (qa14a).
 * A catalogue answer is kept as its id ("tShirtSizeId"): its name is the question's. A parent's answers read
 * "Parent/guardian phone number", as the form labels them.
 */
function nameOfChange(path: string): string {
  const row = /^(.*?)\.\d+(?=\.|$)/.exec(path);
  const field = row ? row[1]! : path;
  return (
    FORM_WORDS[field] ??
    headingOf(field)
      .replace(/ id$/, '')
      .replace(/^Parent guardian \/ (?=Additional)/, '')
      .replace(/^Parent guardian \/ (.)/, (_, first: string) => `Parent/guardian ${first.toLowerCase()}`)
  );
}

/** "What changed:" and the names, for an update mail; nothing when no answer changed. */
function changesBlocks(changed: readonly string[]): MailBlock[] {
  if (changed.length === 0) return [];
  const more = changed.length - NAMED;
  return [paragraph('What changed:'), list(more > 0 ? [...changed.slice(0, NAMED), `and ${more} more`] : changed)];
}

/** An update mail with what changed said after its first paragraph (which says what was updated). */
export function withChanges(draft: MailDraft, changed: readonly string[]): MailDraft {
  const blocks = changesBlocks(changed);
  if (blocks.length === 0) return draft;
  const [first, ...rest] = draft.content.blocks;
  return { ...draft, content: { ...draft.content, blocks: [...(first ? [first] : []), ...blocks, ...rest] } };
}
