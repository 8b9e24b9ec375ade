// What the rich-text field's buttons do to the markup and the selection in it: bold and italic on or
// off, a link set, changed or removed, list lines on or off. Each works on the markup as written, so
// the rest of the text keeps its bytes, and returns where the selection goes next.
import { parseRichText } from '../../richText/parse';
import { linksIn, type LinkNode, type RichTextOptions } from '../../richText/tree';

export interface Selection {
  start: number;
  end: number;
}
export interface Edit {
  markup: string;
  selection: Selection;
}

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

/** The selection without the spaces at its edges (they stay outside the marks); an empty one grows to the word around it. */
function wordsSelected(markup: string, { start, end }: Selection): Selection {
  if (start === end) {
    while (start > 0 && !isSpace(markup[start - 1]) && markup[start - 1] !== '*') start--;
    while (end < markup.length && !isSpace(markup[end]) && markup[end] !== '*') end++;
    return { start, end };
  }
  while (start < end && isSpace(markup[start])) start++;
  while (end > start && isSpace(markup[end - 1])) end--;
  return { start, end };
}

function starsBefore(markup: string, at: number): number {
  let count = 0;
  while (at - count > 0 && markup[at - count - 1] === '*') count++;
  return count;
}

function starsAfter(markup: string, at: number): number {
  let count = 0;
  while (at + count < markup.length && markup[at + count] === '*') count++;
  return count;
}

/** Whether `count` stars around words make them bold (2, or 3 with italic) or italic (1, or 3). */
const marks = (count: number, mark: 'strong' | 'em') =>
  mark === 'strong' ? count === 2 || count === 3 : count === 1 || count === 3;

/** Bold (`strong`) or italic (`em`) on for the selected words, or off when they already have it. */
export function toggleMark(markup: string, selection: Selection, mark: 'strong' | 'em'): Edit {
  const { start, end } = wordsSelected(markup, selection);
  const size = mark === 'strong' ? 2 : 1;
  const stars = '*'.repeat(size);
  const around = Math.min(starsBefore(markup, start), starsAfter(markup, end));
  if (start < end && marks(around, mark)) {
    return {
      markup: markup.slice(0, start - size) + markup.slice(start, end) + markup.slice(end + size),
      selection: { start: start - size, end: end - size },
    };
  }
  const within = Math.min(starsAfter(markup, start), starsBefore(markup, end));
  if (end - start > 2 * within && marks(within, mark)) {
    return {
      markup: markup.slice(0, start) + markup.slice(start + size, end - size) + markup.slice(end),
      selection: { start, end: end - 2 * size },
    };
  }
  return {
    markup: `${markup.slice(0, start)}${stars}${markup.slice(start, end)}${stars}${markup.slice(end)}`,
    selection: { start: start + size, end: end + size },
  };
}

/** The link the selection is in, when the markup can be read. */
export function linkAt(markup: string, selection: Selection, options: RichTextOptions = {}): LinkNode | undefined {
  const { tree, problems } = parseRichText(markup, options);
  if (problems.length > 0) return undefined;
  return linksIn(tree).find((link) => link.start <= selection.start && selection.end <= link.end);
}

/** The selected words made a link to `href`; inside a link, that link's address changed to `href`. */
export function setLink(markup: string, selection: Selection, href: string, options: RichTextOptions = {}): Edit {
  const link = linkAt(markup, selection, options);
  if (link) {
    const hrefEnd = link.end - 1;
    return {
      markup: markup.slice(0, link.hrefAt) + href + markup.slice(hrefEnd),
      selection: { start: link.start + 1, end: link.hrefAt - 2 },
    };
  }
  const { start, end } = wordsSelected(markup, selection);
  if (start === end) return { markup, selection };
  return {
    markup: `${markup.slice(0, start)}[${markup.slice(start, end)}](${href})${markup.slice(end)}`,
    selection: { start: start + 1, end: end + 1 },
  };
}

/** The link the selection is in replaced by its words. */
export function removeLink(markup: string, selection: Selection, options: RichTextOptions = {}): Edit {
  const link = linkAt(markup, selection, options);
  if (!link) return { markup, selection };
  const words = markup.slice(link.start + 1, link.hrefAt - 2);
  return {
    markup: markup.slice(0, link.start) + words + markup.slice(link.end),
    selection: { start: link.start, end: link.start + words.length },
  };
}

/** The lines the selection touches made items of a list, or plain lines again when they all are. */
export function toggleList(markup: string, { start, end }: Selection): Edit {
  const from = markup.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = markup.indexOf('\n', Math.max(end - 1, start));
  const to = lineEnd === -1 ? markup.length : lineEnd;
  const lines = markup.slice(from, to).split('\n');
  const allItems = lines.every((line) => line.startsWith('- '));
  const changed = lines
    .map((line) => (allItems ? line.slice(2) : line.startsWith('- ') ? line : `- ${line}`))
    .join('\n');
  return {
    markup: markup.slice(0, from) + changed + markup.slice(to),
    selection: { start: from, end: from + changed.length },
  };
}
