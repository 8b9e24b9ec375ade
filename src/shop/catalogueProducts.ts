// The bridge between the authored catalogue (pages/_catalogue.json) and the cart's rules.
import catalogue from 'virtual:catalogue';
import type { CatalogueProduct } from '../schema/catalogue';
import type { Product } from './cart';

export function findProduct(id: number): CatalogueProduct | undefined {
  return catalogue.products.find((product: CatalogueProduct) => product.id === id);
}

/** What the cart stores of a product: its id, name, unit price and image path. */
export function cartProduct(product: CatalogueProduct): Product {
  return { id: product.id, name: product.name, price: product.price, image: product.image.src };
}
