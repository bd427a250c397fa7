// Runs the browser tests against the built app, as users get it. Builds first when needed.
import { spawnSync } from 'node:child_process';
import { requireChromium } from './check-chromium.mjs';

requireChromium();
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (!process.env.E2E_SKIP_BUILD) run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)]);
