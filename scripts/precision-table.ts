/**
 * The precision table: lints both labelled sets of the shared corpus (../shared/corpus/catalogs,
 * the tuning set, and catalogs-2 with catalogs-3, the checking set) with every rule on, reads every label in
 * tests/fixtures/lint-labels/, and writes docs/rules/precision.json; `npm run docs:rules` renders
 * it into docs/rules/README.md and each rule's page. `npm run docs:precision` runs both.
 * `--check` writes nothing and exits 1 when the checked-in table differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { RULE_LIST } from '#core/lint/registry';
import { precisionRows } from '#core/lint/evidence/precision';
import { loadEncoders } from '#core/tokens/encoders';
import { checkingFirings, corpusPresent, SET_DIRS, setFirings } from '../tests/unit/helpers/corpus.ts';
import { readAllLabels } from '../tests/unit/helpers/labels.ts';

for (const [set, dir] of Object.entries(SET_DIRS)) {
  if (!corpusPresent(dir)) {
    process.stderr.write(`the ${set} set is not at ${dir}; the table needs both sets of the corpus\n`);
    process.exit(2);
  }
}
const encoders = await loadEncoders();
const labels = readAllLabels();
const rows = precisionRows(RULE_LIST, labels, {
  tuning: setFirings(SET_DIRS.tuning, encoders),
  checking: checkingFirings(encoders)
});
const file = new URL('../docs/rules/precision.json', import.meta.url);
const text = JSON.stringify(rows, null, 1) + '\n';
if (process.argv.includes('--check')) {
  const same = readFileSync(file, 'utf8') === text;
  if (!same) process.stderr.write('docs/rules/precision.json is stale: run npm run docs:precision\n');
  process.exit(same ? 0 : 1);
}
writeFileSync(file, text);
const met = rows.filter((r) => r.meetsPolicy).map((r) => r.rule);
process.stdout.write(
  `docs/rules/precision.json: ${rows.length} rules, ${labels.length} labels; meeting the evidence policy: ${met.join(', ') || 'none'}\n`
);
