// The cart rules under random sequences of shop actions, stated as properties that every step must
// keep (docs/product.md, "Cart"), checked against the state before the step rather than against a
// second implementation of the cart.
import fc from 'fast-check';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { CartLine, Product } from '../../src/shop/cart';
import {
  addToCartAtom,
  cartCountAtom,
  cartLinesAtom,
  cartSubtotalAtom,
  placeOrderAtom,
  removeFromCartAtom,
} from '../../src/shop/cartAtoms';

/** A catalogue: products with distinct ids and whole-dollar prices, as in pages/_catalogue.json. */
const catalogueArb = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    name: fc.string({ minLength: 1 }),
    price: fc.integer({ min: 0, max: 1000 }),
    image: fc.constant('/images/products/item.svg'),
  }),
  { selector: (product) => product.id, minLength: 1, maxLength: 8 },
);

/** Indexes pick among the catalogue's products, or among the lines present when the step runs. */
type Action =
  | { kind: 'add'; pick: number }
  | { kind: 'addFromDetails'; pick: number; quantity: number }
  | { kind: 'removeLine'; pick: number }
  | { kind: 'removeUnknownId'; id: number }
  | { kind: 'placeOrder' };

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('addFromDetails' as const),
    pick: fc.nat(),
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
  fc.record({ kind: fc.constant('removeLine' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('removeUnknownId' as const),
    id: fc.oneof(fc.integer({ min: -100, max: 0 }), fc.integer({ min: 51, max: 1000 })),
  }),
  fc.record({ kind: fc.constant('placeOrder' as const) }),
);

const without = (lines: readonly CartLine[], id: number) => lines.filter((line) => line.id !== id);

/** What must hold after an add of `product`, whatever came before. */
function expectAdded(before: CartLine[], after: CartLine[], product: Product, newUnits: number) {
  const previous = before.find((line) => line.id === product.id);
  const line = after.find((candidate) => candidate.id === product.id);
  // A product already in the cart grows by one unit at its unit price, whatever quantity was chosen.
  expect(line?.productQuantity).toBe(previous ? previous.productQuantity + 1 : newUnits);
  expect(line?.totalPrice).toBe(previous ? previous.totalPrice + product.price : product.price * newUnits);
  // Nothing else changes, and a new product goes at the end.
  expect(without(after, product.id)).toEqual(without(before, product.id));
  if (!previous) expect(after.at(-1)).toBe(line);
}

describe('the cart under random sequences of shop actions', () => {
  it('keeps its rules after every step', () => {
    fc.assert(
      fc.property(catalogueArb, fc.array(actionArb, { maxLength: 30 }), (catalogue, actions) => {
        const store = createStore();
        for (const action of actions) {
          const before = store.get(cartLinesAtom);
          switch (action.kind) {
            case 'add': {
              const product = catalogue[action.pick % catalogue.length];
              store.set(addToCartAtom, product);
              expectAdded(before, store.get(cartLinesAtom), product, 1);
              break;
            }
            case 'addFromDetails': {
              const product = catalogue[action.pick % catalogue.length];
              store.set(addToCartAtom, { product, quantity: action.quantity });
              expectAdded(before, store.get(cartLinesAtom), product, action.quantity);
              break;
            }
            case 'removeLine': {
              if (before.length === 0) break;
              const { id } = before[action.pick % before.length];
              store.set(removeFromCartAtom, id);
              expect(store.get(cartLinesAtom)).toEqual(without(before, id));
              break;
            }
            case 'removeUnknownId':
              store.set(removeFromCartAtom, action.id);
              expect(store.get(cartLinesAtom)).toEqual(before);
              break;
            case 'placeOrder':
              store.set(placeOrderAtom);
              expect(store.get(cartLinesAtom)).toEqual([]);
              break;
          }

          // Invariants of any cart.
          const lines = store.get(cartLinesAtom);
          expect(store.get(cartCountAtom)).toBe(lines.length);
          expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
          for (const line of lines) {
            const product = catalogue.find((candidate) => candidate.id === line.id)!;
            expect(line).toMatchObject({ name: product.name, price: product.price, image: product.image });
            expect(line.productQuantity).toBeGreaterThanOrEqual(1);
            expect(line.totalPrice).toBe(product.price * line.productQuantity);
          }
          expect(store.get(cartSubtotalAtom)).toBe(lines.reduce((sum, line) => sum + line.totalPrice, 0));
        }
      }),
      { numRuns: 500 },
    );
  });
});
