// Texts edited where they stand on the editor's preview (src/editor/app/inlineTextEditing.tsx), end to
// end, on a development server of its own over a scratch copy of the project (as editor.spec.ts does):
// a paragraph clicked on the preview, words made a link and bold with the keyboard, a broken link
// refused as it is typed, the page saved with the markup an author would write by hand, and built.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { routeFile } from '../../src/site-generator/prerender';
import { openEditor, runCommand, startEditorServer, type EditorServer } from './editorServer';
import { expect, test } from './fixtures';

let editor: EditorServer | undefined;

test.describe('texts edited on the preview', () => {
  // The first visit bundles Puck and compiles every block on a server of its own: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    editor = await startEditorServer();
  });

  test.afterAll(async () => {
    await editor?.close();
  });

  const read = (file: string) => readFileSync(join(editor!.root, file), 'utf8');
  const settled = (page: Page, problems: number) =>
    expect(page.locator(`[data-validation="done"][data-problems="${problems}"]`)).toBeVisible();
  /** Presses `key` `times` times, as a hand moves the caret. */
  async function press(page: Page, key: string, times: number) {
    for (let step = 0; step < times; step++) await page.keyboard.press(key);
  }

  test('a paragraph clicked on the preview takes a link and bold words from the keyboard, refuses a broken link as typed, and is saved as markup and built as elements', async ({
    page,
  }) => {
    const file = 'pages/about-style-one.json';
    const beforeText = read(file);
    const before = JSON.parse(beforeText);
    const index = before.sections.findIndex((section: { type?: string }) => section.type === 'featureSplit');
    const [first] = before.sections[index].props.paragraphs as string[];
    await openEditor(page, editor!.base, file);
    const preview = page.frameLocator('#preview-frame');

    // Puck's section lies over its content for the pointer; the click is the text's all the same.
    await preview
      .locator('[data-block="featureSplit"] p', { hasText: first.slice(0, 40) })
      .click({ position: { x: 20, y: 8 }, force: true });
    const inline = preview.getByRole('textbox', { name: 'Paragraphs 1' });
    await expect(inline).toBeFocused();
    await expect(inline).toHaveText(first);

    await page.keyboard.press('Control+End');
    const added = ' Our plans suit small teams.';
    await page.keyboard.type(added);
    // "Our plans" selected, Ctrl+K: a link whose address, selected, is typed over.
    await press(page, 'ArrowLeft', ' suit small teams.'.length);
    await press(page, 'Shift+ArrowLeft', 'Our plans'.length);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('/pricng');
    // Checked as typed, as in the form: the message under the text, and the save refused.
    await settled(page, 1);
    await expect(preview.getByText(/broken link: no page has the path "\/pricng"/)).toBeVisible();
    await expect(inline).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await press(page, 'Backspace', 2);
    await page.keyboard.type('ing');
    await settled(page, 0);

    // "small teams" selected, Ctrl+B: bold.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowLeft');
    await press(page, 'Shift+ArrowLeft', 'small teams'.length);
    await page.keyboard.press('Control+b');
    const written = `${first} [Our plans](/pricing) suit **small teams**.`;
    await expect(inline).toHaveText(written);
    // The form beside the page holds the same markup.
    await expect(page.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue(written);

    // Enter ends: the preview draws the text again, with its bold words and its link.
    await page.keyboard.press('Enter');
    await expect(inline).toHaveCount(0);
    const shown = preview.locator('[data-block="featureSplit"] p', { hasText: 'suit small teams' });
    await expect(shown.locator('strong')).toHaveText('small teams');
    await expect(shown.locator('a[href="/pricing"]')).toHaveText('Our plans');

    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');
    // The file holds the markup as an author writes it: one line changed, the paragraph's.
    const after = read(file);
    const expected = structuredClone(before);
    expected.sections[index].props.paragraphs[0] = written;
    expect(JSON.parse(after)).toEqual(expected);
    const changed = after.split('\n').filter((line) => !beforeText.split('\n').includes(line));
    expect(changed).toEqual([`          ${JSON.stringify(written)},`]);

    await runCommand(editor!.root, 'build');
    const html = read(`dist/${routeFile('/about-style-one')}`);
    expect(html).toContain('suit <strong>small teams</strong>.');
    expect(html).toMatch(/<a [^>]*href="\/pricing"[^>]*>Our plans<\/a>/);
  });
});
