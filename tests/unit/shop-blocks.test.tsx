// The shop blocks as the prerender sees them: what each one shows for a given cart, and what their
// schemas refuse. Interaction (toasts, navigation) is covered by tests/browser/shop.spec.ts.
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import cartTableExample from '../../src/blocks/cartTable/example.json';
import CartTable from '../../src/blocks/cartTable/index';
import { cartTableProps } from '../../src/blocks/cartTable/schema';
import checkoutExample from '../../src/blocks/checkout/example.json';
import Checkout from '../../src/blocks/checkout/index';
import { checkoutProps } from '../../src/blocks/checkout/schema';
import productDetailsExample from '../../src/blocks/productDetails/example.json';
import ProductDetails from '../../src/blocks/productDetails/index';
import { productDetailsProps } from '../../src/blocks/productDetails/schema';
import shopGridExample from '../../src/blocks/shopGrid/example.json';
import ShopGrid from '../../src/blocks/shopGrid/index';
import { shopGridProps } from '../../src/blocks/shopGrid/schema';
import { addToCartAtom } from '../../src/shop/cartAtoms';
import { cartProduct, findProduct } from '../../src/shop/catalogueProducts';

const cartTable = cartTableProps.parse(cartTableExample);
const checkout = checkoutProps.parse(checkoutExample);
const productDetails = productDetailsProps.parse(productDetailsExample);
const shopGrid = shopGridProps.parse(shopGridExample);

/** A store holding the lines of the usual purchase: 3 Wood Pencils (details page) and 1 Casual Shoe. */
function storeWithPurchase() {
  const store = createStore();
  store.set(addToCartAtom, { product: cartProduct(findProduct(1)!), quantity: 3 });
  store.set(addToCartAtom, cartProduct(findProduct(3)!));
  return store;
}

function html(element: ReactElement, store = createStore()): string {
  return renderToString(
    <Provider store={store}>
      <StaticRouter location="/">{element}</StaticRouter>
    </Provider>,
  );
}

/** The text of the element carrying data-testid="…", tags stripped. */
function textOf(markup: string, testId: string): string {
  const match = markup.match(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(td|dd|span|output)>`, 's'));
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

describe('the catalogue bridge', () => {
  test('a catalogue product reaches the cart with its id, name, unit price and image path', () => {
    expect(cartProduct(findProduct(1)!)).toEqual({ id: 1, name: 'Wood Pencil', price: 191, image: '/images/products/wood-pencil.svg' });
  });

  test('an unknown product id finds nothing', () => {
    expect(findProduct(999)).toBeUndefined();
  });
});

describe('shop grid', () => {
  test('shows the eight catalogue products in catalogue order with their prices', () => {
    const markup = html(<ShopGrid {...shopGrid} />);
    const names = [...markup.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map((match) => match[1]);
    expect(names).toEqual(['Wood Pencil', 'T-Shirt', 'Casual Shoe', 'Coffee Bag', 'Single Chair', 'Business Card', 'Book Cover', 'Wall Watch']);
    expect(markup).toContain('$191.00');
    expect(markup).toContain('$35.00');
    expect(markup.match(/Add to Cart/g)).toHaveLength(8);
  });

  test('shows the results line and the six sort options, the first selected', () => {
    const markup = html(<ShopGrid {...shopGrid} />);
    expect(markup).toContain('Showing 1-8 of 14 results');
    expect(markup.match(/<option /g)).toHaveLength(6);
    expect(markup).toMatch(/<option value="Popularity" selected="">/);
  });

  test('marks page 1 of the pager as the current page', () => {
    const markup = html(<ShopGrid {...shopGrid} />);
    expect(markup).toMatch(/aria-current="page"[^>]*>1</);
  });
});

describe('cart table', () => {
  test('an empty cart (the prerendered state) shows "Cart Is Empty!" and totals of 0 + 10', () => {
    const markup = html(<CartTable {...cartTable} />);
    expect(markup).toContain('Cart Is Empty!');
    expect(markup).not.toContain('<table');
    expect(textOf(markup, 'cart-subtotal')).toBe('$0.00');
    expect(textOf(markup, 'cart-shipping')).toBe('$10.00');
    expect(textOf(markup, 'cart-total')).toBe('$10.0');
  });

  test('lists each line with unit price, quantity and line total, and sums them with shipping', () => {
    const markup = html(<CartTable {...cartTable} />, storeWithPurchase());
    expect(markup).not.toContain('Cart Is Empty!');
    expect(markup.match(/data-testid="cart-line"/g)).toHaveLength(2);
    expect(markup).toContain('$573.00'); // 3 × 191
    expect(textOf(markup, 'cart-subtotal')).toBe('$673.00');
    expect(textOf(markup, 'cart-total')).toBe('$683.0');
    expect(markup).toContain('aria-label="Remove Wood Pencil from the cart"');
  });

  test('links Proceed to Checkout to /checkout', () => {
    expect(html(<CartTable {...cartTable} />)).toMatch(/href="\/checkout"[^>]*>Proceed to Checkout</);
  });
});

describe('checkout', () => {
  test('summarises the cart lines, subtotal, shipping and the one-decimal order total', () => {
    const markup = html(<Checkout {...checkout} />, storeWithPurchase());
    expect(markup.match(/data-testid="order-line"/g)).toHaveLength(2);
    expect(markup).toContain('Wood Pencil × 3');
    expect(textOf(markup, 'order-subtotal')).toBe('$673.00');
    expect(textOf(markup, 'order-shipping')).toBe('$10.00');
    expect(textOf(markup, 'order-total')).toBe('$683.0');
  });

  test('an empty cart shows a subtotal of $0.00 and a total of $10.0', () => {
    const markup = html(<Checkout {...checkout} />);
    expect(textOf(markup, 'order-subtotal')).toBe('$0.00');
    expect(textOf(markup, 'order-total')).toBe('$10.0');
  });

  test('marks the nine required fields in their labels but lets the browser check none of them', () => {
    const markup = html(<Checkout {...checkout} />);
    expect(markup.match(/<span class="visually-hidden">required<\/span>/g)).toHaveLength(9);
    expect(markup).not.toMatch(/\srequired=""/);
    expect(markup).toMatch(/<form[^>]*novalidate/i);
  });

  test('offers the six countries and the three payment methods, Direct Bank Transfer checked', () => {
    const markup = html(<Checkout {...checkout} />);
    for (const country of ['United Arab Emirates', 'China', 'United Kingdom', 'Germany', 'France', 'Japan']) {
      expect(markup).toContain(`<option value="${country}"`);
    }
    expect(markup.match(/type="radio"/g)).toHaveLength(3);
    const radios = markup.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios.filter((radio) => radio.includes('checked=""'))).toEqual([expect.stringContaining('value="Direct Bank Transfer"')]);
  });

  test('a select field without options is refused with a message for the author', () => {
    const fields = [{ name: 'country', label: 'Country', kind: 'select' }];
    const result = checkoutProps.safeParse({ ...checkoutExample, billing: { ...checkoutExample.billing, fields } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain('a "select" field needs "options"');
  });

  test('the page after the order must be a page path, not a placeholder', () => {
    expect(checkoutProps.safeParse({ ...checkoutExample, afterOrder: '#' }).success).toBe(false);
  });
});

describe('product details', () => {
  test('shows the catalogue name, the display price $199.00 and the struck-through $200.00', () => {
    const markup = html(<ProductDetails {...productDetails} />);
    expect(markup).toContain('>Wood Pencil</h2>');
    expect(markup).toContain('$199.00');
    expect(markup).toMatch(/<del[^>]*>.*\$200\.00.*<\/del>/s);
    expect(markup).toContain('In Stock');
  });

  test('the quantity selector starts at 1', () => {
    expect(textOf(html(<ProductDetails {...productDetails} />), 'quantity')).toBe('1');
  });

  test('shows four of five stars filled with a spoken rating', () => {
    const markup = html(<ProductDetails {...productDetails} />);
    expect(markup).toContain('aria-label="Rated 4 out of 5"');
  });

  test('an unknown product id is refused at render with the id named', () => {
    expect(() => html(<ProductDetails {...productDetails} productId={99} />)).toThrow('no product with id 99');
  });

  test('quantity bounds where the minimum exceeds the maximum are refused', () => {
    const quantity = { ...productDetailsExample.quantity, min: 5, max: 2 };
    expect(productDetailsProps.safeParse({ ...productDetailsExample, quantity }).success).toBe(false);
  });
});
