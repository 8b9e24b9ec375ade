// The collections: folders of entries, one JSON file each, every entry a page of its own (shown through
// its collection's layout) and a card in the listings that ask for it. Declared once, here.
import type { z } from 'zod';
import { blogPostEntrySchema } from './blogPostEntry';
import { blogEntrySlotProps, projectEntrySlotProps } from './entrySlots';
import { projectEntrySchema } from './projectEntry';
import { slug } from '../slug';

/** The pages of a collection's tags or categories: their layout's name, the part of their path, the placeholder. */
export interface GroupPages {
  /** pages/_layouts/<layout>.json, for example "blog-tag". */
  layout: string;
  /** /<collection>/<segment>/<slug of the group>, for example /blog/tag/cloud. */
  segment: string;
  /** Stands for the tag or category in the layout's texts and queries, for example "{tag}". */
  placeholder: string;
}

export interface CollectionDefinition {
  /** The folder of its entries under pages/, the first part of their paths and its layout's name. */
  name: string;
  /** What one entry is called in messages, for example "blog post". */
  entryWord: string;
  entrySchema: z.ZodType;
  /** The block that shows an entry on its page, and the words around it that its layout gives. */
  blockType: 'blogArticle' | 'projectDetails';
  slotProps: z.ZodType;
  /** The field listings may choose entries by. */
  groupedBy: 'tags' | 'category';
  /** Its JSON Schema, for an entry's "$schema". */
  schemaFile: string;
  /** Each tag's or category's page, made when its layout is written. */
  groupPages: GroupPages;
}

export const collections = [
  {
    name: 'blog',
    entryWord: 'blog post',
    entrySchema: blogPostEntrySchema,
    blockType: 'blogArticle',
    slotProps: blogEntrySlotProps,
    groupedBy: 'tags',
    schemaFile: 'blog-post.schema.json',
    groupPages: { layout: 'blog-tag', segment: 'tag', placeholder: '{tag}' },
  },
  {
    name: 'projects',
    entryWord: 'case study',
    entrySchema: projectEntrySchema,
    blockType: 'projectDetails',
    slotProps: projectEntrySlotProps,
    groupedBy: 'category',
    schemaFile: 'project.schema.json',
    groupPages: { layout: 'projects-category', segment: 'category', placeholder: '{category}' },
  },
] as const satisfies readonly CollectionDefinition[];

export type CollectionName = (typeof collections)[number]['name'];
export const collectionNames: readonly CollectionName[] = collections.map((collection) => collection.name);

export const collectionNamed = (name: string) => collections.find((collection) => collection.name === name);

/** The folder of layouts, one per collection: pages/_layouts/<collection>.json. */
export const LAYOUTS_FOLDER = '_layouts';

/** The collection whose tag or category pages the layout `name` makes ("blog-tag" → blog), or undefined. */
export const collectionOfGroupLayout = (name: string) =>
  collections.find((collection) => collection.groupPages.layout === name);

/** The path of the page of a tag or category, for example "/blog/tag/cloud"; undefined when it has no letter or digit to name it by. */
export function groupPagePath(collection: CollectionName, group: string): string | undefined {
  const named = slug(group);
  return named ? `/${collection}/${collectionNamed(collection)!.groupPages.segment}/${named}` : undefined;
}
