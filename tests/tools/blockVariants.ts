// Every block's example and its variants (src/blocks/<type>/examples/<variant>.json, see
// src/dev-gallery/variantProps.ts), as the visual snapshots and the variants' validity test list them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { blockTypes, type BlockType } from '../../src/blocks/registry';
import { exampleProps } from '../../src/content/blockExamples';
import { EXAMPLE_VARIANT } from '../../src/dev-gallery/previewRequest';
import { withVariant } from '../../src/dev-gallery/variantProps';

/** The window widths every block is screenshotted at: a phone, a tablet, a laptop. */
export const visualWidths = [375, 768, 1366];

export interface BlockVariant {
  type: BlockType;
  /** "example" for example.json itself, else the file name in examples/ without ".json". */
  variant: string;
}

export function variantFile({ type, variant }: BlockVariant): string {
  return variant === EXAMPLE_VARIANT
    ? `src/blocks/${type}/example.json`
    : `src/blocks/${type}/examples/${variant}.json`;
}

/** Each registered block's example, then its variants in name order. */
export function blockVariants(root: string): BlockVariant[] {
  return blockTypes.flatMap((type) => {
    const dir = join(root, 'src/blocks', type, 'examples');
    const names = existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.endsWith('.json'))
          .sort()
      : [];
    return [EXAMPLE_VARIANT, ...names.map((name) => name.slice(0, -'.json'.length))].map((variant) => ({
      type,
      variant,
    }));
  });
}

/** The props a variant shows, as written (no defaults applied). */
export function variantPropsAsWritten(root: string, block: BlockVariant): Record<string, unknown> {
  const example = exampleProps(root, block.type) ?? {};
  if (block.variant === EXAMPLE_VARIANT) return example;
  return withVariant(
    example,
    JSON.parse(readFileSync(join(root, variantFile(block)), 'utf8')) as Record<string, unknown>,
  );
}

/** Where a variant's visual baseline at `width` lives, beside its block. */
export function baselineFile({ type, variant }: BlockVariant, width: number): string {
  return `src/blocks/${type}/__screenshots__/${variant}-${width}.png`;
}
