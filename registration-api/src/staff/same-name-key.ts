import { searchKey } from '@stem/shared/text/search-key';

// The words a company's or school's name may carry or leave out with no change of whom it names: "Wingfoot
// Dynamics, Inc." is "Wingfoot Dynamics". Only at the end (a trailing "Co" is a legal form; "Co Op" is not).
const LEGAL_FORMS = new Set([
  'co',
  'company',
  'corp',
  'corporation',
  'gmbh',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'pbc',
  'plc',
]);

/** A name's words as `searchKey` writes them, with punctuation a separator: "St. Mary's" is "st marys". */
function wordsOf(name: string): string[] {
  return searchKey(name)
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * A person's name as two registrations of one person would both write it: case, accents, apostrophes and
 * punctuation aside ("Mary-Jane O'Neil" is "mary jane oneil").
 */
export function personNameKey(name: string): string {
  return wordsOf(name).join(' ');
}

/**
 * A company's or school's name as two people typing it would both write it: as `personNameKey`, and without
 * a leading "The", a trailing legal form ("Inc.", "LLC") or the difference of "Saint" and "St". Two keys that
 * differ can still name one school; two that match are worth an organiser's look, not a merge.
 */
export function organisationNameKey(name: string): string {
  const words = wordsOf(name).map((word) => (word === 'saint' ? 'st' : word));
  if (words[0] === 'the' && words.length > 1) words.shift();
  while (words.length > 1 && LEGAL_FORMS.has(words.at(-1)!)) words.pop();
  return words.join(' ');
}
