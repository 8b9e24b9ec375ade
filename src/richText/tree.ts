// The small tree a rich text becomes: words, bold, italic, links, line breaks and, where a field allows
// them, lists. Every node keeps where it was written in the markup (offsets from 0), so a message or a
// cross-file check can point inside the text.

/** What a field allows beyond bold, italic, links and line breaks. */
export interface RichTextOptions {
  /** Lines starting "- " are the items of a list (for a block that shows lists). */
  lists?: boolean;
}

interface Span {
  /** Offset in the markup of the node's first character. */
  start: number;
  /** Offset in the markup just after the node's last character. */
  end: number;
}

export interface TextNode extends Span {
  type: 'text';
  /** The words as shown: escapes already read (`\*` is `*`). */
  text: string;
}
export interface StrongNode extends Span {
  type: 'strong';
  children: InlineNode[];
}
export interface EmNode extends Span {
  type: 'em';
  children: InlineNode[];
}
export interface LinkNode extends Span {
  type: 'link';
  href: string;
  /** Offset in the markup of the address's first character. */
  hrefAt: number;
  children: InlineNode[];
}
export interface BreakNode extends Span {
  type: 'break';
}
export type InlineNode = TextNode | StrongNode | EmNode | LinkNode | BreakNode;

export interface ListItem extends Span {
  children: InlineNode[];
}
export interface ListNode extends Span {
  type: 'list';
  items: ListItem[];
}

export type RichTextNode = InlineNode | ListNode;
export type RichTextTree = RichTextNode[];

/** Every link of the tree, in the order written. */
export function linksIn(nodes: readonly RichTextNode[]): LinkNode[] {
  const found: LinkNode[] = [];
  const visit = (node: RichTextNode) => {
    if (node.type === 'link') found.push(node);
    if (node.type === 'list') node.items.forEach((item) => item.children.forEach(visit));
    else if ('children' in node) node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return found;
}

/** Whether the tree is words and line breaks only: shown exactly as a plain text is. */
export const isPlain = (nodes: readonly RichTextNode[]) =>
  nodes.every((node) => node.type === 'text' || node.type === 'break');

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
