// The collections: folders of entries, one JSON file each, every entry a page of its own (shown through
// its collection's layout) and a card in the listings that ask for it. Declared once, here.
import type { z } from 'zod';
import { blogPostEntrySchema } from './blogPostEntry';
import { blogEntrySlotProps, projectEntrySlotProps } from './entrySlots';
import { projectEntrySchema } from './projectEntry';

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
  },
  {
    name: 'projects',
    entryWord: 'case study',
    entrySchema: projectEntrySchema,
    blockType: 'projectDetails',
    slotProps: projectEntrySlotProps,
    groupedBy: 'category',
    schemaFile: 'project.schema.json',
  },
] as const satisfies readonly CollectionDefinition[];

export type CollectionName = (typeof collections)[number]['name'];
export const collectionNames: readonly CollectionName[] = collections.map((collection) => collection.name);

export const collectionNamed = (name: string) => collections.find((collection) => collection.name === name);

/** The folder of layouts, one per collection: pages/_layouts/<collection>.json. */
export const LAYOUTS_FOLDER = '_layouts';
