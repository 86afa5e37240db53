import { latinBase } from './latin-letters.ts';

/**
 * A text as searches compare it, so that what people type finds what others typed: case, accents ("zoe"
 * finds Zoë, "nunez" Ñúñez, "dinh" Đinh: `latinBase`) and apostrophes do not count. A phone types the curly ’
 * ("O’Brien"), a keyboard the straight one, and many people none ("obrien"): all three find O'Brien. Runs of
 * white space are one. A number's separators do not count either: "(330) 555-0100", "330.555.0100" and
 * "+1 330 555 0100" all hold 3305550100, however the parent on the phone or the form's writer typed it.
 */
export function searchKey(text: string): string {
  return latinBase(text)
    .replace(/['’‘ʼ`´]/g, '')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .replace(/(?<=\d)[\s().\-/]+(?=\d)|[(+](?=\d)|(?<=\d)\)/g, '')
    .trim();
}

// Characters of scripts that write a name without spaces, one syllable or word to a character: Chinese,
// Japanese and Korean. "李小龙" is searched as 李, 小 and 龙, so it finds 小龙 李 as the form stored it (given
// name first), and one character is a name part worth searching for.
const SYLLABIC = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]+$/u;

/**
 * The words of a search as `searchKey` writes them (a Chinese, Japanese or Korean word by character), none
 * for a blank one.
 */
export const searchWords = (query: string): string[] =>
  searchKey(query)
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => (SYLLABIC.test(word) ? [...word] : [word]));

/**
 * Whether a name search says enough to look for: two characters, or one of a script that writes a name part
 * in one (李).
 */
export const isSearchableName = (query: string): boolean => {
  const typed = query.trim();
  return [...typed].length >= 2 || SYLLABIC.test(typed);
};

/** Whether `text` holds every word of the search (`searchWords`), in any order. */
export const holdsEvery = (text: string, words: readonly string[]): boolean => {
  const key = searchKey(text);
  return words.every((word) => key.includes(word));
};
