// A shared section (pages/_sections/) reused on a page with page-level props: a shallow merge over
// the shared props, validated as if the section were written in the page.
import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';

describe('a shared section reused with page-level props', () => {
  const root = process.cwd();
  const FILE = 'pages/under-test.json';
  const load = (section: string) => {
    const text = `{
  "path": "/under-test",
  "title": "Under test",
  "description": "A page written by a test.",
  "header": "default",
  "sections": [
    ${section}
  ]
}`;
    const content = loadContent({ root, pageTexts: [{ file: FILE, text }] });
    return {
      problems: content.issues.filter((issue) => issue.file === FILE).map(formatIssue),
      page: content.pages.find((page) => page.file === FILE),
      shared: content.pages.find((page) => page.path === '/blog-grid'),
    };
  };

  test('the given props replace the shared ones; the rest comes from the shared section', () => {
    const { problems, page, shared } = load(
      '{ "use": "blog-posts", "props": { "layout": "sidebar", "cardStyle": "plain" } }',
    );
    expect(problems).toEqual([]);
    const section = page!.sections[0];
    const original = shared!.sections.find((entry) => entry.type === 'blogList')!;
    expect(section.type).toBe('blogList');
    expect(section.props).toMatchObject({ layout: 'sidebar', cardStyle: 'plain' });
    expect((section.props as { posts: unknown[] }).posts).toEqual((original.props as { posts: unknown[] }).posts);
    expect(original.props).toMatchObject({ layout: 'grid', cardStyle: 'card' });
  });

  test('a wrong page-level prop is reported at the page, with the block schema message', () => {
    const { problems } = load('{ "use": "blog-posts", "props": { "cardStyle": "fancy" } }');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^pages\/under-test\.json:7:\d+ sections\[0\]\.props\.cardStyle: expected one of "card", "overlay", "plain", found the text "fancy"/,
    );
  });

  test('an unknown page-level prop is named with the allowed ones', () => {
    const { problems } = load('{ "use": "blog-posts", "props": { "colour": "red" } }');
    expect(problems[0]).toMatch(/sections\[0\]\.props\.colour: unknown property "colour"/);
  });
});
