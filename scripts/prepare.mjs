// `prepare` runs on the project's own `npm ci`, on `npm pack`, and when npm installs toolgauge
// from git. It must stay fast and never fail a contributor's fresh clone, yet a git install
// needs build/ (it is git-ignored) or `npx toolgauge` would not exist. So:
// - always: `svelte-kit sync` when kit is installed (generates .svelte-kit/tsconfig.json);
// - build only when build/ is incomplete, the sources are here, and either npm is preparing a
//   git dependency (pacote sets _PACOTE_NO_PREPARE_ for that install), `npm pack` is packing
//   (npm_command=pack), or TOOLGAUGE_BUILD=1 asks for it. A contributor's `npm ci` skips it:
//   `npm run build` is the second step of the README's first command.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const has = (p) => existsSync(path.join(root, p));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (has('node_modules/@sveltejs/kit')) {
  spawnSync(process.execPath, [path.join(root, 'node_modules/@sveltejs/kit/svelte-kit.js'), 'sync'], {
    cwd: root,
    stdio: 'ignore'
  });
}

const built = ['build/index.js', 'build/cli.mjs', 'build/web/index.js'].every(has);
const sources = has('src/node/main.ts') && has('node_modules/vite');
const wanted =
  process.env._PACOTE_NO_PREPARE_ !== undefined ||
  process.env.npm_command === 'pack' ||
  process.env.npm_command === 'publish' ||
  process.env.TOOLGAUGE_BUILD === '1';
/**
 * npm runs a git dependency's prepare with its output piped away, so a 1-3 minute build looks like
 * a hang. When a terminal is there, say what is happening on it directly; in CI there is none and
 * nothing is written.
 */
function tell(line) {
  try {
    const fd = openSync('/dev/tty', 'w');
    writeSync(fd, line + '\n');
    closeSync(fd);
  } catch {
    // No terminal: npm keeps the output, which it prints only if the build fails.
  }
}

if (!built && sources && wanted) {
  const started = Date.now();
  if (process.env._PACOTE_NO_PREPARE_ !== undefined)
    tell('toolgauge: building the CLI and the playground for this git install (a minute or more)...');
  const r = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (process.env._PACOTE_NO_PREPARE_ !== undefined && r.status === 0)
    tell(`toolgauge: built in ${Math.round((Date.now() - started) / 1000)} s`);
  if (r.status !== 0) {
    console.error('toolgauge prepare: npm run build failed; the package has no build/ and would not run');
    process.exit(r.status ?? 1);
  }
}
