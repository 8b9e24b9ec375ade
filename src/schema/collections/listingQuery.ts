// A listing's query: instead of cards written by hand, which entries of a collection to show. The
// content pipeline turns it into the cards the block draws (src/content/collections/listings.ts), so
// a card always says what its entry says.
import { z } from 'zod';
import { untranslated } from '../translatable';

// A query names data, not words: a translated tag or slug would name nothing, so each comes from the source page.
const entryName = untranslated(z.string().min(1).max(200));

const queryFields = {
  from: untranslated(z.string().min(1).max(60)).describe(
    'The collection to list: the folder of its entries, for example "blog" for pages/blog/.',
  ),
  pick: z
    .array(entryName)
    .min(1)
    .max(100)
    .optional()
    .describe(
      'Entries in the order to show them, each by its file name without ".json", for example ["our-first-post"]. Leave out to list the newest first.',
    ),
  count: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe('How many entries to show at most, for example 3; leave out to show them all.'),
  perPage: z
    .number()
    .int()
    .min(1)
    .max(100)
    .optional()
    .describe(
      'Split the list into pages of this many entries, for example 6: the first page at the page\'s own path, the next at "<path>/page/2" and so on, each with the same sections and the pager drawn from the real page count. Leave out to show every entry on one page.',
    ),
};

export const postQuery = z
  .strictObject({
    ...queryFields,
    tag: untranslated(z.string().min(1).max(60))
      .optional()
      .describe('Only the posts with this tag, for example "Cloud".'),
  })
  .describe('Which posts to show, newest first: { "from": "blog" }, with a "tag", a "count" or a "pick" of posts.');

export const projectQuery = z
  .strictObject({
    ...queryFields,
    category: untranslated(z.string().min(1).max(60))
      .optional()
      .describe('Only the projects of this category, for example "Web Development".'),
  })
  .describe(
    'Which case studies to show, newest first: { "from": "projects" }, with a "category", a "count" or a "pick" of projects.',
  );

export type PostQuery = z.output<typeof postQuery>;
export type ProjectQuery = z.output<typeof projectQuery>;
export type ListingQuery = PostQuery | ProjectQuery;
