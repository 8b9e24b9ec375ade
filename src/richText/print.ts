// Writes a tree back as markup, the form the files hold: what the editor writes after a change made
// through its buttons. Words are escaped only where the markup would read them otherwise, so a text
// the author typed comes back as typed; parsing what this prints gives the same tree again.
import { escapable } from './parse';
import type { InlineNode, RichTextOptions, RichTextTree } from './tree';

/** The markup being written: each character, and whether it is a word (to escape if need be) or a mark. */
interface Output {
  characters: string[];
  words: boolean[];
}

const put = (out: Output, text: string, isWords: boolean) => {
  for (const character of text) {
    out.characters.push(character);
    out.words.push(isWords && character !== '\n');
  }
};

/** Bold next to bold (or italic next to italic) is one run: "**a****b**" would read as four stars. */
function merged(nodes: readonly InlineNode[]): InlineNode[] {
  const result: InlineNode[] = [];
  for (const node of nodes) {
    const last = result[result.length - 1];
    if ((node.type === 'strong' || node.type === 'em') && last?.type === node.type)
      result[result.length - 1] = { ...last, children: [...last.children, ...node.children] };
    else result.push(node);
  }
  return result;
}

/** Spaces at the edges of bold or italic go outside its stars, which must touch the words. */
function edgeSpaces(children: readonly InlineNode[]): { before: string; inside: InlineNode[]; after: string } {
  const inside = [...children];
  let before = '';
  let after = '';
  const first = inside[0];
  if (first?.type === 'text') {
    const trimmed = first.text.replace(/^\s+/, '');
    before = first.text.slice(0, first.text.length - trimmed.length);
    inside[0] = { ...first, text: trimmed };
  }
  const last = inside[inside.length - 1];
  if (last?.type === 'text') {
    const trimmed = last.text.replace(/\s+$/, '');
    after = last.text.slice(trimmed.length);
    inside[inside.length - 1] = { ...last, text: trimmed };
  }
  return { before, inside: inside.filter((node) => node.type !== 'text' || node.text !== ''), after };
}

function putInline(out: Output, nodes: readonly InlineNode[]): void {
  for (const node of merged(nodes)) {
    switch (node.type) {
      case 'text':
        put(out, node.text, true);
        break;
      case 'break':
        put(out, '\n', false);
        break;
      case 'strong':
      case 'em': {
        const mark = node.type === 'strong' ? '**' : '*';
        const { before, inside, after } = edgeSpaces(node.children);
        put(out, before, true);
        if (inside.length > 0) {
          put(out, mark, false);
          putInline(out, inside);
          put(out, mark, false);
        }
        put(out, after, true);
        break;
      }
      case 'link':
        put(out, '[', false);
        putInline(out, node.children);
        put(out, `](${node.href})`, false);
        break;
    }
  }
}

/** The markup of `tree`: its words escaped where they would read as marks. */
export function printRichText(tree: RichTextTree, options: RichTextOptions = {}): string {
  const out: Output = { characters: [], words: [] };
  let run: InlineNode[] = [];
  tree.forEach((node, index) => {
    if (node.type !== 'list') {
      run.push(node);
      return;
    }
    putInline(out, run);
    run = [];
    if (out.characters.length > 0 && out.characters[out.characters.length - 1] !== '\n') put(out, '\n', false);
    node.items.forEach((item, itemIndex) => {
      if (itemIndex > 0) put(out, '\n', false);
      put(out, '- ', false);
      putInline(out, item.children);
    });
    if (index < tree.length - 1) put(out, '\n', false);
  });
  putInline(out, run);
  const { characters, words } = out;
  const space = (at: number) => at < 0 || at >= characters.length || /\s/.test(characters[at]);
  // A run of stars, words only, with a space or the text's edge on both sides reads as typed: " * ".
  const starShownAsTyped = new Array<boolean>(characters.length).fill(false);
  for (let at = 0; at < characters.length;) {
    let end = at;
    while (end < characters.length && characters[end] === '*') end++;
    if (end === at) {
      at++;
      continue;
    }
    const lone = space(at - 1) && space(end) && words.slice(at, end).every(Boolean);
    starShownAsTyped.fill(lone, at, end);
    at = end;
  }
  // In a text with lists, a line starting "- " is an item and one starting "* " a mistaken one.
  const lineStart = (at: number) => options.lists === true && (at === 0 || characters[at - 1] === '\n');
  return characters
    .map((character, at) => {
      if (!words[at]) return character;
      const next = characters[at + 1];
      const escape =
        character === '[' ||
        character === ']' ||
        (character === '*' && !starShownAsTyped[at]) ||
        (character === '\\' && next !== undefined && escapable.includes(next)) ||
        (character === '~' && next === '~') ||
        (character === '!' && next === '[') ||
        ((character === '-' || character === '*') && lineStart(at) && next === ' ');
      return escape ? `\\${character}` : character;
    })
    .join('');
}
