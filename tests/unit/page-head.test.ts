// What the prerendered <head> and sitemap.xml tell search engines about each page.
import { describe, expect, test } from 'vitest';
import { headTags, sitemapXml } from '../../src/site-generator/prerender';
import { loadContent } from '../../src/content/loadContent';

const { site, pages } = loadContent({ root: process.cwd() });
const page = (path: string) => pages.find((candidate) => candidate.path === path)!;

describe('page head', () => {
  test('names the page title with the site suffix, its description and its canonical address', () => {
    const head = headTags(page('/contact'), site!);
    expect(head).toContain(`<title>${page('/contact').title}${site!.titleSuffix}</title>`);
    expect(head).toContain(`<meta name="description" content="${page('/contact').description}">`);
    expect(head).toContain(`<link rel="canonical" href="${site!.siteUrl}/contact">`);
    expect(head).not.toContain('robots');
  });

  test('a page marked "noindex" asks search engines to leave it out', () => {
    expect(headTags({ ...page('/cart'), noindex: true }, site!)).toContain('<meta name="robots" content="noindex">');
  });

  test('text from the page cannot break out of its tag', () => {
    const head = headTags({ ...page('/contact'), title: '</title><script>alert(1)</script>', description: '" onload="x' }, site!);
    expect(head).not.toContain('<script>');
    expect(head).toContain('content="&quot; onload=&quot;x"');
  });
});

describe('sitemap.xml', () => {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

  test('lists every page, the shop pages included, but not the Not Found page', () => {
    const listed = locations(sitemapXml(pages, site!));
    expect(listed).toContain('/cart');
    expect(listed).toContain('/checkout');
    expect(listed).not.toContain('/not-found');
    expect(listed).toHaveLength(pages.length - 1);
  });

  test('leaves out a page marked "noindex"', () => {
    const listed = locations(sitemapXml(pages.map((candidate) => (candidate.path === '/cart' ? { ...candidate, noindex: true } : candidate)), site!));
    expect(listed).not.toContain('/cart');
    expect(listed).toContain('/checkout');
  });
});
