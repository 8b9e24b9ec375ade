// A rich text without its marks, for the places that take words only: meta descriptions, share
// cards, structured data, the search and SEO checks, contrast checks. A link keeps its words.
import { readRichText } from './read';
import type { InlineNode, RichTextNode, RichTextOptions } from './tree';

function inlineWords(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : node.type === 'break' ? '\n' : inlineWords(node.children)))
    .join('');
}

/** The words of a tree: a line break is "\n", each list item a line of its own. */
export function wordsOf(nodes: readonly RichTextNode[]): string {
  let words = '';
  nodes.forEach((node, index) => {
    if (node.type !== 'list') {
      words += inlineWords([node]);
      return;
    }
    if (words !== '' && !words.endsWith('\n')) words += '\n';
    words += node.items.map((item) => inlineWords(item.children)).join('\n');
    if (index < nodes.length - 1) words += '\n';
  });
  return words;
}

/** The words of `markup`; markup that cannot be read (content is checked before it gets here) is returned as written. */
export function plainText(markup: string, options: RichTextOptions = {}): string {
  const { tree, problem } = readRichText(markup, options);
  return problem ? markup : wordsOf(tree);
}
