/**
 * How text becomes terms, for the bench selector, the OVL lint rules and the agents' argument filler alike. Every step is plain string work with no locale,
 * so the same text gives the same terms on every platform.
 *
 * 1. Words: maximal runs of Unicode letters and digits (`[\p{L}\p{N}]+`); everything else
 *    (spaces, punctuation, `_`, `-`, `.`, `/`) separates. Tool names are additionally split at
 *    camelCase humps (`getWeather` -> get, Weather) before this, descriptions and queries are not,
 *    so `drop_keyword` (which removes whole words bounded by non-letters/digits) removes exactly
 *    the words this step finds.
 * 2. Case folding: `String.prototype.toLowerCase()` (locale-independent).
 * 3. Dropped: words of one character, and the stop words below.
 * 4. Light stemming (`stem`), so "files", "file" and "filed" meet.
 */

/**
 * English function words, plus words that say nothing about what one tool does as opposed to
 * another ("tool", "use"), which also makes the genericize mutation's phrase contentless.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be been before being below between both but by ' +
    'can could did do does doing down during each few for from further had has have having he her here hers him his ' +
    'how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out ' +
    'over own please same she should so some such than that the their theirs them then there these they this those ' +
    'through to too under until up very was we were what when where which while who whom why will with would you your ' +
    'yours tool tools use used uses using need needed needs want wants'
  ).split(' ')
);

const WORD = /[\p{L}\p{N}]+/gu;

/** Case-folded words of free text (queries, descriptions), before stop words and stemming. */
export function words(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Case-folded words of a tool name: also split at camelCase humps and letter/digit boundaries. */
export function nameWords(name: string): string[] {
  const spaced = name.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2').replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2');
  return words(spaced);
}

/** A folded word that carries meaning: at least two characters and not a stop word. */
export function isContentWord(word: string): boolean {
  return word.length > 1 && !STOP_WORDS.has(word);
}

const VOWEL = /[aeiouy]/;

/**
 * A light English suffix stripper (in the spirit of the S-stemmer, plus -ed/-ing and a final -e):
 *   1. plurals: -ies -> -y; -sses -> -ss; -ches, -shes, -xes, -zes drop -es; otherwise a final -s
 *      drops unless the word ends in -ss, -us or -is (status, analysis) or is 3 letters or fewer;
 *   2. -ied -> -y; -ing and -ed drop when at least 3 letters with a vowel remain, then a doubled final
 *      consonant other than l, s, z is undoubled (stopped -> stop, but called -> call);
 *   3. a final -e drops when at least 3 letters remain (file, files, filed -> fil; create, creating -> creat).
 * Words containing digits are left alone. Stems are internal keys, not display words.
 */
export function stem(word: string): string {
  let cached = STEMS.get(word);
  if (cached === undefined) {
    // Bounded so a hostile input of millions of distinct words cannot grow it without limit.
    if (STEMS.size > 50_000) STEMS.clear();
    STEMS.set(word, (cached = stemUncached(word)));
  }
  return cached;
}

const STEMS = new Map<string, string>();

function stemUncached(word: string): string {
  if (/\p{N}/u.test(word)) return word;
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.length > 4 && /(ch|sh|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);

  if (w.length > 4 && w.endsWith('ied')) w = w.slice(0, -3) + 'y';
  else if (w.endsWith('ing') && VOWEL.test(w.slice(0, -3)) && w.length - 3 >= 3) w = undouble(w.slice(0, -3));
  else if (w.endsWith('ed') && VOWEL.test(w.slice(0, -2)) && w.length - 2 >= 3) w = undouble(w.slice(0, -2));

  if (w.length >= 4 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  const last = w[w.length - 1];
  return w.length > 3 && last === w[w.length - 2] && !/[aeioulsz]/.test(last) ? w.slice(0, -1) : w;
}

/** Distinct stemmed content terms of free text, in first-occurrence order. */
export function textTerms(text: string): string[] {
  return distinct(words(text).filter(isContentWord).map(stem));
}

/** Distinct stemmed content terms of a tool name. */
export function nameTerms(name: string): string[] {
  return distinct(nameWords(name).filter(isContentWord).map(stem));
}

/** Distinct folded content words of a description, unstemmed: what `drop_keyword` can remove. */
export function contentWords(text: string): string[] {
  return distinct(words(text).filter(isContentWord));
}

function distinct(list: string[]): string[] {
  return [...new Set(list)];
}
