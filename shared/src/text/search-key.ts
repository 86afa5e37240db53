/**
 * A text as searches compare it, so that what people type finds what others typed: case, accents ("zoe"
 * finds Zoë, "nunez" Ñúñez) and apostrophes do not count. A phone types the curly ’ ("O’Brien"), a keyboard
 * the straight one, and many people none ("obrien"): all three find O'Brien. Runs of white space are one.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘ʼ`´]/g, '')
    .toLocaleLowerCase('en-US')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search as `searchKey` writes them, none for a blank one. */
export const searchWords = (query: string): string[] => searchKey(query).split(' ').filter(Boolean);

/** Whether `text` holds every word of the search (`searchWords`), in any order. */
export const holdsEvery = (text: string, words: readonly string[]): boolean => {
  const key = searchKey(text);
  return words.every((word) => key.includes(word));
};
