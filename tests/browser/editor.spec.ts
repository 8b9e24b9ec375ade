// The visual editor, end to end, on a development server of its own over a scratch copy of the
// project (editorServer.ts); the saved page is then checked and built in that copy as an author
// would, and the built page read. And the build leaves the editor out.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { exampleProps } from '../../src/content/blockExamples';
import { routeFile } from '../../src/site-generator/prerender';
import { runCommand, startEditorServer, type EditorServer } from './editorServer';
import { afterTwoFrames, expect, test } from './fixtures';

const repository = process.cwd();
let editor: EditorServer;
let root: string;
let base: string;

test.describe('the visual editor', () => {
  // The first visit bundles Puck and compiles every block on a server of its own: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    editor = await startEditorServer();
    ({ root, base } = editor);
  });

  test.afterAll(async () => editor?.close());

  const read = (file: string) => readFileSync(join(root, file), 'utf8');

  async function openEditor(page: Page, file: string) {
    await page.goto(`${base}/edit?file=${file}`);
    await expect(page.locator(`[data-editor-file="${file}"][data-validation="done"]`)).toBeVisible({ timeout: 90_000 });
  }
  const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).filter({ visible: true });
  const panel = (page: Page, name: 'Blocks' | 'Outline') => page.getByText(name, { exact: true }).first().click();

  /** A page file's sections by type, a shared one as `use:<name>`. */
  const sectionTypes = (json: { sections: { type?: string; use?: string }[] }) =>
    json.sections.map((section) => section.type ?? `use:${section.use}`);

  const settled = (page: Page, problems: number) =>
    expect(page.locator(`[data-validation="done"][data-problems="${problems}"]`)).toBeVisible();

  test('an author edits /iot: changes a heading, adds a box, is stopped by a bad value, fixes it, reorders, adds a section with the keyboard, saves; the file, the check and the built page agree', async ({
    page,
  }) => {
    const before = read('pages/iot.json');
    await openEditor(page, 'pages/iot.json');
    await panel(page, 'Outline');
    await page.getByText('featureBoxes', { exact: true }).filter({ visible: true }).first().click();
    const preview = page.frameLocator('#preview-frame');

    // Change the heading: the preview follows.
    await field(page, 'title').locator('input').fill('Our Connected Services');
    await expect(preview.getByRole('heading', { name: 'Our Connected Services' })).toBeVisible();

    // Add a box: its title is required, so the message shows beside it until it is typed.
    // A new entry opens at once; the list names it by its place until it has a title.
    await field(page, 'boxes').getByRole('button', { name: 'Add to Boxes' }).click();
    await expect(field(page, 'boxes').getByRole('button', { name: 'Box 7', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(field(page, 'boxes[6].title').getByRole('alert')).toBeVisible();
    await field(page, 'boxes[6].title').locator('input').fill('Edge Computing');
    await expect(preview.getByRole('heading', { name: 'Edge Computing' })).toBeVisible();

    // A bad anchor: the validator's message beside the field, in the summary, and saving refused.
    await field(page, 'anchor').locator('input').fill('Our Services');
    await settled(page, 1);
    await expect(field(page, 'anchor').getByRole('alert')).toHaveText(
      /an anchor id uses lowercase letters, digits and dashes/,
    );
    await expect(page.locator('[data-problem-list]').filter({ visible: true })).toContainText('Sections › 3 › Id');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await field(page, 'anchor').locator('input').fill('services');
    await settled(page, 0);

    // Reorder by keyboard: the selected section one place up.
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByText('featureBoxes', { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // Add a section by keyboard: the library item's "Add" button is a Tab stop, and Enter inserts the
    // block's example after the selected section (now the second) and selects it, so its form opens.
    await panel(page, 'Blocks');
    const addBoxes = page.getByRole('button', { name: 'Add featureBoxes', exact: true });
    await addBoxes.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(addBoxes).toBeFocused();
    await page.keyboard.press('Enter');
    const example = exampleProps(repository, 'featureBoxes')!;
    await expect(preview.getByRole('heading', { name: String(example.title), exact: true })).toBeVisible();
    await expect(field(page, 'title').locator('input')).toHaveValue(String(example.title));
    await panel(page, 'Outline');

    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');

    const expected = JSON.parse(before);
    const boxes = expected.sections[2];
    boxes.id = 'services';
    boxes.props.title = 'Our Connected Services';
    boxes.props.boxes.push({ title: 'Edge Computing' });
    [expected.sections[1], expected.sections[2]] = [boxes, expected.sections[1]];
    expected.sections.splice(2, 0, { type: 'featureBoxes', props: example });
    const after = read('pages/iot.json');
    expect(JSON.parse(after)).toEqual(expected);
    // The sections the author did not touch keep their text, line for line.
    const untouched = before
      .split('\n')
      .filter((line) => !/Our IoT Services|"props": \{|"type": "featureBoxes"/.test(line));
    expect(untouched.filter((line) => !after.split('\n').includes(line))).toEqual([]);

    // A shared section's form marks the props this page changes (/iot hides the fun facts' button).
    // The Outline is still open (pressing its heading again would fold it).
    await page
      .getByText('Shared: fun-facts', { exact: true })
      .filter({ visible: true })
      .first()
      .click({ timeout: 30_000 });
    await expect(page.locator('[data-overridden]').filter({ visible: true })).toHaveAttribute('data-overridden', 'cta');

    // npm run validate passes, and npm run build publishes the change.
    await runCommand(root, 'validate');
    await runCommand(root, 'build');
    const html = read(`dist/${routeFile('/iot')}`);
    for (const text of ['Our Connected Services', 'Edge Computing', 'id="services"', String(example.title)])
      expect(html).toContain(text);
  });

  // docs/authoring.md, "Try it: a new landing page with the editor alone", step by step, without a JSON file.
  test("the guide's new-author walk: a page created, its title, heading and breadcrumb changed, boxes and a shared section added by keyboard, an icon picked, saved and built", async ({
    page,
  }) => {
    // 1. Create the page from the list.
    await page.goto(`${base}/edit`);
    await page.getByLabel('Path of the new page').fill('/cloud-backup');
    await page.getByRole('button', { name: 'Create the page' }).click();
    await expect(page.locator('[data-editor-file="pages/cloud-backup.json"][data-validation="done"]')).toBeVisible({
      timeout: 90_000,
    });
    const preview = page.frameLocator('#preview-frame');

    // 2. With no section selected, the form holds the page's own fields.
    await field(page, 'title').locator('input').fill('Cloud Backup for Small Teams');
    await field(page, 'description')
      .locator('input, textarea')
      .first()
      .fill('Nightly encrypted backups of every laptop and server, restored in minutes.');

    // 3. The page title section: its heading and the last breadcrumb.
    await panel(page, 'Outline');
    await page.getByText('pageTitle', { exact: true }).filter({ visible: true }).first().click();
    await field(page, 'title').locator('input').fill('Cloud Backup');
    await expect(preview.getByRole('heading', { level: 1, name: 'Cloud Backup' })).toBeVisible();
    // A list entry is summed up by its label: the new page's last breadcrumb is named from its path.
    await field(page, 'breadcrumbs').getByRole('button', { name: 'Cloud Backup', exact: true }).click();
    await field(page, 'breadcrumbs[1].label').locator('input').fill('Backup');

    // 4. Feature boxes after it, by keyboard; a text changed and an icon picked.
    await panel(page, 'Blocks');
    await page.getByRole('button', { name: 'Add featureBoxes', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'boxes')).toBeVisible();
    await field(page, 'title').locator('input').fill('What Is Backed Up');
    const firstBox = (exampleProps(repository, 'featureBoxes')!.boxes as { title: string }[])[0].title;
    await field(page, 'boxes').getByRole('button', { name: firstBox, exact: true }).click();
    await field(page, 'boxes[0].title').locator('input').fill('Every Laptop');
    await field(page, 'boxes[0].icon').getByRole('button', { name: 'laptop', exact: true }).click();
    await expect(preview.getByRole('heading', { name: 'Every Laptop' })).toBeVisible();

    // 5. The shared partners row at the end (the boxes, the last section, are still selected).
    await page.getByRole('button', { name: 'Add Shared: partners', exact: true }).focus();
    await page.keyboard.press('Enter');
    // The preview brings the added section into view.
    await expect(preview.locator('[data-block="partners"]')).toBeInViewport();

    // 6. No problems, save; the file is what an author would have written, and it checks and builds.
    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');
    const saved = JSON.parse(read('pages/cloud-backup.json'));
    expect(saved).toMatchObject({ path: '/cloud-backup', title: 'Cloud Backup for Small Teams' });
    expect(sectionTypes(saved)).toEqual(['pageTitle', 'featureBoxes', 'use:partners']);
    expect(saved.sections[0].props.breadcrumbs.at(-1)).toEqual({ label: 'Backup' });
    expect(saved.sections[1].props.boxes[0]).toMatchObject({ title: 'Every Laptop', icon: 'laptop' });
    // The build checks every page first, as npm run validate does, and stops on any problem.
    await runCommand(root, 'build');
    const html = read(`dist/${routeFile('/cloud-backup')}`);
    for (const text of [
      '<title>Cloud Backup for Small Teams',
      'What Is Backed Up',
      'Every Laptop',
      '#laptop',
      'Nightly encrypted backups',
    ])
      expect(html).toContain(text);
  });

  /**
   * Drags `item` to `to` (page coordinates) with the mouse in small steps, as a hand does; `dropReady`
   * waits for the editor to show where the drop lands before the button is released.
   */
  async function drag(page: Page, item: Locator, to: { x: number; y: number }, dropReady: () => Promise<void>) {
    const box = (await item.boundingBox())!;
    const from = { x: box.x + 10, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y + 6, { steps: 3 }); // past the drag's start threshold
    await expect(page.locator('[data-dnd-dragging]').first()).toBeAttached();
    await page.mouse.move(to.x, to.y, { steps: 25 });
    await dropReady();
    await page.mouse.up();
  }

  test('on a long page: a section added at the end is scrolled to and selected; a library block dropped into the page and a section dragged in the Outline; the saved file follows', async ({
    page,
  }) => {
    const before = JSON.parse(read('pages/developer.json'));
    await openEditor(page, 'pages/developer.json');
    const preview = page.frameLocator('#preview-frame');
    const sections = preview.locator('[data-block]');

    // Nothing selected: "Add" puts the section at the end, the preview scrolls to it and its form opens.
    await page.getByRole('button', { name: 'Add featureSplit', exact: true }).click();
    await expect(sections).toHaveCount(before.sections.length + 1);
    await expect(sections.last()).toHaveAttribute('data-block', 'featureSplit');
    await expect(sections.last()).toBeInViewport();
    await expect(field(page, 'anchor')).toBeVisible(); // a section's form (the page's has no anchor)
    await page.keyboard.press('Control+z'); // undone: the page as it was
    await expect(sections).toHaveCount(before.sections.length);

    // From the library onto the upper part of the first section: the new section goes before it.
    await sections.first().scrollIntoViewIfNeeded();
    const first = (await sections.first().boundingBox())!;
    const library = page.getByText('callToAction', { exact: true }).filter({ visible: true }).first();
    await drag(page, library, { x: first.x + first.width / 2, y: first.y + Math.min(40, first.height / 4) }, () =>
      expect(preview.locator('[data-puck-line-placeholder]')).toBeVisible(),
    );
    await expect(sections).toHaveCount(before.sections.length + 1);
    await expect(sections.first()).toHaveAttribute('data-block', 'callToAction');

    // In the Outline: the third section dragged above the first.
    await panel(page, 'Outline');
    const layers = page.locator('[class*="Layer-name"]').filter({ visible: true });
    const moved = await layers.nth(2).textContent();
    const top = (await layers.nth(0).boundingBox())!;
    // The Outline shows no placeholder to wait for: two frames let the drag library take the last move in.
    await drag(page, layers.nth(2), { x: top.x + 10, y: top.y - 4 }, () => afterTwoFrames(page));
    await expect(page.locator('[data-dnd-dragging]')).toHaveCount(0);
    await expect(layers.first()).toHaveText(moved!);

    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');
    const expected = structuredClone(before);
    expected.sections.unshift({ type: 'callToAction', props: exampleProps(repository, 'callToAction') });
    expected.sections.unshift(...expected.sections.splice(2, 1));
    const saved = JSON.parse(read('pages/developer.json'));
    expect(sectionTypes(saved)).toEqual(sectionTypes(expected));
    expect(saved).toEqual(expected);
  });

  test('an FAQ answer, a rich text: words made bold and linked with the buttons, a broken link refused at once, saved as markup and built as elements', async ({
    page,
  }) => {
    const before = JSON.parse(read('pages/faq.json'));
    const faqIndex = before.sections.findIndex((section: { type?: string }) => section.type === 'faq');
    const first = before.sections[faqIndex].props.questions[0];
    await openEditor(page, 'pages/faq.json');
    await panel(page, 'Outline');
    await page.getByText('faq', { exact: true }).filter({ visible: true }).first().click();
    await field(page, 'questions').getByText(first.question, { exact: true }).click();
    const answer = field(page, 'questions[0].answer');
    const paragraph = answer.getByRole('textbox', { name: 'Paragraph 1' });
    const preview = page.frameLocator('#preview-frame');

    /** Selects `words` in the paragraph, as a hand does with the keyboard. */
    async function select(words: string) {
      const text = await paragraph.inputValue();
      const start = text.indexOf(words);
      await paragraph.focus();
      await paragraph.press('Control+Home');
      for (let step = 0; step < start; step++) await paragraph.press('ArrowRight');
      for (let step = 0; step < words.length; step++) await paragraph.press('Shift+ArrowRight');
    }

    await paragraph.fill('Yes: our price guarantee covers every plan.');
    await select('price guarantee');
    await answer.getByRole('button', { name: 'Bold' }).click();
    await expect(paragraph).toHaveValue('Yes: our **price guarantee** covers every plan.');
    await expect(preview.locator('strong', { hasText: 'price guarantee' })).toBeAttached();

    await select('every plan');
    await answer.getByRole('combobox', { name: 'Link to' }).fill('/pricing');
    await answer.getByRole('button', { name: 'Link', exact: true }).click();
    const written = 'Yes: our **price guarantee** covers [every plan](/pricing).';
    await expect(paragraph).toHaveValue(written);
    await expect(preview.locator('a[href="/pricing"]', { hasText: 'every plan' })).toBeAttached();

    // A link inside the text is checked like every link, as it is typed.
    await paragraph.fill(written.replace('/pricing', '/pricng'));
    await settled(page, 1);
    await expect(field(page, 'questions[0].answer[0]').getByRole('alert')).toHaveText(
      /broken link: no page has the path "\/pricng"; did you mean "\/pricing"\?/,
    );
    await paragraph.fill(written);
    await settled(page, 0);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');
    const saved = JSON.parse(read('pages/faq.json'));
    expect(saved.sections[faqIndex].props.questions[0].answer).toEqual([written]);
    const expected = structuredClone(before);
    expected.sections[faqIndex].props.questions[0].answer = [written];
    expect(saved).toEqual(expected);

    await runCommand(root, 'build');
    const html = read(`dist/${routeFile('/faq')}`);
    expect(html).toMatch(/Yes: our <strong>price guarantee<\/strong> covers <a [^>]*href="\/pricing"/);
  });

  test("a phone photo dropped on a picture field is added, chosen with no size written (the file's is shown, turned as the phone held it), and its description asked for", async ({
    page,
  }) => {
    await openEditor(page, 'pages/_site.json');
    const logo = field(page, 'brand.logo');
    const photo = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#446688' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const dropped = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'Team Photo.JPG', { type: 'image/jpeg' }));
        return transfer;
      },
      [...photo],
    );
    await logo.getByLabel('File in public/').dispatchEvent('drop', { dataTransfer: dropped });
    await expect(logo.getByLabel('File in public/')).toHaveValue('/images/uploads/team-photo.jpg');
    expect(readFileSync(join(root, 'public/images/uploads/team-photo.jpg'))).toEqual(photo);
    await expect(logo.getByLabel('Alternative text')).toBeFocused();
    await expect(logo.getByText('Say what the picture shows')).toBeVisible();
    await expect(logo.getByLabel('Width')).toHaveValue('');
    await expect(logo.getByLabel('Width')).toHaveAttribute('placeholder', '2000');
    await expect(logo.getByLabel('Height')).toHaveAttribute('placeholder', '3000');
    await expect(logo.getByText('from the file: 2000 × 3000')).toBeVisible();
  });

  test('a page opened and saved without a change keeps its bytes; a shared section names its pages before saving', async ({
    page,
    context,
  }) => {
    const before = read('pages/web-hosting.json');
    await openEditor(page, 'pages/web-hosting.json');
    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('No change to save');
    expect(read('pages/web-hosting.json')).toBe(before);

    // In a page of its own: Puck's canvas, left mid-measure by a navigation, logs a warning of its own.
    const shared = await context.newPage();
    await openEditor(shared, 'pages/_sections/partners.json');
    await settled(shared, 0);
    await shared.getByRole('button', { name: 'Save', exact: true }).click();
    const usedBy = readdirSync(join(root, 'pages')).filter(
      (name) => name.endsWith('.json') && !name.startsWith('_') && read(`pages/${name}`).includes('"use": "partners"'),
    );
    await expect(shared.getByRole('button', { name: `Save for all ${usedBy.length} page(s)` })).toBeVisible();
  });
});

test('the build carries nothing of the editor: no page at /edit, no Puck, no editor endpoint in any asset', async ({
  request,
}) => {
  const dist = join(repository, 'dist');
  expect(existsSync(join(dist, 'edit'))).toBe(false);
  for (const name of readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file))) {
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    expect(code, name).not.toContain('__editor/');
    expect(code, name).not.toMatch(/puck/i);
  }
  expect((await request.get('/edit')).status()).toBe(404);
});
