// The block gallery: one { "type": "blockGallery" } section on a page stands for every registered
// block, in registry order grouped by category, each as a header with its JSON (a blockGallery
// section) followed by the block itself with its example props. Only that page loads every block.
import type { GalleryContents, GallerySample } from '../blocks/blockGallery/schema';
import { blockCategories, blockRegistry, blockTypes, type BlockType } from '../blocks/registry';
import type { BlockSection } from '../schema/page';
import { readBlockExample } from '../content/blockExamples';
import { exampleSectionJson } from '../cli/blockReference';
import type { ContentIssue } from '../content/contentIssue';
import { parseJsonSource } from '../content/jsonSource';
import { validateAt } from '../content/zodIssues';

export const GALLERY_BLOCK = 'blockGallery';

export interface GalleryExamples {
  props: Map<BlockType, unknown>;
  json: Map<BlockType, string>;
  issues: ContentIssue[];
}

/** Each block's example.json, validated like content (links, images): problems name the example file. */
export function loadGalleryExamples(root: string): GalleryExamples {
  const examples: GalleryExamples = { props: new Map(), json: new Map(), issues: [] };
  for (const type of blockTypes) {
    if (type === GALLERY_BLOCK) continue;
    const example = readBlockExample(root, type);
    if (!example) continue; // tests/unit/block-examples.test.ts asks for it; the gallery shows the others meanwhile
    const { source, problems } = parseJsonSource(example.file, example.text);
    for (const problem of problems) examples.issues.push({ file: example.file, ...problem.position, path: problem.path, message: problem.message });
    if (!source) continue;
    const result = validateAt(blockRegistry[type].props, source.value, source, []);
    examples.issues.push(...result.issues);
    if (result.data === undefined) continue;
    examples.props.set(type, result.data);
    examples.json.set(type, exampleSectionJson(type, source.value));
  }
  return examples;
}

/** "pageTitle" → "block-page-title": the anchor of a block's entry in the gallery. */
export function galleryAnchor(type: string): string {
  return `block-${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function gallerySections(labels: object, examples: GalleryExamples): BlockSection[] {
  const groups = blockCategories
    .map((name) => ({ name, types: blockTypes.filter((type) => blockRegistry[type].category === name && examples.props.has(type)) }))
    .filter((group) => group.types.length > 0);
  const contents: GalleryContents = {
    categories: groups.map((group) => ({ name: group.name, blocks: group.types.map((type) => ({ type, anchor: galleryAnchor(type) })) })),
  };
  const sections: { type: string; id?: string; props: object }[] = [{ type: GALLERY_BLOCK, props: { ...labels, contents } }];
  for (const group of groups) {
    group.types.forEach((type, index) => {
      const sample: GallerySample = {
        type,
        category: group.name,
        firstOfCategory: index === 0,
        description: blockRegistry[type].props.description ?? '',
        json: examples.json.get(type)!,
      };
      sections.push({ type: GALLERY_BLOCK, id: galleryAnchor(type), props: { ...labels, sample } });
      sections.push({ type, props: examples.props.get(type) as object });
    });
  }
  return sections as BlockSection[];
}

/** Replaces each blockGallery section by the gallery; other sections pass through unchanged. */
export function expandBlockGallery(sections: BlockSection[], examples: () => GalleryExamples): BlockSection[] {
  if (!sections.some((section) => section.type === GALLERY_BLOCK)) return sections;
  return sections.flatMap((section) => (section.type === GALLERY_BLOCK ? gallerySections(section.props, examples()) : [section]));
}
