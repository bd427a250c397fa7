/**
 * Writes the meta-schema validators (ajv standalone code) into core/lint/dialect/.
 * `npm run gen:meta-validators`; `-- --check` exits 1 when a committed file is stale.
 */
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { META_DIALECTS, metaValidatorSource, type MetaDialect } from '../src/node/web/meta-validators-source.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../core/lint/dialect');
const check = process.argv.includes('--check');
let stale = 0;
for (const dialect of Object.keys(META_DIALECTS) as MetaDialect[]) {
  const file = path.join(dir, META_DIALECTS[dialect].file);
  const text = metaValidatorSource(dialect);
  if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
  stale++;
  if (check) process.stderr.write(`core/lint/dialect/${META_DIALECTS[dialect].file} is missing or stale\n`);
  else writeFileSync(file, text);
}
process.stdout.write(
  `meta validators: ${Object.keys(META_DIALECTS).length} dialects, ${stale} ${check ? 'stale' : 'written'}\n`
);
if (check && stale > 0) process.exit(1);
