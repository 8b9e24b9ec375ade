/** The cart rules of docs/product.md ("Shop") as pure functions: each returns a new array, never mutates. */

export interface Product {
  id: number;
  name: string;
  price: number;
  image: string;
}

export interface CartLine {
  id: number;
  name: string;
  price: number;
  image: string;
  productQuantity: number;
  totalPrice: number;
}

export interface QuantityBounds {
  min: number;
  max: number;
}

/** The details page selector's bounds. */
export const DETAILS_QUANTITY_BOUNDS: QuantityBounds = { min: 1, max: 10 };

/** Which bound a quantity step ran into; the UI maps it to its toast copy. */
export type QuantityError = 'max' | 'min';

export interface QuantityStep {
  quantity: number;
  error?: QuantityError;
}

function newLine(product: Product, quantity: number): CartLine {
  const { id, name, price, image } = product;
  return { id, name, price, image, productQuantity: quantity, totalPrice: price * quantity };
}

/** Adds one unit: appends a new line, or raises an existing line by one unit at the catalogue price. */
export function addToCart(lines: readonly CartLine[], product: Product): CartLine[] {
  const present = lines.some((line) => line.id === product.id);
  if (!present) return [...lines, newLine(product, 1)];
  return lines.map((line) =>
    line.id === product.id
      ? { ...line, productQuantity: line.productQuantity + 1, totalPrice: line.totalPrice + product.price }
      : line,
  );
}

/** Details-page add: a new line gets `quantity` units; an existing line grows as `addToCart` does. */
export function addToCartWithQuantity(lines: readonly CartLine[], product: Product, quantity: number): CartLine[] {
  // A product already present grows by 1 unit at the unit price, whatever quantity was chosen.
  if (lines.some((line) => line.id === product.id)) return addToCart(lines, product);
  return [...lines, newLine(product, quantity)];
}

export function removeFromCart(lines: readonly CartLine[], id: number): CartLine[] {
  return lines.filter((line) => line.id !== id);
}

export function cartSubtotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.totalPrice, 0);
}

export function orderTotal(lines: readonly CartLine[], shipping: number): number {
  return cartSubtotal(lines) + shipping;
}

/** The header shows the number of lines, not of units. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.length;
}

/** Moves the selector by `delta`, clamping to the bounds and naming the bound a step tried to pass. */
export function stepQuantity(
  current: number,
  delta: number,
  bounds: QuantityBounds = DETAILS_QUANTITY_BOUNDS,
): QuantityStep {
  const next = current + delta;
  if (next > bounds.max) return { quantity: bounds.max, error: 'max' };
  if (next < bounds.min) return { quantity: bounds.min, error: 'min' };
  return { quantity: next };
}
