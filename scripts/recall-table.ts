/**
 * The recall table: for each blind-label fixture (tests/fixtures/blind-labels/<set>.json), lints
 * its corpus set (../shared/corpus/<set>) with the default preset and with every rule on, and
 * writes docs/rules/recall.json; `npm run docs:rules` renders it into docs/rules/README.md.
 * `npm run docs:recall` runs both. `--check` writes nothing and exits 1 when the table differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadEncoders } from '#core/tokens/encoders';
import { blindCorpusPresent, recallTables } from '../tests/unit/helpers/blind-labels.ts';

if (!blindCorpusPresent()) {
  process.stderr.write('a blind-label set is not in ../shared/corpus; the recall table needs every set it labels\n');
  process.exit(2);
}
const tables = recallTables(await loadEncoders());
const file = new URL('../docs/rules/recall.json', import.meta.url);
const text = JSON.stringify(tables, null, 1) + '\n';
if (process.argv.includes('--check')) {
  let same = false;
  try {
    same = readFileSync(file, 'utf8') === text;
  } catch {}
  if (!same) process.stderr.write('docs/rules/recall.json is stale: run npm run docs:recall\n');
  process.exit(same ? 0 : 1);
}
writeFileSync(file, text);
for (const t of tables)
  process.stdout.write(
    `docs/rules/recall.json: ${t.set}: ${t.total.defects} defects in ${t.tools} tools; flagged by default ${t.total.recommended}, by all ${t.total.all}\n`
  );
