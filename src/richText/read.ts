// Reads the markup of a rich text into its tree, or finds its first mistake. The markup is small on
// purpose: **bold**, *italic*, [words](/page), a line break for "\n" and, where a field allows lists,
// lines starting "- ". A backslash before \ * [ ] - ~ ! shows that character as typed. A star with a
// space (or the text's start or end) on both sides is shown as typed too, so a plain text such as
// "Required fields are marked *" means what it always meant. One pass over the text, each character
// looked at a bounded number of times: a long text costs in proportion to its length.
// A mistake is found here as a code and the facts its message needs; the words for the author are in
// parse.ts, which the build and the editor use, so the visitors' script draws texts without them.
import type {
  InlineNode,
  LinkNode,
  ListItem,
  ListNode,
  RichTextNode,
  RichTextOptions,
  RichTextTree,
  TextNode,
} from './tree';

export type RichTextProblemCode =
  | 'unclosedBold'
  | 'unclosedItalic'
  | 'unclosedLink'
  | 'strayBoldEnd'
  | 'strayItalicEnd'
  | 'wrongStarCount'
  | 'boldInBold'
  | 'italicInItalic'
  | 'crossed'
  | 'tooManyStars'
  | 'linkInLink'
  | 'strayBracket'
  | 'bracketWithoutAddress'
  | 'spaceBeforeAddress'
  | 'emptyLinkWords'
  | 'emptyAddress'
  | 'spaceInAddress'
  | 'unclosedAddress'
  | 'strikethrough'
  | 'image'
  | 'listMarker';

/** What a message needs beyond the code: the markup shown around the mistake, offsets, marks. */
export interface ProblemFacts {
  /** The markup where the mistake is, as far as a message shows it. */
  shown?: string;
  /** Offset of the mark that opened what the mistake is about. */
  openedAt?: number;
  /** The stars (or "]") read at the mistake. */
  stars?: string;
  mark?: string;
  kind?: Kind | 'root';
  outer?: Kind | 'root';
  inner?: Kind | 'root';
  innerAt?: number;
  href?: string;
}

export interface FoundProblem {
  code: RichTextProblemCode;
  /** Offset in the markup where the problem is seen. */
  at: number;
  facts: ProblemFacts;
}

export interface ReadRichText {
  tree: RichTextTree;
  /** The first mistake found (reading stops there, and the tree is empty), or none. */
  problem?: FoundProblem;
}

/** Characters a backslash shows as typed. */
export const escapable = '\\*[]-~!';

const isSpace = (character: string | undefined) => character !== undefined && /\s/.test(character);

export type Kind = 'strong' | 'em' | 'link';

interface Frame {
  kind: Kind | 'root';
  start: number;
  children: InlineNode[];
}

/** How many stars end a frame: none for a link or the text itself. */
const starsOf = (frame: Frame) => (frame.kind === 'em' ? 1 : frame.kind === 'strong' ? 2 : 0);

class Failure {
  constructor(readonly problem: FoundProblem) {}
}

/** Reads the inline markup of `markup` from `from` to `to` (a list item, or the lines between lists). */
class InlineReader {
  private readonly stack: Frame[];
  private text = '';
  private textStart = -1;
  /** Offset of an unescaped "!" just read: with "[" after it, it would be another markup's picture. */
  private bangAt = -1;

  constructor(
    private readonly markup: string,
    private readonly from: number,
    private readonly to: number,
  ) {
    this.stack = [{ kind: 'root', start: from, children: [] }];
  }

  /** The markup from `at` to `end`, or from `at` on as far as a message needs to show where. */
  private shown(at: number, end?: number): string {
    const lineEnd = this.markup.indexOf('\n', at);
    const limit = Math.min(this.to, lineEnd === -1 ? this.to : lineEnd);
    const want = end ?? at + 24;
    const stop = Math.min(limit, want, at + 60);
    return `${this.markup.slice(at, stop)}${stop < Math.min(limit, want) || (end === undefined && stop < limit) ? '…' : ''}`;
  }

  /** The words before `end` (a closing mark), as far as a message needs to show where. */
  private shownBefore(end: number): string {
    const lineStart = this.markup.lastIndexOf('\n', end - 1) + 1;
    const start = Math.max(this.from, lineStart, end - 24);
    return `${start > Math.max(this.from, lineStart) ? '…' : ''}${this.markup.slice(start, end)}`;
  }

  private fail(code: RichTextProblemCode, at: number, facts: ProblemFacts = {}): never {
    throw new Failure({ code, at, facts });
  }

  private get top(): Frame {
    return this.stack[this.stack.length - 1];
  }

  private addText(characters: string, at: number, end: number): void {
    if (this.textStart < 0) this.textStart = at;
    this.text += characters;
    this.bangAt = characters === '!' && end - at === 1 ? at : -1;
  }

  private flush(end: number): void {
    if (this.textStart >= 0) {
      const node: TextNode = { type: 'text', text: this.text, start: this.textStart, end };
      this.top.children.push(node);
    }
    this.text = '';
    this.textStart = -1;
  }

  private push(kind: Kind, start: number): void {
    this.stack.push({ kind, start, children: [] });
  }

  private pop(): Frame {
    return this.stack.pop()!;
  }

  /** The innermost open frame of `kind`. */
  private innermost(kind: Kind): Frame | undefined {
    for (let index = this.stack.length - 1; index > 0; index--)
      if (this.stack[index].kind === kind) return this.stack[index];
    return undefined;
  }

  read(): InlineNode[] {
    const { markup } = this;
    let at = this.from;
    while (at < this.to) {
      const character = markup[at];
      if (character === '\\' && at + 1 < this.to && escapable.includes(markup[at + 1])) {
        this.addText(markup[at + 1], at, at + 2);
        at += 2;
      } else if (character === '\n') {
        this.flush(at);
        this.top.children.push({ type: 'break', start: at, end: at + 1 });
        this.bangAt = -1;
        at += 1;
      } else if (character === '*') {
        let end = at;
        while (end < this.to && markup[end] === '*') end++;
        this.stars(at, end);
        at = end;
      } else if (character === '[') {
        this.openLink(at);
        at += 1;
      } else if (character === ']') {
        at = this.closeLink(at);
      } else if (character === '~' && markup[at + 1] === '~' && at + 2 < this.to && !isSpace(markup[at + 2])) {
        this.fail('strikethrough', at);
      } else {
        this.addText(character, at, at + 1);
        at += 1;
      }
    }
    this.flush(this.to);
    if (this.stack.length > 1) this.unclosed(this.stack[1]);
    return this.stack[0].children;
  }

  private unclosed(frame: Frame): never {
    const code = frame.kind === 'strong' ? 'unclosedBold' : frame.kind === 'em' ? 'unclosedItalic' : 'unclosedLink';
    this.fail(code, frame.start, { shown: this.shown(frame.start) });
  }

  /** A run of stars from `at` to `end`: it ends bold or italic, starts it, or is shown as typed. */
  private stars(at: number, end: number): void {
    const { markup } = this;
    const before = at > this.from ? markup[at - 1] : undefined;
    const after = end < this.to ? markup[end] : undefined;
    const canOpen = after !== undefined && !isSpace(after);
    const canClose = before !== undefined && !isSpace(before);
    if (!canOpen && !canClose) {
      this.addText(markup.slice(at, end), at, end);
      return;
    }
    const run = end - at;
    if (run > 3) this.fail('tooManyStars', at, { stars: markup.slice(at, end) });
    let left = run;
    let position = at;
    if (canClose) {
      const below = this.stack[this.stack.length - 2];
      if (run === 3 && below && starsOf(this.top) + starsOf(below) === 3) {
        this.close(this.close(position));
        return;
      }
      const size = starsOf(this.top);
      if (size > 0 && (size === run || run === 3)) {
        position = this.close(position);
        left -= size;
        if (left === 0) return;
      }
    }
    const wanted: Kind = left === 1 ? 'em' : 'strong';
    const openAlready = left === 3 ? (this.innermost('strong') ?? this.innermost('em')) : this.innermost(wanted);
    const stars = markup.slice(position, end);
    if (canClose && openAlready) this.crossed(openAlready, position, stars);
    if (!canOpen) this.strayEnd(position, end, left);
    if (openAlready)
      this.fail(openAlready.kind === 'strong' ? 'boldInBold' : 'italicInItalic', position, {
        shown: this.shown(openAlready.start),
        openedAt: openAlready.start,
        stars,
      });
    this.flush(position);
    if (left === 3) {
      this.push('strong', position);
      this.push('em', position + 2);
    } else this.push(wanted, position);
  }

  /** Ends the bold or italic on top with its stars at `at`; returns the offset after them. */
  private close(at: number): number {
    this.flush(at);
    const frame = this.pop();
    const end = at + starsOf(frame);
    this.top.children.push({ type: frame.kind as 'em' | 'strong', start: frame.start, end, children: frame.children });
    return end;
  }

  /** Stars that can only end something, with nothing of theirs open. */
  private strayEnd(at: number, end: number, count: number): never {
    const top = this.top;
    const stars = this.markup.slice(at, end);
    if (starsOf(top) > 0)
      this.fail('wrongStarCount', at, {
        kind: top.kind,
        shown: this.shown(top.start),
        openedAt: top.start,
        stars,
      });
    this.fail(count === 1 ? 'strayItalicEnd' : 'strayBoldEnd', at, { stars, shown: this.shownBefore(end) });
  }

  /** Something ends `outer` while what started inside it is still open. */
  private crossed(outer: Frame, at: number, mark: string): never {
    const inner = this.top;
    this.fail('crossed', at, { outer: outer.kind, inner: inner.kind, innerAt: inner.start, mark });
  }

  private openLink(at: number): void {
    const outer = this.innermost('link');
    if (outer) this.fail('linkInLink', at, { openedAt: outer.start });
    if (at > this.from && this.bangAt === at - 1) this.fail('image', at - 1);
    this.flush(at);
    this.push('link', at);
  }

  /** The "]" at `at` ends a link's words; its address follows in parentheses. Returns where reading goes on. */
  private closeLink(at: number): number {
    const { markup } = this;
    const link = this.innermost('link');
    if (!link) this.fail('strayBracket', at);
    if (this.top !== link) this.crossed(link, at, ']');
    if (markup[at + 1] !== '(') {
      let next = at + 1;
      while (next < this.to && (markup[next] === ' ' || markup[next] === '\t')) next++;
      if (next > at + 1 && markup[next] === '(')
        this.fail('spaceBeforeAddress', link.start, { shown: this.shown(link.start, next + 1) });
      this.fail('bracketWithoutAddress', link.start, { shown: this.shown(link.start, at + 1) });
    }
    const hrefAt = at + 2;
    let end = hrefAt;
    let depth = 1;
    for (; end < this.to; end++) {
      const character = markup[end];
      if (isSpace(character)) this.fail('spaceInAddress', end, { shown: this.shown(link.start), openedAt: link.start });
      if (character === '(') depth++;
      else if (character === ')' && --depth === 0) break;
    }
    if (end >= this.to) this.fail('unclosedAddress', link.start, { shown: this.shown(link.start) });
    const href = markup.slice(hrefAt, end);
    this.flush(at);
    if (link.children.length === 0) this.fail('emptyLinkWords', link.start, { href });
    if (href === '') this.fail('emptyAddress', link.start, { shown: this.shown(link.start, end + 1) });
    this.pop();
    const node: LinkNode = { type: 'link', href, hrefAt, start: link.start, end: end + 1, children: link.children };
    this.top.children.push(node);
    this.bangAt = -1;
    return end + 1;
  }
}

function readInline(markup: string, from: number, to: number): InlineNode[] {
  return new InlineReader(markup, from, to).read();
}

/** The text as a tree, lists read as lists when `options.lists`. */
function readBlocks(markup: string, options: RichTextOptions): RichTextTree {
  if (!options.lists) return readInline(markup, 0, markup.length);
  const tree: RichTextNode[] = [];
  let runStart = -1;
  let runEnd = -1;
  let list: ListNode | undefined;
  const endRun = () => {
    if (runStart >= 0) tree.push(...readInline(markup, runStart, runEnd));
    runStart = -1;
  };
  for (let lineStart = 0; lineStart <= markup.length;) {
    const newline = markup.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? markup.length : newline;
    if (markup.startsWith('- ', lineStart)) {
      endRun();
      const item: ListItem = { start: lineStart, end: lineEnd, children: readInline(markup, lineStart + 2, lineEnd) };
      if (list) {
        list.items.push(item);
        list.end = lineEnd;
      } else tree.push((list = { type: 'list', start: lineStart, end: lineEnd, items: [item] }));
    } else {
      if (markup.startsWith('* ', lineStart)) throw new Failure({ code: 'listMarker', at: lineStart, facts: {} });
      list = undefined;
      if (runStart < 0) runStart = lineStart;
      runEnd = lineEnd;
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  endRun();
  return tree;
}

/** The tree of `markup`, or its first mistake (and an empty tree) when it has one. */
export function readRichText(markup: string, options: RichTextOptions = {}): ReadRichText {
  try {
    return { tree: readBlocks(markup, options) };
  } catch (error) {
    if (error instanceof Failure) return { tree: [], problem: error.problem };
    throw error;
  }
}
