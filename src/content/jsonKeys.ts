// Property names that JSON.parse lets pass but an author never means: the same name twice in one
// object (the last one silently wins, so an edit seems to do nothing) and a name with an invisible
// character inside or a space around it (it is another name, though it looks right). Each is
// reported at the name.
import type { Node } from 'jsonc-parser';
import { invisiblesIn, showInvisibles, withoutInvisibles } from './invisibleCharacters';
import type { JsonPath, Position } from './jsonSource';

export interface KeyProblem {
  offset: number;
  path: JsonPath;
  message: string;
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
        message: `the property name "${shown}" holds ${invisibles.join(' and ')}, which cannot be seen but makes it another name; delete the name and type it again as "${withoutInvisibles(key)}"`,
      });
    }
    if (key !== key.trim() && key.trim() !== '') {
      problems.push({
        offset: keyNode.offset,
        path: [...path, key.trim()],
        message: `the property name "${key}" has a space ${key.startsWith(' ') || key.startsWith('\t') ? 'before' : 'after'} it inside the quotes, which makes it another name; write "${key.trim()}"`,
      });
    }
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({
        offset: keyNode.offset,
        path: [...path, key],
        message: `"${key}" is written twice in this object, here and at ${describe(earlier)}, and only the last one would count; keep one of the two and remove the other`,
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
