// `npm run build:static`: the playground as a static site in build/static (svelte.config.js picks
// the static adapter when TOOLGAUGE_STATIC=1). BASE_PATH (e.g. /toolgauge) is the sub-path the
// site is served under. The CLI (build/index.js, build/cli.mjs) is built too, for making share
// links; the node build's playground (build/web) is left as it is.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staticBase } from './static-base.js';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
let base;
try {
  base = staticBase(process.env.BASE_PATH);
} catch (e) {
  console.error(`build:static: ${e.message}`);
  process.exit(2);
}
const r = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TOOLGAUGE_STATIC: '1' }
});
if (r.status === 0)
  console.log(
    `built: build/static/ (serve its contents at ${base || '/'}${base ? '/' : ''}), build/index.js and build/cli.mjs (the CLI)`
  );
process.exit(r.status ?? 1);
