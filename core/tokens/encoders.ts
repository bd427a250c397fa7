/**
 * The real BPE tokenizers, from gpt-tokenizer, loaded lazily (they are large: keep them off the
 * main thread in the browser and out of start-up in the CLI).
 */
import type { Tool } from '../catalog/types.ts';
import { installLinearMerge } from './bpe-merge.ts';
import { memoCountTokens } from './piece-memo.ts';
import { countWhitespaceTokens, surfaceStrings } from './surface.ts';

export type Encoding = 'cl100k' | 'o200k';
export const ENCODING_NAMES: Record<Encoding, string> = { cl100k: 'cl100k_base', o200k: 'o200k_base' };

export type CountTokens = (text: string) => number;
export interface Encoders {
  cl100k: CountTokens;
  o200k: CountTokens;
}

export interface ToolTokens {
  cl100k: number;
  o200k: number;
  whitespace: number;
}

/**
 * Special-token text (`<|endoftext|>`, `<|im_start|>`) in a catalog is ordinary text: a model
 * reading the tools sees those characters, not control tokens, and one crafted description must
 * not make counting throw. gpt-tokenizer disallows them by default (it throws); an empty
 * disallowed set with nothing allowed encodes them as plain text, exactly as js-tiktoken's
 * `encode(text, [], [])` does (tests/unit/special-tokens.test.ts holds the two equal).
 */
export const ORDINARY_TEXT = { disallowedSpecial: new Set<string>() };

let loading: Promise<Encoders> | undefined;

export function loadEncoders(): Promise<Encoders> {
  loading ??= Promise.all([
    import('gpt-tokenizer/encoding/cl100k_base'),
    import('gpt-tokenizer/encoding/o200k_base')
  ]).then(([cm, om]) => {
    // Long runs of one character class merge in O(n log n), not the library's O(n²) (bpe-merge.ts).
    // Pieces are counted once each (piece-memo.ts): exactly countTokens(text, ORDINARY_TEXT).
    return {
      cl100k: memoCountTokens(installLinearMerge(cm.default)),
      o200k: memoCountTokens(installLinearMerge(om.default))
    };
  });
  return loading;
}

export function countToolTokens(tool: Tool, encoders: Encoders): ToolTokens {
  const parts = surfaceStrings(tool);
  let cl100k = 0;
  let o200k = 0;
  for (const p of parts) {
    cl100k += encoders.cl100k(p);
    o200k += encoders.o200k(p);
  }
  // The same three strings feed the whitespace estimate: serialize the schema once.
  const whitespace =
    countWhitespaceTokens(parts[0]) + countWhitespaceTokens(parts[1]) + countWhitespaceTokens(parts[2]);
  return { cl100k, o200k, whitespace };
}

export function sumTokens(list: ToolTokens[]): ToolTokens {
  const total: ToolTokens = { cl100k: 0, o200k: 0, whitespace: 0 };
  for (const t of list) {
    total.cl100k += t.cl100k;
    total.o200k += t.o200k;
    total.whitespace += t.whitespace;
  }
  return total;
}
