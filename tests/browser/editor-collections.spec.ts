// The collections in the visual editor, as an author meets them: the start screen counts the blog
// posts and the case studies; a new post is made from its title alone (its file name and date filled
// in), its fields filled and its title changed, then saved; the file holds what was typed, and the
// blog list of /blog-grid shows the post in the editor's preview. Each screen passed through is
// checked by axe, and the way there is taken with the keyboard.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { openEditor, seriousViolations, startEditorServer, type EditorServer } from './editorServer';
import { expect, test } from './fixtures';

let editor: EditorServer;

test.describe('collections in the visual editor', () => {
  // The first visit bundles Puck and compiles every block on a server of its own: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    editor = await startEditorServer();
  });
  test.afterAll(async () => editor?.close());

  const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).filter({ visible: true });
  const accessible = async (page: Page, screen: string) => expect(await seriousViolations(page), screen).toEqual([]);
  const json = (file: string) => JSON.parse(readFileSync(join(editor.root, file), 'utf8'));
  const settled = (page: Page, problems: number) =>
    expect(page.locator(`[data-validation="done"][data-problems="${problems}"]`)).toBeVisible({ timeout: 60_000 });

  test('a new post from its title: created, filled in, renamed and saved, it is in its file and on the blog list', async ({
    page,
    consoleProblems,
  }) => {
    const { base } = editor;
    await page.goto(`${base}/edit`);
    const posts = page.getByRole('link', { name: 'Blog posts (6)', exact: true });
    await expect(posts).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole('link', { name: 'Projects (8)', exact: true })).toBeVisible();

    // To the blog's list by the keyboard: the link takes the focus and Enter follows it.
    await posts.focus();
    await expect(posts).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog posts (6)' })).toBeVisible();
    const list = page.locator('[data-collection="blog"]');
    await expect(list.locator('[data-entry]')).toHaveCount(6);
    await expect(list.getByRole('link', { name: 'Blog post layout' })).toHaveAttribute(
      'href',
      '/edit?file=pages%2F_layouts%2Fblog.json',
    );
    await accessible(page, 'the list of blog posts');

    // A title already taken is refused, with the file that has it.
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('How Cloud Hosting Cuts Costs');
    await title.press('Enter');
    await expect(page.getByRole('alert')).toContainText('pages/blog/how-cloud-hosting-cuts-costs.json exists already');
    // The browser logs the refusal's status; nothing else went wrong.
    expect(consoleProblems).toEqual([expect.stringMatching(/status of 422/)]);
    consoleProblems.length = 0;

    // The title alone: the file is made from it, dated today, and opens.
    await title.fill('Our First Launch');
    await title.press('Enter');
    const file = 'pages/blog/our-first-launch.json';
    await expect(page.locator(`[data-editor-file="${file}"]`)).toBeVisible({ timeout: 90_000 });
    const today = new Date().toISOString().slice(0, 10);
    expect(json(file)).toMatchObject({
      $schema: '../../schemas/blog-post.schema.json',
      title: 'Our First Launch',
      date: today,
      excerpt: '',
      parts: [{ kind: 'paragraph', text: '' }],
    });
    await expect(page.locator(`[data-created="${file}"]`).filter({ visible: true })).toBeVisible();
    // What the schema asks for is named until it is filled in: the author, the picture, the excerpt, the paragraph.
    await settled(page, 4);
    await accessible(page, 'a new post in the editor');

    await field(page, 'title').locator('input').fill('Our First Product Launch');
    await field(page, 'author').locator('input').fill('Sarah Taylor');
    await field(page, 'picture').getByLabel('File in public/').selectOption('/images/blog/blog-1.svg');
    await field(page, 'picture').getByLabel('Alternative text').fill('Our new product on a laptop');
    await field(page, 'excerpt').locator('textarea').fill('What we launched today, and why.');
    await field(page, 'parts[0].text').locator('textarea').fill('We launched our first product today.');
    await settled(page, 0);

    // The preview shows the post through the blog's layout, as the site will.
    const preview = page.frameLocator('#preview-frame');
    await expect(
      preview.locator('[data-block="pageTitle"]').getByRole('heading', { name: 'Our First Product Launch' }),
    ).toBeVisible();
    await expect(preview.getByText('We launched our first product today.')).toBeVisible();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved', { timeout: 60_000 });
    expect(json(file)).toMatchObject({
      title: 'Our First Product Launch',
      date: today,
      author: 'Sarah Taylor',
      picture: { src: '/images/blog/blog-1.svg', alt: 'Our new product on a laptop' },
      excerpt: 'What we launched today, and why.',
      parts: [{ kind: 'paragraph', text: 'We launched our first product today.' }],
    });

    // The blog list reads the collection: the new post is its first card in the editor's preview.
    await openEditor(page, base, 'pages/blog-grid.json');
    const card = page.frameLocator('#preview-frame').getByRole('link', { name: 'Our First Product Launch' }).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', '/blog/our-first-launch');

    // The start screen counts it.
    await page.goto(`${base}/edit`);
    await expect(page.getByRole('link', { name: 'Blog posts (7)', exact: true })).toBeVisible({ timeout: 90_000 });
  });

  test('a new case study is undone from its notice, and the layout opens like a page with the newest case study in its place', async ({
    page,
  }) => {
    const { base, root } = editor;
    await page.goto(`${base}/edit?collection=projects`);
    await expect(page.getByRole('heading', { level: 1, name: 'Projects (8)' })).toBeVisible({ timeout: 90_000 });
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill('Warehouse Robots');
    await page.getByRole('button', { name: 'Create the case study' }).click();
    const file = 'pages/projects/warehouse-robots.json';
    const notice = page.locator(`[data-created="${file}"]`).filter({ visible: true });
    await expect(notice).toBeVisible({ timeout: 90_000 });
    expect(json(file)).toMatchObject({ title: 'Warehouse Robots', client: '', category: '', details: [''] });

    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects (8)' })).toBeVisible({ timeout: 90_000 });
    expect(existsSync(join(root, file))).toBe(false);

    await page.getByRole('link', { name: 'Case study layout' }).click();
    await expect(page.locator('[data-editor-file="pages/_layouts/projects.json"][data-validation="done"]')).toBeVisible(
      {
        timeout: 90_000,
      },
    );
    // The entry's section draws the newest case study with the layout's words around it.
    const newest = json('pages/projects/smart-office.json');
    const preview = page.frameLocator('#preview-frame');
    await expect(preview.locator('[data-block="projectDetails"]')).toContainText(newest.client);
    await expect(preview.locator('[data-block="projectDetails"]')).toContainText('About This Project');
  });

  test("the tag pages' layout opens from the blog's list, drawn for the first tag with its posts", async ({ page }) => {
    const { base } = editor;
    await page.goto(`${base}/edit?collection=blog`);
    await page.getByRole('link', { name: 'Tag page layout' }).click();
    await expect(page.locator('[data-editor-file="pages/_layouts/blog-tag.json"][data-validation="done"]')).toBeVisible(
      { timeout: 90_000 },
    );
    // "{tag}" reads as the first tag, and the listing chooses that tag's posts.
    const preview = page.frameLocator('#preview-frame');
    await expect(preview.locator('[data-block="pageTitle"] h1')).toHaveText('Business');
    await expect(preview.locator('[data-block="blogList"]')).toContainText('How Cloud Hosting Cuts Costs');
    await expect(preview.locator('[data-block="blogList"]')).not.toContainText('Seven Habits of Reliable Teams');
    await expect(preview.locator('body')).not.toContainText('{tag}');
  });
});
