// docs/blocks.md is generated from the registry and kept current; it documents every block and prop,
// with the block's example.json as its example (whose validity tests/unit/block-examples.test.ts checks).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { blockRegistry, blockTypes } from '../../src/blocks/registry';
import { blockReferenceText, propsJsonSchema } from '../../src/cli/blockReference';

const root = process.cwd();
const committed = readFileSync(join(root, 'docs/blocks.md'), 'utf8');

/** The text of one block's part of the reference, from its heading to the next heading of its level. */
function partOf(type: string): string {
  const start = committed.indexOf(`\n### ${type}\n`);
  const end = committed.slice(start + 1).search(/\n##+ /);
  return start < 0 ? '' : committed.slice(start, end < 0 ? undefined : start + 1 + end);
}

describe('the block reference (docs/blocks.md)', () => {
  test('is up to date with the block schemas and examples (run "npm run docs" after changing a block)', () => {
    expect(committed).toBe(blockReferenceText(root));
  });

  test.each(blockTypes)('documents %s: its purpose, every top-level prop and an example', (type) => {
    const part = partOf(type);
    expect(part).not.toBe('');
    expect(part).toContain(blockRegistry[type].props.description!);
    for (const prop of Object.keys(propsJsonSchema(type).properties ?? {}))
      expect(part).toMatch(new RegExp(`\\| \`${prop}\` \\| .+ \\| (yes|no) \\|`));
    expect(part).toContain(`"type": "${type}"`);
  });

  test('a required prop, a default and a description appear in the prop table', () => {
    const part = partOf('pageTitle');
    expect(part).toContain('| `title` | text | yes |  | The page heading (the one h1 of the page). |');
    expect(part).toContain('| `breadcrumbs` | list of objects | no | `[]` |');
    expect(part).toContain(
      '| `breadcrumbs[].href` | [link target](#link-targets) | no |  | Leave out for the current page. |',
    );
  });
});
