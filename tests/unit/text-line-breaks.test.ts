// Texts in the content are plain text in which "\n" starts a new line: the page is rendered on the
// server as the build does, then laid out by Chromium with the site's global stylesheet, and the
// text with "\n" takes two lines where the same words without it take one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { renderPage } from '../../src/entry-server';
import { launchChromium } from '../../src/cli/chromium';

const root = process.cwd();
const globalCss = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The page file with one call to action whose text is `text`, validated and rendered as the build renders it. */
async function renderedWithText(text: string): Promise<string> {
  const file = 'pages/line-breaks.json';
  const page = {
    path: '/line-breaks',
    title: 'Line breaks',
    description: 'A text with a line break.',
    header: 'none',
    footer: false,
    sections: [
      {
        type: 'callToAction',
        props: { title: 'Ready to talk?', text, buttons: [{ label: 'Contact Us', href: '/contact' }] },
      },
    ],
  };
  const content = loadContent({ root, pageTexts: [{ file, text: JSON.stringify(page) }] });
  expect(content.issues).toEqual([]);
  return renderPage(content.pages.find((candidate) => candidate.file === file)!);
}

/** How many lines the text `words` takes on screen, laid out with the site's global stylesheet in a wide window. */
async function linesOf(html: string, words: string): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  try {
    await page.setContent(
      `<!doctype html><html><head><style>${globalCss}</style></head><body><div id="root">${html}</div></body></html>`,
    );
    return await page.evaluate((start) => {
      const walker = document.createTreeWalker(document.getElementById('root')!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.startsWith(start)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }
      return 0;
    }, words.split('\n')[0]);
  } finally {
    await page.close();
  }
}

describe('a "\\n" in a text', () => {
  test('renders as a visible line break, where the same text without it stays on one line', async () => {
    const withBreak = 'Call us today.\nWe answer within the hour.';
    const withoutBreak = 'Call us today. We answer within the hour.';
    expect(await linesOf(await renderedWithText(withBreak), withBreak)).toBe(2);
    expect(await linesOf(await renderedWithText(withoutBreak), withoutBreak)).toBe(1);
  }, 30_000);

  test('is kept in the server-rendered HTML as it is, beside the rest of the text escaped', async () => {
    const html = await renderedWithText('First line\n3 < 5 & "so on"');
    expect(html).toContain('First line\n3 &lt; 5 &amp; &quot;so on&quot;');
  });
});
