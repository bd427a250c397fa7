/**
 * The BPE ranks of one encoding as one binary buffer that needs no parsing: an open-addressing
 * hash table from token text to rank. gpt-tokenizer builds a Map of 100,000 (cl100k_base) or
 * 200,000 (o200k_base) strings before it counts anything, which costs a cold CLI 0.1-0.2 s per
 * encoding (parse the ranks, hash every string); this table is read from disk as it is and
 * answers the same lookups. It stands in for the library's string-to-rank Map only; the merge
 * algorithm, the split regex and the few ranks that are not valid UTF-8 stay the library's, so
 * the counts are the library's (core/tokens/rank-table.test.ts holds them equal).
 *
 * Layout (little-endian, every section 4-byte aligned):
 *   u32 magic, u32 rank count N, u32 slot count S (a power of two), u32 text length U (code units),
 *   u32 word count of the non-UTF-8 section;
 *   i32[S] slots: rank + 1, 0 = empty (linear probing over an FNV-1a hash of the UTF-16 code units);
 *   u32[N + 1] where each rank's text starts in the text section (a non-UTF-8 rank is empty);
 *   u16[U] the text of every string rank, in rank order (padded to 4 bytes);
 *   u32[] the non-UTF-8 ranks, each as: rank, byte count, then one word per byte.
 */

import { installLinearMerge } from './bpe-merge.ts';

const MAGIC = 0x544b5231; // "TKR1"
const HEADER_WORDS = 5;

export type RankSource = ReadonlyArray<string | readonly number[]>;

/** FNV-1a over the UTF-16 code units of `text`. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Encodes gpt-tokenizer's rank list (index = rank; a string, or bytes when not UTF-8) as one buffer. */
export function encodeRankTable(ranks: RankSource): Uint8Array {
  const n = ranks.length;
  let units = 0;
  let strings = 0;
  const binary: number[] = [];
  for (let r = 0; r < n; r++) {
    const v = ranks[r];
    if (typeof v === 'string') {
      units += v.length;
      strings++;
    } else if (v !== undefined) binary.push(r, v.length, ...v);
  }
  let slots = 1;
  while (slots < strings * 2) slots *= 2;
  const textBytes = (units * 2 + 3) & ~3;
  const size = (HEADER_WORDS + slots + n + 1) * 4 + textBytes + binary.length * 4;
  const buffer = new ArrayBuffer(size);
  const header = new Uint32Array(buffer, 0, HEADER_WORDS);
  header.set([MAGIC, n, slots, units, binary.length]);
  const table = new Int32Array(buffer, HEADER_WORDS * 4, slots);
  const starts = new Uint32Array(buffer, (HEADER_WORDS + slots) * 4, n + 1);
  const text = new Uint16Array(buffer, (HEADER_WORDS + slots + n + 1) * 4, units);
  let at = 0;
  for (let r = 0; r < n; r++) {
    starts[r] = at;
    const v = ranks[r];
    if (typeof v !== 'string') continue;
    for (let i = 0; i < v.length; i++) text[at + i] = v.charCodeAt(i);
    at += v.length;
    let slot = hash(v) & (slots - 1);
    while (table[slot] !== 0) slot = (slot + 1) & (slots - 1);
    table[slot] = r + 1;
  }
  starts[n] = at;
  new Uint32Array(buffer, size - binary.length * 4).set(binary);
  return new Uint8Array(buffer);
}

/** The string-to-rank lookup gpt-tokenizer's encoder calls (`get`), over an encoded table. */
export class RankTable {
  readonly #table: Int32Array;
  readonly #starts: Uint32Array;
  readonly #text: Uint16Array;
  readonly #mask: number;
  /** The ranks whose bytes are not valid UTF-8 (about 1,500), sorted by their bytes as the library keeps them. */
  readonly binaryRanks: Array<[Uint8Array, number]>;
  readonly size: number;

  constructor(bytes: Uint8Array) {
    // Typed-array views need 4-byte alignment: copy only when the buffer's offset breaks it.
    const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
    const { buffer, byteOffset } = aligned;
    const header = new Uint32Array(buffer, byteOffset, HEADER_WORDS);
    const [magic, n, slots, units, binaryWords] = header;
    if (magic !== MAGIC) throw new Error('not a toolgauge rank table');
    this.#table = new Int32Array(buffer, byteOffset + HEADER_WORDS * 4, slots);
    this.#starts = new Uint32Array(buffer, byteOffset + (HEADER_WORDS + slots) * 4, n + 1);
    this.#text = new Uint16Array(buffer, byteOffset + (HEADER_WORDS + slots + n + 1) * 4, units);
    this.#mask = slots - 1;
    this.size = n;
    const binary = new Uint32Array(buffer, byteOffset + aligned.byteLength - binaryWords * 4, binaryWords);
    this.binaryRanks = [];
    for (let at = 0; at < binary.length; at += 2 + binary[at + 1])
      this.binaryRanks.push([Uint8Array.from(binary.subarray(at + 2, at + 2 + binary[at + 1])), binary[at]]);
    this.binaryRanks.sort((a, b) => compareBytes(a[0], b[0]));
  }

  /** The rank of a token's text, or undefined when it is not a token. */
  get(key: string): number | undefined {
    const table = this.#table;
    const starts = this.#starts;
    const text = this.#text;
    const length = key.length;
    let slot = hash(key) & this.#mask;
    for (;;) {
      const entry = table[slot];
      if (entry === 0) return undefined;
      const rank = entry - 1;
      const start = starts[rank];
      if (starts[rank + 1] - start === length) {
        let i = 0;
        while (i < length && text[start + i] === key.charCodeAt(i)) i++;
        if (i === length) return rank;
      }
      slot = (slot + 1) & this.#mask;
    }
  }
}

/** What toolgauge calls on an encoding: gpt-tokenizer's countTokens. */
export interface CountingApi {
  countTokens(text: string, options?: { disallowedSpecial: Set<string> }): number;
}

/** gpt-tokenizer's GptEncoding class (passed in, so each caller loads the library its own way). */
export interface GptEncodingClass {
  getEncodingApi(name: string, ranks: () => unknown): unknown;
}

/**
 * gpt-tokenizer's encoding `name`, counting with `table` in place of the string-to-rank Map and
 * the sorted list of non-UTF-8 ranks it would build from the whole rank list (it is built from
 * an empty one, which costs nothing). Counting only: decoding is not supported.
 */
export function countingApiFromTable(GptEncoding: GptEncodingClass, name: string, table: RankTable): CountingApi {
  const api = GptEncoding.getEncodingApi(name, () => []) as CountingApi & {
    bytePairEncodingCoreProcessor?: Record<string, unknown>;
  };
  const core = api.bytePairEncodingCoreProcessor;
  // The two lookups the library's counting reads (BytePairEncodingCore: getBpeRankFromString, binarySearch).
  if (!core || !(core.bytePairStringRankEncoder instanceof Map) || !Array.isArray(core.bytePairNonUtfSortedEncoder))
    throw new Error('gpt-tokenizer changed: its rank lookups are not where toolgauge replaces them');
  core.bytePairStringRankEncoder = table;
  core.bytePairNonUtfSortedEncoder = table.binaryRanks;
  return installLinearMerge(api);
}
