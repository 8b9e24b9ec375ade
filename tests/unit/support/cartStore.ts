// The cart of the shop blocks' tests: a purchase made before the page renders, as a visitor returning
// to the cart or the checkout has one.
import { createStore } from 'jotai';
import { addToCartAtom } from '../../../src/shop/cartAtoms';
import { cartProduct, findProduct } from '../../../src/shop/catalogueProducts';

/** A store holding the lines of the usual purchase: 3 Wood Pencils (details page) and 1 Casual Shoe. */
export function storeWithPurchase() {
  const store = createStore();
  store.set(addToCartAtom, { product: cartProduct(findProduct(1)!), quantity: 3 });
  store.set(addToCartAtom, cartProduct(findProduct(3)!));
  return store;
}
