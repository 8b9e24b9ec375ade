// The bridge between the authored catalogue (pages/_catalogue.json) and the cart, which the shop
// blocks share. What each shop block shows is tested beside it (src/blocks/<type>/index.test.tsx).
import { describe, expect, test } from 'vitest';
import { cartProduct, findProduct } from '../../src/shop/catalogueProducts';

describe('the catalogue bridge', () => {
  test('a catalogue product reaches the cart with its id, name, unit price and image path', () => {
    expect(cartProduct(findProduct(1)!)).toEqual({
      id: 1,
      name: 'Wood Pencil',
      price: 191,
      image: '/images/products/wood-pencil.svg',
    });
  });

  test('an unknown product id finds nothing', () => {
    expect(findProduct(999)).toBeUndefined();
  });
});
