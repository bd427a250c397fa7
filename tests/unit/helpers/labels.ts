/** The precision label files (tests/fixtures/lint-labels/<RULE-ID>.yml), every one in the folder. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { readLabelFile, type LabelFile } from '#core/lint/precision';

export const LABELS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/lint-labels');

export function readLabelDir(dir = LABELS_DIR): LabelFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const r = readLabelFile(parse(readFileSync(path.join(dir, f), 'utf8')), f);
      if (!r.ok) throw new Error(r.errors.join('\n'));
      return r.file;
    });
}
