// A block's variants for the single-block view (what a variant file holds: variantProps.ts). Parsed
// here with the block's own schema so the block gets complete props; the gallery is served by the
// development server only, so zod never reaches a visitor.
import site from 'virtual:site';
import type { BlockType } from '../blocks/registry';
import { withBrandName } from '../schema/brandPlaceholder';
import type { BlockSection } from '../schema/page';
import type { GalleryEntry } from './galleryData';
import { EXAMPLE_VARIANT } from './previewRequest';
import { withVariant } from './variantProps';

const variantFiles = import.meta.glob<Record<string, unknown>>('../blocks/*/examples/*.json', { import: 'default' });

const variantPath = (type: string, variant: string) => `../blocks/${type}/examples/${variant}.json`;

/** The section a variant shows: the example's props as written, the variant's on top, defaults applied. */
export async function variantSection(entry: GalleryEntry, variant: string): Promise<BlockSection> {
  if (variant === EXAMPLE_VARIANT) return entry.section;
  const load = variantFiles[variantPath(entry.type, variant)];
  if (!load) throw new Error(`src/blocks/${entry.type}/examples/${variant}.json does not exist`);
  const asWritten = (JSON.parse(entry.json) as { props: Record<string, unknown> }).props;
  // The schemas (and zod) load only when a variant asks for them.
  const { blockRegistry } = await import('../blocks/registry');
  const schema = blockRegistry[entry.type as BlockType].props;
  // "{brand}" as the gallery's examples show it: the site's name (src/content/brandName.ts).
  const parsed = schema.safeParse(withBrandName(withVariant(asWritten, await load()), site.brand.name));
  if (!parsed.success) throw new Error(`src/blocks/${entry.type}/examples/${variant}.json: ${parsed.error.message}`);
  return { type: entry.type, props: parsed.data } as BlockSection;
}
