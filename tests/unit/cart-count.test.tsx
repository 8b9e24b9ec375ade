// @vitest-environment jsdom
// The header's cart count needs none of the cart's code until a shop block has loaded it: the count
// starts at 0, as the cart does on every visit, and follows every change the blocks make after.
import { act, cleanup, render, screen } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { afterEach, expect, test } from 'vitest';
import { useCartCount } from '../../src/shop/cartCount';
import { addToCartAtom, cartCountAtom, cartLinesAtom, removeFromCartAtom } from '../../src/shop/cartAtoms';
import { cartProduct, findProduct } from '../../src/shop/catalogueProducts';

function Count() {
  return <span data-testid="count">{useCartCount()}</span>;
}

afterEach(() => {
  cleanup();
  act(() => getDefaultStore().set(cartLinesAtom, []));
});

test("the count follows the cart the app's blocks change, and goes back to 0 when it empties", () => {
  render(<Count />);
  expect(screen.getByTestId('count').textContent).toBe('0');
  const store = getDefaultStore();
  act(() => store.set(addToCartAtom, cartProduct(findProduct(1)!)));
  expect(screen.getByTestId('count').textContent).toBe('1');
  act(() => store.set(addToCartAtom, { product: cartProduct(findProduct(3)!), quantity: 2 }));
  expect(screen.getByTestId('count').textContent).toBe(String(store.get(cartCountAtom)));
  act(() => store.set(removeFromCartAtom, 1));
  act(() => store.set(removeFromCartAtom, 3));
  expect(screen.getByTestId('count').textContent).toBe('0');
});
