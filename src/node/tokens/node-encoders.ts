/**
 * The BPE encoders for the CLI, loaded for a fast cold start. gpt-tokenizer ships its ranks as a
 * JavaScript array literal (2.4 MB for o200k_base) that V8 must parse as code; the built CLI
 * ships the same ranks as JSON (build/ranks/, written by scripts/build-cli.mjs), which JSON.parse
 * reads two to three times faster, and hands them to gpt-tokenizer's own GptEncoding, so the
 * counts are the library's (tests/unit/node-encoders.test.ts and `npm run check:tokens` hold them
 * equal). Each encoding loads on its first use only: when the o200k counts come from the worker
 * thread (parallel-tokens.ts), this thread never loads o200k at all. From source, without a
 * build, the package's own modules are used.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENCODING_NAMES, ORDINARY_TEXT, type Encoders, type Encoding } from '#core/tokens/encoders';

interface CountingApi {
  countTokens(text: string, options?: typeof ORDINARY_TEXT): number;
}

const require = createRequire(import.meta.url);

/** The folder of JSON ranks beside the built CLI (this module may sit in a chunk folder below it). */
export function ranksDir(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 3; i++) {
    const candidate = path.join(dir, 'ranks');
    if (existsSync(path.join(candidate, 'o200k_base.json'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/** Builds one encoding: from the JSON ranks when built, else from the package's module. */
export function loadEncoding(encoding: Encoding, dir = ranksDir()): CountingApi {
  const name = ENCODING_NAMES[encoding];
  if (dir !== undefined) {
    const { GptEncoding } = require('gpt-tokenizer/cjs/GptEncoding') as { GptEncoding: { getEncodingApi(name: string, ranks: () => unknown): CountingApi } };
    const ranks: unknown = JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8'));
    return GptEncoding.getEncodingApi(name, () => ranks);
  }
  return require(`gpt-tokenizer/cjs/encoding/${name}`) as CountingApi;
}

/** Encoders that load each encoding on first use (synchronously: the first count pays for it). */
export function nodeEncoders(): Encoders {
  const lazy = (encoding: Encoding) => {
    let api: CountingApi | undefined;
    return (text: string) => (text === '' ? 0 : (api ??= loadEncoding(encoding)).countTokens(text, ORDINARY_TEXT));
  };
  return { cl100k: lazy('cl100k'), o200k: lazy('o200k') };
}
