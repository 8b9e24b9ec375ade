import { z } from 'zod';
import { pager } from '../../schema/pager';

export const shopGridProps = z
  .strictObject({
    resultsText: z
      .string()
      .default('')
      .describe('Static line above the grid, for example "Showing 1-8 of 14 results".'),
    sortLabel: z.string().min(1).describe('Screen-reader label of the sort selector, for example "Sort products".'),
    sortOptions: z
      .array(z.string().min(1))
      .min(1)
      .describe(
        'Choices of the sort selector, first one selected. Choosing one changes nothing: the demo keeps the catalogue order.',
      ),
    addToCartLabel: z.string().min(1).describe('Button under each product, for example "Add to Cart".'),
    addedMessage: z.string().min(1).describe('Toast shown after a product is added, for example "Added to bag".'),
    pager: pager.describe('The pager under the grid. It is decorative: every page shows the same products.'),
  })
  .describe(
    'Shop catalogue: result count, sort selector, the products of pages/_catalogue.json with Add to Cart buttons, and a pager.',
  );

export type ShopGridProps = z.output<typeof shopGridProps>;
