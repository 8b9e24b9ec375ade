import { z } from 'zod';
import { longText } from '../../schema/editorHints';
import { formFields, requiredMark } from '../../schema/formField';
import { href, icon, link } from '../../schema/primitives';

export const checkoutProps = z
  .strictObject({
    emptyCart: z
      .strictObject({
        text: longText(
          z.string().min(1).describe('For example "Your cart is empty, so there is nothing to order yet.".'),
        ),
        link: link.describe('The way back, for example Return to Shop → /shop.'),
      })
      .describe('Shown instead of the form and the order summary while the cart is empty: there is no order to take.'),
    returningCustomer: z
      .strictObject({
        icon: icon.default('user'),
        text: longText(z.string().min(1).describe('For example "Returning customer?".')),
        link: link.describe('The login link; "#" in the demo, which has no accounts.'),
      })
      .describe('The prompt above the form.'),
    billing: z
      .strictObject({
        title: z.string().min(1).describe('For example "Billing Details".'),
        requiredMark,
        requiredWord: z
          .string()
          .min(1)
          .describe('Read by screen readers after the label of a required field, for example "required".'),
        fields: formFields('none').describe(
          'The fields, in order. Required fields are marked; Place Order never refuses (docs/product.md).',
        ),
      })
      .describe('The billing form. It sends and checks nothing.'),
    order: z
      .strictObject({
        title: z.string().min(1).describe('For example "Your Order".'),
        productColumn: z.string().min(1).describe('For example "Product Name".'),
        totalColumn: z.string().min(1).describe('For example "Total".'),
        lineLabel: z
          .string()
          .min(1)
          .describe(
            'How a cart line is named; "{name}" and "{quantity}" are replaced, for example "{name} × {quantity}".',
          ),
        subtotal: z.string().min(1).describe('For example "Cart Subtotal".'),
        shipping: z.string().min(1).describe('For example "Shipping". The amount is the catalogue\'s shippingCost.'),
        total: z.string().min(1).describe('For example "Order Total": subtotal plus shipping.'),
        totalDecimals: z
          .number()
          .int()
          .min(0)
          .max(2)
          .default(1)
          .describe('Decimals of the order total (the product shows one, "$201.0": docs/product.md).'),
      })
      .describe('The order summary, read from the cart.'),
    payment: z
      .strictObject({
        legend: z.string().min(1).describe('Name of the group of payment choices, for example "Payment method".'),
        options: z
          .array(z.string().min(1))
          .min(1)
          .describe('The payment choices, first one selected. Choosing one changes nothing.'),
      })
      .describe('Payment method radios.'),
    placeOrderLabel: z.string().min(1).describe('For example "Place Order".'),
    thanksMessage: z.string().min(1).describe('Toast after placing the order, for example "Thanks for the order".'),
    afterOrder: href
      .refine((value) => value.startsWith('/'), {
        message: 'after the order the visitor goes to a page: use a page path such as "/"',
        params: { code: 'link.not-a-page' },
      })
      .default('/')
      .describe('Where the visitor goes after placing the order (the home page, docs/product.md).'),
  })
  .describe(
    'Checkout: returning-customer prompt, billing form, order summary, payment choice and Place Order, which empties the cart; with an empty cart, a message and the way back to the shop instead.',
  );

export type CheckoutProps = z.output<typeof checkoutProps>;
