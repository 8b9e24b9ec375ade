// What an editor that reads "$schema" offers authors: every block as a titled, described choice
// with its complete example, and descriptions for the shared shapes (links, images, icons).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blockRegistry, blockTypes } from '../../src/blocks/registry';
import { exampleProps } from '../../src/content/blockExamples';

const root = process.cwd();
type Node = Record<string, unknown>;
const schemaOf = (name: string) => JSON.parse(readFileSync(join(root, 'schemas', name), 'utf8')) as Node;

/** Every object in the schema that is one block's alternative ({ type: const, props }). */
function blockAlternatives(node: unknown, found = new Map<string, Node>()): Map<string, Node> {
  if (Array.isArray(node)) node.forEach((child) => blockAlternatives(child, found));
  else if (node && typeof node === 'object') {
    const type = ((node as Node).properties as Record<string, Node> | undefined)?.type?.const;
    if (typeof type === 'string' && (node as Node).properties && 'props' in ((node as Node).properties as Node))
      found.set(type, node as Node);
    Object.values(node).forEach((child) => blockAlternatives(child, found));
  }
  return found;
}

describe.each(['page.schema.json', 'section.schema.json'])('%s', (name) => {
  const alternatives = blockAlternatives(schemaOf(name));

  test('offers every registered block as a choice titled with its type and described', () => {
    expect([...alternatives.keys()].sort()).toEqual([...blockTypes].sort());
    for (const type of blockTypes) {
      const alternative = alternatives.get(type)!;
      expect(alternative.title).toBe(type);
      expect(alternative.description).toBe(blockRegistry[type].props.description);
      expect((alternative.properties as Record<string, Node>).type.description).toBe(
        blockRegistry[type].props.description,
      );
    }
  });

  test('offers each block complete, with its example props, as the completion of a new section', () => {
    for (const type of blockTypes) {
      expect(alternatives.get(type)!.examples).toEqual([{ type, props: exampleProps(root, type) }]);
    }
  });
});

test('links, images, image paths and icons explain themselves on hover', () => {
  const defs = schemaOf('page.schema.json').$defs as Record<string, Node>;
  for (const shape of ['href', 'image', 'imageSrc', 'link', 'icon'])
    expect(defs[shape].description, shape).toEqual(expect.any(String));
  expect(defs.href.examples).toContain('/contact');
});

/** Paths of the properties under `node` that an editor would show without any hover text. */
function undescribedProps(
  node: unknown,
  defs: Record<string, Node>,
  path: string,
  seen = new Set<unknown>(),
): string[] {
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const resolve = (n: Node): Node =>
    typeof n.$ref === 'string' && !n.description ? resolve(defs[n.$ref.split('/').pop()!] ?? {}) : n;
  const current = resolve(node as Node);
  const missing: string[] = [];
  for (const [key, value] of Object.entries((current.properties as Record<string, Node> | undefined) ?? {})) {
    if (!value.description && !resolve(value).description) missing.push(`${path}.${key}`);
    missing.push(...undescribedProps(value, defs, `${path}.${key}`, seen));
  }
  for (const key of ['items', 'anyOf', 'oneOf', 'allOf']) {
    const child = current[key];
    for (const each of Array.isArray(child) ? child : child ? [child] : [])
      missing.push(...undescribedProps(each, defs, key === 'items' ? `${path}[]` : path, seen));
  }
  return missing;
}

test('every prop of every block shows a description on hover', () => {
  const schema = schemaOf('section.schema.json');
  const defs = (schema.$defs ?? {}) as Record<string, Node>;
  const missing = [...blockAlternatives(schema)].flatMap(([type, alternative]) =>
    undescribedProps((alternative.properties as Record<string, Node>).props, defs, type),
  );
  expect(missing).toEqual([]);
});
