// Writes a changed JSON value back into the text it was read from, keeping that text wherever the
// value did not change: the files in pages/ are laid out by hand (short objects on one line, long
// ones broken), a layout no formatter reproduces from the value alone. So an unchanged value gives
// the original bytes, a one-field change a one-line diff, and only new parts take formatJson's
// layout. Keys keep the original's order; new keys follow it in the order the value gives.
import { parseTree, type Node } from 'jsonc-parser';
import { formatJson } from '../../json/formatJson';
import { deepEqual } from './deepEqual';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `value` as JSON text laid out like `original` (the text of the file before), ending in a newline. */
export function writeLikeOriginal(original: string | undefined, value: unknown): string {
  const tree = original === undefined ? undefined : parseTree(original);
  if (!original || !tree) return `${formatJson(value)}\n`;
  const before = original.slice(0, tree.offset);
  const after = original.slice(tree.offset + tree.length);
  return `${before}${rewrite(original, tree, value, '', 0)}${after}`;
}

/** The text of `node` changed into `value`, at an indent of `indent` and starting at `column` of its line. */
function rewrite(text: string, node: Node, value: unknown, indent: string, column: number): string {
  const written = text.slice(node.offset, node.offset + node.length);
  if (deepEqual(valueOf(node), value)) return written;
  const oneLine = !written.includes('\n');
  const inner = `${indent}  `;
  if (node.type === 'object' && isObject(value) && !oneLine) {
    const members = new Map(
      (node.children ?? []).map((property) => [property.children![0].value as string, property.children![1]]),
    );
    const keys = [
      ...[...members.keys()].filter((key) => key in value),
      ...Object.keys(value).filter((key) => !members.has(key)),
    ];
    const lines = keys.map((key) => {
      const name = `${JSON.stringify(key)}: `;
      const old = members.get(key);
      const at = inner.length + name.length;
      return `${inner}${name}${old ? rewrite(text, old, value[key], inner, at) : formatJson(value[key], inner, at)}`;
    });
    return lines.length ? `{\n${lines.join(',\n')}\n${indent}}` : '{}';
  }
  if (node.type === 'array' && Array.isArray(value) && !oneLine) {
    const olds = node.children ?? [];
    const used = new Set<number>();
    // An item equal to an old one keeps its text (a moved section moves unchanged); an item changed
    // in place is rewritten inside the old one's text; a new item is laid out afresh.
    const equalAt = value.map((item, index) => {
      const same = (at: number) => !used.has(at) && deepEqual(valueOf(olds[at]), item);
      const found = index < olds.length && same(index) ? index : olds.findIndex((_old, at) => same(at));
      if (found >= 0) used.add(found);
      return found;
    });
    const lines = value.map((item, index) => {
      if (equalAt[index] >= 0) return `${inner}${rewrite(text, olds[equalAt[index]], item, inner, inner.length)}`;
      const inPlace = index < olds.length && !used.has(index) && olds[index].type === nodeType(item);
      if (inPlace) used.add(index);
      return `${inner}${inPlace ? rewrite(text, olds[index], item, inner, inner.length) : formatJson(item, inner, inner.length)}`;
    });
    return lines.length ? `[\n${lines.join(',\n')}\n${indent}]` : '[]';
  }
  return formatJson(value, indent, column);
}

function nodeType(value: unknown): Node['type'] {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value as Node['type'];
}

const values = new WeakMap<Node, unknown>();

/** A node's value (the last of a repeated key, as JSON.parse reads it), computed once per node. */
function valueOf(node: Node): unknown {
  if (values.has(node)) return values.get(node);
  let value: unknown;
  if (node.type === 'object')
    value = Object.fromEntries(
      (node.children ?? []).map((property) => [property.children![0].value, valueOf(property.children![1])]),
    );
  else if (node.type === 'array') value = (node.children ?? []).map(valueOf);
  else value = node.value;
  values.set(node, value);
  return value;
}
