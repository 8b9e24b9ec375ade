// Which texts of a section the preview shows as written, and where: each string prop of words (a plain
// text or a rich text; not a link's address, a picture, an icon or a colour), found by walking the
// block's schema beside its props, with the words the preview shows of it, and the elements of the
// preview that show exactly those words. What inlineTextEditing.tsx edits in place.
import { z } from 'zod';
import { formatJsonPath } from '../../problems/contentIssue';
import { parseRichText } from '../../richText/parse';
import { wordsOf } from '../../richText/plainText';
import { isPlain, type RichTextOptions } from '../../richText/tree';
import { richTextOptionsOf } from '../../schema/richText';
import { labelOf, unwrap } from './schemaFields';

export interface InlineText {
  /** The prop's path in the section's props, and its name in Puck's form (and for setDeep): "boxes[1].text". */
  path: (string | number)[];
  field: string;
  /** The text as written in the file: the markup of a rich text. */
  markup: string;
  /** The words the preview shows, without white space (a line break or a list item's edge shows none). */
  shown: string;
  /** For a rich text, what its field allows; a plain text has none. */
  richText?: RichTextOptions;
}

/** A text without its white space: how a text and an element's content are compared. */
export const compact = (text: string) => text.replace(/\s+/g, '');

/** The words a rich text shows; a text that cannot be read is shown as written. */
function shownWords(markup: string, options: RichTextOptions): string {
  const { tree, problems } = parseRichText(markup, options);
  return problems.length > 0 ? markup : wordsOf(tree);
}

/** Editors that hold something other than words to read. */
const notWords = new Set(['link', 'image', 'imageSrc', 'icon', 'colour']);

/** Every text of words in `props` (as the file holds them), read through `schema`, in the order written. */
export function inlineTextsOf(schema: z.core.$ZodType, props: unknown): InlineText[] {
  const found: InlineText[] = [];
  const walk = (at: z.core.$ZodType, value: unknown, path: (string | number)[]) => {
    const { inner, editor } = unwrap(at);
    if (editor && notWords.has(editor)) return;
    if (inner instanceof z.ZodString) {
      if (typeof value !== 'string' || value.trim() === '' || path.length === 0) return;
      const richText = richTextOptionsOf(inner);
      const shown = compact(richText ? shownWords(value, richText) : value);
      if (shown) found.push({ path, field: formatJsonPath(path), markup: value, shown, richText });
    } else if (inner instanceof z.ZodObject) {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
      for (const [key, field] of Object.entries(inner.shape as Record<string, z.core.$ZodType>))
        walk(field, (value as Record<string, unknown>)[key], [...path, key]);
    } else if (inner instanceof z.ZodArray) {
      if (Array.isArray(value)) value.forEach((item, index) => walk(inner.element, item, [...path, index]));
    } else if (inner instanceof z.ZodUnion) {
      const option = (inner.options as z.core.$ZodType[]).find((candidate) => z.safeParse(candidate, value).success);
      if (option) walk(option, value, path);
    }
  };
  walk(schema, props, []);
  return found;
}

/** How the text is named to a screen reader, as its field is in the form: "Text", "Paragraphs 3". */
export function labelOfText({ path }: InlineText): string {
  const last = path[path.length - 1];
  if (typeof last === 'string') return labelOf(last);
  const list = path[path.length - 2];
  return `${typeof list === 'string' ? labelOf(list) : ''} ${last + 1}`.trim();
}

/** Elements a rich text's markup draws; the text's own element is the one around them. */
const drawnByMarkup = new Set(['STRONG', 'EM', 'A', 'UL', 'LI', 'BR']);

/**
 * The elements under `root` that show each set of words (without white space): for each, the innermost
 * element whose whole content is those words, in document order. Elements marked `skip` (the editor's
 * own) are left out with what they hold.
 */
export function elementsByWords(root: Element, skip = '[data-inline-text-editor]'): Map<string, Element[]> {
  const byWords = new Map<string, Element[]>();
  const wordsOfElement = (element: Element): string => {
    let words = '';
    const children: string[] = [];
    for (const node of element.childNodes) {
      if (node.nodeType === node.TEXT_NODE) words += compact(node.textContent ?? '');
      else if (node.nodeType === node.ELEMENT_NODE && !(node as Element).matches(skip)) {
        const child = wordsOfElement(node as Element);
        children.push(child);
        words += child;
      }
    }
    if (words && !children.includes(words)) {
      const list = byWords.get(words);
      if (list) list.push(element);
      else byWords.set(words, [element]);
    }
    return words;
  };
  wordsOfElement(root);
  return byWords;
}

/** The element that shows `text`: for a rich text with marks, the one around what the marks draw. */
export function textElement(element: Element, text: InlineText): Element {
  if (!text.richText || isPlain(parseRichText(text.markup, text.richText).tree)) return element;
  let around = element;
  while (
    drawnByMarkup.has(around.tagName) &&
    around.parentElement &&
    compact(around.parentElement.textContent ?? '') === text.shown
  )
    around = around.parentElement;
  return around;
}
