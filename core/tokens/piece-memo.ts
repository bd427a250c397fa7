/**
 * Token counting with a memo of pieces. A BPE count is the sum, over the pieces the encoding's
 * split pattern cuts the text into, of each piece's token count; a piece's count depends on the
 * piece alone. A catalog says "the", `"type":"string"` and `description` thousands of times, so
 * most pieces have been counted before: a Map lookup (V8 hashes the string natively) answers them,
 * and only new pieces reach the rank table and the merge. On the 73-server corpus 389,175 pieces
 * are 14,913 distinct ones (o200k_base), and 93% of pieces are whole tokens. New ASCII pieces
 * (almost all of them) merge over their characters, with no bytes decoded back to text.
 *
 * The count is exactly gpt-tokenizer's `countTokens(text, { disallowedSpecial: new Set() })`
 * (special-token text counted as ordinary text): with no special token allowed, the library
 * counts every match of its split pattern over the whole text, as this does
 * (piece-memo.test.ts holds the two equal on real catalogs and on hostile text).
 *
 * Texts longer than WINDOW_CHARS are split into pieces window by window (a run of one character
 * class longer than a window is cut at the window's end), and pieces longer than CHUNK_BYTES are
 * merged in chunks (bpe-merge.ts): exact for ordinary text, linear for a hostile 10 MB run.
 *
 * The memos are bounded: pieces longer than MAX_PIECE_LENGTH are counted and not kept (a hostile
 * 10 MB run of one letter is one piece), each piece memo is emptied when it reaches MAX_ENTRIES,
 * and the memo of whole texts when its texts reach MAX_TEXT_CHARS characters.
 */

/** The parts of gpt-tokenizer's BytePairEncodingCore that counting reads. */
export interface PieceCountingCore {
  tokenSplitRegex: RegExp;
  getBpeRankFromString(piece: string): number | undefined;
  bytePairEncode(piece: string): number[];
}

export const MAX_PIECE_LENGTH = 64;
export const MAX_ENTRIES = 1 << 16;
/** Characters of whole texts remembered at most (4 Mi: 8 MB), the memo emptied past it. */
export const MAX_TEXT_CHARS = 1 << 22;
/**
 * The split pattern runs over windows of at most this many characters of a longer text. On one
 * 10 MB run of letters of one script (one pre-token) V8's backtracking regex ran out of stack
 * ("Maximum call stack size exceeded") and slowed down more than linearly (issue 43 item 13).
 */
export const WINDOW_CHARS = 1 << 16;
/**
 * A piece starts at least this many characters before its window's end, so the pattern sees the
 * text after it as it would in the whole text: a text of at most WINDOW_CHARS characters is
 * counted exactly, a longer one exactly unless a run of one character class this long crosses
 * the end of a window (it is then cut there, as a piece longer than a window always is).
 */
export const WINDOW_MARGIN_CHARS = 1 << 12;

/**
 * A counter over `core` that remembers each piece's count. Self-contained (no imports, no outer
 * names but its arguments: the limits are passed in) so the counting worker can take its source.
 *
 * Cold, in one pass over a catalog (what a CLI run is), the cost is the work per piece, not the
 * regex: a sticky `test` of the split pattern at each boundary gives the piece's end without a
 * match array or a search (every character starts a match of the patterns, so the match at a
 * boundary is the one the library's global search finds); pieces of at most 7 ASCII characters
 * (83% of pieces on the 73-server corpus) are keyed by their packed codes, an exact number, so
 * they cost no substring and no string hashing; longer ones by their substring. Whole texts a
 * catalog repeats (gen10k-like catalogs share descriptions and schemas: 12.5 M characters, 2 M
 * distinct) are remembered too, up to `maxTextChars` characters, then the text memo is emptied.
 * A hand-written ASCII pre-tokenizer was tried in place of the regex: exact, but in a cold
 * process (interpreted JS until the JIT warms up) slower than the native regex, and no faster warm.
 */
export function pieceMemoCounter(
  core: PieceCountingCore,
  maxPieceLength: number = MAX_PIECE_LENGTH,
  maxEntries: number = MAX_ENTRIES,
  maxTextChars: number = MAX_TEXT_CHARS,
  windowChars: number = WINDOW_CHARS,
  marginChars: number = WINDOW_MARGIN_CHARS
): (text: string) => number {
  const { source, flags } = core.tokenSplitRegex;
  // The library's global search (for a pattern that could skip text or match nothing).
  const search = new RegExp(source, flags.includes('g') ? flags : `${flags}g`);
  const sticky = new RegExp(source, `${flags.replace('g', '').replace('y', '')}y`);
  const memo = new Map<string, number>();
  const short = new Map<number, number>();
  const texts = new Map<string, number>();
  let textChars = 0;

  // A piece's token count, from the rank table and the merge.
  const countPiece = (piece: string): number => {
    if (core.getBpeRankFromString(piece) !== undefined) return 1;
    if (piece.length > maxPieceLength || !/^[\x00-\x7f]*$/.test(piece)) return core.bytePairEncode(piece).length;
    // ASCII: each character is one byte, so the library's byte merge is this merge over the
    // characters, with the same string lookups and without decoding bytes back to text.
    // Each step joins the leftmost adjacent pair of lowest rank; the parts left are the tokens.
    const ends: number[] = [];
    for (let i = 1; i <= piece.length; i++) ends.push(i);
    const rankAt = (k: number): number => {
      if (k + 1 >= ends.length) return Number.POSITIVE_INFINITY;
      const r = core.getBpeRankFromString(piece.slice(k === 0 ? 0 : ends[k - 1], ends[k + 1]));
      return r === undefined ? Number.POSITIVE_INFINITY : r;
    };
    const ranks: number[] = [];
    for (let k = 0; k < ends.length; k++) ranks.push(rankAt(k));
    for (;;) {
      let best = -1;
      let lowest = Number.POSITIVE_INFINITY;
      for (let k = 0; k < ranks.length; k++)
        if (ranks[k] < lowest) {
          lowest = ranks[k];
          best = k;
        }
      if (best === -1) break;
      ends.splice(best, 1);
      ranks.splice(best, 1);
      ranks[best] = rankAt(best);
      if (best > 0) ranks[best - 1] = rankAt(best - 1);
    }
    return ends.length;
  };

  // The count of text[start, end), kept unless the piece is long.
  const pieceCount = (text: string, start: number, end: number): number => {
    const length = end - start;
    if (length <= 7) {
      // Packed: the length, then 7 bits a character (under 2^52: an exact number, one per piece).
      let key = length;
      for (let k = start; k < end; k++) {
        const c = text.charCodeAt(k);
        if (c >= 128) {
          key = -1;
          break;
        }
        key = key * 128 + c;
      }
      if (key >= 0) {
        let n = short.get(key);
        if (n === undefined) {
          n = countPiece(text.slice(start, end));
          if (short.size >= maxEntries) short.clear();
          short.set(key, n);
        }
        return n;
      }
    }
    const piece = text.slice(start, end);
    let n = memo.get(piece);
    if (n === undefined) {
      n = countPiece(piece);
      if (length <= maxPieceLength) {
        if (memo.size >= maxEntries) memo.clear();
        memo.set(piece, n);
      }
    }
    return n;
  };

  return (text: string): number => {
    const seen = texts.get(text);
    if (seen !== undefined) return seen;
    let total = 0;
    const length = text.length;
    // The window [base, base + window.length) of the text the pattern runs over; `at` is relative to it.
    let base = 0;
    let window = length <= windowChars ? text : text.slice(0, windowChars);
    for (let at = 0; base + at < length; ) {
      if (at > window.length - marginChars && base + window.length < length) {
        base += at;
        window = text.slice(base, base + windowChars);
        at = 0;
      }
      sticky.lastIndex = at;
      if (sticky.test(window) && sticky.lastIndex > at) {
        const end = sticky.lastIndex;
        total += pieceCount(window, at, end);
        at = end;
        continue;
      }
      // No piece starts here: the next match of the search, as the library takes it.
      search.lastIndex = at;
      const m = search.exec(window);
      if (m === null) {
        if (base + window.length >= length) break;
        // Perhaps in the next window.
        base += window.length;
        window = text.slice(base, base + windowChars);
        at = 0;
        continue;
      }
      at = search.lastIndex;
      if (m[0].length === 0) at++;
      else total += pieceCount(window, m.index, at);
    }
    if (length <= maxTextChars) {
      if (textChars + length > maxTextChars) {
        texts.clear();
        textChars = 0;
      }
      texts.set(text, total);
      textChars += length;
    }
    return total;
  };
}

/** The memo counter of a gpt-tokenizer encoding API (throws when the library moved its parts). */
export function memoCountTokens(api: unknown): (text: string) => number {
  const core = (api as { bytePairEncodingCoreProcessor?: Partial<PieceCountingCore> }).bytePairEncodingCoreProcessor;
  if (
    !core ||
    !(core.tokenSplitRegex instanceof RegExp) ||
    typeof core.getBpeRankFromString !== 'function' ||
    typeof core.bytePairEncode !== 'function'
  )
    throw new Error('gpt-tokenizer changed: its split pattern and piece encoder are not where toolgauge reads them');
  return pieceMemoCounter(core as PieceCountingCore);
}
