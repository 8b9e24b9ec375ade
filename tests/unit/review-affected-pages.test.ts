// Which pages the review compares (src/cli/review/affectedPages.ts): exactly those whose rendered
// data changed, and only the sections of them that changed; every page when something every page
// shows changed; none when nothing a page shows changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, modify, type JSONPath } from 'jsonc-parser';
import { describe, expect, test } from 'vitest';
import { loadContent, type Content } from '../../src/content/loadContent';
import { affectedPages } from '../../src/cli/review/affectedPages';

const root = process.cwd();
const current = loadContent({ root });

/** The content with each file edited at its path, as an author would edit it (the rest of the text unchanged). */
function withEdits(edits: { file: string; path: JSONPath; value: unknown }[]): Content {
  const texts = new Map<string, string>();
  for (const { file, path, value } of edits) {
    const text = texts.get(file) ?? readFileSync(join(root, file), 'utf8');
    texts.set(file, applyEdits(text, modify(text, path, value, {})));
  }
  const content = loadContent({ root, pageTexts: [...texts].map(([file, text]) => ({ file, text })) });
  expect(content.issues).toEqual([]);
  return content;
}

const pathsOf = (pages: { path: string }[]) => pages.map((page) => page.path).sort();
const usersOf = (section: string) =>
  current.pages.filter((page) =>
    // An entry of a collection has no sections of its own: its layout's are shown.
    (JSON.parse(readFileSync(join(root, page.file), 'utf8')).sections ?? []).some(
      (item: { use?: string }) => item.use === section,
    ),
  );

describe('the pages a review compares', () => {
  test('a changed heading: that page alone, and only its changed section (in its translation too, which shows the new heading until it is translated)', () => {
    const after = withEdits([{ file: 'pages/faq.json', path: ['sections', 0, 'props', 'title'], value: 'Questions' }]);
    const { toReview, same, everyPageBecause } = affectedPages(current, after, ['pages/faq.json']);
    expect(toReview).toEqual([
      // Its list of texts shown in the default language changed too, so the whole page is compared.
      { path: '/de/faq', title: 'Häufige Fragen', status: 'changed', files: ['pages/de/faq.json'] },
      { path: '/faq', title: 'FAQ', status: 'changed', files: ['pages/faq.json'], sections: { from: 0, to: 0 } },
    ]);
    expect(same).toHaveLength(current.pages.length - 2);
    expect(everyPageBecause).toBeUndefined();
  });

  test('a changed heading of a page a language holds back until it is translated: that language leaves the page out, and its pages that linked there link to the English one', () => {
    const after = withEdits([
      { file: 'pages/contact.json', path: ['sections', 0, 'props', 'title'], value: 'Talk to Us' },
    ]);
    const { toReview } = affectedPages(current, after, ['pages/contact.json']);
    expect(toReview.map(({ path, status }) => `${status} ${path}`)).toEqual([
      'changed /ar',
      'removed /ar/contact',
      'changed /contact',
      'changed /de/contact',
    ]);
    // The Arabic home page's sections that link to the contact page, and no other.
    const home = toReview[0].sections!;
    const linking = (current.pages.find((page) => page.path === '/ar')!.sections as { props: unknown }[])
      .map((section, index) => (JSON.stringify(section.props).includes('"/ar/contact') ? index : -1))
      .filter((index) => index >= 0);
    expect([home.from, home.to]).toEqual([linking[0], linking.at(-1)]);
  });

  test('a changed prop of a shared section: the pages that use it, except those that set that prop themselves', () => {
    const after = withEdits([
      { file: 'pages/_sections/hosting-plans.json', path: ['props', 'title'], value: 'Plans for Every Size' },
    ]);
    const { toReview } = affectedPages(current, after, ['pages/_sections/hosting-plans.json']);
    const users = usersOf('hosting-plans');
    expect(pathsOf(users)).toEqual(['/ar/pricing', '/de/digital-agency', '/de/pricing', '/digital-agency', '/pricing']);
    // /pricing gives the section a title of its own, and so do its translations, so none of them
    // shows the new title; /de/digital-agency shows it until its translation follows. Arabic holds
    // back only a page that shows a stale text: /ar/pricing hides the shared title behind its own,
    // so it stays published and the pages naming it as their Arabic version do not change.
    expect(toReview.map(({ path, status }) => `${status} ${path}`)).toEqual([
      'changed /de/digital-agency',
      'changed /digital-agency',
    ]);
  });

  test('a changed site file: every page, saying why', () => {
    const after = withEdits([{ file: 'pages/_site.json', path: ['brand', 'name'], value: 'Nexus Two' }]);
    const { toReview, same, everyPageBecause } = affectedPages(current, after, ['pages/_site.json']);
    expect(pathsOf(toReview)).toEqual(pathsOf(current.pages));
    expect(same).toEqual([]);
    expect(everyPageBecause).toContain('pages/_site.json');
    expect(toReview.every((page) => page.sections === undefined)).toBe(true);
  });

  test('changed site code: every page, whole; changed docs, tests or baselines: no page', () => {
    expect(affectedPages(current, current, ['src/blocks/faq/styles.module.css']).toReview).toHaveLength(
      current.pages.length,
    );
    expect(affectedPages(current, current, ['src/blocks/faq/styles.module.css']).everyPageBecause).toContain(
      'site code changed',
    );
    const untouched = [
      'docs/authoring.md',
      'tests/unit/cart.test.ts',
      'src/blocks/faq/__screenshots__/example-375.png',
      'src/blocks/faq/example.json',
      'pages/_gallery.json',
      'notes.txt',
    ];
    expect(affectedPages(current, current, untouched).toReview).toEqual([]);
  });

  test('a section added to a page: compared from that section to the end of the page', () => {
    const page = JSON.parse(readFileSync(join(root, 'pages/faq.json'), 'utf8'));
    const after = withEdits([
      { file: 'pages/faq.json', path: ['sections', page.sections.length], value: { use: 'partners' } },
    ]);
    const { toReview } = affectedPages(current, after, ['pages/faq.json']);
    expect(toReview).toEqual([
      // Its translation shows the new section in English until it follows, and is compared whole.
      expect.objectContaining({ path: '/de/faq', files: ['pages/de/faq.json'] }),
      expect.objectContaining({ path: '/faq', sections: { from: page.sections.length, to: 'end' } }),
    ]);
  });

  test('a changed page title, which only the browser tab shows: compared, over no section', () => {
    const after = withEdits([{ file: 'pages/faq.json', path: ['title'], value: 'Questions' }]);
    const faq = affectedPages(current, after, ['pages/faq.json']).toReview.find((page) => page.path === '/faq')!;
    expect(faq.sections!.from).toBeGreaterThan(faq.sections!.to as number);
  });

  test('pages added and removed are named so', () => {
    const added = loadContent({
      root,
      pageTexts: [
        {
          file: 'pages/new-offer.json',
          text: readFileSync(join(root, 'pages/faq.json'), 'utf8').replace('"/faq"', '"/new-offer"'),
        },
      ],
    });
    expect(affectedPages(current, added, ['pages/new-offer.json']).toReview).toEqual([
      { path: '/new-offer', title: expect.any(String), status: 'added', files: ['pages/new-offer.json'] },
    ]);
    expect(affectedPages(added, current, ['pages/new-offer.json']).toReview).toEqual([
      { path: '/new-offer', title: expect.any(String), status: 'removed', files: ['pages/new-offer.json'] },
    ]);
  });
});
