import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadEncoders } from '#core/tokens/encoders';
import { encodeRankTable } from '#core/tokens/rank-table';
import { loadEncoding, nodeEncoders } from './node-encoders.ts';
import { tempDir } from '../../../tests/unit/helpers/cli.ts';

const SAMPLES = [
  '',
  'get_forecast',
  'Get the weather for a city. Returns JSON.',
  '{"type":"object","properties":{"q":{"type":"string"}}}',
  '東京の天気 👩‍👩‍👧 <|endoftext|>',
  '\ud800 lone surrogate',
  'x'.repeat(5000)
];

describe('the CLI encoders', () => {
  it('built from rank tables (as build/ranks ships them) count exactly as the package does', async () => {
    const dir = tempDir('tg-ranks-');
    for (const name of ['cl100k_base', 'o200k_base']) {
      const { default: ranks } = await import(`gpt-tokenizer/bpeRanks/${name}`);
      writeFileSync(path.join(dir, `${name}.bin`), encodeRankTable(ranks));
    }
    const pkg = await loadEncoders();
    const cl = loadEncoding('cl100k', dir);
    const o = loadEncoding('o200k', dir);
    for (const s of SAMPLES) {
      expect(s === '' ? 0 : cl.countTokens(s, { disallowedSpecial: new Set() }), s).toBe(pkg.cl100k(s));
      expect(s === '' ? 0 : o.countTokens(s, { disallowedSpecial: new Set() }), s).toBe(pkg.o200k(s));
    }
  });

  it('load lazily and count as core/tokens does (from source: the package modules)', async () => {
    const pkg = await loadEncoders();
    const lazy = nodeEncoders();
    for (const s of SAMPLES) {
      expect(lazy.cl100k(s)).toBe(pkg.cl100k(s));
      expect(lazy.o200k(s)).toBe(pkg.o200k(s));
    }
  });
});
