/**
 * The lint page shows a catalog's server instructions with their findings (a poisoning block is a
 * critical SEC finding, counted in the summary), and its client selector shows the surface as that
 * client sends it, as `toolgauge lint --client` prints it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { afterNextRun, openLintPage, pasteCatalog } from './page.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const POISONED = readFileSync(path.join(repo, 'tests/fixtures/instructions/poisoned.json'), 'utf8');
const LONG = readFileSync(path.join(repo, 'tests/fixtures/instructions/long.json'), 'utf8');

test('instructions with a poisoning block: a critical SEC-002 finding in the instructions panel, counted in the summary', async ({
  page
}) => {
  await openLintPage(page);
  await pasteCatalog(page, POISONED);
  const entry = page.getByTestId('instructions-entry');
  await expect(entry).toHaveAttribute('data-id', 'instructions');
  await expect(entry.locator('[data-testid=finding][data-rule=SEC-002]')).toHaveCount(1);
  await expect(entry.locator('.finding.critical').first()).toBeVisible();
  // Every critical is on the instructions (the tool is clean): the summary counts them as the CLI does.
  await expect(page.getByTestId('summary-criticals')).toHaveText(
    String(await entry.locator('.finding.critical').count())
  );
  // The page never renders the catalog's markup as HTML.
  await expect(page.locator('important')).toHaveCount(0);
});

test('the client selector: claude-code prefixes names and cuts the instructions at 2,048 characters', async ({
  page
}) => {
  await openLintPage(page);
  await pasteCatalog(page, LONG);
  await afterNextRun(page, async () => {
    await page.getByTestId('client-select').selectOption('claude-code');
  });
  await expect(page.getByTestId('client-summary')).toContainText('1 of 1 tool sent');
  await expect(page.getByTestId('client-summary')).toContainText('get_weather is sent as mcp__server__get_weather');
  await expect(page.getByTestId('client-change')).toContainText(
    /instructions \/instructions: keeps 2048 characters, loses \d+/
  );
  await afterNextRun(page, async () => {
    await page.getByTestId('client-select').selectOption('');
  });
  await expect(page.getByTestId('client-summary')).toHaveCount(0);
});
