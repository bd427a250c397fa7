/**
 * docs/targets.md: lints the three sets of the shared corpus (../shared/corpus/catalogs*) against
 * every target and writes the shares beside the census's, with each target's table.
 * `--check` writes nothing and exits 1 when the checked-in page differs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { corpusPresent } from '../tests/unit/helpers/corpus.ts';
import { TARGET_SET_DIRS, targetsDoc } from '../tests/unit/helpers/targets-corpus.ts';

for (const dir of TARGET_SET_DIRS)
  if (!corpusPresent(dir)) {
    process.stderr.write(`${dir} is absent; docs/targets.md needs the three sets of the shared corpus\n`);
    process.exit(2);
  }
const text = targetsDoc();
const file = new URL('../docs/targets.md', import.meta.url);
if (process.argv.includes('--check')) {
  const same = readFileSync(file, 'utf8') === text;
  if (!same) process.stderr.write('docs/targets.md is stale: run npm run docs:targets\n');
  process.exit(same ? 0 : 1);
}
writeFileSync(file, text);
process.stdout.write('docs/targets.md written\n');
