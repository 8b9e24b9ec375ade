// The rich-text reader is loaded only for a page one of whose texts may hold marks: a text without
// them is drawn as it is, exactly as the reader would draw it, so a site whose texts hold none never
// downloads the reader.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import { anyMayHoldMarks, mayHoldMarks } from '../../src/richText/marks';
import { parseRichText } from '../../src/richText/parse';
import { wordsOf } from '../../src/richText/tree';
import type { PageData } from '../../src/schema/page';

test('a text that may hold no marks reads as exactly its own words, whatever else it holds', () => {
  const pieces = ['word', ' ', '\n', '*', ' * ', '-', '- ', '~~', '!', '(', ')', '/x', 'é', '#', '_', '`', '<b>'];
  let seen = 0;
  for (let round = 0; round < 20_000; round++) {
    let text = '';
    for (let count = 1 + (round % 9); count > 0; count--)
      text += pieces[(round * 7 + count * 13 + round * count) % pieces.length];
    for (const lists of [false, true]) {
      if (mayHoldMarks(text, lists)) continue;
      seen++;
      const { tree, problems } = parseRichText(text, { lists });
      // Read with a problem, a text is shown as written; read cleanly, as its words.
      expect(problems.length > 0 ? text : wordsOf(tree), JSON.stringify(text)).toBe(text);
    }
  }
  expect(seen).toBeGreaterThan(1000);
});

test('marks, escapes and list items are seen; a star with spaces around it is not', () => {
  expect(mayHoldMarks('**bold**')).toBe(true);
  expect(mayHoldMarks('see [our plans](/pricing)')).toBe(true);
  expect(mayHoldMarks('a \\* star')).toBe(true);
  expect(mayHoldMarks('We host:\n- web sites', true)).toBe(true);
  expect(mayHoldMarks('We host:\n- web sites', false)).toBe(false);
  expect(mayHoldMarks('Required fields are marked *')).toBe(false);
  expect(anyMayHoldMarks({ sections: [{ props: { items: [{ text: 'plain' }, { text: '*italic*' }] } }] })).toBe(true);
  expect(anyMayHoldMarks({ sections: [{ props: { count: 3, text: 'plain', on: true } }] })).toBe(false);
});

test('a page without marks is drawn without the reader; a page with one loads it before it is drawn', async () => {
  vi.resetModules(); // a module state of its own: the reader not loaded yet
  const { preloadPage } = await import('../../src/shell/pageLoading');
  const { RichText } = await import('../../src/ui/RichText');
  const drawn = (text: string) =>
    renderToString(
      <StaticRouter location="/">
        <RichText text={text} />
      </StaticRouter>,
    );
  const page = loadContent({ root: process.cwd() }).pages.find((shipped) => shipped.path === '/faq')!;
  expect(anyMayHoldMarks(page)).toBe(false);
  await preloadPage(page);
  expect(drawn('**bold**')).toBe('**bold**');

  const marked = structuredClone(page) as PageData;
  (marked.sections[0].props as { title: string }).title = 'Ask **us**';
  await preloadPage(marked);
  expect(drawn('**bold**')).toBe('<strong>bold</strong>');
});
