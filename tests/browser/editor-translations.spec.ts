// Translation in the visual editor, as a translator meets it: the start screen shows each language's
// figures and each page's state in every language, as npm run validate counts them, and starts a
// page's translation from the keyboard. Each screen passed through is checked by axe.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, seriousViolations, startEditorServer, type EditorServer } from './editorServer';
import { expect, test } from './fixtures';

let editor: EditorServer;

test.describe('translation in the visual editor', () => {
  // The first visit bundles Puck and compiles every block on a server of its own: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    editor = await startEditorServer();
  });
  test.afterAll(async () => editor?.close());

  test("the page list shows each language's completeness, and starts a page's translation from the keyboard", async ({
    page,
  }) => {
    const { base, root } = editor;
    await page.goto(`${base}/edit`);
    const languages = page.getByRole('region', { name: 'Languages' });
    await expect(languages.locator('[data-language-summary="de"]')).toContainText(
      /Deutsch \(de\) 100 % translated, 0 stale, 0 missing/,
      { timeout: 90_000 },
    );
    const pricing = page.locator('[data-page="/pricing"]');
    await expect(pricing.locator('[data-translation="de"]')).toHaveText('de 100 %');
    await expect(pricing.locator('[data-translation="de"]')).toHaveAttribute('data-state', 'complete');

    const faq = page.locator('[data-page="/faq"]');
    await expect(faq.locator('[data-translation="de"]')).toContainText('de not translated');
    const translate = faq.getByRole('button', { name: 'Translate /faq into Deutsch' });
    await translate.focus();
    await expect(translate).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Started the Deutsch translation of /faq');
    expect(readFileSync(join(root, 'pages/de/faq.json'), 'utf8')).toBe('{}\n');
    // Every text is missing until it is written: none counts as translated.
    const started = faq.locator('[data-translation="de"]');
    await expect(started).toHaveAttribute('data-state', 'incomplete');
    await expect(started).toContainText(/^de 0 %, \d+ missing$/);
    expect(await seriousViolations(page), 'the page list with languages').toEqual([]);
    const { stdout } = await runCommand(root, 'validate');
    expect(stdout).toMatch(/de: \d+% translated, 0 stale, [1-9]\d* missing/);
  });
});
