// One blog post as its author writes it: pages/blog/<slug>.json. Its page, every card that lists it
// and the feed are made from it (src/content/collections/), so its title is written once.
import { z } from 'zod';
import { articlePart } from '../../blocks/blogArticle/schema';
import { longText } from '../editorHints';
import { image } from '../primitives';
import { schemaPath } from '../schemaPath';
import { untranslated } from '../translatable';
import { entryDate, entryFlags } from './entryFields';

export const blogPostEntrySchema = z
  .strictObject({
    $schema: schemaPath('../../schemas/blog-post.schema.json'),
    title: z.string().min(1).describe("Title of the post: its page title, its main heading and every card's title."),
    date: entryDate.describe('The day the post is published, written "YYYY-MM-DD", for example "2026-03-15".'),
    updated: entryDate
      .optional()
      .describe(
        'The day the post was last changed, "YYYY-MM-DD": the sitemap\'s and the feed\'s date. Leave out when never changed.',
      ),
    author: untranslated(z.string().min(1)).describe('Who wrote it, for example "Sarah Taylor".'),
    picture: image.describe('The picture at the top of the post and on its cards.'),
    excerpt: longText(
      z.string().min(1).describe('One or two sentences: under the title on cards, in search results and in the feed.'),
    ),
    // A tag groups posts across languages and names its page: every language's post has the source's.
    tags: z
      .array(untranslated(z.string().min(1).max(60)))
      .max(12)
      .default([])
      .describe('Tags of the post, for example ["Cloud", "Security"]: each tag has its page listing its posts.'),
    parts: z
      .array(articlePart)
      .min(1)
      .describe('The article, top to bottom: paragraphs, headings, quotes, galleries, lists.'),
    ...entryFlags,
  })
  .describe('One blog post: pages/blog/<slug>.json, shown at /blog/<slug> through pages/_layouts/blog.json.');

export type BlogPostEntry = z.output<typeof blogPostEntrySchema>;
