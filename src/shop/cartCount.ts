// The header shows the cart's count on every page, but the cart itself (its jotai atoms,
// cartAtoms.ts) is code only the shop's blocks load. The cart lives in memory and is empty when a
// visit starts, so until a shop block has loaded it the count is 0; from then on the cart tells
// this store each new count, and the header redraws.
import { useSyncExternalStore } from 'react';

let count = 0;
const listeners = new Set<() => void>();

/** The cart's new count, from the cart's own store. */
export function showCartCount(next: number): void {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many lines the cart holds: 0 in the prerendered page, as at the start of every visit. */
export const useCartCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
