// The pager under a list (the blog, the shop): page numbers with one marked as current. Written by
// hand it is a demo that changes nothing; under a listing split into pages (a query's "perPage") its
// numbers are the real pages and link to them. src/ui/Pager.tsx draws it.
import { z } from 'zod';
import { say } from '../problems/messages';
import { coded } from './patterns';

export const pager = z
  .strictObject({
    label: z.string().min(1).describe('Screen-reader name of the pager, for example "Blog pages".'),
    previous: z
      .string()
      .min(1)
      .describe(
        'The link to the previous page: its text, for example "Prev", or with "arrows" its screen-reader name, for example "Previous page".',
      ),
    next: z.string().min(1).describe('The link to the next page, for example "Next" or "Next page".'),
    arrows: z
      .boolean()
      .default(false)
      .describe('true shows arrows instead of the "previous" and "next" words, which screen readers then read.'),
    pageLabel: z
      .string()
      .min(1)
      .optional()
      .describe(
        'Screen-reader name of a page number; "{page}" is replaced by the number, for example "Page {page}". Leave out to read the number alone.',
      ),
    pages: z.number().int().min(1).max(20).default(3).describe('How many page numbers show.'),
    current: z.number().int().min(1).default(1).describe('The page number marked as the current one.'),
  })
  .refine((value) => value.current <= value.pages, {
    message: say('number.above-another', {
      text: '"current" is one of the page numbers the pager shows: write a number from 1 to "pages"',
    }).message,
    params: coded('number.above-another'),
    path: ['current'],
  })
  .describe(
    'A row of page numbers. Under a query with "perPage" its numbers are the real pages and "pages" and "current" are set for each page; otherwise it is a demo that changes nothing.',
  );

/**
 * The pager as the component receives it: under a listing split into pages, `first` is the path of
 * the first page, page n being at "<first>/page/<n>" (src/schema/collections/listedEntries.ts).
 */
export type PagerData = z.output<typeof pager> & { first?: string };
