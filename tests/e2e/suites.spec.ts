/**
 * The suites page: opens on a runnable example, marks a typo with the suggested key, shows the
 * pass^k floor lines, resolves a suite's trace: inside the workspace (files added by the picker
 * and by paste), and downloads reports byte for byte equal to `toolgauge run`'s for the same files.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { pasteIntoEditor } from './page.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examples = path.join(repo, 'examples');

const pane = (page: Page) => page.getByTestId('suite-pane');

async function openSuitesPage(page: Page): Promise<void> {
  await page.goto('/suites');
  await expect(page.getByTestId('suite-editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('suite-summary')).toBeVisible({ timeout: 30_000 });
}

async function runs(page: Page): Promise<number> {
  return Number(await pane(page).getAttribute('data-runs'));
}

/** Replaces the editor's whole text through a real paste event, then waits for the next run. */
async function pasteSuite(page: Page, text: string): Promise<void> {
  const before = await runs(page);
  await pasteIntoEditor(page, text);
  await expect.poll(() => runs(page), { timeout: 30_000 }).toBeGreaterThan(before);
}

async function addExample(page: Page, example: string): Promise<void> {
  await page.getByTestId('workspace-examples').selectOption(example);
  await expect(page.getByTestId('suite-path')).toHaveText(example);
}

/** `toolgauge run <suite> --format F` from examples/, as the CLI writes it. */
function cli(suite: string, format: string): Buffer {
  const r = spawnSync(process.execPath, [path.join(repo, 'build/cli.mjs'), 'run', suite, '--format', format], {
    cwd: examples
  });
  expect([0, 1]).toContain(r.status);
  return r.stdout;
}

test('opens on a runnable example suite and runs it in the worker', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await openSuitesPage(page);
  await expect(page.getByTestId('suite-path')).toHaveText('suites/agent-metrics.yml');
  // The same verdicts as `toolgauge run suites/agent-metrics.yml`.
  const text = cli('suites/agent-metrics.yml', 'text').toString('utf8');
  await expect(page.getByTestId('suite-summary')).toContainText('8 tests: 8 passed, 0 failed, 0 skipped, 0 errored');
  expect(text).toContain('8 tests: 8 passed, 0 failed, 0 skipped, 0 errored');
  await expect(page.getByTestId('suite-text')).toHaveText(new RegExp(text.split('\n')[0].replace(/[()]/g, '\\$&')));
  await expect(page.getByTestId('suite-ref')).toHaveCount(8);
  await expect(page.locator('[data-testid=suite-ref][data-found=false]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a typo in a suite is marked in the editor with the suggested key', async ({ page }) => {
  await openSuitesPage(page);
  const suite = readFileSync(path.join(examples, 'suites/agent-metrics.yml'), 'utf8');
  const typo = suite.replace('matcher:', 'matchr:');
  expect(typo).not.toBe(suite);
  await pasteSuite(page, typo);
  const problems = page.getByTestId('suite-problems');
  await expect(problems).toContainText('unknown key "matchr"; did you mean "matcher"?');
  const line = typo.split('\n').findIndex((l) => l.includes('matchr:')) + 1;
  await expect(problems).toContainText(`suites/agent-metrics.yml:${line}:`);
  await expect(page.getByTestId('suite-editor')).not.toHaveAttribute('data-markers', '0');
  // The marker itself: clicking the problem moves the editor there; Monaco's squiggle and its hover.
  await problems.getByRole('button').first().click();
  await expect(page.locator('.monaco-editor .squiggly-error').first()).toBeVisible();
  await page.keyboard.press('ControlOrMeta+K');
  await page.keyboard.press('ControlOrMeta+I');
  await expect(page.locator('.monaco-hover')).toContainText('did you mean "matcher"?');
});

test('schema completion and hover docs come from static/schema/v1.json', async ({ page }) => {
  await openSuitesPage(page);
  await pasteSuite(page, 'name: completion\nagents:\n  - name: a\n    trace: t.json\n    \n');
  await page.locator('.monaco-editor textarea.inputarea').focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('End');
  await page.keyboard.type('tool_sel');
  await page.keyboard.press('Control+Space');
  await expect(page.locator('.suggest-widget')).toContainText('tool_selection', { timeout: 30_000 });
});

test('a breached floor shows its floor line, as the CLI prints it', async ({ page }) => {
  await openSuitesPage(page);
  await addExample(page, 'suites/floor-breach.yml');
  await expect(page.getByTestId('suite-summary')).toContainText('1 floor breached');
  const stderr = spawnSync(process.execPath, [path.join(repo, 'build/cli.mjs'), 'run', 'suites/floor-breach.yml'], {
    cwd: examples,
    encoding: 'utf8'
  }).stderr;
  const floorLine = stderr.split('\n').find((l) => l.startsWith('tool-selection floor [FAIL]'));
  expect(floorLine).toBeTruthy();
  await expect(page.getByTestId('suite-floors')).toContainText(floorLine!);
  await expect(page.getByTestId('suite-floors')).toContainText(
    'FLOOR weather selection: selection rate 60% is below the 80% floor'
  );
});

test('downloaded reports are byte for byte what toolgauge run writes', async ({ page }) => {
  await openSuitesPage(page);
  for (const suite of ['suites/floor-breach.yml', 'suites/agent-metrics.yml']) {
    await addExample(page, suite);
    await expect(page.getByTestId('suite-summary')).toBeVisible();
    await expect(page.locator('[data-testid=suite-ref][data-found=false]')).toHaveCount(0);
    for (const format of ['json', 'markdown', 'junit', 'html']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId(`download-${format}`).click()
      ]);
      const got = readFileSync(await download.path());
      const want = cli(suite, format);
      expect(got.equals(want), `${suite} ${format} differs from the CLI's`).toBe(true);
      expect(download.suggestedFilename()).toMatch(/^(floor-breach|agent-metrics)\./);
    }
  }
});

test('a suite resolves its trace: from files added by the picker and by paste', async ({ page }) => {
  await openSuitesPage(page);
  const suite = [
    'name: mine',
    'agents:',
    '  - name: picked',
    '    trace: traces/picked.json',
    '    tool_selection: { expected_tool: get_weather, min_selection_rate: 0.5 }',
    '  - name: pasted',
    '    trace: ../shared/pasted.json',
    '    tool_selection: { expected_tool: get_weather, min_selection_rate: 0.5 }',
    ''
  ].join('\n');
  const trace = readFileSync(path.join(examples, 'suites/traces/weather-breach.json'), 'utf8');
  // The suite itself, added by the strip's paste panel at a path of our choosing.
  await page.getByRole('button', { name: 'Paste…' }).click();
  const panel = page.getByTestId('workspace-paste');
  await panel.getByLabel('Path').fill('mine/suite.yml');
  await panel.getByLabel('Text').fill(suite);
  await panel.getByRole('button', { name: 'Add to workspace' }).click();
  await expect(page.getByTestId('suite-path')).toHaveText('mine/suite.yml');
  const picked = page.locator('[data-testid=suite-ref][data-path="traces/picked.json"]');
  const pasted = page.locator('[data-testid=suite-ref][data-path="../shared/pasted.json"]');
  await expect(picked).toHaveAttribute('data-found', 'false');
  await expect(picked).toContainText('no such file in the workspace (looked for mine/traces/picked.json)');
  await expect(page.locator('[data-testid=suite-test][data-verdict=error]')).toHaveCount(2);

  // The file picker, from the missing reference: the file lands where the suite looks.
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    picked.getByRole('button', { name: 'Pick file…' }).click()
  ]);
  await chooser.setFiles({ name: 'anything.json', mimeType: 'application/json', buffer: Buffer.from(trace) });
  await expect(picked).toHaveAttribute('data-found', 'true');
  await expect(page.locator('[data-testid=file-strip] [data-path="mine/traces/picked.json"]')).toBeVisible();

  // Paste, from the other missing reference (resolved from the suite's folder: ../shared).
  await pasted.getByRole('button', { name: 'Paste…' }).click();
  await expect(panel.getByLabel('Path')).toHaveValue('shared/pasted.json');
  await panel.getByLabel('Text').fill(trace);
  await panel.getByRole('button', { name: 'Add to workspace' }).click();
  await expect(pasted).toHaveAttribute('data-found', 'true');
  await expect(page.getByTestId('suite-summary')).toContainText('2 tests: 2 passed');
});

// Left in test-results/screenshots/ (not committed) for a reviewer to look at.
for (const colorScheme of ['light', 'dark'] as const) {
  test(`the suites page at 1280×720 in ${colorScheme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme });
    await openSuitesPage(page);
    await addExample(page, 'suites/floor-breach.yml');
    await expect(page.getByTestId('suite-floors')).toBeVisible();
    await expect(page.locator('.monaco-editor').first()).toHaveClass(colorScheme === 'dark' ? /vs-dark/ : /\bvs\b/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const shot = await page.screenshot({ path: `test-results/screenshots/suites-1280x720-${colorScheme}.png` });
    // Not blank: a blank 1280×720 PNG is a few KB; this page's text, editor and results are far more.
    expect(shot.length).toBeGreaterThan(40_000);
  });
}
