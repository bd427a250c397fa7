// Byte-identity of lint reports between two CLI builds (issue 33: speed work must not change
// output). Lints every corpus catalog (each directory as one multi-catalog run) and the big perf
// inputs under the presets recommended, all and reference with both builds, and compares the JSON
// reports byte for byte.
//
//   node scripts/build-cli.mjs                        # the build under test, in build/
//   node scripts/lint-identity.mjs --base /tmp/base/build/index.js [--head build/index.js] [--out DIR]
//
// The base build is `node scripts/build-cli.mjs` at the commit to compare against, copied elsewhere
// with a node_modules beside it. Reports of the base are kept in --out and reused when present
// (delete the directory after rebuilding the base). --inputs a,b,c replaces the default inputs
// (../shared/corpus/catalogs, catalogs-2, /work/perf/bundle.json and gen10k.json; those absent are
// skipped). Every run passes --no-config and a fixed --docs-base, so the two builds' locations do not
// show in docsUrl. Exit 0: every report identical; 1: a difference.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    head: { type: 'string', default: 'build/index.js' },
    out: { type: 'string', default: path.join(tmpdir(), 'lint-identity') },
    inputs: { type: 'string' }
  }
});
if (!values.base) {
  console.error('lint-identity: --base PATH/TO/build/index.js is required');
  process.exit(2);
}
const shared = path.resolve('../shared/corpus');
const defaults = [
  path.join(shared, 'catalogs'),
  path.join(shared, 'catalogs-2'),
  '/work/perf/bundle.json',
  '/work/perf/gen10k.json'
];
const inputs = (values.inputs ? values.inputs.split(',') : defaults).filter((p) => existsSync(p));
if (inputs.length === 0) {
  console.log('lint-identity: no inputs found (../shared and /work/perf absent), nothing compared');
  process.exit(0);
}
const PRESETS = ['recommended', 'all', 'reference'];

function lint(cli, input, preset, file) {
  const args = [cli, 'lint', input, '--format', 'json', '--out', file, '--no-config'];
  args.push('--docs-base', 'docs/rules/', '--preset', preset);
  try {
    execFileSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (e) {
    // Exit 1 means a finding reached --fail-on: the report is still written.
    if (e.status !== 1) throw e;
  }
  return readFileSync(file);
}

let differ = 0;
for (const side of ['base', 'head']) mkdirSync(path.join(values.out, side), { recursive: true });
for (const input of inputs) {
  for (const preset of PRESETS) {
    const name = `${path.basename(input).replace(/\W+/g, '-')}.${preset}.json`;
    const baseFile = path.join(values.out, 'base', name);
    const base = existsSync(baseFile) ? readFileSync(baseFile) : lint(values.base, input, preset, baseFile);
    const head = lint(values.head, input, preset, path.join(values.out, 'head', name));
    const same = base.equals(head);
    if (!same) differ++;
    console.log(`${same ? 'same   ' : 'DIFFER '} ${preset.padEnd(11)} ${input} (${base.length} bytes)`);
  }
}
console.log(differ === 0 ? 'lint-identity: every report identical' : `lint-identity: ${differ} report(s) differ`);
process.exit(differ === 0 ? 0 : 1);
