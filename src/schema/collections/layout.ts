// A collection's layout, pages/_layouts/<collection>.json: a page without its own path, title and
// description (each entry gives them), whose sections surround the one that stands for the entry,
// { "entry": true, "props": { … } }. "{title}" in any text of its sections is the entry's title.
import { z } from 'zod';
import { pageEnvelopeSchema, pageSchema, sectionSchema } from '../page';
import { schemaPath } from '../schemaPath';
import { collections } from './collections';
import { entrySlot } from './entrySlots';

/** Stands for the entry's title in a layout's texts, for example a page title's "{title}". */
export const TITLE_PLACEHOLDER = '{title}';

const { header, footer, noindex } = pageEnvelopeSchema.shape;

const layoutFields = {
  $schema: schemaPath('../../schemas/layout.schema.json'),
  header,
  footer,
  noindex: noindex.describe('Keep every entry of the collection out of search engines, the sitemap and the feed.'),
};

/** The layout without its sections, checked first so each section's problems are reported alone. */
export const layoutEnvelopeSchema = z.strictObject({ ...layoutFields, sections: z.array(z.unknown()).min(1) });

const slots = collections.map((collection) => entrySlot(collection.slotProps));

export const layoutSchema = z
  .strictObject({
    ...layoutFields,
    sections: z
      .array(z.union([sectionSchema, ...slots]))
      .min(1)
      .describe(
        'The sections of every entry\'s page, top to bottom; one of them is { "entry": true, "props": { … } }, the entry itself. "{title}" in a text is the entry\'s title.',
      ),
  })
  .describe(
    'The page every entry of a collection is shown on: pages/_layouts/blog.json for pages/blog/<slug>.json, shown at /blog/<slug>.',
  );

const { title, description } = pageSchema.shape;

/** A tag's or category's page layout, pages/_layouts/blog-tag.json: a page without its path, "{tag}" standing for the tag. */
export const groupLayoutEnvelopeSchema = z.strictObject({
  ...layoutFields,
  noindex: pageSchema.shape.noindex,
  title: title.describe('The page title, for example "{tag}": "{tag}" (or "{category}") is the tag\'s own words.'),
  description,
  sections: z.array(z.unknown()).min(1),
});

export const groupLayoutSchema = z
  .strictObject({
    ...groupLayoutEnvelopeSchema.shape,
    sections: z
      .array(sectionSchema)
      .min(1)
      .describe(
        'The sections of every tag\'s (or category\'s) page, top to bottom; a listing\'s query names it as "tag": "{tag}" (or "category": "{category}").',
      ),
  })
  .describe(
    'The page of each tag of the blog (pages/_layouts/blog-tag.json, at /blog/tag/<tag>) or each category of the projects (pages/_layouts/projects-category.json, at /projects/category/<category>).',
  );

/** What a file of pages/_layouts/ may be: an entry's page layout, or a tag's or category's. */
export const layoutFileSchema = z.union([layoutSchema, groupLayoutSchema]);
