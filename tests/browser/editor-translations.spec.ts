// Translation in the visual editor, as a translator meets it: the start screen shows each language's
// figures and each page's state in every language, as npm run validate counts them, and starts a
// page's translation from the keyboard; the German pricing page opens beside its source, each text
// with the English words and its state; an English title changed in the editor makes the German one
// stale with the new words, and "Copy from source" then "Mark as translated", pressed from the
// keyboard, make it translated, as npm run validate then counts it. The site settings', a shared
// section's, a post's and the layouts' translations open the same way, from their source's screen,
// and a translation's preview is drawn in its language. Each screen passed through is checked by axe.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { fingerprint } from '../../src/content/translations/fingerprints';
import { openEditor, runCommand, seriousViolations, startEditorServer, type EditorServer } from './editorServer';
import { expect, test } from './fixtures';

let editor: EditorServer;

test.describe('translation in the visual editor', () => {
  // The first visit bundles Puck and compiles every block on a server of its own: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    editor = await startEditorServer();
    // A page with no German translation, whatever German the repository ships.
    rmSync(join(editor.root, 'pages/de/faq.json'), { force: true });
  });

  const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).filter({ visible: true });
  const note = (page: Page, key: string) => page.locator(`[data-translation-key="${key}"]`).filter({ visible: true });
  /** npm run validate's summary line for German, in figures. */
  const germanFigures = async () => {
    const { stdout } = await runCommand(editor.root, 'validate');
    const [, percent, stale, missing] = /^de: (\d+)% translated, (\d+) stale, (\d+) missing$/m.exec(stdout)!;
    return { percent: Number(percent), stale: Number(stale), missing: Number(missing) };
  };
  const save = async (page: Page) => {
    await expect(page.locator('[data-validation="done"][data-problems="0"]')).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved', { timeout: 60_000 });
  };
  test.afterAll(async () => editor?.close());

  test("the page list shows each language's completeness, and starts a page's translation from the keyboard", async ({
    page,
  }) => {
    const { base, root } = editor;
    await page.goto(`${base}/edit`);
    // The language's figures are those of npm run validate's summary line.
    const { percent, stale, missing } = await germanFigures();
    const languages = page.getByRole('region', { name: 'Languages' });
    await expect(languages.locator('[data-language-summary="de"]')).toHaveText(
      `Deutsch (de) ${percent} % translated, ${stale} stale, ${missing} missing`,
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
    const after = await germanFigures();
    expect(after.stale).toBe(stale);
    expect(after.missing).toBeGreaterThan(missing);
  });

  test('a translation opens beside its source; a changed source text is stale with its new words until copied and marked as translated', async ({
    page,
  }) => {
    const { base, root } = editor;
    const german = 'pages/de/pricing.json';
    const before = await germanFigures();
    await openEditor(page, base, german);
    await expect(page.getByText('Translating pages/pricing.json into Deutsch')).toBeVisible();
    // The page's own fields: the title translated, beside its English words; the path from the source.
    await expect(field(page, 'title').locator('input')).toHaveValue('Preise');
    await expect(note(page, 'title')).toHaveAttribute('data-translation-state', 'translated');
    await expect(note(page, 'title').locator('[data-source-text]')).toHaveText('Pricing');
    await expect(field(page, 'path').locator('input')).toBeDisabled();
    await expect(page.locator('[data-from-source="path"]').filter({ visible: true })).toHaveText(
      'Comes from the English page: the same in every language.',
    );
    // A section's texts the same way; its structure is its source's: no entry added, moved or removed.
    // The Outline shows first: the library has nothing to add.
    await page.getByText('pageTitle', { exact: true }).filter({ visible: true }).first().click();
    const label = note(page, 'sections[0].props.breadcrumbs[0].label');
    await field(page, 'breadcrumbs').getByRole('button', { name: 'Startseite' }).click();
    await expect(label.locator('[data-source-text]')).toHaveText('Home');
    await expect(label).toHaveAttribute('data-translation-state', 'translated');
    await expect(field(page, 'breadcrumbs').getByRole('button', { name: /^(Add to|Remove|Move)/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Move up (Alt+↑)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Page', exact: true }).first().click();
    await expect(note(page, 'title')).toBeVisible();

    const header = page.getByRole('navigation', { name: 'This page in other languages' });
    await expect(header.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    // Checked with the library shown, as the other editor specs check it: Puck's Outline marks each
    // layer a draggable button around its own button, in every editor.
    await page.getByText('Blocks', { exact: true }).first().click();
    await expect(page.getByText('A translation has the sections of its source page')).toBeVisible();
    expect(await seriousViolations(page), 'a translation in the editor').toEqual([]);

    // The English title changes, from the English page reached through the header.
    await header.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('[data-editor-file="pages/pricing.json"][data-validation="done"]')).toBeVisible({
      timeout: 90_000,
    });
    await field(page, 'title').locator('input').fill('Plans and prices');
    await save(page);
    expect((await germanFigures()).stale).toBe(before.stale + 1);

    await openEditor(page, base, german);
    await expect(note(page, 'title')).toHaveAttribute('data-translation-state', 'stale');
    await expect(note(page, 'title').locator('[data-source-text]')).toHaveText('Plans and prices');
    await expect(note(page, 'title')).toContainText('Stale: the source changed since it was translated');

    const copy = page.getByRole('button', { name: 'Copy from source: Title' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(field(page, 'title').locator('input')).toHaveValue('Plans and prices');
    const mark = page.getByRole('button', { name: 'Mark as translated: Title' });
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect(note(page, 'title')).toHaveAttribute('data-translation-state', 'translated');
    await expect(mark).toBeHidden();
    await save(page);
    const saved = JSON.parse(readFileSync(join(root, german), 'utf8'));
    expect(saved.title).toBe('Plans and prices');
    expect(saved.sources.title).toBe(fingerprint('Plans and prices'));
    expect((await germanFigures()).stale).toBe(before.stale);
  });

  /** Changes a file of the editor's copy as an author would by hand, keeping its layout. */
  const rewrite = (file: string, change: (value: Record<string, any>) => void) => {
    const path = join(editor.root, file);
    const value = JSON.parse(readFileSync(path, 'utf8'));
    change(value);
    writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
  };
  /** The lines of `after` that differ from `before`'s, both of the same length. */
  const changedLines = (before: string, after: string) =>
    after.split('\n').filter((line, index) => line !== before.split('\n')[index]);

  /** The German translation `translation` opened from its source's screen, once its first check is back. */
  async function openGermanFrom(page: Page, source: string, translation: string, query = '') {
    await openEditor(page, editor.base, source, query);
    await page.getByRole('navigation', { name: 'In other languages' }).getByRole('link', { name: 'Deutsch' }).click();
    await expect(page.locator(`[data-editor-file="${translation}"][data-validation="done"]`)).toBeVisible({
      timeout: 90_000,
    });
  }

  /**
   * A translation opened from its source's screen: `stale`, a text whose source changed, is copied
   * from the source and marked as translated from the keyboard, and saving changes its line and its
   * fingerprint alone; `missing`, a text the translation lacks, shows its source words meanwhile; a
   * value that comes from the source says so, naming the source as `what` it is ("post").
   */
  async function translateOne(
    page: Page,
    {
      file,
      stale,
      missing,
      words,
      what,
    }: { file: string; stale: string; missing: { key: string; source: string }; words: string; what: string },
  ) {
    const { root } = editor;
    await expect(page.getByText(`into Deutsch. Under each text`)).toBeVisible();
    // A value that is not a text is named as coming from the source, as what the source is.
    await expect(page.locator('[data-from-source]').filter({ visible: true }).first()).toHaveText(
      `Comes from the English ${what}: the same in every language.`,
    );
    await expect(note(page, stale)).toHaveAttribute('data-translation-state', 'stale');
    await expect(note(page, stale).locator('[data-source-text]')).toHaveText(words);
    await expect(note(page, missing.key)).toHaveAttribute('data-translation-state', 'missing');
    await expect(note(page, missing.key).locator('[data-source-text]')).toHaveText(missing.source);
    expect(await seriousViolations(page), file).toEqual([]);

    const before = readFileSync(join(root, file), 'utf8');
    const copy = note(page, stale).getByRole('button', { name: /^Copy from source/ });
    await copy.focus();
    await page.keyboard.press('Enter');
    const mark = note(page, stale).getByRole('button', { name: /^Mark as translated/ });
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect(note(page, stale)).toHaveAttribute('data-translation-state', 'translated');
    await expect(note(page, missing.key)).toHaveAttribute('data-translation-state', 'missing');
    await save(page);
    expect(changedLines(before, readFileSync(join(root, file), 'utf8'))).toEqual([
      expect.stringContaining(JSON.stringify(words)),
      expect.stringContaining(`"${stale}": "${fingerprint(words)}"`),
    ]);
  }

  test("the site settings' translation opens from the menus' screen, each text with its source words and state", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const words = ' | Nexus IT solutions for every team';
    rewrite('pages/_site.json', (site) => (site.titleSuffix = words));
    const about = JSON.parse(readFileSync(join(editor.root, 'pages/_site.json'), 'utf8')).footer.about;
    rewrite('pages/de/_site.json', (german) => {
      delete german.footer.about;
      delete german.sources['footer.about'];
    });
    await openGermanFrom(page, 'pages/_site.json', 'pages/de/_site.json', '&part=menus');
    const languages = page.getByRole('navigation', { name: 'In other languages' });
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: test.info().outputPath('site-translation-1366.png') });
    await translateOne(page, {
      file: 'pages/de/_site.json',
      what: 'site settings',
      stale: 'titleSuffix',
      missing: { key: 'footer.about', source: about },
      words,
    });
  });

  test("a shared section's translation opens from the shared section, each text with its source words and state", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const words = 'Plans for every team';
    const source = 'pages/_sections/hosting-plans.json';
    rewrite(source, (section) => (section.props.title = words));
    const text = JSON.parse(readFileSync(join(editor.root, source), 'utf8')).props.text;
    rewrite('pages/de/_sections/hosting-plans.json', (german) => {
      delete german.props.text;
      delete german.sources['props.text'];
    });
    await openGermanFrom(page, source, 'pages/de/_sections/hosting-plans.json');
    // The preview draws the section as its files have it: the block example's note under the plans,
    // a prop this section leaves out, is not drawn (in English) where the site shows nothing.
    const preview = page.frameLocator('#preview-frame');
    await expect(preview.locator('[data-block="pricing"]')).toBeVisible();
    const exampleNote = JSON.parse(readFileSync('src/blocks/pricing/example.json', 'utf8')).note;
    await expect(preview.getByText(exampleNote)).toHaveCount(0);
    await page.getByText('pricing', { exact: true }).filter({ visible: true }).first().click();
    await page.screenshot({ path: test.info().outputPath('section-translation-1366.png') });
    // Checked with the library shown: Puck's Outline nests a button in each draggable layer.
    await page.getByText('Blocks', { exact: true }).first().click();
    await translateOne(page, {
      file: 'pages/de/_sections/hosting-plans.json',
      what: 'shared section',
      stale: 'props.title',
      missing: { key: 'props.text', source: text },
      words,
    });
  });

  test("a post's translation opens from the post, each text with its source words and state", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const words = 'How cloud hosting cuts what you pay';
    const source = 'pages/blog/how-cloud-hosting-cuts-costs.json';
    rewrite(source, (post) => (post.title = words));
    const excerpt = JSON.parse(readFileSync(join(editor.root, source), 'utf8')).excerpt;
    rewrite('pages/de/blog/how-cloud-hosting-cuts-costs.json', (german) => {
      delete german.excerpt;
      delete german.sources.excerpt;
    });
    await openGermanFrom(page, source, 'pages/de/blog/how-cloud-hosting-cuts-costs.json');
    await page.screenshot({ path: test.info().outputPath('post-translation-1366.png') });
    await translateOne(page, {
      file: 'pages/de/blog/how-cloud-hosting-cuts-costs.json',
      what: 'post',
      stale: 'title',
      missing: { key: 'excerpt', source: excerpt },
      words,
    });
  });

  test("a collection's layout's translation opens at a text, each text with its source words and state", async ({
    page,
  }) => {
    const { base } = editor;
    await page.setViewportSize({ width: 1366, height: 900 });
    const words = 'Read on';
    const file = 'pages/de/_layouts/blog.json';
    rewrite('pages/_layouts/blog.json', (layout) => (layout.sections[1].props.postNav.label = words));
    rewrite(file, (german) => {
      delete german.sections[1].props.postNav.previous;
      delete german.sources['sections[1].props.postNav.previous'];
    });
    await openEditor(page, base, file, `&at=${encodeURIComponent('["sections",1,"props","postNav","label"]')}`);
    await page.screenshot({ path: test.info().outputPath('layout-translation-1366.png') });
    await page.getByText('Blocks', { exact: true }).first().click();
    await translateOne(page, {
      file,
      what: 'layout',
      stale: 'sections[1].props.postNav.label',
      missing: { key: 'sections[1].props.postNav.previous', source: 'Previous Post' },
      words,
    });
  });

  test('the tag pages\' layout\'s translation opens from the layout, its preview fills "{tag}" in its language, and saving changes that file alone', async ({
    page,
  }) => {
    const { root } = editor;
    await page.setViewportSize({ width: 1366, height: 900 });
    const words = 'Posts with the tag {tag}';
    const file = 'pages/de/_layouts/blog-tag.json';
    rewrite('pages/_layouts/blog-tag.json', (layout) => (layout.title = words));
    const description = JSON.parse(readFileSync(join(root, 'pages/_layouts/blog-tag.json'), 'utf8')).description;
    rewrite(file, (german) => {
      delete german.description;
      delete german.sources.description;
    });
    await openGermanFrom(page, 'pages/_layouts/blog-tag.json', file);
    // The preview shows a tag's page in German: a real tag where the layout writes "{tag}".
    const preview = page.frameLocator('#preview-frame');
    const banner = preview.locator('[data-block="pageTitle"]');
    await expect(banner.getByText('Startseite', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(banner.getByRole('heading')).not.toHaveText('');
    await expect(preview.locator('body')).not.toContainText('{tag}');
    await expect(note(page, 'description')).toContainText('Missing: the pages of this layout show');
    await page.screenshot({ path: test.info().outputPath('tag-layout-translation-1366.png') });
    const everyFile = () =>
      new Map(
        readdirSync(join(root, 'pages'), { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.json'))
          .map((name) => [`pages/${name}`, readFileSync(join(root, 'pages', name), 'utf8')]),
      );
    const before = everyFile();
    await page.getByText('Blocks', { exact: true }).first().click();
    await translateOne(page, {
      file,
      what: 'layout',
      stale: 'title',
      missing: { key: 'description', source: description },
      words,
    });
    const after = everyFile();
    expect([...after.keys()].filter((name) => after.get(name) !== before.get(name))).toEqual([file]);
  });

  test('a layout\'s preview fills "{title}" with the title of the post it draws, in the source and in its translation', async ({
    page,
  }) => {
    const { base, root } = editor;
    await page.setViewportSize({ width: 1366, height: 900 });
    const posts = readdirSync(join(root, 'pages/blog')).map((name) => ({
      name,
      ...(JSON.parse(readFileSync(join(root, 'pages/blog', name), 'utf8')) as { title: string; date: string }),
    }));
    // The preview draws the newest post.
    const newest = posts.sort((a, b) => b.date.localeCompare(a.date))[0];
    const germanTitle = JSON.parse(readFileSync(join(root, 'pages/de/blog', newest.name), 'utf8')).title as string;
    for (const { file, title } of [
      { file: 'pages/_layouts/blog.json', title: newest.title },
      { file: 'pages/de/_layouts/blog.json', title: germanTitle },
    ]) {
      await openEditor(page, base, file);
      const preview = page.frameLocator('#preview-frame');
      const banner = preview.locator('[data-block="pageTitle"]');
      await expect(banner.getByRole('heading', { name: title })).toBeVisible({ timeout: 60_000 });
      await expect(banner.getByText(title, { exact: true })).toHaveCount(2);
      await expect(preview.locator('body')).not.toContainText('{title}');
    }
    await page.screenshot({ path: test.info().outputPath('layout-translation-title-1366.png') });
  });

  test("a translation's preview (a page's, a post's, a layout's) shows its language's header and footer, in its language's direction", async ({
    page,
  }) => {
    const { base, root } = editor;
    await page.setViewportSize({ width: 1366, height: 900 });
    const menuLabel = (code: string) =>
      JSON.parse(readFileSync(join(root, `pages/${code}/_site.json`), 'utf8')).menus.main[0].label as string;
    for (const { file, code, dir } of [
      { file: 'pages/ar/pricing.json', code: 'ar', dir: 'rtl' },
      { file: 'pages/de/contact.json', code: 'de', dir: 'ltr' },
      { file: 'pages/de/blog/how-cloud-hosting-cuts-costs.json', code: 'de', dir: 'ltr' },
      { file: 'pages/de/_layouts/blog.json', code: 'de', dir: 'ltr' },
    ]) {
      await openEditor(page, base, file);
      const preview = page.frameLocator('#preview-frame');
      await expect(preview.locator('[data-preview-language]')).toHaveAttribute('lang', code);
      await expect(preview.locator('[data-preview-language]')).toHaveAttribute('dir', dir);
      await expect(preview.locator('html')).toHaveAttribute('dir', dir);
      await expect(preview.locator('header').getByText(menuLabel(code), { exact: true }).first()).toBeAttached();
      // The English menu's first entry is not shown.
      await expect(preview.locator('header').getByText('Home', { exact: true })).toHaveCount(0);
      if (file.includes('/blog/'))
        await page.screenshot({ path: test.info().outputPath('post-translation-preview-1366.png') });
    }
  });
  test("a translation not written yet is started from its source's screen, written empty, opened, edited and saved: the site settings', a shared section's, a post's and a layout's", async ({
    page,
  }) => {
    const { base, root } = editor;
    await page.setViewportSize({ width: 1366, height: 900 });
    // Files with no Arabic translation, whatever Arabic the repository ships.
    rmSync(join(root, 'pages/ar/_site.json'));
    const section = readdirSync(join(root, 'pages/_sections')).find(
      (name) => !existsSync(join(root, 'pages/ar/_sections', name)),
    )!;
    const sectionType = JSON.parse(readFileSync(join(root, 'pages/_sections', section), 'utf8')).type as string;
    for (const { source, outline, checked } of [
      { source: 'pages/_site.json', checked: true },
      { source: `pages/_sections/${section}`, outline: sectionType },
      { source: 'pages/blog/how-cloud-hosting-cuts-costs.json', checked: true },
      { source: 'pages/_layouts/blog.json', outline: 'pageTitle' },
    ]) {
      const translation = `pages/ar/${source.slice('pages/'.length)}`;
      await openEditor(page, base, source);
      const start = page
        .getByRole('navigation', { name: 'In other languages' })
        .getByRole('button', { name: `Translate ${source} into العربية` });
      if (checked) {
        await page.screenshot({ path: test.info().outputPath(`start-${source.split('/').at(-1)}-1366.png`) });
        expect(await seriousViolations(page), `${source} with "Translate into"`).toEqual([]);
      }
      await start.focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(`[data-editor-file="${translation}"][data-validation="done"]`)).toBeVisible({
        timeout: 90_000,
      });
      expect(readFileSync(join(root, translation), 'utf8'), translation).toBe('{}\n');
      await expect(page.locator(`[data-created="${translation}"]`).filter({ visible: true })).toContainText(
        `Started the العربية translation of ${source}`,
      );
      if (outline) await page.getByText(outline, { exact: true }).filter({ visible: true }).first().click();
      const first = page.locator('[data-translation-key]').filter({ visible: true }).first();
      await expect(first).toHaveAttribute('data-translation-state', 'missing');
      const words = await first.locator('[data-source-text]').textContent();
      if (checked) {
        await page.screenshot({ path: test.info().outputPath(`started-${source.split('/').at(-1)}-1366.png`) });
        expect(await seriousViolations(page), `${translation} just started`).toEqual([]);
      }
      await first.getByRole('button', { name: /^Copy from source/ }).click();
      await save(page);
      expect(readFileSync(join(root, translation), 'utf8'), translation).toContain(JSON.stringify(words));
    }
  });
});
