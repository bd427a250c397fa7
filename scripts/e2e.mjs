// Runs the browser tests against the built app, as users get it: `node build` (toolgauge serve)
// and the static build under /tg (playwright.config.ts, projects serve and static). Builds both
// first unless E2E_SKIP_BUILD is set; E2E_BUILT=node skips only the node build (`npm test` builds
// it before the unit suite, whose package test packs it: building it there and again here cost
// a whole vite build).
import { spawnSync } from 'node:child_process';
import { requireChromium } from './check-chromium.mjs';

requireChromium();
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) {
  if (process.env.E2E_BUILT !== 'node') run('npm', ['run', 'build']);
  process.env.BASE_PATH = '/tg';
  run('npm', ['run', 'build:static']);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
