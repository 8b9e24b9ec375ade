// The shop blocks as the prerender sees them, read as a visitor would (Testing Library): what each
// one shows for a given cart, and what their schemas refuse. Interaction (toasts, navigation) is
// covered by tests/browser/shop.spec.ts.
import { within } from '@testing-library/dom';
import { createStore } from 'jotai';
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
import { renderToScreen } from './support/serverRender';

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

describe('shop grid', () => {
  test('shows the eight catalogue products in catalogue order with their prices', () => {
    const screen = renderToScreen(<ShopGrid {...shopGrid} />);
    const names = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names).toEqual([
      'Wood Pencil',
      'T-Shirt',
      'Casual Shoe',
      'Coffee Bag',
      'Single Chair',
      'Business Card',
      'Book Cover',
      'Wall Watch',
    ]);
    expect(screen.getAllByText('$191.00')).toHaveLength(2);
    expect(screen.getByText('$35.00')).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(8);
  });

  test('shows the results line and the six sort options, the first selected', () => {
    const screen = renderToScreen(<ShopGrid {...shopGrid} />);
    expect(screen.getByText('Showing 1-8 of 14 results')).toBeDefined();
    const options = screen.getAllByRole('option') as HTMLOptionElement[];
    expect(options).toHaveLength(6);
    expect(options.filter((option) => option.selected).map((option) => option.value)).toEqual(['Popularity']);
  });

  test('marks page 1 of the pager as the current page', () => {
    const screen = renderToScreen(<ShopGrid {...shopGrid} />);
    expect(screen.getByRole('link', { current: 'page' }).textContent).toBe('1');
  });
});

describe('cart table', () => {
  test('an empty cart (the prerendered state) shows "Cart Is Empty!" and the way back to the shop, without totals or checkout', () => {
    const screen = renderToScreen(<CartTable {...cartTable} />);
    expect(screen.getByText('Cart Is Empty!')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByTestId('cart-totals')).toBeNull();
    expect(screen.queryByRole('link', { name: /Proceed to Checkout/ })).toBeNull();
  });

  test('lists each line with unit price, quantity and line total, and sums them with shipping', () => {
    const screen = renderToScreen(<CartTable {...cartTable} />, { store: storeWithPurchase() });
    expect(screen.queryByText('Cart Is Empty!')).toBeNull();
    const table = screen.getByRole('table', { name: cartTable.caption });
    const [, ...lines] = within(table).getAllByRole('row');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByText('$573.00')).toBeDefined(); // 3 × 191
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('$673.00');
    expect(screen.getByTestId('cart-total').textContent).toBe('$683.0');
    expect(screen.getByRole('button', { name: 'Remove Wood Pencil from the cart' })).toBeDefined();
  });

  test('a cart with lines links Proceed to Checkout to /checkout', () => {
    const screen = renderToScreen(<CartTable {...cartTable} />, { store: storeWithPurchase() });
    expect(screen.getByRole('link', { name: /Proceed to Checkout/ }).getAttribute('href')).toBe('/checkout');
  });
});

describe('checkout', () => {
  test('summarises the cart lines, subtotal, shipping and the one-decimal order total', () => {
    const screen = renderToScreen(<Checkout {...checkout} />, { store: storeWithPurchase() });
    expect(screen.getAllByTestId('order-line')).toHaveLength(2);
    expect(screen.getByText('Wood Pencil × 3')).toBeDefined();
    expect(screen.getByTestId('order-subtotal').textContent).toBe('$673.00');
    expect(screen.getByTestId('order-shipping').textContent).toBe('$10.00');
    expect(screen.getByTestId('order-total').textContent).toBe('$683.0');
  });

  test('an empty cart says there is nothing to order and leads back to the shop, with no form, summary or Place Order', () => {
    const screen = renderToScreen(<Checkout {...checkout} />);
    expect(screen.getByText(checkout.emptyCart.text)).toBeDefined();
    expect(screen.getByRole('link', { name: checkout.emptyCart.link.label }).getAttribute('href')).toBe('/shop');
    expect(screen.container.querySelector('form')).toBeNull();
    expect(screen.queryByTestId('order-summary')).toBeNull();
    expect(screen.queryByRole('button', { name: checkout.placeOrderLabel })).toBeNull();
  });

  test('marks the nine required fields in their labels but lets the browser check none of them', () => {
    const screen = renderToScreen(<Checkout {...checkout} />, { store: storeWithPurchase() });
    expect(screen.getAllByLabelText(/ required$/)).toHaveLength(9);
    const controls = [...screen.getAllByRole('textbox'), ...screen.getAllByRole('combobox')] as HTMLInputElement[];
    expect(controls.filter((control) => control.required)).toEqual([]);
    expect(screen.container.querySelector('form')?.noValidate).toBe(true);
  });

  test('offers the six countries and the three payment methods, Direct Bank Transfer checked', () => {
    const screen = renderToScreen(<Checkout {...checkout} />, { store: storeWithPurchase() });
    const countries = within(screen.getByRole('combobox', { name: /^Country/ })).getAllByRole('option');
    expect(countries.map((option) => option.textContent)).toEqual([
      'United Arab Emirates',
      'China',
      'United Kingdom',
      'Germany',
      'France',
      'Japan',
    ]);
    const methods = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(methods).toHaveLength(3);
    expect(methods.filter((radio) => radio.checked).map((radio) => radio.value)).toEqual(['Direct Bank Transfer']);
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
    const screen = renderToScreen(<ProductDetails {...productDetails} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Wood Pencil' })).toBeDefined();
    expect(screen.getByTestId('details-price').textContent).toContain('$199.00');
    expect(screen.getByText('$200.00', { exact: false }).closest('del')).not.toBeNull();
    expect(screen.getByText('In Stock', { exact: false })).toBeDefined();
  });

  test('the quantity selector starts at 1', () => {
    expect(renderToScreen(<ProductDetails {...productDetails} />).getByTestId('quantity').textContent).toBe('1');
  });

  test('shows four of five stars filled with a spoken rating', () => {
    expect(renderToScreen(<ProductDetails {...productDetails} />).getByLabelText('Rated 4 out of 5')).toBeDefined();
  });

  test('an unknown product id is refused at render with the id named', () => {
    expect(() => renderToScreen(<ProductDetails {...productDetails} productId={99} />)).toThrow(
      'no product with id 99',
    );
  });

  test('quantity bounds where the minimum exceeds the maximum are refused', () => {
    const quantity = { ...productDetailsExample.quantity, min: 5, max: 2 };
    expect(productDetailsProps.safeParse({ ...productDetailsExample, quantity }).success).toBe(false);
  });
});
