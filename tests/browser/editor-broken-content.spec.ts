// A page's file deleted outside the editor leaves a menu entry pointing at nothing: the editor still
// opens, lists the problem as a link to its place, and the author fixes it in the menus, with the
// editor alone. A page's file broken outside the editor locks no one out of the others: the editor
// lists it with its line and column, and opens, previews and saves every other page, which the
// development server goes on showing.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { openEditor, startEditorServer, type EditorServer } from './editorServer';

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

  test("a page's file that is not JSON: listed with its line and column; another page is opened, previewed, changed and saved, and the development server shows it", async ({
    page,
    consoleProblems,
  }) => {
    const broken = join(editor.root, 'pages/faq.json');
    const before = readFileSync(broken, 'utf8');
    writeFileSync(broken, before.replace('{', '{,'));
    try {
      await page.goto(`${editor.base}/edit`);
      const problems = page.locator('[data-content-problems="1"]');
      await expect(problems).toBeVisible({ timeout: 90_000 });
      await expect(problems.getByRole('heading', { level: 3 })).toHaveText('pages/faq.json');
      await expect(problems.getByRole('listitem')).toContainText('line 1, column 2:');

      await openEditor(page, editor.base, 'pages/iot.json');
      const preview = page.frameLocator('#preview-frame');
      await page.getByText('Outline', { exact: true }).first().click();
      await page.getByText('featureBoxes', { exact: true }).filter({ visible: true }).first().click();
      await page.locator('[data-field="title"] input').filter({ visible: true }).fill('Services That Stay Connected');
      await expect(preview.getByRole('heading', { name: 'Services That Stay Connected' })).toBeVisible();
      await expect(page.locator('[data-validation="done"][data-problems="0"]')).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');
      expect(readFileSync(join(editor.root, 'pages/iot.json'), 'utf8')).toContain('"Services That Stay Connected"');

      // The development server shows the saved page, and names the broken one's problem where it is asked for.
      await page.goto(`${editor.base}/iot`);
      await expect(page.getByRole('heading', { name: 'Services That Stay Connected' })).toBeVisible({
        timeout: 90_000,
      });
      await page.goto(`${editor.base}/faq`);
      await expect(page.locator('vite-error-overlay')).toBeAttached({ timeout: 90_000 });
      expect(await page.locator('vite-error-overlay').evaluate((overlay) => overlay.shadowRoot?.textContent)).toMatch(
        /pages\/faq\.json:1:2/,
      );
      // The broken page's data was refused, and said so in the console: that, and nothing else.
      await expect.poll(() => consoleProblems.length).toBe(2);
      expect(consoleProblems).toEqual([
        expect.stringMatching(/status of 500/),
        expect.stringMatching(/\/_data\/faq\.json answered 500/),
      ]);
      consoleProblems.length = 0;
    } finally {
      writeFileSync(broken, before);
    }
  });
});
