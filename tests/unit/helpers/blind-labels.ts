/**
 * The blind-label fixtures (tests/fixtures/blind-labels/<set>.json, one per corpus set, named as
 * its folder under ../shared/corpus) and the recall table they give against today's rules.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBlindLabels } from '#core/lint/evidence/blind-labels';
import { type BlindLabel, recallTable, type RecallTable } from '#core/lint/evidence/recall';
import type { Encoders } from '#core/tokens/encoders';
import { CHECKING_SET_DIRS, corpusPresent, SET_DIRS, setFirings } from './corpus.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BLIND_LABELS_DIR = path.resolve(here, '../../fixtures/blind-labels');

/** Every fixture, by set name; a file that does not read throws with its errors. */
export function readBlindFixtures(): Array<{ set: string; labels: BlindLabel[] }> {
  if (!existsSync(BLIND_LABELS_DIR)) return [];
  return readdirSync(BLIND_LABELS_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const file = path.join(BLIND_LABELS_DIR, f);
      const read = readBlindLabels(JSON.parse(readFileSync(file, 'utf8')), file);
      if (!read.ok) throw new Error(read.errors.join('\n'));
      return { set: f.replace(/\.json$/, ''), labels: read.labels };
    });
}

/**
 * The corpus folder a fixture's set names, when it is a known set (a checking set, or `catalogs`, the
 * tuning set). A later draw of the same set is its own fixture, `<set>.draw-<n>.json` (other tools,
 * another reviewer), so each review's figures stay apart.
 */
export const blindSetDir = (set: string): string | undefined => {
  const folder = set.replace(/\.draw-\d+$/, '');
  return folder === 'catalogs' ? SET_DIRS.tuning : CHECKING_SET_DIRS[folder];
};

/** Whether every fixture's corpus set is on this machine (else the table cannot be recomputed). */
export const blindCorpusPresent = () =>
  readBlindFixtures().every(({ set }) => {
    const dir = blindSetDir(set);
    return dir !== undefined && corpusPresent(dir);
  });

/** The recall table of every fixture, linting its set with the default preset and with `all`. */
export function recallTables(encoders?: Encoders): RecallTable[] {
  return readBlindFixtures().map(({ set, labels }) => {
    const dir = blindSetDir(set);
    if (dir === undefined || !corpusPresent(dir)) throw new Error(`the ${set} set is not in ../shared/corpus`);
    return recallTable(set, labels, {
      recommended: setFirings(dir, encoders, 'recommended').firings,
      all: setFirings(dir, encoders, 'all').firings
    });
  });
}
