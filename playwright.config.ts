import { defineConfig } from '@playwright/test';
import net from 'node:net';

// A free port, chosen once in the runner; test workers inherit it through the environment.
if (!process.env.E2E_PORT) {
  const port = await new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
  process.env.E2E_PORT = String(port);
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  timeout: 60_000,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results/e2e',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
    }
  },
  webServer: {
    command: process.env.E2E_DEV ? `npx vite dev --port ${port} --strictPort --host 127.0.0.1` : 'node build/index.js',
    url: `${baseURL}/`,
    env: { PORT: String(port), HOST: '127.0.0.1', ORIGIN: baseURL },
    reuseExistingServer: false,
    timeout: 60_000
  }
});
