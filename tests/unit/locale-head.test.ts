// What search engines get of a site in several languages: each page's <html lang dir>, its hreflang
// alternates with x-default (complete and reciprocal), its canonical address in its own language,
// og:locale, JSON-LD in its language, and the sitemap's alternates; a site in one language's head and
// sitemap are as they were.
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { headTags, openGraphLocale, pageHtml, sitemapXml } from '../../src/site-generator/prerender';
import { structuredData } from '../../src/site-generator/seo/structuredData';

const content = loadContent({ root: process.cwd(), collections: { today: '2026-11-27' } });
const site = content.site!;
const pageAt = (path: string) => content.pages.find((page) => page.path === path)!;
// The site with /faq in English alone: a page no other language publishes.
const englishFaq = loadContent({
  root: process.cwd(),
  absentFiles: ['pages/de/faq.json'],
  collections: { today: '2026-11-27' },
});
const faqAlone = englishFaq.pages.find((page) => page.path === '/faq')!;
const hreflangs = (head: string) =>
  [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
    ([, code, href]) => `${code} ${href}`,
  );

describe('the head of a page in several languages', () => {
  test('/de/pricing names itself canonical, and the page in every language with the default one as x-default', () => {
    const head = headTags(pageAt('/de/pricing'), content.translatedSites!.de);
    expect(head).toContain('<link rel="canonical" href="https://nexus.example.com/de/pricing">');
    expect(hreflangs(head)).toEqual([
      'en https://nexus.example.com/pricing',
      'de https://nexus.example.com/de/pricing',
      'ar https://nexus.example.com/ar/pricing',
      'x-default https://nexus.example.com/pricing',
    ]);
    expect(head).toContain('<meta property="og:locale" content="de_DE">');
    expect(head).toContain('<meta property="og:locale:alternate" content="en_US">');
    expect(head).toContain('<title>Preise | Nexus IT-Lösungen</title>');
  });

  test('every page with alternates is named by each of them, with the same set: complete and reciprocal', () => {
    const translated = content.pages.filter((page) => (page.alternates?.length ?? 0) > 1);
    const paths = translated.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/contact', '/de/contact', '/de/pricing', '/pricing']));
    // A translated post and project too, each named by its source.
    expect(paths).toEqual(
      expect.arrayContaining([
        '/blog/how-cloud-hosting-cuts-costs',
        '/de/blog/how-cloud-hosting-cuts-costs',
        '/projects/cloud-migration',
        '/de/projects/cloud-migration',
      ]),
    );
    for (const page of translated) {
      const own = hreflangs(headTags(page, site));
      expect(own).toContain(`${page.locale!.code} https://nexus.example.com${page.path}`);
      for (const { path } of page.alternates!) expect(hreflangs(headTags(pageAt(path), site)), path).toEqual(own);
    }
  });

  test('a page no other language publishes has no hreflang links, and keeps its language', () => {
    const head = headTags(faqAlone, site);
    expect(hreflangs(head)).toEqual([]);
    expect(head).toContain('<meta property="og:locale" content="en_US">');
  });

  test("the prerendered <html> says the page's language and direction; JSON-LD says its language", () => {
    const template =
      '<!doctype html>\n<html lang="en">\n<head><!--head--></head><body><!--app--><!--data--></body></html>';
    const arabic = pageAt('/ar/pricing');
    expect(pageHtml(template, arabic, site, '')).toContain('<html lang="ar" dir="rtl">');
    expect(pageHtml(template, pageAt('/faq'), site, '')).toContain('<html lang="en" dir="ltr">');
    const website = structuredData(pageAt('/de/pricing'), { site })['@graph'].find(
      (node) => (node as { '@type'?: string })['@type'] === 'WebSite',
    );
    expect(website).toMatchObject({ inLanguage: 'de' });
  });

  test('link previews write a language with its territory', () => {
    expect(openGraphLocale('de')).toBe('de_DE');
    expect(openGraphLocale('pt-BR')).toBe('pt_BR');
    expect(openGraphLocale('ar')).toBe('ar_EG');
  });
});

describe('the sitemap of a site in several languages', () => {
  test('names each translated page in every language, with x-default, under the xhtml namespace', () => {
    const xml = sitemapXml(content.pages, site);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = xml.split('\n').find((line) => line.includes('<loc>https://nexus.example.com/de/contact</loc>'))!;
    expect(
      [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href}`),
    ).toEqual([
      'en https://nexus.example.com/contact',
      'de https://nexus.example.com/de/contact',
      'ar https://nexus.example.com/ar/contact',
      'x-default https://nexus.example.com/contact',
    ]);
    expect(sitemapXml(englishFaq.pages, site)).toContain('<url><loc>https://nexus.example.com/faq</loc></url>');
  });

  test('a site in one language: no alternates, no namespace, no language in the head', () => {
    const single = content.pages.map(({ locale: _locale, alternates: _alternates, ...page }) => page);
    const xml = sitemapXml(single, site);
    expect(xml).not.toContain('xhtml');
    const head = headTags(
      single.find((page) => page.path === '/pricing')!,
      site,
    );
    expect(head).not.toContain('hreflang');
    expect(head).not.toContain('og:locale');
  });
});
