// Each block variant (src/blocks/<type>/examples/<variant>.json: the props that differ from the
// example) is valid content once applied to the example, checked as example.json is: as the only
// section of a page, links and images included. The visual snapshots show every variant, and keep no
// baseline that no variant makes any more.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatIssue } from '../../src/problems/contentIssue';
import { exampleProps } from '../../src/content/blockExamples';
import { loadContent } from '../../src/content/loadContent';
import { EXAMPLE_VARIANT } from '../../src/dev-gallery/previewRequest';
import { blockTypes } from '../../src/blocks/registry';
import { baselineFile, blockVariants, variantFile, variantPropsAsWritten, visualWidths } from '../tools/blockVariants';

const root = process.cwd();
const variants = blockVariants(root).filter((block) => block.variant !== EXAMPLE_VARIANT);

function problemsOf(type: string, props: Record<string, unknown>): string[] {
  const file = `pages/variant-of-${type.toLowerCase()}.json`;
  const page = {
    path: `/variant-of-${type.toLowerCase()}`,
    title: 'Variant',
    description: 'Variant.',
    header: 'default',
    noindex: true,
    sections: [{ type, props }],
  };
  const { issues } = loadContent({ root, pageTexts: [{ file, text: JSON.stringify(page, null, 2) }] });
  return issues.filter((issue) => issue.file === file).map(formatIssue);
}

describe('block variants', () => {
  test('there are variants, and their names are lowercase words joined by dashes', () => {
    expect(variants.length).toBeGreaterThan(0);
    expect(variants.filter(({ variant }) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(variant)).map(variantFile)).toEqual([]);
  });

  test.each(variants.map((block) => [variantFile(block), block] as const))(
    '%s is valid content applied to its example',
    (_file, block) => {
      expect(problemsOf(block.type, variantPropsAsWritten(root, block))).toEqual([]);
    },
  );

  test.each(variants.map((block) => [variantFile(block), block] as const))(
    '%s changes at least one prop of the example, and every one it names',
    (_file, block) => {
      const example = exampleProps(root, block.type) ?? {};
      const changes = JSON.parse(readFileSync(join(root, variantFile(block)), 'utf8')) as Record<string, unknown>;
      const unchanged = Object.keys(changes).filter(
        (name) => JSON.stringify(changes[name]) === JSON.stringify(example[name] ?? null),
      );
      expect(Object.keys(changes).length).toBeGreaterThan(0);
      expect(unchanged).toEqual([]);
    },
  );
});

test('every visual baseline beside a block is made by one of its variants at one of the widths', () => {
  const expected = new Set(
    blockVariants(root).flatMap((block) => visualWidths.map((width) => baselineFile(block, width))),
  );
  const kept = blockTypes.flatMap((type) => {
    const dir = `src/blocks/${type}/__screenshots__`;
    return existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((name) => `${dir}/${name}`) : [];
  });
  expect(kept.filter((file) => !expected.has(file))).toEqual([]);
});
