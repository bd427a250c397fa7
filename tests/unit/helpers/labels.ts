/**
 * The precision labels in tests/fixtures/lint-labels/: the first round's per-rule YAML files
 * (tuning set), and fixture-format JSON lists in tuning/ and checking/ (review-2.json, and what
 * scripts/label-packet.ts --import adds). A malformed file throws, naming the file and label.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import {
  LABEL_SETS,
  readFixtureLabels,
  readRuleLabelFile,
  type Label,
  type LabelRead
} from '#core/lint/evidence/precision-labels';

export const LABELS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/lint-labels');

function take(r: LabelRead): Label[] {
  if (!r.ok) throw new Error(r.errors.join('\n'));
  return r.labels;
}

const list = (dir: string, test: (f: string) => boolean) =>
  existsSync(dir) ? readdirSync(dir).filter(test).sort() : [];

/** Every label, both sets. */
export function readAllLabels(dir = LABELS_DIR): Label[] {
  const yaml = list(dir, (f) => /\.ya?ml$/.test(f)).flatMap((f) =>
    take(readRuleLabelFile(parse(readFileSync(path.join(dir, f), 'utf8')), f))
  );
  const json = LABEL_SETS.flatMap((set) =>
    list(path.join(dir, set), (f) => f.endsWith('.json')).flatMap((f) => {
      const file = `${set}/${f}`;
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      } catch (e) {
        throw new Error(`${file}: not JSON (${(e as Error).message})`);
      }
      return take(readFixtureLabels(value, file, set));
    })
  );
  return [...yaml, ...json];
}
