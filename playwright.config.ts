import { defineConfig } from '@playwright/test';
import net from 'node:net';

// Free ports, chosen once in the runner; test workers inherit them through the environment.
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_STATIC_PORT ??= String(await freePort());
// Browser tests compare with `toolgauge run` on the repository's example suites, which read
// files beside their folder: the checkout is trusted (docs/limits.md), as in the unit tests.
process.env.TOOLGAUGE_TRUST ??= '1';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The static build (npm run build:static with BASE_PATH=/tg, which scripts/e2e.mjs runs) served
 * by a plain static file server under /tg/: the `static` project's specs (tests/e2e/static/).
 */
const STATIC_BASE = '/tg';
const staticURL = `http://127.0.0.1:${process.env.E2E_STATIC_PORT}${STATIC_BASE}/`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // serve: every spec against `node build` (toolgauge serve). static: tests/e2e/static/ against
  // the static build under a sub-path; see docs/static.md for why not every spec runs there.
  projects: [
    { name: 'serve', testIgnore: 'static/**' },
    { name: 'static', testMatch: 'static/**/*.spec.ts', use: { baseURL: staticURL } }
  ],
  workers: 1,
  // Time limits only guard hangs: on 2 cores at load 15 a page does its work several times slower
  // than on an idle machine (issue 42). No spec asserts how long something took.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // The end of every run names the spec files that took over 15 s, slowest first: where the
  // suite's time goes, without a separate timing run.
  reportSlowTests: { max: 10, threshold: 15_000 },
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync'
      ]
    }
  },
  webServer: [
    {
      command: process.env.E2E_DEV
        ? `npx vite dev --port ${port} --strictPort --host 127.0.0.1`
        : 'node build/index.js',
      url: `${baseURL}/`,
      env: { PORT: String(port), HOST: '127.0.0.1', ORIGIN: baseURL },
      reuseExistingServer: false,
      timeout: 180_000
    },
    {
      command: `node tests/e2e/static-server.mjs build/static ${STATIC_BASE} ${process.env.E2E_STATIC_PORT}`,
      // Up as soon as it listens: it answers (404) whether or not build/static exists.
      port: Number(process.env.E2E_STATIC_PORT),
      reuseExistingServer: false,
      timeout: 180_000
    }
  ]
});
