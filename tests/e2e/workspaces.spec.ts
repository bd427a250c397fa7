/**
 * Workspaces saved in IndexedDB: what is typed survives a reload; the list reopens, renames,
 * duplicates and deletes; two tabs on one workspace never silently lose an edit (the second tab
 * follows the first when it has nothing unsaved, and is asked when it has).
 */
import { expect, test, type Page } from '@playwright/test';
import { exampleText } from './expected.ts';
import { openLintPage, openMenu, pasteCatalog, pasteIntoEditor, saved } from './page.ts';

const tools = (page: Page) => page.getByTestId('summary-tools');
const kubernetesTools = String((JSON.parse(exampleText('kubernetes.json')) as { tools: unknown[] }).tools.length);

test('what is typed is saved and is there after a reload', async ({ page }) => {
  await openLintPage(page);
  await expect(tools(page)).toHaveText('26');
  await pasteCatalog(page, exampleText('memory.json'));
  await expect(tools(page)).toHaveText('9');
  await saved(page);
  await page.reload();
  await expect(tools(page)).toHaveText('9', { timeout: 30_000 });
  await expect(page.getByTestId('workspace-name')).toHaveText('Workspace 1');
});

test('the list reopens, renames, duplicates and deletes workspaces', async ({ page }) => {
  page.on('dialog', (d) => void d.accept());
  await openLintPage(page);
  await pasteCatalog(page, exampleText('memory.json'));
  await saved(page);
  let menu = await openMenu(page);
  await menu.getByTestId('workspace-rename').first().click();
  await menu.getByTestId('workspace-rename-input').fill('memory work');
  await menu.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByTestId('workspace-name')).toHaveText('memory work');
  await menu.getByTestId('workspace-duplicate').first().click();
  await expect(menu.getByTestId('workspace-item')).toHaveCount(2);
  await expect(menu.getByTestId('workspace-list')).toContainText('memory work (copy)');

  // A new workspace is empty (work-kept.spec.ts); the saved one reopens with its catalog.
  await menu.getByTestId('workspace-new').click();
  await expect(menu.getByTestId('workspace-item')).toHaveCount(3);
  await menu.getByRole('button', { name: 'memory work (copy)' }).click();
  await expect(tools(page)).toHaveText('9', { timeout: 30_000 });
  await expect(page.getByTestId('workspace-name')).toHaveText('memory work (copy)');

  menu = await openMenu(page);
  const copy = menu.getByTestId('workspace-item').filter({ hasText: 'memory work (copy)' });
  await copy.getByTestId('workspace-delete').click();
  await expect(menu.getByTestId('workspace-item')).toHaveCount(2);
  await expect(menu.getByTestId('workspace-list')).not.toContainText('(copy)');
  await page.reload();
  await expect(page.getByTestId('workspace-status')).toHaveAttribute('data-status', 'saved', { timeout: 30_000 });
  menu = await openMenu(page);
  await expect(menu.getByTestId('workspace-item')).toHaveCount(2);
});

test('two tabs: the idle tab follows; edits made at once in both are never lost, the tab that lost the race is asked', async ({
  context
}) => {
  const a = await context.newPage();
  await openLintPage(a);
  await pasteCatalog(a, exampleText('github.json'));
  await saved(a);
  const b = await context.newPage();
  await openLintPage(b);
  await expect(tools(b)).toHaveText('26');

  // A edits; B, with nothing unsaved, follows.
  await pasteCatalog(a, exampleText('memory.json'));
  await saved(a);
  await expect(tools(b)).toHaveText('9', { timeout: 30_000 });

  // Both edit before either has saved: one save lands, the other tab is asked instead of overwriting.
  await Promise.all([
    pasteIntoEditor(a, exampleText('kubernetes.json')),
    pasteIntoEditor(b, exampleText('filesystem.json'))
  ]);
  const asked = async () =>
    (await a.getByTestId('workspace-conflict').isVisible())
      ? 'a'
      : (await b.getByTestId('workspace-conflict').isVisible())
        ? 'b'
        : '';
  await expect.poll(asked, { timeout: 30_000 }).not.toBe('');
  const [loser, winner] = (await asked()) === 'a' ? [a, b] : [b, a];
  await expect(loser.getByTestId('workspace-conflict')).toContainText('Nothing was overwritten');
  await expect(winner.getByTestId('workspace-conflict')).toHaveCount(0);
  const loserTools = await tools(loser).textContent();
  const winnerTools = await tools(winner).textContent();
  expect(new Set([loserTools, winnerTools])).toEqual(new Set([kubernetesTools, '14']));
  await loser.getByTestId('conflict-both').click();
  await expect(loser.getByTestId('workspace-name')).toHaveText('Workspace 1 (my edits)');
  await saved(loser);

  // Both edits are stored: the loser's under the new workspace, the winner's under the old one.
  await loser.reload();
  await expect(tools(loser)).toHaveText(loserTools ?? '', { timeout: 30_000 });
  await winner.reload();
  await expect(tools(winner)).toHaveText(winnerTools ?? '', { timeout: 30_000 });
  await expect(winner.getByTestId('workspace-name')).toHaveText('Workspace 1');
});

test('workspaces saved before the database had its list entries open, list and save as before', async ({ page }) => {
  // A page of this origin that does not open the database: write a workspace as version 1 stored it.
  await page.goto('/schema/v1.json');
  const memory = exampleText('memory.json');
  await page.evaluate(
    (text) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('toolgauge', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('workspaces', { keyPath: 'id' }).createIndex('updated', 'updated');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('workspaces', 'readwrite');
          tx.objectStore('workspaces').put({
            id: 'old-1',
            name: 'from version 1',
            revision: 4,
            created: 1,
            updated: 2,
            workspace: { files: [{ path: 'memory.json', text, kind: 'catalog' }], active: 'memory.json', view: 'lint' }
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
        };
      }),
    memory
  );
  await openLintPage(page);
  await expect(tools(page)).toHaveText('9', { timeout: 30_000 });
  await expect(page.getByTestId('workspace-name')).toHaveText('from version 1');
  const menu = await openMenu(page);
  await expect(menu.getByTestId('workspace-item')).toHaveCount(1);
  await expect(menu.getByTestId('workspace-list')).toContainText('from version 1');
  await page.keyboard.press('Escape');
  // An edit saves over the migrated revision, and is there after a reload.
  await pasteCatalog(page, exampleText('kubernetes.json'));
  await expect(tools(page)).toHaveText(kubernetesTools);
  await saved(page);
  await page.reload();
  await expect(tools(page)).toHaveText(kubernetesTools, { timeout: 30_000 });
});

test('a newer version of the database opened elsewhere is not kept waiting: this tab saves, lets go and says so', async ({
  page
}) => {
  await openLintPage(page);
  await pasteCatalog(page, exampleText('memory.json'));
  await saved(page);
  // As a newer page would: open the database at a higher version. The app's connection must close.
  const opened = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('toolgauge', 99);
        open.onblocked = () => setTimeout(() => resolve('blocked'), 5_000);
        open.onsuccess = () => {
          open.result.close();
          resolve('opened');
        };
        open.onerror = () => resolve(`error ${open.error?.name}`);
      })
  );
  expect(opened).toBe('opened');
  await expect(page.getByTestId('workspace-problem')).toContainText('reload this page to keep saving');
});

test('a tab of the older version holding the database open: this tab says so, and loads once it lets go', async ({
  context
}) => {
  // The older page: version 1 of the database, open, with no handler that would close it.
  const old = await context.newPage();
  await old.goto('/schema/v1.json');
  await old.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const open = indexedDB.open('toolgauge', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('workspaces', { keyPath: 'id' }).createIndex('updated', 'updated');
        open.onsuccess = () => {
          (window as unknown as { __db: IDBDatabase }).__db = open.result;
          resolve();
        };
      })
  );
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByTestId('workspace-problem')).toContainText('in an older version', { timeout: 30_000 });
  await old.evaluate(() => (window as unknown as { __db: IDBDatabase }).__db.close());
  await saved(page);
  await expect(page.getByTestId('workspace-problem')).toHaveCount(0);
  await pasteCatalog(page, exampleText('memory.json'));
  await expect(tools(page)).toHaveText('9');
  await saved(page);
});

test('a rename in one tab shows in the other tab that has the workspace open', async ({ context }) => {
  const a = await context.newPage();
  await openLintPage(a);
  await saved(a);
  const b = await context.newPage();
  await openLintPage(b);
  await saved(b);
  const menu = await openMenu(a);
  await menu.getByTestId('workspace-rename').first().click();
  await menu.getByTestId('workspace-rename-input').fill('renamed in a');
  await menu.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(a.getByTestId('workspace-name')).toHaveText('renamed in a');
  await expect(b.getByTestId('workspace-name')).toHaveText('renamed in a', { timeout: 30_000 });
});
