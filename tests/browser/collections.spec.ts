// A blog a customer grows: a new post file, with no other file edited, is on the blog list (on page
// 2 when the first is full), its tag's page, the landing page's teasers, the feed, the sitemap and a
// page of its own after one build; a draft is not published but the development server shows it; a
// renamed post is renamed on every card. Built from a scratch copy of the site.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scratchSite, type ScratchSite } from '../tools/scratchSite';
import { startEditorServer } from './editorServer';
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'default' });

let scratch: ScratchSite | undefined;
let origin = '';

const shipped = JSON.parse(readFileSync('pages/blog/risks-of-changing-package-owners.json', 'utf8'));
const post = (fields: Record<string, unknown>) => JSON.stringify({ ...shipped, ...fields }, null, 2);

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratch = scratchSite();
  writeFileSync(
    join(scratch.dir, 'pages/blog/our-first-post.json'),
    post({ title: 'Our First Post', date: '2026-01-05', tags: ['Launch'] }),
  );
  // Older than the three newest shipped posts: the first page of the blog list is full without it.
  writeFileSync(
    join(scratch.dir, 'pages/blog/an-older-post.json'),
    post({ title: 'An Older Post', date: '2019-05-20', tags: ['Archive'] }),
  );
  writeFileSync(
    join(scratch.dir, 'pages/blog/still-a-draft.json'),
    post({ title: 'Still a Draft', date: '2026-01-06', draft: true }),
  );
  // The first project grid split into pages of six, with its pager's words.
  const projects = join(scratch.dir, 'pages/project-style-one.json');
  const projectPage = JSON.parse(readFileSync(projects, 'utf8')) as { sections: { props: Record<string, unknown> }[] };
  const grid = projectPage.sections.find((section) => section.props.projects)!;
  grid.props.projects = { from: 'projects', perPage: 6 };
  grid.props.pager = { label: 'Project pages', previous: 'Prev', next: 'Next', pageLabel: 'Page {page}' };
  writeFileSync(projects, JSON.stringify(projectPage, null, 2));
  origin = await scratch.buildAndServe();
});

test.afterAll(async () => {
  await scratch?.remove();
});

test('a new post is first on the blog list and the teasers, and links to its own page', async ({ page }) => {
  await page.goto(`${origin}/blog-grid`);
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Our First Post');
  await first.getByRole('link', { name: 'Our First Post' }).first().click();
  await expect(page).toHaveURL(`${origin}/blog/our-first-post`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our First Post');
  await page.goto(`${origin}/`);
  await expect(page.locator('main').getByRole('link', { name: 'Our First Post' }).first()).toBeVisible();
});

test('a post that does not fit on the first page is on page 2, reached by the pager, and on its tag page', async ({
  page,
}) => {
  await page.goto(`${origin}/blog-grid`);
  await expect(page.locator('main article h2')).not.toContainText(['An Older Post']);
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/blog-grid/page/2`);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await expect(page).toHaveTitle('Blog Grid – page 2 | Nexus IT Solutions');
  await expect(page.locator('main article h2')).toContainText(['An Older Post']);
  // Search engines read the page's own HTML: its head links the pages around it.
  await page.goto(`${origin}/blog-grid/page/2`);
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/blog-grid$/);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/blog-grid\/page\/3$/);
  // Its own title says which page it is; its link preview shows the listing's card, drawn once.
  await expect(page).toHaveTitle('Blog Grid – page 2 | Nexus IT Solutions');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Blog Grid – page 2');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/cards\/blog-grid\.png$/);
  expect(existsSync(join(scratch!.dir, 'dist/cards/blog-grid.png'))).toBe(true);
  expect(existsSync(join(scratch!.dir, 'dist/cards/blog-grid--page--2.png'))).toBe(false);
  // Its own page links to its tag's page, which lists it.
  await page.goto(`${origin}/blog/an-older-post`);
  await page.locator('main article').getByRole('link', { name: 'Archive', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/blog/tag/archive`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archive');
  await expect(page.locator('main article h2')).toHaveText(['An Older Post']);
});

test("a project grid split into pages links its further page with the blog's pager", async ({ page }) => {
  await page.goto(`${origin}/project-style-one`);
  await expect(page.locator('main h2')).toHaveCount(6);
  const pager = page.getByRole('navigation', { name: 'Project pages' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${origin}/project-style-one/page/2`);
  await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
  await expect(page.locator('main h2')).toHaveCount(2);
  await expect(page).toHaveTitle('Projects – page 2 | Nexus IT Solutions');
  await expect(pager.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await pager.getByRole('link', { name: 'Page 1', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/project-style-one`);
});

test('the new post is in the feed and the sitemap; the draft is in neither, nor built', async () => {
  const dist = join(scratch!.dir, 'dist');
  const feed = readFileSync(join(dist, 'feed.xml'), 'utf8');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(feed).toContain('/blog/our-first-post</id>');
  expect(sitemap).toContain('/blog/our-first-post</loc><lastmod>2026-01-05</lastmod>');
  expect(feed).not.toContain('still-a-draft');
  expect(sitemap).not.toContain('still-a-draft');
  expect(existsSync(join(dist, 'blog/still-a-draft/index.html'))).toBe(false);
  expect(sitemap).toContain('/blog-grid/page/2</loc>');
  expect(sitemap).toContain('/blog/tag/archive</loc>');
});

test('the development server shows a draft at its address', async ({ page }) => {
  test.setTimeout(300_000);
  const server = await startEditorServer();
  try {
    writeFileSync(
      join(server.root, 'pages/blog/still-a-draft.json'),
      post({ title: 'Still a Draft', date: '2026-01-06', draft: true }),
    );
    await expect(async () => {
      await page.goto(`${server.base}/blog/still-a-draft`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Still a Draft', { timeout: 5_000 });
    }).toPass({ timeout: 120_000 });
  } finally {
    await server.close();
  }
});

test('a renamed post is renamed on every card after one build', async ({ page }) => {
  test.setTimeout(600_000);
  scratch!.editJson('pages/blog/our-first-post.json', (data) => {
    data.title = 'Our Renamed Post';
  });
  // The server follows dist/: the new build is served once it is complete.
  await promisify(execFile)(process.execPath, ['src/cli/run.mjs', 'src/cli/build.ts'], { cwd: scratch!.dir });
  for (const path of ['/blog-grid', '/blog-right-sidebar', '/']) {
    await page.goto(`${origin}${path}`);
    await expect(page.locator('main').getByRole('link', { name: 'Our Renamed Post' }).first()).toBeVisible();
    await expect(page.locator('main').getByText('Our First Post')).toHaveCount(0);
  }
  await page.goto(`${origin}/blog/risks-of-changing-package-owners`);
  await expect(page.getByRole('navigation', { name: 'More posts' })).not.toContainText('Our Renamed Post');
  await page.goto(`${origin}/blog/designing-apps-people-come-back-to`);
  await expect(page.getByRole('navigation', { name: 'More posts' })).toContainText('Our Renamed Post');
});
