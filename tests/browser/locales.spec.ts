// What a visitor's browser and a search engine get of the site in several languages (the shipped
// German translation of the whole site, Arabic on /, /pricing and /contact): each page's prerendered <html lang dir>, a hreflang set
// with x-default in every translated page's head that is complete and reciprocal, the same
// alternates in the sitemap, and none for a page in English alone; a German post's tags lead to the
// German tag pages, which list the German posts and, in English, a case study German lacks.
import { expect, openPage, test } from './fixtures';

const origin = 'https://nexus.example.com';

/** The hreflang links of a page as served, "code address" each. */
async function alternatesOf(request: import('@playwright/test').APIRequestContext, path: string): Promise<string[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, code, href]) => `${code} ${href}`,
  );
}

test('a German page is served and shown in German, left to right, and an English one in English', async ({ page }) => {
  const html = await (await page.request.get('/de/pricing')).text();
  expect(html).toContain('<html lang="de" dir="ltr">');
  await openPage(page, '/de/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preise');
  await openPage(page, '/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('every translated page names the page in each language and x-default, and each of those names the same set', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const entries = sitemap.split('\n').filter((line) => line.includes('<url>'));
  const translated = entries.filter((line) => line.includes('xhtml:link'));
  expect(translated.length).toBeGreaterThanOrEqual(4);
  for (const entry of translated) {
    const path = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]).pathname;
    const own = await alternatesOf(request, path);
    // x-default is the default language's page.
    const english = own.find((line) => line.startsWith('en '))!.split(' ')[1];
    expect(own.at(-1), path).toBe(`x-default ${english}`);
    expect(
      own.some((line) => line.endsWith(` ${origin}${path}`)),
      `${path} names itself`,
    ).toBe(true);
    // The sitemap gives the same alternates as the page's head.
    const listed = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href}`);
    expect(listed, path).toEqual(own);
    for (const line of own) {
      const other = new URL(line.split(' ')[1]).pathname;
      expect(await alternatesOf(request, other), `${other} from ${path}`).toEqual(own);
    }
  }
  // A page in English alone (the sitemap gives it no alternates) has none in its head either.
  for (const entry of entries.filter((line) => !line.includes('xhtml:link'))) {
    const path = new URL(/<loc>([^<]+)<\/loc>/.exec(entry)![1]).pathname;
    expect(await alternatesOf(request, path), path).toEqual([]);
  }
});

test('a German post is shown in German, with its date in German, and named in the German feed', async ({ page }) => {
  const path = '/de/blog/how-cloud-hosting-cuts-costs';
  const html = await (await page.request.get(path)).text();
  expect(html).toContain('<html lang="de" dir="ltr">');
  expect(html).toContain(
    '<link rel="alternate" type="application/atom+xml" title="Nexus" hreflang="de" href="/de/feed.xml">',
  );
  await openPage(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie Cloud-Hosting Kosten senkt');
  await expect(page.getByText('6. Mai 2019')).toBeVisible();
  // Its previous and next posts are the German ones.
  const nextPost = page.getByRole('link', { name: /Nächster Beitrag/ });
  await expect(nextPost).toHaveAttribute('href', /^\/de\/blog\//);
  const feed = await (await page.request.get('/de/feed.xml')).text();
  expect(feed).toContain(`<id>${origin}${path}</id>`);
  expect(feed).toContain('<title>Wie Cloud-Hosting Kosten senkt</title>');
});

test('a German post’s tag leads to the German tag page, which names the English one, and lists the German posts', async ({
  page,
}) => {
  await openPage(page, '/de/blog/how-cloud-hosting-cuts-costs');
  await page.getByRole('link', { name: 'Cloud', exact: true }).click();
  await expect(page).toHaveURL(`${page.url().split('/de/')[0]}/de/blog/tag/cloud`);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/^Beiträge zum Thema Cloud \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud');
  await expect(page.getByRole('link', { name: 'Wie Cloud-Hosting Kosten senkt' }).first()).toHaveAttribute(
    'href',
    '/de/blog/how-cloud-hosting-cuts-costs',
  );
  const alternates = [
    `en ${origin}/blog/tag/cloud`,
    `de ${origin}/de/blog/tag/cloud`,
    `x-default ${origin}/blog/tag/cloud`,
  ];
  expect(await alternatesOf(page.request, '/de/blog/tag/cloud')).toEqual(alternates);
  expect(await alternatesOf(page.request, '/blog/tag/cloud')).toEqual(alternates);
});

test('a German category page lists a case study German lacks in English, marked so for screen readers', async ({
  page,
}) => {
  await openPage(page, '/de/projects/category/machine-learning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Machine Learning');
  const cards = page.locator('main li[lang="en"]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('link').first()).toHaveAttribute('href', /^\/projects\//);
});
