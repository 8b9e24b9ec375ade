// What the block gallery shows, checked like the rest of the content: its labels (pages/_gallery.json)
// and every block's example (src/blocks/<type>/example.json), whose problems name the example file.
import { createHash } from 'node:crypto';
import { blockRegistry, blockTypes, type BlockType } from '../blocks/registry';
import { galleryLabelsSchema, type GalleryLabels } from '../schema/gallery';
import type { BlockSection } from '../schema/page';
import { readBlockExample } from './blockExamples';
import type { Findings } from './findings';
import type { CheckedIssue } from './suggestions';
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

/** The examples' checks, as made: the valid examples and the problems found. */
export interface CheckedExamples {
  examples: BlockExampleSection[];
  issues: CheckedIssue[];
}

/** Where the examples' checks are kept between loads (the validation cache), under a hash of the example files. */
export interface KeptExamples {
  get(key: string): CheckedExamples | undefined;
  set(key: string, checked: CheckedExamples): void;
}

/**
 * Every block's example that is valid content; a block without example.json is left out (a unit test
 * asks for one). With `kept`, checks made for the same example files are taken as they were.
 */
export function loadBlockExamples(root: string, findings: Findings, kept?: KeptExamples): BlockExampleSection[] {
  const written = blockTypes.map((type) => ({ type, example: readBlockExample(root, type) }));
  const hash = createHash('sha256');
  for (const { type, example } of written)
    hash.update(`${type}\0${example ? `${example.text.length}\0${example.text}` : '-'}\0`);
  const key = hash.digest('hex');
  const known = kept?.get(key);
  if (known) {
    findings.issues.push(...known.issues);
    return known.examples;
  }
  const before = findings.issues.length;
  const examples = written.flatMap(({ type, example }) => {
    const source = example && findings.parse(example);
    if (!source) return [];
    // Not checked against the author's pages and catalogue: an author cannot fix a block's example.
    const props = findings.validate(blockRegistry[type].props, source.value, source, [], { references: false });
    return props === undefined ? [] : [{ type, section: { type, props }, propsAsWritten: source.value }];
  });
  kept?.set(key, { examples, issues: findings.issues.slice(before) });
  return examples;
}

/** The gallery's labels and the examples, or undefined without pages/_gallery.json (or with problems in it). */
export function loadGallery(
  root: string,
  source: JsonSource | undefined,
  findings: Findings,
  withExamples = true,
  kept?: KeptExamples,
): GalleryContent | undefined {
  const labels = source && findings.validate(galleryLabelsSchema, source.value, source, []);
  const examples = withExamples ? loadBlockExamples(root, findings, kept) : [];
  return labels && { labels, examples };
}
