// A page's file deleted outside the editor leaves a menu entry pointing at nothing: the editor still
// opens, lists the problem as a link to its place, and the author fixes it in the menus, with the
// editor alone.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { startEditorServer, type EditorServer } from './editorServer';

let editor: EditorServer;

test.describe('content broken elsewhere', () => {
  test.describe.configure({ timeout: 300_000 });
  test.beforeAll(async () => {
    editor = await startEditorServer();
  });
  test.afterAll(async () => editor?.close());

  test('a deleted page file: its menu entry is listed on the start screen, opened at its place in the menus, removed and saved', async ({
    page,
  }) => {
    rmSync(join(editor.root, 'pages/static-image-three.json'));
    await page.goto(`${editor.base}/edit`);
    const problems = page.locator('[data-content-problems="1"]');
    await expect(problems).toBeVisible({ timeout: 90_000 });
    const link = problems.getByRole('link', { name: /^Menus › Main › 1 › Children › 13 › Href: broken link/ });
    await link.click();

    // The menus open at the entry, shown with its message, which is fixed there.
    await expect(page.locator('[data-editor-file="pages/_site.json"][data-validation="done"]')).toBeVisible({
      timeout: 90_000,
    });
    const href = page.locator('[data-field="menus.main[0].children[12].href"]').filter({ visible: true });
    await expect(href.getByRole('alert')).toContainText('broken link');
    await expect(href.locator('input')).toBeFocused();
    await page
      .locator('[data-field="menus.main[0].children"]')
      .filter({ visible: true })
      .getByRole('button', { name: 'Remove “Static Image Three”' })
      .click();
    await expect(page.locator('[data-validation="done"][data-problems="0"]')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');

    await page.getByRole('link', { name: 'All pages' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-content-problems]')).toHaveCount(0);
  });
});
