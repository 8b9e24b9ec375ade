// The demo shop's products, edited in pages/_catalogue.json (the cart rules are in docs/product.md).
import { z } from 'zod';
import { image } from './primitives';
import { say } from '../problems/messages';
import { boundedText, lengthLimits } from './limits';
import { coded, foundText, matching, type Explained } from './patterns';
import { schemaPath } from './schemaPath';

export const productSchema = z
  .strictObject({
    id: z.number().int().positive().describe('Unique product number; the cart matches lines by it.'),
    name: z.string().min(1),
    price: z.number().min(0).describe('Unit price the cart charges, in the currency below.'),
    image,
  })
  .describe('One product of the shop.');

const currencyCodePattern = /^[A-Z]{3}$/;
/** The codes of the currency signs authors most often write instead. */
const codesOfSigns: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY', '₹': 'INR' };
const knownCurrencies = new Set(Intl.supportedValuesOf('currency'));

function currencyCodeExplained(text: string): Explained {
  const value = text.trim();
  const code = codesOfSigns[value] ?? value.toUpperCase();
  if (code !== text && currencyCodePattern.test(code) && knownCurrencies.has(code))
    return { fix: `write the code of the currency`, candidates: [code] };
  return {};
}

const currencyCode = matching(boundedText('a currency code', lengthLimits.name), currencyCodePattern, {
  code: 'catalogue.currency-code-form',
  kind: 'text',
  explain: currencyCodeExplained,
}).superRefine((value, ctx) => {
  if (!currencyCodePattern.test(value) || knownCurrencies.has(value)) return;
  ctx.addIssue({
    code: 'custom',
    message: say('catalogue.currency-code-form', {
      found: foundText(value),
      fix: `"${value}" is no currency code known to browsers; write the code of the currency the prices are in, for example "USD" or "EUR"`,
    }).message,
    params: coded('catalogue.currency-code-form'),
  });
});

export const catalogueSchema = z
  .strictObject({
    $schema: schemaPath('../schemas/catalogue.schema.json'),
    currency: z
      .string()
      .min(1)
      .default('$')
      .describe('Currency symbol shown before prices on a page in any language, when "currencyCode" is not given.'),
    currencyCode: currencyCode
      .optional()
      .describe(
        'The ISO 4217 code of the currency the prices are in, for example "USD" or "EUR". With it, each page writes prices the way its language does ("$191.00" in English, "191,00 $" in German); without it, "currency" goes before the number on every page.',
      ),
    shippingCost: z.number().min(0).default(10).describe('Fixed shipping added to every order.'),
    products: z.array(productSchema).min(1),
  })
  .superRefine((catalogue, ctx) => {
    const seen = new Set<number>();
    catalogue.products.forEach((product, index) => {
      if (seen.has(product.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['products', index, 'id'],
          message: say('product.id-twice', { id: product.id }).message,
          params: coded('product.id-twice'),
        });
      }
      seen.add(product.id);
    });
  })
  .describe('The products of the demo shop.');

export type Catalogue = z.output<typeof catalogueSchema>;
export type CatalogueProduct = Catalogue['products'][number];
