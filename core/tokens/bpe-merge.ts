/**
 * Byte-pair merging in O(n log n) for long pieces. gpt-tokenizer's `bytePairMerge` rescans every
 * pair for the lowest rank after each merge and splices arrays: quadratic in the piece, and the
 * pre-tokenizer keeps a run of one character class (200,000 letters, a base64 blob, a line of
 * `=`) as one piece, so one description took minutes. This is the same algorithm (tiktoken's
 * `_byte_pair_merge`: merge the lowest-ranked adjacent pair, the leftmost on a tie, until no pair
 * is a token) with the lowest pair kept in a binary heap keyed by (rank, start byte) and the parts
 * in a linked list, so the tokens are the library's, pair for pair
 * (core/tokens/bpe-merge.test.ts holds them equal to js-tiktoken's on long runs of every class).
 */

/** Looks up the rank of a byte string (gpt-tokenizer's `getBpeRankFromBytes`). */
export type RankOf = (bytes: Uint8Array) => number | undefined;

/**
 * The token ranks of one piece. Self-contained (no reference outside its body): the token worker
 * thread evaluates its source text (src/node/tokens/token-worker.ts).
 */
export function bytePairMergeLinear(piece: Uint8Array, rankOf: RankOf): number[] {
  const n = piece.length;
  const next = new Int32Array(n);
  const prev = new Int32Array(n);
  const alive = new Uint8Array(n).fill(1);
  // The rank of the pair starting at part i (part i joined with the part after it), -1 when none.
  const pair = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    next[i] = i + 1 < n ? i + 1 : -1;
    prev[i] = i - 1;
  }
  const end = (i: number) => (next[i] === -1 ? n : next[i]);
  const pairRank = (i: number): number => {
    const j = next[i];
    if (j === -1) return -1;
    return rankOf(piece.subarray(i, end(j))) ?? -1;
  };
  // A binary min-heap of keys rank * 2^32 + start: the lowest rank first, then the leftmost.
  const SHIFT = 4294967296;
  let heap = new Float64Array(Math.max(16, n));
  let size = 0;
  const push = (key: number) => {
    if (size === heap.length) {
      const grown = new Float64Array(heap.length * 2);
      grown.set(heap);
      heap = grown;
    }
    let at = size++;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (heap[parent] <= key) break;
      heap[at] = heap[parent];
      at = parent;
    }
    heap[at] = key;
  };
  const pop = (): number => {
    const top = heap[0];
    const last = heap[--size];
    let at = 0;
    for (;;) {
      let child = 2 * at + 1;
      if (child >= size) break;
      if (child + 1 < size && heap[child + 1] < heap[child]) child++;
      if (heap[child] >= last) break;
      heap[at] = heap[child];
      at = child;
    }
    heap[at] = last;
    return top;
  };
  const update = (i: number) => {
    const r = pairRank(i);
    pair[i] = r;
    if (r >= 0) push(r * SHIFT + i);
  };
  for (let i = 0; i < n; i++) update(i);
  while (size > 0) {
    const key = pop();
    const i = key % SHIFT;
    const r = (key - i) / SHIFT;
    // Stale: the part was merged into its left neighbour, or its pair changed since this entry.
    if (alive[i] === 0 || pair[i] !== r) continue;
    const j = next[i];
    alive[j] = 0;
    next[i] = next[j];
    if (next[j] !== -1) prev[next[j]] = i;
    update(i);
    if (prev[i] !== -1) update(prev[i]);
  }
  const out: number[] = [];
  for (let i = 0; i !== -1 && i < n; i = next[i]) {
    const rank = rankOf(piece.subarray(i, end(i)));
    if (rank === undefined) throw new Error(`no token for bytes ${i}..${end(i)} of a piece`);
    out.push(rank);
  }
  return out;
}

/** Pieces up to this many bytes keep the library's own merge (it is quick on short ones). */
export const LONG_PIECE_BYTES = 64;

/**
 * Pieces longer than this many bytes are merged in chunks of at most this many bytes. No word,
 * identifier or URL of ordinary text is a pre-token this long, so ordinary counts are exact; only
 * a hostile run of one character class (a 10 MB line of random letters of one script) is chunked.
 * A multiple of 8 (and of 4, 3 and 2 as well) so that a run of one letter or of one
 * multi-byte character cuts where its tokens end anyway: 200,000 letters `a` stay 25,000 tokens.
 */
export const CHUNK_BYTES = 12_288;

/**
 * Where a long piece is cut: the end of each chunk, each chunk at most `chunkBytes` bytes and never
 * inside a UTF-8 character (a cut backs up over continuation bytes, 10xxxxxx). Self-contained
 * (the token worker evaluates its source text).
 */
export function chunkEnds(piece: Uint8Array, chunkBytes: number): number[] {
  const ends: number[] = [];
  for (let start = 0; start < piece.length; ) {
    let end = Math.min(piece.length, start + chunkBytes);
    while (end < piece.length && end > start + 1 && (piece[end] & 0xc0) === 0x80) end--;
    ends.push(end);
    start = end;
  }
  return ends;
}

/**
 * The ranks of a long piece, merged chunk by chunk with `merge`. The merge of one piece is
 * O(n log n) over a heap of n entries: at millions of bytes the heap leaves the CPU caches, and
 * 10 MB of random letters took 100 s where 1 MB took 3 s (issue 43 item 13). Chunks of bounded
 * size keep each merge's heap small, so the work grows with the input, no faster. Exact for a
 * piece of at most `chunkBytes` bytes. Self-contained: `ends` and `merge` are passed in.
 */
export function mergeInChunks(
  piece: Uint8Array,
  ends: readonly number[],
  merge: (bytes: Uint8Array) => number[]
): number[] {
  if (ends.length === 1) return merge(piece);
  const out: number[] = [];
  let start = 0;
  for (const end of ends) {
    for (const rank of merge(piece.subarray(start, end))) out.push(rank);
    start = end;
  }
  return out;
}

interface MergingCore {
  bytePairMerge(piece: Uint8Array): number[];
  getBpeRankFromBytes(bytes: Uint8Array): number | undefined;
  linearMerge?: true;
}

/**
 * Makes a gpt-tokenizer encoding API merge long pieces with bytePairMergeLinear, in chunks of
 * CHUNK_BYTES when longer (mergeInChunks). Throws when the
 * library no longer has the method it replaces (a version bump must not silently go quadratic).
 */
export function installLinearMerge<T>(api: T): T {
  const core = (api as { bytePairEncodingCoreProcessor?: Partial<MergingCore> }).bytePairEncodingCoreProcessor;
  if (!core || typeof core.bytePairMerge !== 'function' || typeof core.getBpeRankFromBytes !== 'function')
    throw new Error('gpt-tokenizer changed: bytePairMerge is not where toolgauge replaces it');
  if (core.linearMerge) return api;
  const original = core.bytePairMerge.bind(core);
  const rankOf = core.getBpeRankFromBytes.bind(core);
  const linear = (bytes: Uint8Array) => bytePairMergeLinear(bytes, rankOf);
  core.bytePairMerge = (piece: Uint8Array) =>
    piece.length <= LONG_PIECE_BYTES ? original(piece) : mergeInChunks(piece, chunkEnds(piece, CHUNK_BYTES), linear);
  core.linearMerge = true;
  return api;
}
