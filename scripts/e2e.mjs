// Runs the browser tests against the built app, as users get it: `node build` (toolgauge serve)
// and the static build under /tg (playwright.config.ts, projects serve and static). Builds both
// first unless E2E_SKIP_BUILD is set.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './check-chromium.mjs';

requireChromium();
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) {
  run('npm', ['run', 'build']);
  process.env.BASE_PATH = '/tg';
  run('npm', ['run', 'build:static']);
}
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
