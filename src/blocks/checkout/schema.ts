import { z } from 'zod';
import { href, icon, link } from '../../schema/primitives';

const billingField = z
  .strictObject({
    name: z.string().regex(/^[a-z_]+$/).describe('Form field name, for example "first_name".'),
    label: z.string().min(1).describe('Visible label of the field.'),
    kind: z
      .enum(['text', 'email', 'tel', 'select', 'textarea', 'checkbox'])
      .default('text')
      .describe('Type of field; "select" needs "options", "checkbox" is a tick box with its label beside it.'),
    required: z.boolean().default(false).describe('Marks the label with an asterisk. Nothing is checked: Place Order never refuses (SPEC.md §5).'),
    placeholder: z.string().default('').describe('Hint shown inside the empty field.'),
    options: z.array(z.string().min(1)).optional().describe('Choices of a "select" field, first one selected.'),
    autocomplete: z.string().optional().describe('Browser autofill hint, for example "given-name", "email" or "country-name".'),
    width: z.enum(['half', 'full']).default('full').describe('Half-width fields sit two to a row on wider screens.'),
  })
  .superRefine((field, ctx) => {
    if (field.kind === 'select' && !field.options?.length) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a "select" field needs "options": the list of choices, for example the countries' });
    }
    if (field.kind !== 'select' && field.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: `"options" only applies to a "select" field; this field is "${field.kind}"` });
    }
  })
  .describe('One field of the billing form.');

export const checkoutProps = z
  .strictObject({
    returningCustomer: z
      .strictObject({
        icon: icon.default('user'),
        text: z.string().min(1).describe('For example "Returning customer?".'),
        link: link.describe('The login link; "#" in the demo, which has no accounts.'),
      })
      .describe('The prompt above the form.'),
    billing: z
      .strictObject({
        title: z.string().min(1).describe('For example "Billing Details".'),
        requiredWord: z.string().min(1).describe('Read by screen readers after the asterisk of a required field, for example "required".'),
        fields: z
          .array(billingField)
          .min(1)
          .superRefine((fields, ctx) => {
            const seen = new Set<string>();
            fields.forEach((field, index) => {
              if (seen.has(field.name)) ctx.addIssue({ code: 'custom', path: [index, 'name'], message: `duplicate field name "${field.name}": every field needs its own name` });
              seen.add(field.name);
            });
          })
          .describe('The fields, in order.'),
      })
      .describe('The billing form. It sends and checks nothing.'),
    order: z
      .strictObject({
        title: z.string().min(1).describe('For example "Your Order".'),
        productColumn: z.string().min(1).describe('For example "Product Name".'),
        totalColumn: z.string().min(1).describe('For example "Total".'),
        lineLabel: z.string().min(1).describe('How a cart line is named; "{name}" and "{quantity}" are replaced, for example "{name} × {quantity}".'),
        subtotal: z.string().min(1).describe('For example "Cart Subtotal".'),
        shipping: z.string().min(1).describe('For example "Shipping". The amount is the catalogue\'s shippingCost.'),
        total: z.string().min(1).describe('For example "Order Total": subtotal plus shipping.'),
        totalDecimals: z.number().int().min(0).max(2).default(1).describe('Decimals of the order total (the spec shows one: "$201.0").'),
      })
      .describe('The order summary, read from the cart.'),
    payment: z
      .strictObject({
        legend: z.string().min(1).describe('Name of the group of payment choices, for example "Payment method".'),
        options: z.array(z.string().min(1)).min(1).describe('The payment choices, first one selected. Choosing one changes nothing.'),
      })
      .describe('Payment method radios.'),
    placeOrderLabel: z.string().min(1).describe('For example "Place Order".'),
    thanksMessage: z.string().min(1).describe('Toast after placing the order, for example "Thanks for the order".'),
    afterOrder: href
      .refine((value) => value.startsWith('/'), { message: 'after the order the visitor goes to a page: use a page path such as "/"' })
      .default('/')
      .describe('Where the visitor goes after placing the order (the spec: the home page).'),
  })
  .describe('Checkout: returning-customer prompt, billing form, order summary, payment choice and Place Order, which empties the cart.');

export type CheckoutProps = z.output<typeof checkoutProps>;
