/**
 * The precision table: reads every label file in tests/fixtures/lint-labels/ and the corpus
 * (../shared/corpus/catalogs), computes each rule's firing rate in the recommended preset and its
 * labelled precision, and writes docs/rules/precision.json, from which `npm run docs:rules` renders
 * the table in docs/rules/README.md and each rule's page. `npm run docs:precision` runs both.
 */
import { writeFileSync } from 'node:fs';
import { RULE_LIST } from '#core/lint/registry';
import { precisionRows } from '#core/lint/precision';
import { loadEncoders } from '#core/tokens/encoders';
import { CORPUS_DIR, corpusPresent, firingCounts, listCorpus } from '../tests/unit/helpers/corpus.ts';
import { LABELS_DIR, readLabelDir } from '../tests/unit/helpers/labels.ts';

if (!corpusPresent()) {
  process.stderr.write(`the corpus is not at ${CORPUS_DIR}; the firing rates need it\n`);
  process.exit(2);
}
const files = readLabelDir(LABELS_DIR);
const rows = precisionRows(RULE_LIST, files, firingCounts(listCorpus(CORPUS_DIR), 'recommended', await loadEncoders()));
writeFileSync(new URL('../docs/rules/precision.json', import.meta.url), JSON.stringify(rows, null, 1) + '\n');
process.stdout.write(`docs/rules/precision.json: ${rows.length} rules, ${files.reduce((n, f) => n + f.labels.length, 0)} labels\n`);
