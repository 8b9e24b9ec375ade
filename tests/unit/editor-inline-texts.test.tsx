// What the editor edits in place on the preview (src/editor/app/inlineTexts.ts): a section's texts of
// words found through its block's schema (not links' addresses, pictures or icons), what the preview
// shows of each, and the element that shows it, found in the block's HTML as the prerender draws it.
import { describe, expect, test } from 'vitest';
import featureBoxesExample from '../../src/blocks/featureBoxes/example.json';
import FeatureBoxes from '../../src/blocks/featureBoxes/index';
import { featureBoxesProps } from '../../src/blocks/featureBoxes/schema';
import faqExample from '../../src/blocks/faq/example.json';
import Faq from '../../src/blocks/faq/index';
import { faqProps } from '../../src/blocks/faq/schema';
import { compact, elementsByWords, inlineTextsOf, labelOfText, textElement } from '../../src/editor/app/inlineTexts';
import { renderOnServer } from './support/serverRender';

describe('the texts of a section', () => {
  test('are its strings of words, in the order written, each with its field name; addresses, pictures and icons are not', () => {
    const props = { ...featureBoxesExample, boxes: featureBoxesExample.boxes.slice(3) };
    const texts = inlineTextsOf(featureBoxesProps, props);
    expect(texts.map((text) => text.field)).toEqual([
      'title',
      'text',
      'boxes[0].title',
      'boxes[0].text',
      'boxes[0].link.label',
    ]);
    expect(texts.map(labelOfText)).toEqual(['Title', 'Text', 'Title', 'Text', 'Label']);
  });

  test('a rich text keeps its markup and is recognised by the words it shows', () => {
    const [answer] = inlineTextsOf(faqProps, faqExample).filter((text) => text.field === 'questions[1].answer[1]');
    expect(answer.markup).toMatch(/^\*\*Our projects move faster:\*\* each plan on \[our pricing page\]\(\/pricing\)/);
    expect(answer.richText).toEqual({ lists: false });
    expect(answer.shown).toBe(
      compact('Our projects move faster: each plan on our pricing page says how many days a release takes.'),
    );
    expect(labelOfText(answer)).toBe('Answer 2');
  });
});

describe('the element that shows a text', () => {
  test('is the innermost one whose whole content is its words', () => {
    const props = featureBoxesProps.parse(featureBoxesExample);
    const root = renderOnServer(<FeatureBoxes {...props} />);
    const [box] = inlineTextsOf(featureBoxesProps, featureBoxesExample).filter(
      (text) => text.field === 'boxes[0].title',
    );
    const [element] = elementsByWords(root).get(box.shown)!;
    expect(element.tagName).toBe('H3');
    expect(element.textContent).toBe(featureBoxesExample.boxes[0].title);
  });

  test('for a rich text with marks, the one around what the marks draw', () => {
    const root = renderOnServer(<Faq {...faqProps.parse(faqExample)} />);
    const [answer] = inlineTextsOf(faqProps, faqExample).filter((text) => text.field === 'questions[1].answer[1]');
    const [inner] = elementsByWords(root).get(answer.shown)!;
    const element = textElement(inner, answer);
    expect(element.tagName).toBe('P');
    expect(element.querySelector('strong')?.textContent).toBe('Our projects move faster:');
  });

  test('the editor’s own elements are left out', () => {
    const root = renderOnServer(<p>Plans from $9</p>);
    root.insertAdjacentHTML('afterbegin', '<p data-inline-text-editor="text">Plans from $9</p>');
    expect(elementsByWords(root).get(compact('Plans from $9'))).toHaveLength(1);
  });
});
