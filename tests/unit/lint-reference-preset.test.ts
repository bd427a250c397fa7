/**
 * The `reference` preset reproduces the reference tool's findings and TDQS exactly: every finding
 * (rule, pointer, messageId) and every score on every corpus tool, as recorded before the
 * recommended preset diverged (tests/fixtures/lint-reference-snapshot.json, written by
 * scripts/lint-corpus-snapshot.ts). Skips when the corpus (../shared) is absent.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, corpusPresent, corpusRecord, listCorpus, type CorpusRecord } from './helpers/corpus.ts';

const snapshot = JSON.parse(
  readFileSync(new URL('../fixtures/lint-reference-snapshot.json', import.meta.url), 'utf8')
) as CorpusRecord;

describe.skipIf(!corpusPresent())('the reference preset on the real corpus', () => {
  const now = corpusRecord(listCorpus(CORPUS_DIR), 'reference');

  it('lints the same tools as the snapshot', () => {
    expect(Object.keys(now.findings).sort()).toEqual(Object.keys(snapshot.findings).sort());
  });

  it('reproduces every finding: rule, pointer and messageId per tool', () => {
    const differing = Object.keys(snapshot.findings).filter(
      (k) => JSON.stringify(now.findings[k]) !== JSON.stringify(snapshot.findings[k])
    );
    // biome-ignore lint/suspicious/noThenProperty: a plain record (now and then), never awaited.
    expect(differing.map((k) => ({ tool: k, now: now.findings[k], then: snapshot.findings[k] }))).toEqual([]);
  });

  it('reproduces every TDQS score', () => {
    const differing = Object.keys(snapshot.scores).filter((k) => now.scores[k] !== snapshot.scores[k]);
    // biome-ignore lint/suspicious/noThenProperty: a plain record (now and then), never awaited.
    expect(differing.map((k) => ({ tool: k, now: now.scores[k], then: snapshot.scores[k] }))).toEqual([]);
  });
});
