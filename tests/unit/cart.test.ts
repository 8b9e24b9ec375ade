import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import {
  addToCart,
  addToCartWithQuantity,
  cartCount,
  cartSubtotal,
  orderTotal,
  removeFromCart,
  stepQuantity,
} from '../../src/shop/cart';
import type { CartLine, Product } from '../../src/shop/cart';
import {
  addToCartAtom,
  cartCountAtom,
  cartLinesAtom,
  cartSubtotalAtom,
  placeOrderAtom,
  removeFromCartAtom,
} from '../../src/shop/cartAtoms';

const woodPencil: Product = { id: 1, name: 'Wood Pencil', price: 191, image: 'wood-pencil.svg' };
const casualShoe: Product = { id: 3, name: 'Casual Shoe', price: 100, image: 'casual-shoe.svg' };
const businessCard: Product = { id: 6, name: 'Business Card', price: 35, image: 'business-card.svg' };
const SHIPPING = 10;

describe('cart rules', () => {
  it('starts from an empty cart whose subtotal is 0 and count is 0', () => {
    expect(cartSubtotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });

  it('adding a product not in the cart appends a line of one unit at its price', () => {
    const lines = addToCart([], woodPencil);
    expect(lines).toEqual([
      { id: 1, name: 'Wood Pencil', price: 191, image: 'wood-pencil.svg', productQuantity: 1, totalPrice: 191 },
    ]);
  });

  it('adding a second different product appends after the first', () => {
    const lines = addToCart(addToCart([], woodPencil), casualShoe);
    expect(lines.map((line) => line.id)).toEqual([1, 3]);
  });

  it('adding a product already in the cart raises its quantity by one and its total by the unit price', () => {
    const lines = addToCart(addToCart(addToCart([], casualShoe), woodPencil), woodPencil);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ id: 1, productQuantity: 2, totalPrice: 382 });
    expect(lines[0]).toMatchObject({ id: 3, productQuantity: 1, totalPrice: 100 });
  });

  it('adding from the details page with quantity 3 creates a line of 3 × price', () => {
    const lines = addToCartWithQuantity([], woodPencil, 3);
    expect(lines).toEqual([
      { id: 1, name: 'Wood Pencil', price: 191, image: 'wood-pencil.svg', productQuantity: 3, totalPrice: 573 },
    ]);
  });

  it('adding again after a details-page add of 3 gives quantity 4 and total 4 × price', () => {
    const lines = addToCart(addToCartWithQuantity([], woodPencil, 3), woodPencil);
    expect(lines).toEqual([expect.objectContaining({ productQuantity: 4, totalPrice: 4 * 191 })]);
  });

  it('a details-page add of a product already in the cart raises it by one unit, whatever quantity was chosen', () => {
    const lines = addToCartWithQuantity(addToCart([], woodPencil), woodPencil, 5);
    expect(lines).toEqual([expect.objectContaining({ productQuantity: 2, totalPrice: 2 * 191 })]);
  });

  it('removing deletes only that line', () => {
    const lines = [woodPencil, casualShoe, businessCard].reduce<CartLine[]>(addToCart, []);
    const after = removeFromCart(lines, 3);
    expect(after.map((line) => line.id)).toEqual([1, 6]);
    expect(after[0]).toBe(lines[0]);
  });

  it('removing an id that is not in the cart changes nothing', () => {
    const lines = addToCart([], woodPencil);
    expect(removeFromCart(lines, 99)).toEqual(lines);
  });

  it('the cart functions return new arrays and never mutate their input', () => {
    const lines = Object.freeze(addToCart([], woodPencil).map((line) => Object.freeze(line)));
    expect(() => addToCart(lines, woodPencil)).not.toThrow();
    expect(addToCart(lines, woodPencil)).not.toBe(lines);
    expect(addToCartWithQuantity(lines, casualShoe, 2)).not.toBe(lines);
    expect(removeFromCart(lines, 1)).not.toBe(lines);
    expect(lines[0]).toMatchObject({ productQuantity: 1, totalPrice: 191 });
  });

  it('subtotal is the sum of the line totals', () => {
    const lines = addToCart(addToCartWithQuantity([], woodPencil, 2), businessCard);
    expect(cartSubtotal(lines)).toBe(2 * 191 + 35);
  });

  it('order total is subtotal plus 10 shipping', () => {
    const lines = addToCart([], woodPencil);
    expect(orderTotal(lines, SHIPPING)).toBe(201);
    expect(orderTotal([], SHIPPING)).toBe(10);
  });

  it('the count is the number of lines, not of units', () => {
    const lines = addToCart(addToCartWithQuantity([], woodPencil, 4), casualShoe);
    expect(cartCount(lines)).toBe(2);
  });
});

describe('details quantity selector', () => {
  const bounds = { min: 1, max: 10 };

  it('steps up and down by one inside the bounds', () => {
    expect(stepQuantity(1, 1, bounds)).toEqual({ quantity: 2 });
    expect(stepQuantity(5, -1, bounds)).toEqual({ quantity: 4 });
  });

  it('reaches 10 without an error', () => {
    expect(stepQuantity(9, 1, bounds)).toEqual({ quantity: 10 });
  });

  it('cannot go above 10 and reports the max bound', () => {
    expect(stepQuantity(10, 1, bounds)).toEqual({ quantity: 10, error: 'max' });
  });

  it('reaches 1 without an error', () => {
    expect(stepQuantity(2, -1, bounds)).toEqual({ quantity: 1 });
  });

  it('cannot go below 1 and reports the min bound', () => {
    expect(stepQuantity(1, -1, bounds)).toEqual({ quantity: 1, error: 'min' });
  });

  it('uses the details page bounds, 1 to 10, by default', () => {
    expect(stepQuantity(10, 1)).toEqual({ quantity: 10, error: 'max' });
    expect(stepQuantity(1, -1)).toEqual({ quantity: 1, error: 'min' });
  });
});

describe('cart atoms', () => {
  it('a fresh store holds an empty cart with count 0 and subtotal 0', () => {
    const store = createStore();
    expect(store.get(cartLinesAtom)).toEqual([]);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(cartSubtotalAtom)).toBe(0);
  });

  it('adding a product through the atom appends a line and updates count and subtotal', () => {
    const store = createStore();
    store.set(addToCartAtom, woodPencil);
    store.set(addToCartAtom, casualShoe);
    expect(store.get(cartCountAtom)).toBe(2);
    expect(store.get(cartSubtotalAtom)).toBe(291);
  });

  it('adding a product already in the cart through the atom raises its quantity by one', () => {
    const store = createStore();
    store.set(addToCartAtom, woodPencil);
    store.set(addToCartAtom, woodPencil);
    expect(store.get(cartLinesAtom)).toEqual([expect.objectContaining({ productQuantity: 2, totalPrice: 382 })]);
    expect(store.get(cartCountAtom)).toBe(1);
  });

  it('adding { product, quantity } through the atom follows the details-page rule', () => {
    const store = createStore();
    store.set(addToCartAtom, { product: woodPencil, quantity: 3 });
    expect(store.get(cartSubtotalAtom)).toBe(573);
    store.set(addToCartAtom, { product: woodPencil, quantity: 3 });
    expect(store.get(cartLinesAtom)).toEqual([expect.objectContaining({ productQuantity: 4, totalPrice: 764 })]);
  });

  it('removing through the atom deletes only that line', () => {
    const store = createStore();
    store.set(addToCartAtom, woodPencil);
    store.set(addToCartAtom, businessCard);
    store.set(removeFromCartAtom, 1);
    expect(store.get(cartLinesAtom).map((line) => line.id)).toEqual([6]);
    expect(store.get(cartSubtotalAtom)).toBe(35);
  });

  it('placing an order empties the cart', () => {
    const store = createStore();
    store.set(addToCartAtom, woodPencil);
    store.set(addToCartAtom, { product: casualShoe, quantity: 2 });
    store.set(placeOrderAtom);
    expect(store.get(cartLinesAtom)).toEqual([]);
    expect(store.get(cartCountAtom)).toBe(0);
    expect(store.get(cartSubtotalAtom)).toBe(0);
  });

  it('each store keeps its own cart', () => {
    const first = createStore();
    const second = createStore();
    first.set(addToCartAtom, woodPencil);
    expect(second.get(cartCountAtom)).toBe(0);
  });
});
