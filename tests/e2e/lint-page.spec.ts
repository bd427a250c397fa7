import { expect, test } from '@playwright/test';
import { count, exampleText, expectedOk, expectedView, findingCount } from './expected.ts';
import { afterNextRun, editor, openLintPage, pasteCatalog, record, results } from './page.ts';

test.describe('the lint page', () => {
  test('opens on the github example with the summary the core computes', async ({ page }) => {
    const rec = await record(page);
    await openLintPage(page);
    const want = await expectedOk(exampleText('github.json'), 'github.json');
    await expect(page.getByTestId('summary-tools')).toHaveText(count(want.summary.tools));
    await expect(page.getByTestId('summary-mean')).toHaveText(want.summary.meanScore.toFixed(2));
    await expect(page.getByTestId('summary-min')).toHaveText(want.summary.minScore.toFixed(2));
    await expect(page.getByTestId('summary-criticals')).toHaveText(count(want.summary.criticals));
    await expect(page.getByTestId('summary-warnings')).toHaveText(count(want.summary.warnings));
    await expect(page.getByTestId('summary-smells')).toHaveText(count(want.summary.smells));
    await expect(page.getByTestId('summary-cl100k')).toHaveText(count(want.summary.tokens.cl100k));
    await expect(page.getByTestId('summary-o200k')).toHaveText(count(want.summary.tokens.o200k));
    await expect(page.getByTestId('summary')).toContainText('cl100k_base');
    await expect(page.getByTestId('summary')).toContainText('o200k_base');
    // tools worst first, in the core's order
    await expect(page.getByTestId('tool-name')).toHaveText(want.tools.map((t) => t.id));
    await expect(editor(page)).toHaveAttribute('data-lint-markers', String(findingCount(want)));
    expect(rec.errors).toEqual([]);
    expect(await rec.violations()).toEqual([]);
  });

  test('pasting another catalog updates the findings and the editor markers', async ({ page }) => {
    await openLintPage(page);
    const text = exampleText('memory.json');
    const want = await expectedOk(text, 'github.json');
    await pasteCatalog(page, text);
    await expect(page.getByTestId('tool-name')).toHaveText(want.tools.map((t) => t.id));
    await expect(page.getByTestId('summary-mean')).toHaveText(want.summary.meanScore.toFixed(2));
    await expect(page.getByTestId('summary-cl100k')).toHaveText(count(want.summary.tokens.cl100k));
    await expect(editor(page)).toHaveAttribute('data-lint-markers', String(findingCount(want)));
    // and they are drawn: back at the top, the first tools' squiggles are in view
    await page.keyboard.press('ControlOrMeta+Home');
    if (findingCount(want) > 0)
      await expect(
        page
          .locator(
            '.monaco-editor .squiggly-error, .monaco-editor .squiggly-warning, .monaco-editor .squiggly-info, .monaco-editor .squiggly-hint'
          )
          .first()
      ).toBeAttached();
  });

  test('typing in the editor re-lints without a click', async ({ page }) => {
    await openLintPage(page);
    const before = await page.getByTestId('summary-cl100k').textContent();
    await afterNextRun(page, async () => {
      await page.locator('.monaco-editor textarea.inputarea').focus();
      await page.keyboard.press('ControlOrMeta+Home');
      await page.keyboard.press('End'); // after the opening brace
      await page.keyboard.press('Enter');
      await page.keyboard.type('"note": "x",');
    });
    await expect(results(page)).toHaveAttribute('data-stale', 'false');
    // "note" is outside the tools, so the surface cost is unchanged
    await expect(page.getByTestId('summary-cl100k')).toHaveText(before ?? '');
  });

  test('a malformed catalog shows its error position and keeps the last result, dimmed', async ({ page }) => {
    await openLintPage(page);
    const good = await expectedOk(exampleText('github.json'), 'github.json');
    const broken = exampleText('filesystem.json').replace('"name": "read_file"', '"name": "read_file",,');
    const want = await expectedView(broken, 'github.json');
    if (want.ok) throw new Error('the broken catalog parsed');
    await pasteCatalog(page, broken);
    const { line, column } = want.errors[0];
    await expect(page.getByTestId('parse-error-position').first()).toHaveText(`Line ${line}, column ${column}`);
    await expect(editor(page)).toHaveAttribute('data-parse-markers', String(want.errors.length));
    await expect(results(page)).toHaveAttribute('data-stale', 'true');
    // the last good result (github) stays on screen
    await expect(page.getByTestId('summary-mean')).toHaveText(good.summary.meanScore.toFixed(2));
    await page.getByTestId('parse-error-position').first().click();
    await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText(String(line));
  });

  test('clicking a finding moves the editor to it', async ({ page }) => {
    await openLintPage(page);
    const want = await expectedOk(exampleText('github.json'), 'github.json');
    const tool = want.tools.at(-1)!.findings.length > 0 ? want.tools.at(-1)! : want.tools[0];
    test.skip(tool.findings.length === 0, 'no findings in the example yet');
    await page.locator(`[data-tool-id="${tool.id}"] button.row`).click();
    const finding = tool.findings.at(-1)!;
    await page.locator(`[data-tool-id="${tool.id}"] [data-testid=finding]`).last().locator('button.go').click();
    await expect(page.locator('.monaco-editor .line-numbers.active-line-number')).toHaveText(String(finding.line));
  });

  test('examples menu and file picker open catalogs, YAML included', async ({ page }) => {
    const rec = await record(page);
    await openLintPage(page);
    const fs = await expectedOk(exampleText('filesystem.json'), 'filesystem.json');
    await afterNextRun(page, () =>
      page
        .getByTestId('examples')
        .selectOption('filesystem.json')
        .then(() => {})
    );
    await expect(page.getByTestId('tool-name')).toHaveText(fs.tools.map((t) => t.id));

    const yaml = 'tools:\n  - name: only_tool\n    description: Reads one thing and returns it as text.\n';
    const wantYaml = await expectedOk(yaml, 'mine.yaml');
    await afterNextRun(page, () =>
      page
        .getByTestId('file-input')
        .setInputFiles({ name: 'mine.yaml', mimeType: 'text/yaml', buffer: Buffer.from(yaml) })
    );
    await expect(page.getByTestId('tool-name')).toHaveText(['only_tool']);
    await expect(page.getByTestId('summary-mean')).toHaveText(wantYaml.summary.meanScore.toFixed(2));
    await expect(page.getByTitle('The catalog being linted')).toHaveText('mine.yaml');
    // the editor switched to YAML (monaco-yaml) without errors or CSP violations
    await expect(page.getByTestId('editor')).toHaveAttribute('data-mode-id', 'yaml');
    expect(rec.errors).toEqual([]);
    expect(await rec.violations()).toEqual([]);
  });

  test('everything is reachable from the keyboard', async ({ page }) => {
    await openLintPage(page);
    const focused: string[] = [];
    // The header, the workspace strip (Add example, Add files, Paste), then the source bar and the editor.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(
          () => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? ''
        )
      );
    }
    expect(focused).toContain('examples');
    expect(focused).toContain('TEXTAREA'); // the editor
    // the first tool row opens with Enter
    const row = page.locator('[data-testid=tool] button.row').first();
    await row.focus();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('aria-expanded', 'true');
  });
});
