/**
 * The static build served by a plain static file server under /tg/ (playwright.config.ts, project
 * static): the link `toolgauge lint --share-url` prints opens the report there, with no page
 * error, no console error and no CSP violation; bench and run links open theirs.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { REPO } from '../serve.ts';
import { watch } from './watch.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_STATIC_PORT}/tg`;

/** Runs the built CLI as a user does and returns what it printed (stdout, then stderr). */
function cli(args: string[]): { stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, ['build/index.js', ...args], {
      cwd: REPO,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    });
    return { stdout, stderr: '' };
  } catch (e) {
    // lint exits 1 when a finding reaches --fail-on; the report and the link are printed all the same.
    const err = e as { status: number; stdout: string; stderr: string };
    if (err.status !== 1) throw e;
    return { stdout: err.stdout, stderr: err.stderr };
  }
}

function printedLink(text: string): string {
  const m = /https?:\/\/\S+#s=1\.[A-Za-z0-9_-]+/.exec(text);
  if (!m) throw new Error(`no share link in:\n${text.slice(-2000)}`);
  return m[0];
}

async function opened(page: Page, link: string) {
  const w = await watch(page);
  await page.goto(link);
  await expect(page.getByTestId('shared-report')).toBeVisible({ timeout: 30_000 });
  return w;
}

test('the link lint --share-url printed opens the report under /tg/ with no page errors', async ({ page }) => {
  const { stdout } = cli(['lint', 'examples/catalogs/github.json', '--share-url', BASE]);
  const link = printedLink(stdout);
  expect(link.startsWith(`${BASE}/view/#s=1.`)).toBe(true);
  // The same figures as the report the CLI printed beside the link.
  const figures = /: (\d+) tools · mean (\d\.\d\d), min (\d\.\d\d)/.exec(stdout);
  expect(figures).not.toBeNull();

  const w = await opened(page, link);
  await expect(page.getByTestId('shared-file')).toHaveText('examples/catalogs/github.json');
  await expect(page.getByTestId('summary-tools')).toHaveText(figures![1], { timeout: 30_000 });
  await expect(page.getByTestId('summary-mean')).toHaveText(figures![2]);
  await expect(page.getByTestId('summary-min')).toHaveText(figures![3]);
  await expect(page.getByTestId('tool').first()).toBeVisible();
  // Served by a plain static server: the page CSP is the <meta> tag, and nothing asked for /api/.
  expect(await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')).toContain(
    "script-src 'self' 'sha256-"
  );
  await w.clean();
});

test('a bench link and a run link open their reports', async ({ page }) => {
  const bench = printedLink(cli(['bench', 'examples/bench/filesystem.yml', '--share-url', BASE]).stdout);
  const json = JSON.parse(cli(['bench', 'examples/bench/filesystem.yml', '--format', 'json']).stdout) as {
    selector: string;
    baseline: { correct: number; n: number };
  };
  let w = await opened(page, bench);
  await expect(page.getByTestId('shared-kind')).toHaveText('bench');
  // The spec's selector, as the CLI ran it: the same picks out of the same intents.
  const card = page.locator(`[data-testid=bench-selector][data-selector=${json.selector}]`);
  await expect(card).toHaveAttribute('data-correct', String(json.baseline.correct), { timeout: 30_000 });
  await expect(card).toHaveAttribute('data-n', String(json.baseline.n));
  // Open as workspace: the bench page on the shared spec, not its default example.
  await page.getByTestId('open-as-workspace').click();
  await expect(page).toHaveURL(/\/tg\/bench\/$/);
  await expect(page.getByTestId('bench-file')).toHaveText('examples/bench/filesystem.yml');
  await expect(page.locator(`[data-testid=bench-selector][data-selector=${json.selector}]`)).toHaveAttribute(
    'data-correct',
    String(json.baseline.correct),
    { timeout: 30_000 }
  );
  await w.clean();

  const run = cli(['run', 'examples/suites/agent-metrics.yml', '--share-url', BASE]).stdout;
  const summary = /^(\d+) tests: (\d+) passed/m.exec(run);
  expect(summary).not.toBeNull();
  w = await opened(page, printedLink(run));
  await expect(page.getByTestId('shared-kind')).toHaveText('suite run');
  await expect(page.getByTestId('suite-summary')).toContainText(`${summary![1]} tests:`);
  await expect(page.getByTestId('suite-summary')).toContainText(`${summary![2]} passed`);
  await w.clean();
});
