// What the block gallery shows, checked like the rest of the content: its labels (pages/_gallery.json)
// and every block's example (src/blocks/<type>/example.json), whose problems name the example file.
import { blockRegistry, blockTypes, type BlockType } from '../blocks/registry';
import { galleryLabelsSchema, type GalleryLabels } from '../schema/gallery';
import type { BlockSection } from '../schema/page';
import { readBlockExample } from './blockExamples';
import type { Findings } from './findings';
import type { JsonSource } from './jsonSource';

export interface BlockExampleSection {
  type: BlockType;
  /** The example as a page renders it, defaults applied. */
  section: BlockSection;
  /** The props as written in example.json, for the JSON an author copies. */
  propsAsWritten: unknown;
}

export interface GalleryContent {
  labels: GalleryLabels;
  examples: BlockExampleSection[];
}

/** Every block's example that is valid content; a block without example.json is left out (a unit test asks for one). */
export function loadBlockExamples(root: string, findings: Findings): BlockExampleSection[] {
  return blockTypes.flatMap((type) => {
    const example = readBlockExample(root, type);
    const source = example && findings.parse(example);
    if (!source) return [];
    // Not checked against the author's pages and catalogue: an author cannot fix a block's example.
    const props = findings.validate(blockRegistry[type].props, source.value, source, [], { references: false });
    return props === undefined ? [] : [{ type, section: { type, props }, propsAsWritten: source.value }];
  });
}

/** The gallery's labels and the examples, or undefined without pages/_gallery.json (or with problems in it). */
export function loadGallery(
  root: string,
  source: JsonSource | undefined,
  findings: Findings,
  withExamples = true,
): GalleryContent | undefined {
  const labels = source && findings.validate(galleryLabelsSchema, source.value, source, []);
  const examples = withExamples ? loadBlockExamples(root, findings) : [];
  return labels && { labels, examples };
}
