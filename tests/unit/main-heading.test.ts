// A page has one main heading, its <h1>: the loader refuses a second block that carries one, and its
// list of those blocks is what the blocks render (each block's example, rendered on the server).
import { describe, expect, test } from 'vitest';
import { blockTypes } from '../../src/blocks/registry';
import { formatIssue } from '../../src/problems/contentIssue';
import { loadContent } from '../../src/content/loadContent';
import { mainHeadingBlocks } from '../../src/content/pageStructure';
import { renderPage } from '../../src/entry-server';
import type { PageData } from '../../src/schema/page';

const root = process.cwd();

describe('the main heading of a page', () => {
  test('the blocks the loader counts as main headings are exactly those whose example renders an <h1>', async () => {
    const { gallery } = loadContent({ root });
    const withH1: string[] = [];
    for (const example of gallery!.examples) {
      const page: PageData = {
        path: `/example-${example.type}`,
        title: 'Example',
        description: 'Example.',
        header: 'none',
        footer: false,
        noindex: false,
        file: 'pages/example.json',
        sections: [example.section],
      };
      if (/<h1[\s>]/.test(await renderPage(page))) withH1.push(example.type);
    }
    expect(gallery!.examples.map((example) => example.type)).toEqual(blockTypes);
    expect(withH1.sort()).toEqual([...mainHeadingBlocks].sort());
  });

  test('a second block with a main heading is refused, naming the first', () => {
    const text = JSON.stringify(
      {
        path: '/two-headings',
        title: 'Two headings',
        description: 'A page written by a test.',
        header: 'default',
        sections: [
          { type: 'pageTitle', props: { title: 'Our offer' } },
          { use: 'ready-to-talk' },
          { type: 'pageTitle', props: { title: 'Again' } },
        ],
      },
      null,
      2,
    );
    const { issues } = loadContent({ root, pageTexts: [{ file: 'pages/two-headings.json', text }] });
    expect(issues.map(formatIssue)).toEqual([
      'pages/two-headings.json:16:5 sections[2]: a page has one main heading, and sections[0] (a "pageTitle") already gives it; remove this "pageTitle", or use a block without a main heading (pageTitle, banner, bannerCarousel, comingSoon, notFound each have one)',
    ]);
  });
});
