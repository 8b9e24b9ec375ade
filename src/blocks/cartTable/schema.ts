import { z } from 'zod';
import { link } from '../../schema/primitives';

export const cartTableProps = z
  .strictObject({
    caption: z.string().min(1).describe('Screen-reader caption of the table, for example "Products in your cart".'),
    columns: z
      .strictObject({
        image: z.string().describe('Header of the picture column, for example "Product".'),
        name: z.string().describe('For example "Name".'),
        unitPrice: z.string().describe('For example "Unit Price".'),
        quantity: z.string().describe('For example "Quantity".'),
        total: z.string().describe('For example "Total".'),
        remove: z
          .string()
          .min(1)
          .describe('Header of the remove column, read by screen readers only, for example "Remove".'),
      })
      .describe('Column headers of the cart table. On phones each value is labelled with them instead.'),
    removeLabel: z
      .string()
      .min(1)
      .describe('Screen-reader name of each remove button; "{name}" is replaced by the product name.'),
    removedMessage: z.string().min(1).describe('Toast shown after a line is removed, for example "Removed from bag".'),
    emptyText: z
      .string()
      .min(1)
      .describe(
        'Shown instead of the table, the totals and the checkout button when the cart is empty, for example "Cart Is Empty!".',
      ),
    continueShopping: link
      .optional()
      .describe('Link back to the shop, shown under the table and, as the one way on, with an empty cart.'),
    totals: z
      .strictObject({
        title: z.string().min(1).describe('For example "Cart Totals".'),
        subtotal: z.string().min(1).describe('For example "Subtotal".'),
        shipping: z.string().min(1).describe('For example "Shipping". The amount is the catalogue\'s shippingCost.'),
        total: z.string().min(1).describe('For example "Total": subtotal plus shipping.'),
        totalDecimals: z
          .number()
          .int()
          .min(0)
          .max(2)
          .default(1)
          .describe('Decimals of the total (the product shows one, "$201.0": docs/product.md).'),
      })
      .describe('The Cart Totals box.'),
    checkout: link.describe('The button under the totals, for example Proceed to Checkout → /checkout.'),
  })
  .describe(
    'The cart: a table of its lines with remove buttons, the Cart Totals box and the way to checkout; when it is empty, a message and the way back to the shop instead.',
  );

export type CartTableProps = z.output<typeof cartTableProps>;
