/**
 * The BPE encoders for the CLI, loaded for a fast cold start. gpt-tokenizer ships its ranks as a
 * JavaScript array literal (2.4 MB for o200k_base) that V8 must parse as code, then builds a Map
 * of every token's text: 0.1-0.2 s per encoding before the first count. The built CLI ships each
 * encoding's ranks as a binary hash table (build/ranks/*.bin, core/tokens/rank-table.ts, written
 * by scripts/build-cli.mjs) that is read from disk as it is (about 10 ms) and stands in for that
 * Map inside gpt-tokenizer's own GptEncoding, so the counts are the library's
 * (core/tokens/rank-table.test.ts and `npm run check:tokens` hold them equal). Each encoding
 * loads on its first use only. From source, without a build, the package's own modules are used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENCODING_NAMES, type Encoders, type Encoding } from '#core/tokens/encoders';
import { memoCountTokens } from '#core/tokens/piece-memo';
import { installLinearMerge } from '#core/tokens/bpe-merge';
import { countingApiFromTable, RankTable, type CountingApi, type GptEncodingClass } from '#core/tokens/rank-table';

const require = createRequire(import.meta.url);

/** The folder of rank tables beside the built CLI (this module may sit in a chunk folder below it). */
export function ranksDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 3; i++) {
    const candidate = path.join(dir, 'ranks');
    if (existsSync(path.join(candidate, 'o200k_base.bin'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Builds one encoding: from the rank table when built, else from the package's module. */
export function loadEncoding(encoding: Encoding, dir = ranksDir()): CountingApi {
  const name = ENCODING_NAMES[encoding];
  if (dir !== undefined) {
    const { GptEncoding } = require('gpt-tokenizer/cjs/GptEncoding') as { GptEncoding: GptEncodingClass };
    return countingApiFromTable(GptEncoding, name, new RankTable(readFileSync(path.join(dir, `${name}.bin`))));
  }
  return installLinearMerge((require(`gpt-tokenizer/cjs/encoding/${name}`) as { default: CountingApi }).default);
}

/** Encoders that load each encoding on first use (synchronously: the first count pays for it). */
export function nodeEncoders(): Encoders {
  const lazy = (encoding: Encoding) => {
    let count: ((text: string) => number) | undefined;
    // Pieces are counted once each (core/tokens/piece-memo.ts): exactly the library's countTokens.
    return (text: string) => (text === '' ? 0 : (count ??= memoCountTokens(loadEncoding(encoding)))(text));
  };
  return { cl100k: lazy('cl100k'), o200k: lazy('o200k') };
}
