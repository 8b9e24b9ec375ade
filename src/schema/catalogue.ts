// The demo shop's products, edited in pages/_catalogue.json (the cart rules are in docs/product.md).
import { z } from 'zod';
import { image } from './primitives';
import { say } from '../problems/messages';
import { coded } from './patterns';
import { schemaPath } from './schemaPath';

export const productSchema = z
  .strictObject({
    id: z.number().int().positive().describe('Unique product number; the cart matches lines by it.'),
    name: z.string().min(1),
    price: z.number().min(0).describe('Unit price the cart charges, in the currency below.'),
    image,
  })
  .describe('One product of the shop.');

export const catalogueSchema = z
  .strictObject({
    $schema: schemaPath('../schemas/catalogue.schema.json'),
    currency: z.string().min(1).default('$').describe('Currency symbol shown before prices.'),
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
