// Latin letters that are not a base letter with an accent in Unicode (a stroke, a bar, a ligature, ß), so
// that decomposing them ("NFD") leaves them as they are: Đinh stays Đinh where Zoë becomes Zoe. A search, a
// file name and the invoice's fonts want the letter a reader of English would type instead.
export const LATIN_BASE: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ð: 'D',
  ð: 'd',
  Ħ: 'H',
  ħ: 'h',
  Ŧ: 'T',
  ŧ: 't',
  Ɨ: 'I',
  ɨ: 'i',
  Ƶ: 'Z',
  ƶ: 'z',
  ı: 'i',
  Ŀ: 'L',
  ŀ: 'l',
  Ŋ: 'N',
  ŋ: 'n',
  ĸ: 'k',
  Ə: 'E',
  ə: 'e',
  Ǥ: 'G',
  ǥ: 'g',
  Ɓ: 'B',
  ɓ: 'b',
  Ƙ: 'K',
  ƙ: 'k',
  Ø: 'O',
  ø: 'o',
  Æ: 'AE',
  æ: 'ae',
  Œ: 'OE',
  œ: 'oe',
  ß: 'ss',
  ẞ: 'SS',
  Þ: 'Th',
  þ: 'th',
};

/** `text` with its accents dropped and the letters above as their base letters: "Bảo Đăng" → "Bao Dang". */
export function latinBase(text: string): string {
  return [...text.normalize('NFKD').replace(/\p{M}/gu, '')].map((char) => LATIN_BASE[char] ?? char).join('');
}
