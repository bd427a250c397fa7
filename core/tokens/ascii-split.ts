/**
 * A hand-written pre-tokenizer for ASCII text: where the next piece of cl100k_base's or
 * o200k_base's split pattern ends, found by reading character codes, with no regex exec and no
 * match array. Counting runs the split pattern over every string of a catalog (piece-memo.ts);
 * this answers the same boundaries several times faster.
 *
 * `asciiSplitterFor(regex)` gives `pieceEnd(text, at)`: the end of the piece that starts at `at`
 * (a piece boundary), or -1 when the answer would depend on a character outside ASCII (whose
 * Unicode class this does not know): the caller then runs the regex for that one piece, from
 * `at`, and continues here from where the regex stopped. Since the patterns have no lookbehind
 * and every character matches some alternative, the pieces from a boundary on do not depend on
 * the text before it, so mixing the two gives the regex's pieces exactly. It answers only for the
 * two patterns it knows, compared by their source and flags (undefined for any other: the caller
 * keeps the regex), so a library update that changes a pattern cannot make it silently wrong.
 *
 * In ASCII, \p{L} is [A-Za-z] (\p{Lu} the capitals, \p{Ll} the small letters, no Lt/Lm/Lo/M),
 * \p{N} is [0-9], and \s is tab, LF, VT, FF, CR and space. Each character is one of: a letter, a
 * digit, whitespace, or "other" ([^\s\p{L}\p{N}]: punctuation and the control characters).
 * The alternatives, in order, with their backtracking worked out (ascii-split.test.ts holds this
 * against the regex on tricky cases and on random text):
 * - cl100k: `'(s|d|m|t|ll|ve|re)` (either case) | an optional non-letter, non-digit, non-CR/LF
 *   character then letters | 1-3 digits | an optional space then "other"s then CR/LFs |
 *   whitespace: to the end of text when it runs there, else up to its last CR/LF, else all but
 *   its last character when it is 2 or more, else one character.
 * - o200k: an optional prefix as above, then capitals then small letters (`HTTPServer` is one
 *   piece, `helloWorld` two), or capitals alone, then an optional contraction | 1-3 digits |
 *   an optional space then "other"s then CR/LF/slashes | whitespace: up to its last CR/LF, else
 *   to the end of text, else all but its last character when 2 or more, else one character.
 * Self-contained (no outer names) so the counting worker can take its source.
 */
export function asciiSplitterFor(regex: RegExp): ((text: string, at: number) => number) | undefined {
  const CONTRACTION = "'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])";
  const CL100K = `${CONTRACTION}|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n]*|\\s+$|\\s*[\\r\\n]|\\s+(?!\\S)|\\s`;
  const O200K =
    `[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+(?:${CONTRACTION})?` +
    `|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?:${CONTRACTION})?` +
    `|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+`;
  // Only the flags the library uses: `i`, `m`, `s`, `v` or `y` would change what the pattern means.
  if (regex.flags.replace('g', '') !== 'u') return undefined;
  const o200k = regex.source === O200K;
  if (!o200k && regex.source !== CL100K) return undefined;

  // Character classes of ASCII, as bits.
  const UPPER = 1;
  const LOWER = 2;
  const LETTER = 3;
  const DIGIT = 4;
  const SPACE = 8; // \s
  const CRLF = 16; // also SPACE
  const OTHER = 32;
  const CLASS = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    CLASS[c] =
      c >= 65 && c <= 90
        ? UPPER
        : c >= 97 && c <= 122
          ? LOWER
          : c >= 48 && c <= 57
            ? DIGIT
            : c === 10 || c === 13
              ? SPACE | CRLF
              : c === 32 || (c >= 9 && c <= 12)
                ? SPACE
                : OTHER;
  }

  // The end of a contraction at `at` (an apostrophe), or `at` when there is none. `c | 32` is a
  // small letter only for the letters of either case; codes past ASCII stay past it.
  const contraction = (t: string, at: number, n: number): number => {
    if (at + 1 >= n || t.charCodeAt(at) !== 39) return at;
    const a = t.charCodeAt(at + 1) | 32;
    if (a === 115 || a === 100 || a === 109 || a === 116) return at + 2;
    if (at + 2 >= n) return at;
    const b = t.charCodeAt(at + 2) | 32;
    return (a === 108 && b === 108) || (a === 118 && b === 101) || (a === 114 && b === 101) ? at + 3 : at;
  };

  // The end of the run of `bits` characters from `j`, or -1 when a character past ASCII ends it.
  const run = (t: string, j: number, n: number, bits: number): number => {
    for (; j < n; j++) {
      const d = t.charCodeAt(j);
      if (d >= 128) return -1;
      if ((CLASS[d] & bits) === 0) return j;
    }
    return j;
  };

  // Shared tails of both patterns: digits, "other"s, whitespace (k is the class of t[i]).
  const rest = (t: string, i: number, n: number, c: number, k: number, slash: boolean): number => {
    if (k === DIGIT) {
      const stop = i + 3 < n ? i + 3 : n;
      let j = i + 1;
      for (; j < stop; j++) {
        const d = t.charCodeAt(j);
        if (d >= 128) return -1;
        if (CLASS[d] !== DIGIT) break;
      }
      return j;
    }
    let s = -1;
    if (k === OTHER) s = i;
    else if (c === 32 && i + 1 < n) {
      const d = t.charCodeAt(i + 1);
      if (d >= 128) return -1;
      if (CLASS[d] === OTHER) s = i + 1;
    }
    if (s >= 0) {
      let j = run(t, s + 1, n, OTHER);
      if (j < 0) return -1;
      // Trailing CR/LF (and slashes in o200k): a character past ASCII is none of them.
      for (; j < n; j++) {
        const d = t.charCodeAt(j);
        if (d !== 10 && d !== 13 && !(slash && d === 47)) break;
      }
      return j;
    }
    // Whitespace: its run, and the last CR/LF in it.
    let last = k & CRLF ? i : -1;
    let j = i + 1;
    for (; j < n; j++) {
      const d = t.charCodeAt(j);
      if (d >= 128) return -1;
      const e = CLASS[d];
      if ((e & SPACE) === 0) break;
      if (e & CRLF) last = j;
    }
    if (o200k) {
      if (last >= 0) return last + 1;
      if (j === n) return n;
    } else {
      if (j === n) return n;
      if (last >= 0) return last + 1;
    }
    return j - i >= 2 ? j - 1 : i + 1;
  };

  // The letter start of a piece: `i` on a letter, `i + 1` after a one-character prefix (not a
  // letter, digit, CR or LF), -1 for no letters, -2 when t[i + 1] is past ASCII.
  const letterStart = (t: string, i: number, n: number, k: number): number => {
    if (k & LETTER) return i;
    if (k & (DIGIT | CRLF) || i + 1 >= n) return -1;
    const d = t.charCodeAt(i + 1);
    if (d >= 128) return -2;
    return CLASS[d] & LETTER ? i + 1 : -1;
  };

  const cl100k = (t: string, i: number): number => {
    const n = t.length;
    const c = t.charCodeAt(i);
    if (c >= 128) return -1;
    const k = CLASS[c];
    if (c === 39) {
      const e = contraction(t, i, n);
      if (e > i) return e;
    }
    const s = letterStart(t, i, n, k);
    if (s === -2) return -1;
    if (s >= 0) return run(t, s + 1, n, LETTER);
    return rest(t, i, n, c, k, false);
  };

  const o200kEnd = (t: string, i: number): number => {
    const n = t.length;
    const c = t.charCodeAt(i);
    if (c >= 128) return -1;
    const k = CLASS[c];
    const s = letterStart(t, i, n, k);
    if (s === -2) return -1;
    if (s >= 0) {
      // Capitals, then small letters when any follow (else the capitals alone), then a contraction.
      let j = run(t, s, n, UPPER);
      if (j < 0) return -1;
      if (j < n && CLASS[t.charCodeAt(j)] === LOWER) {
        j = run(t, j + 1, n, LOWER);
        if (j < 0) return -1;
      }
      return contraction(t, j, n);
    }
    return rest(t, i, n, c, k, true);
  };

  return o200k ? o200kEnd : cl100k;
}
