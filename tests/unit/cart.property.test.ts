import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createStore } from 'jotai';
import type { CartLine, Product } from '../../src/shop/cart';
import {
  addToCartAtom,
  cartCountAtom,
  cartLinesAtom,
  cartSubtotalAtom,
  placeOrderAtom,
  removeFromCartAtom,
} from '../../src/shop/cartAtoms';

// The seeded store of SPEC.md §3.
const PRODUCTS: readonly Product[] = [
  { id: 1, name: 'Wood Pencil', price: 191, image: 'wood-pencil.svg' },
  { id: 2, name: 'T-Shirt', price: 191, image: 't-shirt.svg' },
  { id: 3, name: 'Casual Shoe', price: 100, image: 'casual-shoe.svg' },
  { id: 4, name: 'Coffee Bag', price: 150, image: 'coffee-bag.svg' },
  { id: 5, name: 'Single Chair', price: 131, image: 'single-chair.svg' },
  { id: 6, name: 'Business Card', price: 35, image: 'business-card.svg' },
  { id: 7, name: 'Book Cover', price: 500, image: 'book-cover.svg' },
  { id: 8, name: 'Wall Watch', price: 129, image: 'wall-watch.svg' },
];

type Command =
  | { kind: 'add'; product: Product }
  | { kind: 'addFromDetails'; product: Product; quantity: number }
  | { kind: 'removeExisting'; pick: number }
  | { kind: 'removeMissing'; id: number }
  | { kind: 'placeOrder' };

const productArb = fc.constantFrom(...PRODUCTS);

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: productArb }),
  fc.record({
    kind: fc.constant('addFromDetails' as const),
    product: productArb,
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
  // `pick` chooses one of the lines present when the command runs.
  fc.record({ kind: fc.constant('removeExisting' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('removeMissing' as const),
    id: fc.oneof(fc.integer({ min: -100, max: 0 }), fc.integer({ min: 9, max: 1000 })),
  }),
  fc.record({ kind: fc.constant('placeOrder' as const) }),
);

/** The simplest model of the spec: per product, how many units, in the order first added. */
type Model = Map<number, number>;

function applyToModel(model: Model, command: Command, removedId: number | undefined): Model {
  const next = new Map(model);
  switch (command.kind) {
    case 'add':
      next.set(command.product.id, (next.get(command.product.id) ?? 0) + 1);
      return next;
    case 'addFromDetails': {
      // A product already present grows by one unit, whatever quantity was chosen (SPEC.md §4).
      const units = next.get(command.product.id);
      next.set(command.product.id, units === undefined ? command.quantity : units + 1);
      return next;
    }
    case 'removeExisting':
    case 'removeMissing':
      if (removedId !== undefined) next.delete(removedId);
      return next;
    case 'placeOrder':
      return new Map();
  }
}

function expectedLines(model: Model): CartLine[] {
  return [...model].map(([id, units]) => {
    const product = PRODUCTS.find((candidate) => candidate.id === id)!;
    return { ...product, productQuantity: units, totalPrice: product.price * units };
  });
}

describe('cart atoms under random command sequences', () => {
  it('keep count, ids, line totals and subtotal consistent with a simple model after every step', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const store = createStore();
        let model: Model = new Map();

        for (const command of commands) {
          const before = store.get(cartLinesAtom);
          let removedId: number | undefined;

          switch (command.kind) {
            case 'add':
              store.set(addToCartAtom, command.product);
              break;
            case 'addFromDetails':
              store.set(addToCartAtom, { product: command.product, quantity: command.quantity });
              break;
            case 'removeExisting':
              // An empty cart has nothing to pick: the step then only re-checks the invariants.
              removedId = before[command.pick % Math.max(before.length, 1)]?.id;
              if (removedId !== undefined) store.set(removeFromCartAtom, removedId);
              break;
            case 'removeMissing':
              removedId = command.id;
              store.set(removeFromCartAtom, command.id);
              break;
            case 'placeOrder':
              store.set(placeOrderAtom);
              break;
          }
          model = applyToModel(model, command, removedId);

          const lines = store.get(cartLinesAtom);
          const count = store.get(cartCountAtom);
          const subtotal = store.get(cartSubtotalAtom);

          expect(count).toBe(lines.length);
          expect(new Set(lines.map((line) => line.id)).size).toBe(lines.length);
          expect(lines).toEqual(expectedLines(model));
          for (const line of lines) {
            expect(line.productQuantity).toBeGreaterThanOrEqual(1);
            expect(Number.isFinite(line.totalPrice)).toBe(true);
            expect(Number.isFinite(line.productQuantity)).toBe(true);
          }
          expect(Number.isFinite(subtotal)).toBe(true);
          expect(subtotal).toBe(lines.reduce((sum, line) => sum + line.totalPrice, 0));
          if (command.kind === 'placeOrder') {
            expect(lines).toEqual([]);
            expect(count).toBe(0);
            expect(subtotal).toBe(0);
          }
          if (command.kind === 'removeMissing') expect(lines).toEqual(before);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
