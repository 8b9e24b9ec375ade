// Props given beside "use" on one page: checked by themselves, with the block's rules that span
// several props run on the result, and the shared section's own data shared rather than copied, so
// a page of overrides costs what its overrides cost (the test below shows the data is shared).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';

const root = process.cwd();

const pageWith = (path: string, sections: string) =>
  JSON.stringify({
    path,
    title: 'Under test',
    description: 'A page written by a test.',
    header: 'default',
    sections: JSON.parse(sections),
  });

function load(...pages: { file: string; sections: string }[]) {
  const pageTexts = pages.map(({ file, sections }) => ({
    file,
    text: pageWith(`/${file.slice('pages/'.length, -'.json'.length)}`, sections),
  }));
  const content = loadContent({ root, pageTexts });
  return {
    messages: content.issues.map(formatIssue),
    page: (file: string) => content.pages.find((candidate) => candidate.file === file)!,
  };
}

describe('a shared section with props given beside "use"', () => {
  test('takes the given props and shares the rest with every other page, without copying it', () => {
    const { messages, page } = load(
      { file: 'pages/first.json', sections: '[{ "use": "blog-posts", "props": { "layout": "sidebar" } }]' },
      { file: 'pages/second.json', sections: '[{ "use": "blog-posts", "props": { "cardStyle": "plain" } }]' },
    );
    expect(messages).toEqual([]);
    const [first, second] = [
      page('pages/first.json').sections[0].props,
      page('pages/second.json').sections[0].props,
    ] as { layout: string; cardStyle: string; posts: unknown }[];
    const shared = JSON.parse(readFileSync(join(root, 'pages/_sections/blog-posts.json'), 'utf8')).props;
    expect([first.layout, first.cardStyle, second.layout, second.cardStyle]).toEqual([
      'sidebar',
      shared.cardStyle ?? 'card',
      shared.layout ?? 'grid',
      'plain',
    ]);
    // The shared query's cards, made once for every page that uses it.
    expect(first.posts).toEqual((page('pages/blog-grid.json').sections[1].props as { posts: unknown }).posts);
    expect(first.posts).toBe(second.posts);
  });

  test("is checked against the block's rules that span several props, on the props the page ends up with", () => {
    const post = JSON.parse(readFileSync(join(root, 'src/blocks/blogList/example.json'), 'utf8')).posts[1];
    const { messages } = load({
      file: 'pages/first.json',
      sections: JSON.stringify([{ use: 'blog-posts', props: { posts: [post] } }]),
    });
    // The shared sidebar names three popular posts of the collection; the page's own cards are none of them.
    expect(messages.map((message) => message.replace(/: no post is titled "[^"]*"/, ': no post is titled …'))).toEqual(
      [0, 1, 2].map(
        (index) =>
          `pages/first.json:1:140 sections[0].props.sidebar.popular.posts[${index}]: no post is titled …; use the title of one of the "posts", exactly as written there ("sidebar" comes from pages/_sections/blog-posts.json)`,
      ),
    );
  });

  test('reports an unknown prop at its name, with the props the block has', () => {
    const { messages } = load({
      file: 'pages/first.json',
      sections: '[{ "use": "team", "props": { "colour": "red" } }]',
    });
    expect(messages).toEqual([
      'pages/first.json:1:135 sections[0].props.colour: unknown property "colour"; remove it. Allowed here: title, text, layout, background, members, carousel.',
    ]);
  });

  test('a prop named like something every object has ("constructor", "toString") is an unknown prop like any other', () => {
    const { messages } = load({
      file: 'pages/first.json',
      sections: '[{ "use": "team", "props": { "constructor": 1, "toString": "x" } }]',
    });
    expect(messages.map((message) => message.replace(/^.*?: /, ''))).toEqual([
      'unknown property "constructor"; remove it. Allowed here: title, text, layout, background, members, carousel.',
      'unknown property "toString"; remove it. Allowed here: title, text, layout, background, members, carousel.',
    ]);
  });

  test('links and images in the given props are checked like any others, at the page', () => {
    const { messages } = load({
      file: 'pages/first.json',
      sections: '[{ "use": "ready-to-talk", "props": { "buttons": [{ "label": "Go", "href": "/nowhere" }] } }]',
    });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^pages\/first\.json:1:\d+ sections\[0\]\.props\.buttons\[0\]\.href: broken link: no page has the path "\/nowhere"/,
    );
  });
});
