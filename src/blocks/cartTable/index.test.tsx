// The cartTable block's own tests: its example, rendered as the prerender does and kept as a
// snapshot, and what it shows for a given cart, read as a visitor would (Testing Library).
// Changing quantities and removing lines is covered by tests/browser/shop.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import { storeWithPurchase } from '../../../tests/unit/support/cartStore';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import cartTableExample from './example.json';
import CartTable from './index';
import { cartTableProps } from './schema';

const cartTable = cartTableProps.parse(cartTableExample);

testExampleMatchesSnapshot('cartTable', CartTable);

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
