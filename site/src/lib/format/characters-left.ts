import { groupThousands } from './group-thousands.ts';

/**
 * What a long text field says about its length limit as the writer nears it, or null while there is room
 * to spare. It speaks up once no more than a tenth of the limit is left (and at least 20 characters), so
 * that nobody types a paragraph that the field's `maxlength` then silently stops, and nobody is shown a
 * counter for a short answer.
 */
export function charactersLeft(length: number, maxLength: number): string | null {
  const left = maxLength - length;
  if (left > Math.max(20, Math.floor(maxLength / 10))) return null;
  if (left <= 0) return `You have reached the limit of ${groupThousands(maxLength)} characters.`;
  return left === 1 ? '1 character left.' : `${groupThousands(left)} characters left.`;
}

/**
 * A one-line field's limits below this are formats (a date, a ZIP code, an initial) whose full length is the
 * normal answer; from it on they bound free text (a name, an address, an email), which a paste can overrun.
 */
const FREE_TEXT_LIMIT = 40;

/**
 * What a one-line field says once its text fills its `maxlength` (a paste the browser cut, a long company
 * name typed to the end), or null. No countdown: a name has room to spare, and only being stopped needs a word.
 */
export function limitReached(length: number, maxLength: number): string | null {
  return maxLength >= FREE_TEXT_LIMIT && length >= maxLength
    ? `You have reached the limit of ${groupThousands(maxLength)} characters.`
    : null;
}
