/**
 * The lint page's `--rules` and `--fail-on` controls and its report downloads: the rules change
 * the lint, the gate says the CLI's exit code, and a downloaded report is byte for byte what
 * `toolgauge lint` writes for the same catalog and rules.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { openLintPage, results } from './page.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Outside any git repository: there SARIF and GitLab paths are repository-relative (the page knows
// no repository), so the CLI runs on a copy of examples/catalogs/github.json in a scratch folder.
const catalogs = mkdtempSync(path.join(tmpdir(), 'tg-lint-controls-'));
writeFileSync(path.join(catalogs, 'github.json'), readFileSync(path.join(repo, 'examples/catalogs/github.json')));
test.afterAll(() => rmSync(catalogs, { recursive: true, force: true }));
const RULES = readFileSync(path.join(repo, 'examples/rules/rules.yaml'), 'utf8');

/** `toolgauge lint github.json` beside the catalog, with the page's docs base and no project config. */
function cli(args: string[]): { stdout: Buffer; status: number | null } {
  const r = spawnSync(
    process.execPath,
    [path.join(repo, 'build/cli.mjs'), 'lint', 'github.json', '--docs-base', 'docs/rules/', '--no-config', ...args],
    { cwd: catalogs }
  );
  return { stdout: r.stdout, status: r.status };
}

async function download(page: Page, format: string): Promise<Buffer> {
  const [d] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`lint-download-${format}`).click()]);
  expect(d.suggestedFilename()).toMatch(/^github\./);
  return readFileSync(await d.path());
}

async function pasteRules(page: Page, text: string): Promise<void> {
  const runs = Number(await results(page).getAttribute('data-runs'));
  await page.getByRole('button', { name: 'Paste rules…' }).click();
  await page.getByTestId('rules-paste').fill(text);
  await page.getByRole('button', { name: 'Use these rules' }).click();
  await expect(page.getByTestId('rules-file')).toHaveValue(/^rules(-\d+)?\.yaml$/);
  if (!/DESC-00X/.test(text))
    await expect
      .poll(async () => Number(await results(page).getAttribute('data-runs')), { timeout: 30_000 })
      .toBeGreaterThan(runs);
}

test('JSON, SARIF and Markdown downloads equal the CLI output byte for byte', async ({ page }) => {
  await openLintPage(page);
  for (const format of ['json', 'sarif', 'markdown']) {
    const got = await download(page, format);
    const want = cli(['--format', format]).stdout;
    expect(got.equals(want), `${format} differs from the CLI's`).toBe(true);
  }
});

test('a pasted rules file changes the lint and the downloads, as --rules does', async ({ page }) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolgauge-rules-'));
  try {
    const rulesFile = path.join(dir, 'rules.yaml');
    // The example's rules, plus one that makes github.json's one DESC-003 warning critical.
    const rules = RULES.replace('SCH-007: critical', 'SCH-007: critical\n  DESC-003: critical');
    writeFileSync(rulesFile, rules);
    await openLintPage(page);
    const criticals = (args: string[]) => {
      const s = (
        JSON.parse(cli(['--format', 'json', ...args]).stdout.toString('utf8')) as { summary: Record<string, number> }
      ).summary;
      return s.critical_count + s.schema_criticals + s.security_criticals + s.surface_criticals;
    };
    const without = criticals([]);
    const withRules = criticals(['--rules', rulesFile]);
    expect(withRules).not.toBe(without);
    await expect(page.getByTestId('summary-criticals')).toHaveText(String(without));
    await pasteRules(page, rules);
    // What the page shows is linted with the rules too.
    await expect(page.getByTestId('summary-criticals')).toHaveText(String(withRules));
    for (const format of ['sarif', 'json']) {
      const got = await download(page, format);
      const want = cli(['--format', format, '--rules', rulesFile]).stdout;
      expect(got.equals(want), `${format} with --rules differs from the CLI's`).toBe(true);
    }
    // The report bar's HTML download and its share link carry the rules too.
    const [html] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-html').click()]);
    expect(
      readFileSync(await html.path()).equals(cli(['--format', 'html', '--rules', rulesFile]).stdout),
      "HTML with --rules differs from the CLI's"
    ).toBe(true);
    await page.getByTestId('share-open').click();
    const dialog = page.getByTestId('share-dialog');
    await expect(dialog.getByTestId('share-files')).toContainText(/rules(-\d+)?\.yaml/);
    const link = await dialog.getByTestId('share-link').inputValue({ timeout: 30_000 });
    const fresh = await page.context().browser()!.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      await expect(other.getByTestId('summary-criticals')).toHaveText(String(withRules), { timeout: 30_000 });
    } finally {
      await fresh.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a rules file with a typo is listed with the suggestion and not applied', async ({ page }) => {
  await openLintPage(page);
  await pasteRules(page, 'rules:\n  DESC-00X: off\n');
  await expect(page.getByTestId('rules-problems')).toContainText(
    'rules.yaml:2:3: unknown rule "DESC-00X" (did you mean DESC-001?)'
  );
  await expect(page.getByTestId('rules-problems')).toContainText('not applied');
});

test('--fail-on says the exit code the CLI ends with', async ({ page }) => {
  await openLintPage(page);
  for (const level of ['critical', 'warning', 'none'] as const) {
    await page.getByTestId('fail-on').selectOption(level);
    const status = cli(['--format', 'json', '--fail-on', level]).status;
    await expect(page.getByTestId('gate')).toHaveAttribute('data-exit', String(status));
  }
});

// Left in test-results/screenshots/ (not committed); the page with its controls, both themes.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the lint page with its controls at 1280×720 in ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme });
    await openLintPage(page);
    await expect(page.getByTestId('lint-controls')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const shot = await page.screenshot({ path: `test-results/screenshots/lint-controls-1280x720-${colorScheme}.png` });
    // Not blank: a blank 1280×720 PNG is a few KB; the editor, summary and tools are far more.
    expect(shot.length).toBeGreaterThan(40_000);
  });
}
