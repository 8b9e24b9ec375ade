// Property names that JSON.parse lets pass but an author never means: the same name twice in one
// object (the last one silently wins, so an edit seems to do nothing) and a name with an invisible
// character inside or a space around it (it is another name, though it looks right). Each is
// reported at the name.
import type { Node } from 'jsonc-parser';
import type { Suggestion } from '../problems/contentIssue';
import { say, type MessageCode } from '../problems/messages';
import { invisiblesIn, showInvisibles, withoutInvisibles } from './invisibleCharacters';
import type { JsonPath, Position } from './jsonSource';

export interface KeyProblem {
  offset: number;
  path: JsonPath;
  code: MessageCode;
  message: string;
  suggestion?: Suggestion;
}

/** The key at `keyNode` written as `name`: an edit of the file, since the name in the file is not the one the checks see. */
function renamed(keyNode: Node, name: string): Suggestion {
  const text = JSON.stringify(name);
  return { kind: 'edit', value: text, edits: [{ offset: keyNode.offset, length: keyNode.length, text }] };
}

function walk(node: Node, path: JsonPath, describe: (offset: number) => string, problems: KeyProblem[]): void {
  if (node.type === 'array')
    node.children?.forEach((child, index) => walk(child, [...path, index], describe, problems));
  if (node.type !== 'object') return;
  const seen = new Map<string, number>();
  for (const property of node.children ?? []) {
    const [keyNode, valueNode] = property.children ?? [];
    if (!keyNode) continue;
    const key = String(keyNode.value);
    const invisibles = invisiblesIn(key);
    if (invisibles.length > 0) {
      const shown = showInvisibles(key);
      problems.push({
        offset: keyNode.offset,
        path: [...path, withoutInvisibles(key)],
        ...say('json.invisible-character-in-a-name', {
          shown,
          invisibles: invisibles.join(' and '),
          meant: withoutInvisibles(key),
        }),
        suggestion: renamed(keyNode, withoutInvisibles(key)),
      });
    }
    if (key !== key.trim() && key.trim() !== '') {
      problems.push({
        offset: keyNode.offset,
        path: [...path, key.trim()],
        ...say('json.space-in-a-name', {
          name: key,
          where: key.startsWith(' ') || key.startsWith('\t') ? 'before' : 'after',
          meant: key.trim(),
        }),
        suggestion: renamed(keyNode, key.trim()),
      });
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({
        offset: keyNode.offset,
        path: [...path, key],
        ...say('json.name-written-twice', { name: key, at: describe(earlier) }),
      });
    }
    seen.set(key, keyNode.offset);
    if (valueNode) walk(valueNode, [...path, key], describe, problems);
  }
}

/** Every duplicate or invisibly altered property name in the tree. */
export function keyProblems(root: Node, positionOf: (offset: number) => Position): KeyProblem[] {
  const problems: KeyProblem[] = [];
  const describe = (offset: number) => {
    const { line, column } = positionOf(offset);
    return `line ${line}, column ${column}`;
  };
  walk(root, [], describe, problems);
  return problems;
}

/** `value` with invisible characters and surrounding spaces taken out of every property name, so the rest of the checks see the name the author meant. */
export function withVisibleKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withVisibleKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [withoutInvisibles(key).trim() || key, withVisibleKeys(item)]),
  );
}
