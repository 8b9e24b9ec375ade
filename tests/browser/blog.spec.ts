// The blog: six listing pages built from one shared section (pages/_sections/blog-posts.json) in two
// layouts and three card styles, split into pages its pager links, whose search box changes nothing, and the details page
// with its nested comments and the Leave a Reply form (limits and required fields in docs/product.md, "Forms").
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { BlogListProps } from '../../src/blocks/blogList/schema';
import { loadContent } from '../../src/content/loadContent';
import { expect, openPage, test } from './fixtures';

interface Post {
  title: string;
  date: string;
}

// The cards as the site shows them: the shared section's query resolved into the posts of pages/blog/.
const content = loadContent({ root: process.cwd() });
const listedOn = (path: string) =>
  content.pages.find((entry) => entry.path === path)!.sections.find((section) => section.type === 'blogList')!
    .props as BlogListProps;
const blog = listedOn('/blog-grid');
const posts: Post[] = blog.posts;
const secondPage: Post[] = listedOn('/blog-grid/page/2').posts;
const article = JSON.parse(readFileSync('pages/blog-details.json', 'utf8')).sections.find(
  (section: { type?: string }) => section.type === 'blogArticle',
).props;
const field = (name: string) => article.replyForm.fields.find((entry: { name: string }) => entry.name === name);

const listings = [
  { path: '/blog-grid', sidebar: false },
  { path: '/blog-right-sidebar', sidebar: true },
  { path: '/blog-grid-two', sidebar: false },
  { path: '/blog-right-sidebar-two', sidebar: true },
  { path: '/blog-grid-three', sidebar: false },
  { path: '/blog-right-sidebar-three', sidebar: true },
];

const postTitles = (page: Page) => page.locator('main article h2');
const pager = (page: Page) => page.getByRole('navigation', { name: blog.pager!.label });

test.describe('blog listings', () => {
  for (const { path, sidebar } of listings) {
    test(`${path} shows the page title, the newest posts and the pager with page 1 active${sidebar ? ', beside the sidebar' : ''}`, async ({
      page,
    }) => {
      const shown: Post[] = listedOn(path).posts;
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
      await expect(postTitles(page)).toHaveText(shown.map((post) => post.title));
      for (const post of shown)
        await expect(page.locator('main article', { hasText: post.title })).toContainText(post.date);
      await expect(page.locator('main article').getByRole('link', { name: /Read More/ })).toHaveCount(shown.length);
      await expect(pager(page).locator('a, span')).toHaveText(['1', '2', 'Next']);
      await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
      await expect(page.getByRole('complementary')).toHaveCount(sidebar ? 1 : 0);
    });
  }

  test('the three card styles look different from each other', async ({ page }) => {
    const looks: string[] = [];
    for (const path of ['/blog-grid', '/blog-grid-two', '/blog-grid-three']) {
      await openPage(page, path);
      looks.push((await page.locator('main article').first().getAttribute('class')) ?? '');
    }
    expect(new Set(looks).size).toBe(3);
  });

  test('the sidebar holds the search box, three popular posts, categories, archives, meta links and tags with counts', async ({
    page,
  }) => {
    await openPage(page, '/blog-right-sidebar');
    const aside = page.getByRole('complementary');
    await expect(aside.getByRole('searchbox', { name: blog.sidebar!.search.label })).toBeVisible();
    await expect(aside.getByRole('heading', { level: 3 })).toHaveText(
      blog.sidebar!.popular!.cards!.map((post) => post.title),
    );
    const list = (title: string) =>
      aside.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) }).getByRole('listitem');
    await expect(list('Categories')).toHaveText(['Business', 'Privacy', 'Technology', 'Tips', 'Uncategorized']);
    await expect(list('Archives')).toHaveText(['April 2019', 'May 2019', 'June 2019']);
    await expect(list('Meta')).toHaveCount(4);
    const tags = await list('Tags').allTextContents();
    expect(tags.length).toBeGreaterThan(3);
    for (const tag of tags) expect(tag).toMatch(/^.+ \(\d+\)$/);
  });

  test('searching changes nothing: same address, same posts', async ({ page }) => {
    await openPage(page, '/blog-right-sidebar');
    const search = page.getByRole('searchbox', { name: blog.sidebar!.search.label });
    await search.fill('cloud');
    await search.press('Enter');
    await page.getByRole('button', { name: blog.sidebar!.search.buttonLabel }).click();
    await expect(page).toHaveURL(/\/blog-right-sidebar$/);
    await expect(postTitles(page)).toHaveText(listedOn('/blog-right-sidebar').posts.map((post) => post.title));
  });

  test('the pager leads to page 2 and back, each page marked and showing its own posts', async ({ page }) => {
    await openPage(page, '/blog-grid');
    await pager(page).getByRole('link', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/\/blog-grid\/page\/2$/);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('2');
    await expect(postTitles(page)).toHaveText(secondPage.map((post) => post.title));
    await expect(pager(page).locator('a, span')).toHaveText(['Prev', '1', '2']);
    await pager(page).getByRole('link', { name: 'Prev', exact: true }).click();
    await expect(page).toHaveURL(/\/blog-grid$/);
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText('1');
    await expect(postTitles(page)).toHaveText(posts.map((post) => post.title));
  });
});

test.describe('blog details', () => {
  test('shows the article with its quote, gallery, check list, tags and links to the previous and next post', async ({
    page,
  }) => {
    await openPage(page, '/blog-details');
    const body = page.locator('main article').first();
    // The post's title is the page's main heading, in the page title above the article.
    const pageTitle = JSON.parse(readFileSync('pages/blog-details.json', 'utf8')).sections.find(
      (section: { type?: string }) => section.type === 'pageTitle',
    ).props.title;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
    expect(article.title).toBeUndefined();
    await expect(body.locator('blockquote')).toBeVisible();
    await expect(
      body
        .locator('ul')
        .filter({ has: page.locator('img') })
        .locator('img'),
    ).toHaveCount(3);
    await expect(body.getByRole('link', { name: 'Security' })).toBeVisible();
    const more = page.getByRole('navigation', { name: article.postNav.label });
    await expect(more.getByRole('link')).toHaveCount(2);
    await expect(more).toContainText(article.postNav.previous.title);
    await expect(more).toContainText(article.postNav.next.title);
  });

  test('lists four sample comments, replies nested under the comment they answer', async ({ page }) => {
    await openPage(page, '/blog-details');
    const comments = page.getByRole('region', { name: article.comments.title });
    await expect(comments.locator('article')).toHaveCount(4);
    await expect(comments.locator('ol ol article')).toHaveCount(2);
    await expect(comments.locator('ol ol ol article')).toHaveCount(1);
    await expect(comments.getByRole('link', { name: 'Reply' })).toHaveCount(4);
  });

  test('the reply form keeps its limits: comment of at most 65525 characters, email and url types, a save-my-details checkbox', async ({
    page,
  }) => {
    await openPage(page, '/blog-details');
    const form = page.getByRole('region', { name: article.replyForm.title });
    const comment = form.getByRole('textbox', { name: field('comment').label });
    await expect(comment).toHaveAttribute('maxlength', '65525');
    await expect(comment).toHaveAttribute('required', '');
    await expect(form.getByRole('textbox', { name: field('author').label })).toHaveAttribute('required', '');
    await expect(form.getByRole('textbox', { name: field('email').label })).toHaveAttribute('type', 'email');
    await expect(form.getByRole('textbox', { name: field('email').label })).toHaveAttribute('required', '');
    await expect(form.getByRole('textbox', { name: field('url').label })).toHaveAttribute('type', 'url');
    await expect(form.getByRole('textbox', { name: field('url').label })).not.toHaveAttribute('required', /.*/);
    const remember = form.getByRole('checkbox', { name: article.replyForm.remember });
    await remember.check();
    await expect(remember).toBeChecked();
  });

  test('typing more than 65525 characters into the comment keeps the first 65525', async ({ page }) => {
    await openPage(page, '/blog-details');
    const comment = page.getByRole('textbox', { name: field('comment').label });
    await comment.fill('a'.repeat(65520));
    await comment.press('End');
    await page.keyboard.insertText('bcdefghij');
    await expect(comment).toHaveValue(`${'a'.repeat(65520)}bcdef`);
  });

  test('submitting an empty form shows the required messages from JSON and focuses the comment', async ({ page }) => {
    await openPage(page, '/blog-details');
    const form = page.getByRole('region', { name: article.replyForm.title });
    await form.getByRole('button', { name: article.replyForm.submitLabel }).click();
    await expect(form.getByRole('alert')).toHaveText([
      field('comment').requiredMessage,
      field('author').requiredMessage,
      field('email').requiredMessage,
    ]);
    await expect(form.getByRole('textbox', { name: field('comment').label })).toBeFocused();
    await expect(form.getByRole('textbox', { name: field('author').label })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a wrong email or website address shows its own message', async ({ page }) => {
    await openPage(page, '/blog-details');
    const form = page.getByRole('region', { name: article.replyForm.title });
    await form.getByRole('textbox', { name: field('comment').label }).fill('Nice post');
    await form.getByRole('textbox', { name: field('author').label }).fill('Ann');
    await form.getByRole('textbox', { name: field('email').label }).fill('ann@home');
    await form.getByRole('textbox', { name: field('url').label }).fill('my site');
    await form.getByRole('button', { name: article.replyForm.submitLabel }).click();
    await expect(form.getByRole('alert')).toHaveText([field('email').invalidMessage, field('url').invalidMessage]);
  });

  test('a complete comment is accepted, the form empties and nothing is sent', async ({ page }) => {
    const requests: string[] = [];
    await openPage(page, '/blog-details');
    page.on('request', (request) => {
      if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
    });
    const form = page.getByRole('region', { name: article.replyForm.title });
    await form.getByRole('textbox', { name: field('comment').label }).fill('Nice post');
    await form.getByRole('textbox', { name: field('author').label }).fill('Ann');
    await form.getByRole('textbox', { name: field('email').label }).fill('ann@example.com');
    await form.getByRole('button', { name: article.replyForm.submitLabel }).click();
    await expect(form.getByRole('status')).toHaveText(article.replyForm.sentMessage);
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByRole('textbox', { name: field('comment').label })).toHaveValue('');
    await expect(page).toHaveURL(/\/blog-details$/);
    expect(requests).toEqual([]);
  });
});
