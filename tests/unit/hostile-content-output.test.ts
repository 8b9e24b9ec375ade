// Every content value that lands in an HTML attribute, the <head> or CSS, set to hostile text: the
// page must come out with exactly the elements, attributes and CSS rules the generator writes, and
// each value must read back as the author typed it. Validation may refuse such values first; the
// output is safe whatever they are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import type { PageData } from '../../src/schema/page';
import type { Site } from '../../src/schema/site';
import { headTags, pageDocument, pageTemplate } from '../../src/site-generator/prerender';
import { cspMetaValue } from '../../src/site-generator/securityPolicy';
import { templateWithSite } from '../../src/site-generator/siteTemplate';

const root = process.cwd();
const { site, pages } = loadContent({ root });
const contact = pages.find((page) => page.path === '/contact')!;
const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');

const hostileTexts = [
  '"><script>window.pwned=1</script>',
  "' onmouseover='window.pwned=1",
  'en" dir="rtl',
  '</title><meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '</style><script>window.pwned=1</script><style>',
  'red;}body{background:url(https://evil.example/track)}:root{--x:1',
  '#fff"; color: red; "',
  '"unclosed string',
  "'unclosed string",
  '(unclosed bracket',
  'close) and ] too',
  '/* an endless comment',
  'back\\slash\\',
  'line\nbreak\tand\fform feed',
  "$& $` $' $1 <!--app--> <!--data-->",
  '@import url(https://evil.example/x.css);',
  '<!-- -->',
  '&lt;script&gt; &amp; &quot;',
];

/** The site and page with every value that reaches an attribute, the head or CSS set to `text`. */
function hostile(text: string): { site: Site; page: PageData } {
  const theme = site!.theme;
  const everyKey = <T extends object>(values: T) =>
    Object.fromEntries(Object.keys(values).map((key) => [key, text])) as T;
  return {
    site: {
      ...site!,
      lang: text,
      titleSuffix: text,
      siteUrl: `https://example.com/${text}`,
      theme: {
        ...theme,
        fontFamily: text,
        fontSizePx: text as never,
        lineHeight: text as never,
        radiusPx: text as never,
        colors: everyKey(theme.colors),
        gradients: everyKey(theme.gradients),
      },
    },
    page: { ...contact, path: `/${text}`, title: text, description: text },
  };
}

function render(values: { site: Site; page: PageData }): Document {
  const template = pageTemplate(templateWithSite(indexHtml, values.site));
  const html = pageDocument(template, {
    head: headTags(values.page, values.site),
    app: '<main><h1>Contact</h1></main>',
    page: values.page,
  });
  // jsdom's console would only repeat that it finds some values odd: the rules are what is checked.
  return new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
}

/** Every element in order with its attribute names: the markup the generator wrote. */
const markup = (document: Document) =>
  [...document.querySelectorAll('*')].map(
    (element) => `${element.localName}[${element.getAttributeNames().sort().join(' ')}]`,
  );

/** Every CSS rule of every <style> with the properties it declares. */
const cssRules = (document: Document) =>
  [...document.styleSheets].flatMap((sheet) =>
    [...sheet.cssRules].map(
      (rule) => `${(rule as CSSStyleRule).selectorText} { ${[...(rule as CSSStyleRule).style].join(' ')} }`,
    ),
  );

const benign = render({ site: site!, page: contact });

describe('hostile text in the fields that reach attributes, the head or CSS', () => {
  test.each(hostileTexts)('%j adds no element, attribute or CSS rule, and reads back as written', (text) => {
    const values = hostile(text);
    const document = render(values);
    expect(markup(document)).toEqual(markup(benign));
    expect(cssRules(document)).toEqual(cssRules(benign));
    expect(document.querySelectorAll('script:not([type="application/json"])')).toHaveLength(1);

    const meta = (selector: string) => document.querySelector(`meta[${selector}]`)?.getAttribute('content');
    expect(document.documentElement.getAttribute('lang')).toBe(text);
    expect(document.querySelector('title')!.textContent).toBe(text + text);
    expect(meta('name="description"')).toBe(text);
    expect(meta('property="og:title"')).toBe(text);
    expect(meta('property="og:description"')).toBe(text);
    expect(meta('name="theme-color"')).toBe(text);
    expect(meta('http-equiv="Content-Security-Policy"')).toBe(cspMetaValue);
    expect(document.querySelectorAll('meta[http-equiv]')).toHaveLength(1);
    expect(new URL(document.querySelector('link[rel="canonical"]')!.getAttribute('href')!).origin).toBe(
      'https://example.com',
    );
    expect(JSON.parse(document.getElementById('page-data')!.textContent!)).toEqual(values.page);
  });

  test('the unchanged site keeps its theme values as written', () => {
    const theme = benign.getElementById('theme')!.textContent!;
    expect(theme).toContain(`--color-primary:${site!.theme.colors.primary}`);
    expect(theme).toContain(`--gradient-primary:${site!.theme.gradients.primary}`);
    expect(theme).toContain(`--font-family:"Poppins", ${site!.theme.fontFamily}`);
  });
});
