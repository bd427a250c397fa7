/**
 * The traces page: paste an OpenAI-format trace and see the figures `toolgauge run` gives for the
 * same trace and checks (the checks wrapped as a suite's agent test); screenshots in both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pasteText, record } from './page.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CLI = join(ROOT, 'build/index.js');
const CHECKS = 'examples/trace-checks/openai-chat.yml';

/** `toolgauge run --json` on a suite whose one agent test is the checks with the trace as its trace:. */
function cliMetrics(tracePath: string): Record<string, any> {
  const dir = mkdtempSync(join(tmpdir(), 'tg-traces-e2e-'));
  try {
    const body = readFileSync(join(ROOT, CHECKS), 'utf8')
      .split('\n')
      .filter((l) => !l.startsWith('#'))
      .map((l) =>
        `    ${l}`.replace(/task: (\S+)/, (_m, p: string) => `task: ${join(ROOT, 'examples/trace-checks', p)}`)
      )
      .join('\n');
    writeFileSync(
      join(dir, 'suite.yml'),
      `name: trace checks\nagents:\n  - name: pasted trace\n    trace: ${tracePath}\n${body}\n`
    );
    const out = execFileSync('node', [CLI, 'run', join(dir, 'suite.yml'), '--format', 'json'], { encoding: 'utf8' });
    return JSON.parse(out).tests[0].metrics;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function openTraces(page: Page): Promise<void> {
  await page.goto('/traces');
  await expect(page.getByTestId('trace-results')).toHaveAttribute('data-runs', /[1-9]/, { timeout: 30_000 });
  await expect(page.getByTestId('trace-editor')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
}

test('a pasted OpenAI chat trace is detected by name and scored with the figures the CLI gives', async ({ page }) => {
  const metrics = cliMetrics(join(ROOT, 'examples/traces/openai-chat.json'));
  await openTraces(page);
  // Start from another format, then paste the OpenAI trace over it.
  await page.getByTestId('trace-example').selectOption('traces/anthropic-messages.json');
  await expect(page.getByTestId('format')).toHaveAttribute('data-format', 'anthropic');
  const runs = Number(await page.getByTestId('trace-results').getAttribute('data-runs'));
  await pasteText(
    page,
    '[data-testid=trace-editor]',
    readFileSync(join(ROOT, 'examples/traces/openai-chat.json'), 'utf8')
  );
  await expect
    .poll(async () => Number(await page.getByTestId('trace-results').getAttribute('data-runs')))
    .toBeGreaterThan(runs);
  await expect(page.getByTestId('format')).toHaveAttribute('data-format', 'openai');
  await expect(page.getByTestId('format')).toHaveText(/OpenAI chat-completions/);

  const f1 = metrics.equal_function_sets;
  await expect(page.getByTestId('precision')).toHaveText(String(f1.precision));
  await expect(page.getByTestId('recall')).toHaveText(String(f1.recall));
  await expect(page.getByTestId('f1')).toHaveText(String(f1.f1));
  await expect(page.getByTestId('counts')).toHaveText(`${f1.tp} / ${f1.fp} / ${f1.fn}`);
  await expect(page.getByTestId('missed')).toHaveText(f1.missed_classes.join(', ') || 'none');
  await expect(page.getByTestId('unexpected')).toHaveText(f1.unexpected_tools.join(', ') || 'none');
  expect(f1.missed_classes.length + f1.unexpected_tools.length).toBeGreaterThan(0); // the example names both

  for (const name of ['discovery', 'parameterization', 'syntax', 'error_recovery', 'efficiency']) {
    await expect(page.locator(`[data-testid=plot-orchestration] tr[data-diagnostic=${name}] td`).nth(1)).toHaveText(
      String(metrics.orchestration[name]),
      { useInnerText: false }
    );
  }
  await expect(page.getByTestId('distractor-accuracy')).toHaveText(String(metrics.distractors.accuracy));
  await expect(page.getByTestId('certified-lower')).toHaveText(String(metrics.distractors.certified_lower));
  await expect(page.getByTestId('coverage')).toHaveText(metrics.claims.coverage.toFixed(3));
  await expect(page.getByTestId('claims-run')).toHaveCount(metrics.claims.runs.length);
  await expect(page.getByTestId('claims-run').first()).toHaveAttribute('data-status', metrics.claims.runs[0].status);
});

test('a typo in the checks is marked with the suggested key, and the last result stays, dimmed', async ({ page }) => {
  await openTraces(page);
  await expect(page.getByTestId('f1')).toBeVisible();
  await page.getByTestId('checks-editor').locator('.monaco-editor').waitFor();
  await pasteText(
    page,
    '[data-testid=checks-editor]',
    'equal_function_sets:\n  clases:\n    - name: x\n      members: [a]\n'
  );
  await expect(page.getByTestId('trace-errors')).toContainText('did you mean "classes"');
  await expect(page.getByTestId('trace-errors')).toContainText(':2:3');
  await expect(page.getByTestId('f1')).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the traces page at 1280×720 in ${colorScheme}: plots drawn, tables reachable, no CSP violation`, async ({
    page
  }) => {
    const rec = await record(page);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.emulateMedia({ colorScheme });
    await openTraces(page);
    for (const id of ['plot-orchestration', 'plot-curve', 'plot-claims']) {
      const figure = page.getByTestId(id);
      await expect(figure.locator('[role=img]').first()).toBeVisible({ timeout: 30_000 });
      await figure.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(figure.locator('details table')).toBeVisible();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await page.getByTestId('trace-results').evaluate((el) => (el.scrollTop = 0));
    const shot = await page.screenshot({ path: `test-results/screenshots/traces-1280x720-${colorScheme}.png` });
    expect(shot.length).toBeGreaterThan(20_000);
    expect(await rec.violations()).toEqual([]);
    expect(rec.errors).toEqual([]);
  });
}
