// The rich-text field's buttons (src/editor/app/richTextEdits.ts): each writes or removes marks in the
// markup around the selection, leaves the rest of the text as it was, and the result reads as meant.
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { faqProps } from '../../src/blocks/faq/schema';
import { linkAt, removeLink, setLink, toggleList, toggleMark } from '../../src/editor/app/richTextEdits';
import { fieldsOf } from '../../src/editor/app/schemaFields';
import { parseRichText } from '../../src/richText/parse';
import { richText } from '../../src/schema/richText';

/** The selection written into the markup between two bars: "we |match| it" is "we match it" with "match" selected. */
function selected(written: string) {
  const start = written.indexOf('|');
  const end = written.indexOf('|', start + 1) - 1;
  return { markup: written.replace(/\|/g, ''), selection: { start, end: end < start ? start : end } };
}
const shown = ({ markup, selection }: { markup: string; selection: { start: number; end: number } }) =>
  `${markup.slice(0, selection.start)}|${markup.slice(selection.start, selection.end)}|${markup.slice(selection.end)}`;

describe('bold and italic', () => {
  test.each([
    ['bold on', 'our |price guarantee| matches', 'strong', 'our **|price guarantee|** matches'],
    ['bold off', 'our **|price guarantee|** matches', 'strong', 'our |price guarantee| matches'],
    [
      'bold off, the stars selected too',
      'our |**price guarantee**| matches',
      'strong',
      'our |price guarantee| matches',
    ],
    ['italic on', 'we |match| it', 'em', 'we *|match|* it'],
    ['italic off', 'we *|match|* it', 'em', 'we |match| it'],
    ['italic inside bold', '**|both|**', 'em', '***|both|***'],
    ['bold off, italic kept', '***|both|***', 'strong', '*|both|*'],
    ['spaces at the edges stay outside the stars', 'our| price |matches', 'strong', 'our **|price|** matches'],
    ['nothing selected: the word at the caret', 'we mat||ch it', 'strong', 'we **|match|** it'],
  ] as const)('%s', (_what, before, mark, after) => {
    const { markup, selection } = selected(before);
    const edit = toggleMark(markup, selection, mark);
    expect(shown(edit)).toBe(after);
    expect(parseRichText(edit.markup).problems).toEqual([]);
  });
});

describe('links', () => {
  test('the selected words become a link to the address chosen', () => {
    const { markup, selection } = selected('see |our pricing| today');
    expect(shown(setLink(markup, selection, '/pricing'))).toBe('see [|our pricing|](/pricing) today');
  });

  test('inside a link, the address is changed and the words kept', () => {
    const { markup, selection } = selected('see [our |pri||cing](/pricing) today');
    expect(linkAt(markup, selection)?.href).toBe('/pricing');
    expect(setLink(markup, selection, '/pricing#plans').markup).toBe('see [our pricing](/pricing#plans) today');
  });

  test('remove link leaves its words, with their marks', () => {
    const { markup, selection } = selected('see [our **best** |plans|](/pricing) today');
    expect(shown(removeLink(markup, selection))).toBe('see |our **best** plans| today');
  });

  test('outside a link, remove link changes nothing', () => {
    const { markup, selection } = selected('see |our| pricing');
    expect(removeLink(markup, selection).markup).toBe(markup);
    expect(linkAt(markup, selection)).toBeUndefined();
  });
});

test('list lines on and off', () => {
  const { markup, selection } = selected('We host:\n|web sites\nmail|\nAsk us.');
  const on = toggleList(markup, selection);
  expect(on.markup).toBe('We host:\n- web sites\n- mail\nAsk us.');
  expect(toggleList(on.markup, on.selection).markup).toBe(markup);
});

describe('the editor’s fields for rich text', () => {
  test('a rich-text prop gets the rich-text field, a list of them one editor per text', () => {
    const answer = (fieldsOf(faqProps).questions as any).arrayFields.answer;
    expect(answer).toMatchObject({
      type: 'custom',
      label: 'Answer',
      metadata: { help: 'The answer, one text per paragraph.' },
    });
    const single = fieldsOf(z.strictObject({ note: richText('A note.') })).note as any;
    expect(single).toMatchObject({ type: 'custom', metadata: { help: expect.stringMatching(/^A note\. Rich text:/) } });
  });
});
