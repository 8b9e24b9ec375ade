import { atom, getDefaultStore } from 'jotai';
import { addToCart, addToCartWithQuantity, cartCount, cartSubtotal, removeFromCart } from './cart';
import type { CartLine, Product } from './cart';
import { showCartCount } from './cartCount';

/** The cart starts empty and lives in memory only (docs/product.md, "Shop"). */
export const cartLinesAtom = atom<CartLine[]>([]);

export const cartCountAtom = atom((get) => cartCount(get(cartLinesAtom)));

// The header's count follows the cart the app's blocks change: jotai's default store (the app sets no Provider).
const appStore = getDefaultStore();
appStore.sub(cartCountAtom, () => showCartCount(appStore.get(cartCountAtom)));

export const cartSubtotalAtom = atom((get) => cartSubtotal(get(cartLinesAtom)));

/** A bare product adds one unit (shop grid); `{ product, quantity }` is the details page. */
export type AddToCartArg = Product | { product: Product; quantity: number };

export const addToCartAtom = atom(null, (get, set, arg: AddToCartArg) => {
  const lines = get(cartLinesAtom);
  const next = 'product' in arg ? addToCartWithQuantity(lines, arg.product, arg.quantity) : addToCart(lines, arg);
  set(cartLinesAtom, next);
});

export const removeFromCartAtom = atom(null, (get, set, id: number) => {
  set(cartLinesAtom, removeFromCart(get(cartLinesAtom), id));
});

/** Placing an order is purely local: it only empties the cart; navigation belongs to the UI. */
export const placeOrderAtom = atom(null, (_get, set) => {
  set(cartLinesAtom, []);
});
