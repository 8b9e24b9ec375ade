// A blog a customer grows: a new post file, with no other file edited, is on the blog list, the
// landing page's teasers, the feed, the sitemap and a page of its own after one build; a draft is
// not published; a renamed post is renamed on every card. Built from a scratch copy of the site.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { scratchSite, type ScratchSite } from '../tools/scratchSite';
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
  writeFileSync(
    join(scratch.dir, 'pages/blog/still-a-draft.json'),
    post({ title: 'Still a Draft', date: '2026-01-06', draft: true }),
  );
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

test('the new post is in the feed and the sitemap; the draft is in neither, nor built', async () => {
  const dist = join(scratch!.dir, 'dist');
  const feed = readFileSync(join(dist, 'feed.xml'), 'utf8');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(feed).toContain('/blog/our-first-post</id>');
  expect(sitemap).toContain('/blog/our-first-post</loc><lastmod>2026-01-05</lastmod>');
  expect(feed).not.toContain('still-a-draft');
  expect(sitemap).not.toContain('still-a-draft');
  expect(existsSync(join(dist, 'blog/still-a-draft/index.html'))).toBe(false);
});

test('a renamed post is renamed on every card after one build', async ({ page }) => {
  test.setTimeout(600_000);
  scratch!.editJson('pages/blog/our-first-post.json', (data) => {
    data.title = 'Our Renamed Post';
  });
  // The server follows dist/: the new build is served once it is complete.
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/build.ts'], { cwd: scratch!.dir });
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
