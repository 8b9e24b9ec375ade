// The content lint: every SEO warning of the error catalogue (tests/fixtures/author-mistakes/lint/)
// is printed exactly as catalogued, at the file, line and column of the value; the committed pages
// have none but their demo forms'; and a sitemap that lists a "noindex" page is caught.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { renderPage } from '../../src/entry-server';
import { formatIssue } from '../../src/problems/contentIssue';
import { lintContent } from '../../src/content/lint/contentLint';
import { demoFormWarning } from '../../src/content/lint/formRules';
import { formsIn } from '../../src/schema/formDelivery';
import { headingWarnings } from '../../src/content/lint/headingRules';
import { PageSources } from '../../src/content/lint/lintIssue';
import { propWarnings } from '../../src/content/lint/propRules';
import { sitemapWarnings } from '../../src/content/lint/reachability';
import { collectionFolderOf } from '../../src/content/collections/collectionFiles';
import { translationFileOf } from '../../src/content/translations/translationFiles';
import { loadContent } from '../../src/content/loadContent';
import { contactInfoProps } from '../../src/blocks/contactInfo/schema';
import type { PageData } from '../../src/schema/page';

const root = process.cwd();
const folder = join(root, 'tests/fixtures/author-mistakes/lint');
const fixtures = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''))
  .sort();

/** What validate prints about one fixture, validated as pages/<name>.json; a page linking to it is added unless it is the orphan. */
async function warningsFor(name: string): Promise<string[]> {
  const file = `pages/${name}.json`;
  const text = readFileSync(join(folder, `${name}.json`), 'utf8');
  const path = JSON.parse(text).path as string;
  const linking = {
    file: 'pages/lint-fixture-links.json',
    text: JSON.stringify({
      path: '/lint-fixture-links',
      title: 'Links',
      description: 'Links',
      header: 'default',
      sections: [{ type: 'callToAction', props: { title: 'Links', buttons: [{ label: 'Fixture', href: path }] } }],
    }),
  };
  const pageTexts = name.startsWith('orphan') ? [{ file, text }] : [{ file, text }, linking];
  const content = loadContent({ root, pageTexts });
  expect(content.issues.map(formatIssue)).toEqual([]);
  const page = content.pages.find((candidate) => candidate.file === file)!;
  const rendered = new Map([[page.path, await renderPage(page)]]);
  const texts = new Map(pageTexts.map((entry) => [entry.file, entry.text]));
  return lintContent({ root, pages: content.pages, site: content.site!, rendered, texts })
    .filter((warning) => warning.file === file)
    .map((warning) => `${formatIssue(warning)} (warning)`);
}

describe('content lint', () => {
  test.each(fixtures)('lint/%s prints its catalogued warning', async (name) => {
    const expected = readFileSync(join(folder, `${name}.expected.txt`), 'utf8')
      .split('\n')
      .filter((line) => line !== '');
    const printed = await warningsFor(name);
    expect(printed).toEqual(expected);
    expect(printed.length).toBeGreaterThan(0);
  });

  test(
    "the committed pages have no warnings but one per form: the template's forms are a demonstration and deliver nowhere",
    { timeout: 180_000 },
    async () => {
      const { pages, site } = loadContent({ root });
      const rendered = new Map(
        await Promise.all(pages.map(async (page) => [page.path, await renderPage(page)] as const)),
      );
      const warnings = lintContent({ root, pages, site: site!, rendered });
      // The entries of a collection show the forms of their layout, which is warned about once (in each language).
      const layoutOf = (file: string) => {
        const translated = translationFileOf(file);
        return translated?.kind === 'entry' ? `${translated.code}/${translated.collection}` : collectionFolderOf(file);
      };
      const written = [...new Map(pages.map((page) => [layoutOf(page.file) ?? page.file, page])).values()];
      const forms = written.flatMap((page) => page.sections.flatMap((section) => formsIn(section.props)));
      expect(warnings.filter((warning) => !warning.message.startsWith(demoFormWarning)).map(formatIssue)).toEqual([]);
      expect(warnings.filter((warning) => warning.message.startsWith(demoFormWarning))).toHaveLength(forms.length);
    },
  );

  test('a sitemap that lists a "noindex" page is caught', () => {
    const { pages, site } = loadContent({ root });
    const hidden = pages.map((page) => (page.path === '/cart' ? { ...page, noindex: true } : page));
    const sitemap = `<urlset><url><loc>${site!.siteUrl}/cart</loc></url></urlset>`;
    const warnings = sitemapWarnings(
      hidden,
      site!,
      sitemap,
      'public/sitemap.xml',
      new PageSources((file) => readFileSync(join(root, file), 'utf8')),
    );
    expect(warnings.map(formatIssue)).toEqual([
      expect.stringMatching(
        /^pages\/cart\.json:\d+:\d+ noindex: the page is marked "noindex" but public\/sitemap\.xml lists it/,
      ),
    ]);
  });
});

test('a rich text that is a link as a whole is read for its words, not its markup', () => {
  const props = contactInfoProps.parse({
    boxes: [{ icon: 'mail', title: 'Mail Here', lines: [{ text: '**Click here**', href: 'mailto:desk@example.com' }] }],
  });
  const page = { file: 'pages/contact-us.json', sections: [{ type: 'contactInfo', props }] } as unknown as PageData;
  const warnings = propWarnings([page], new PageSources(() => undefined));
  expect(warnings.map((warning) => warning.message)).toEqual([
    expect.stringMatching(/^the link text "Click here" does not say where the link goes/),
  ]);
});

describe('heading levels', () => {
  const { pages } = loadContent({ root });
  const contact = pages.find((page) => page.path === '/contact')!;
  const sources = new PageSources((file) => readFileSync(join(root, file), 'utf8'));
  const blocks = (...inner: string[]) =>
    `<header><h2 class="visually-hidden">Menu</h2></header><main>${inner.map((html, index) => `<div data-block="${contact.sections[index].type}" class="block">${html}</div>`).join('')}</main>`;

  test('a skipped level is reported at the section that rendered the deeper heading', () => {
    const html = blocks('<h1>Contact</h1>', '<h2>Boxes</h2><div><h4>Mail</h4></div>');
    const warnings = headingWarnings(contact, html, sources).map(formatIssue);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^pages\/contact\.json:\d+:\d+ sections\[1\]: heading levels skip from h2 \("Boxes"\) to h4 \("Mail", from the "contactInfo" section\)/,
      ),
    ]);
  });

  test('levels that go down one at a time, and back up by any amount, pass', () => {
    const html = blocks('<h1>Contact</h1>', '<h2>Boxes</h2><h3>Mail</h3><h4>Note</h4><h2>Form</h2>');
    expect(headingWarnings(contact, html, sources)).toEqual([]);
  });
});
