/**
 * How much a text says, judged by its writing system. A character count treats "地理编码服务"
 * (six characters, "geocoding service") like "Invoices." although it says as much as seventeen
 * Latin characters: in Chinese, Japanese and Korean one character carries about half a word, in
 * alphabetic scripts a word takes about six characters with its space. So length thresholds meant
 * for prose ("too short to say what the tool does") read dense-script characters at their worth;
 * limits that clients enforce by cutting characters stay in characters.
 */

/**
 * Han ideographs, kana (with the prolonged sound mark ー, which Unicode files under Common) and
 * Hangul: scripts where a character is most of a word.
 */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]/gu;
/** A word of an alphabetic script: a run of letters, digits and marks with no dense-script character. */
const ALPHABETIC_WORD = /[^\s\p{P}\p{S}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc]+/gu;

/** Words one dense-script character is worth: Chinese words average under two characters. */
export const WORDS_PER_DENSE_CHAR = 0.5;
/** Characters an alphabetic word takes, with the space after it (English averages about six). */
export const CHARS_PER_WORD = 6;

/** How many characters of `text` are in a dense script (Han, kana, Hangul). */
export function denseChars(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(DENSE)) n++;
  return n;
}

/** Word-equivalents: alphabetic words count one each, dense-script characters half a word each. */
export function wordEquivalents(text: string): number {
  let words = 0;
  for (const _ of text.matchAll(ALPHABETIC_WORD)) words++;
  return words + denseChars(text) * WORDS_PER_DENSE_CHAR;
}

/**
 * The trimmed length in alphabetic characters it is worth: alphabetic text counts as written,
 * each dense-script character as the three characters half a word takes. Equal to the trimmed
 * length for text with no dense-script character, so character thresholds keep their meaning.
 */
export function alphabeticLength(text: string): number {
  const trimmed = text.trim();
  let dense = 0;
  let units = 0; // UTF-16 code units the dense characters take (two for the rare ideographs past U+FFFF)
  for (const m of trimmed.matchAll(DENSE)) {
    dense++;
    units += m[0].length;
  }
  return trimmed.length - units + Math.round(dense * WORDS_PER_DENSE_CHAR * CHARS_PER_WORD);
}
