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
 * The memo is bounded: pieces longer than MAX_PIECE_LENGTH are counted and not kept (a hostile
 * 10 MB run of one letter is one piece), and the memo is emptied when it reaches MAX_ENTRIES.
 */
import { asciiSplitterFor } from './ascii-split.ts';

/** The parts of gpt-tokenizer's BytePairEncodingCore that counting reads. */
export interface PieceCountingCore {
  tokenSplitRegex: RegExp;
  getBpeRankFromString(piece: string): number | undefined;
  bytePairEncode(piece: string): number[];
}

export const MAX_PIECE_LENGTH = 64;
export const MAX_ENTRIES = 1 << 16;

/**
 * A counter over `core` that remembers each piece's count. Self-contained (no imports, no outer
 * names but its argument and the two limits, passed in) so the counting worker can take its source.
 */
export function pieceMemoCounter(
  core: PieceCountingCore,
  maxPieceLength: number = MAX_PIECE_LENGTH,
  maxEntries: number = MAX_ENTRIES,
  pieceEnd?: (text: string, at: number) => number
): (text: string) => number {
  const split = new RegExp(
    core.tokenSplitRegex.source,
    core.tokenSplitRegex.flags.includes('g') ? core.tokenSplitRegex.flags : `${core.tokenSplitRegex.flags}g`
  );
  const memo = new Map<string, number>();
  return (text: string): number => {
    let total = 0;
    const length = text.length;
    for (let at = 0; at < length; ) {
      // The hand-written splitter where it can answer (ASCII), else the regex for this one piece.
      const end = pieceEnd === undefined ? -1 : pieceEnd(text, at);
      let piece: string;
      if (end > at) {
        piece = text.slice(at, end);
        at = end;
      } else {
        split.lastIndex = at;
        const m = split.exec(text);
        if (m === null) break;
        piece = m[0];
        at = split.lastIndex;
        if (piece.length === 0) {
          at++;
          continue;
        }
      }
      let n = memo.get(piece);
      if (n === undefined) {
        n = core.getBpeRankFromString(piece) !== undefined ? 1 : -1;
        if (n === -1 && piece.length <= maxPieceLength && /^[\x00-\x7f]*$/.test(piece)) {
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
          n = ends.length;
        } else if (n === -1) n = core.bytePairEncode(piece).length;
        if (piece.length <= maxPieceLength) {
          if (memo.size >= maxEntries) memo.clear();
          memo.set(piece, n);
        }
      }
      total += n;
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
  return pieceMemoCounter(
    core as PieceCountingCore,
    MAX_PIECE_LENGTH,
    MAX_ENTRIES,
    asciiSplitterFor((core as PieceCountingCore).tokenSplitRegex)
  );
}
