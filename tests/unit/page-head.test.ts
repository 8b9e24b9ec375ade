// What the prerendered <head> and sitemap.xml tell search engines about each page.
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { headTags, pageTemplate, pageUrl, sitemapXml } from '../../src/site-generator/prerender';
import { cspMetaTag } from '../../src/site-generator/securityPolicy';
import { loadContent } from '../../src/content/loadContent';

const { site, pages } = loadContent({ root: process.cwd() });
const page = (path: string) => pages.find((candidate) => candidate.path === path)!;

/** The head as a browser reads it. */
const headOf = (tags: string) =>
  new JSDOM(`<!doctype html><html><head>${tags}</head><body></body></html>`).window.document;

describe('page head', () => {
  test('names the page title with the site suffix, its description and its canonical address', () => {
    const head = headOf(headTags(page('/contact'), site!));
    expect(head.title).toBe(`${page('/contact').title}${site!.titleSuffix}`);
    expect(head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(page('/contact').description);
    expect(head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${site!.siteUrl}/contact`);
    expect(head.querySelector('meta[name="robots"]')).toBeNull();
  });

  test('a page marked "noindex" asks search engines to leave it out', () => {
    const head = headOf(headTags({ ...page('/cart'), noindex: true }, site!));
    expect(head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  test('text from the page cannot break out of its tag', () => {
    const title = '</title><script>alert(1)</script>';
    const description = '" onload="x';
    const head = headOf(headTags({ ...page('/contact'), title, description }, site!));
    expect(head.querySelectorAll('script')).toHaveLength(0);
    expect(head.title).toBe(`${title}${site!.titleSuffix}`);
    const meta = head.querySelector('meta[name="description"]')!;
    expect(meta.getAttribute('content')).toBe(description);
    expect(meta.hasAttribute('onload')).toBe(false);
  });
});

describe('page template', () => {
  const indexHtml =
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>\n</html>';

  test('puts the security policy right after the charset, before any script', () => {
    const template = pageTemplate(indexHtml);
    expect(template.indexOf(cspMetaTag)).toBeGreaterThan(template.indexOf('<meta charset'));
    expect(template.indexOf(cspMetaTag)).toBeLessThan(template.indexOf('<script'));
  });

  test('preloads the font files of body text (400) and headings (600) beside the stylesheet, and no other weight or style', () => {
    const face = (weight: number, style = 'normal') =>
      `@font-face{font-family:Poppins;font-style:${style};font-display:swap;font-weight:${weight};src:url(/assets/poppins-${weight}-${style}.woff2)format("woff2"),url(/assets/poppins-${weight}-${style}.woff)format("woff")}`;
    const css = [400, 500, 600, 700].map((weight) => face(weight)).join('') + face(400, 'italic');
    const withStylesheet = indexHtml.replace(
      '<script',
      '<link rel="stylesheet" crossorigin href="/assets/style.css">\n    <script',
    );
    const template = pageTemplate(withStylesheet, css);
    const head = headOf(template.slice(template.indexOf('<head>') + 6, template.indexOf('</head>')));
    const preloads = [...head.querySelectorAll('link[rel="preload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/poppins-400-normal.woff2',
      '/assets/poppins-600-normal.woff2',
    ]);
    for (const link of preloads) {
      expect(link.getAttribute('as')).toBe('font');
      expect(link.hasAttribute('crossorigin')).toBe(true); // fonts are fetched in CORS mode: without it the preload is fetched twice
    }
    expect(template.indexOf('rel="preload"')).toBeLessThan(template.indexOf('rel="stylesheet"'));
    expect(template.indexOf(cspMetaTag)).toBeLessThan(template.indexOf('rel="preload"'));
  });

  test("of a font's faces, one per script, preloads the one of basic Latin: the others load only for a text that needs them", () => {
    const face = (script: string, range: string) =>
      `@font-face{font-family:Inter;font-style:normal;font-display:swap;font-weight:400;src:url(/assets/inter-${script}-400-normal.woff2)format("woff2");unicode-range:${range}}`;
    const css = [
      face('cyrillic', 'U+0301,U+0400-045F,U+0490-0491'),
      face('latin-ext', 'U+0100-02BA,U+02BD-02C5,U+1E00-1E9F'),
      face('latin', 'U+0000-00FF,U+0131,U+0152-0153,U+2000-206F'),
    ].join('');
    // As the build's minifier writes the same ranges.
    const minified = css.replace('U+0000-00FF', 'U+??').replace('U+0100-02BA', 'U+100-2BA');
    const withStylesheet = indexHtml.replace(
      '<script',
      '<link rel="stylesheet" href="/assets/style.css">\n    <script',
    );
    for (const stylesheet of [css, minified]) {
      const head = headOf(pageTemplate(withStylesheet, stylesheet));
      expect([...head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual([
        '/assets/inter-latin-400-normal.woff2',
      ]);
    }
  });

  test('refuses a template without a charset, where the policy could not be placed first', () => {
    expect(() => pageTemplate(indexHtml.replace('<meta charset="UTF-8" />', ''))).toThrow(/charset/);
  });

  test("a page's address stays on the site's origin whatever its path holds", () => {
    expect(pageUrl('/contact', 'https://www.example.com')).toBe('https://www.example.com/contact');
    expect(new URL(pageUrl('//evil.example/x', 'https://www.example.com')).origin).toBe('https://www.example.com');
    expect(new URL(pageUrl('/\\evil.example', 'https://www.example.com')).origin).toBe('https://www.example.com');
  });
});

describe('sitemap.xml', () => {
  const locations = (xml: string) =>
    [...new JSDOM(xml, { contentType: 'application/xml' }).window.document.querySelectorAll('loc')].map(
      (loc) => new URL(loc.textContent!).pathname,
    );

  test('lists every page, the shop pages included, but not the Not Found page', () => {
    const listed = locations(sitemapXml(pages, site!));
    expect(listed).toContain('/cart');
    expect(listed).toContain('/checkout');
    expect(listed).not.toContain('/not-found');
    expect(listed).not.toContain('/de/not-found'); // its translation is no page to find either
    expect(listed).toHaveLength(pages.length - 2);
  });

  test('leaves out a page marked "noindex"', () => {
    const listed = locations(
      sitemapXml(
        pages.map((candidate) => (candidate.path === '/cart' ? { ...candidate, noindex: true } : candidate)),
        site!,
      ),
    );
    expect(listed).not.toContain('/cart');
    expect(listed).toContain('/checkout');
  });
});
