import { z } from 'zod';

export const shopGridProps = z
  .strictObject({
    resultsText: z.string().default('').describe('Static line above the grid, for example "Showing 1-8 of 14 results".'),
    sortLabel: z.string().min(1).describe('Screen-reader label of the sort selector, for example "Sort products".'),
    sortOptions: z
      .array(z.string().min(1))
      .min(1)
      .describe('Choices of the sort selector, first one selected. Choosing one changes nothing: the demo keeps the catalogue order.'),
    addToCartLabel: z.string().min(1).describe('Button under each product, for example "Add to Cart".'),
    addedMessage: z.string().min(1).describe('Toast shown after a product is added, for example "Added to bag".'),
    pager: z
      .strictObject({
        label: z.string().min(1).describe('Screen-reader name of the pager, for example "Shop pages".'),
        previousLabel: z.string().min(1).describe('Screen-reader name of the previous-page arrow.'),
        nextLabel: z.string().min(1).describe('Screen-reader name of the next-page arrow.'),
        pageCount: z.number().int().min(1).max(20).default(3).describe('How many page numbers the pager shows.'),
        currentPage: z.number().int().min(1).default(1).describe('Which page number is marked as the current one, from 1 to "pageCount".'),
      })
      .refine((pager) => pager.currentPage <= pager.pageCount, { message: '"currentPage" is one of the page numbers the pager shows: write a number from 1 to "pageCount"', path: ['currentPage'] })
      .describe('The pager under the grid. It is decorative: every page shows the same products.'),
  })
  .describe('Shop catalogue: result count, sort selector, the products of pages/_catalogue.json with Add to Cart buttons, and a pager.');

export type ShopGridProps = z.output<typeof shopGridProps>;
