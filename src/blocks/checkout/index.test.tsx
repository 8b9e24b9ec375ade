// The checkout block's own tests: its example, rendered as the prerender does and kept as a
// snapshot, what it shows for a given cart, read as a visitor would (Testing Library), and what its
// schema refuses. Placing the order is covered by tests/browser/shop.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleMatchesSnapshot } from '../../../tests/unit/support/blockExample';
import { storeWithPurchase } from '../../../tests/unit/support/cartStore';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import checkoutExample from './example.json';
import Checkout from './index';
import { checkoutProps } from './schema';

const checkout = checkoutProps.parse(checkoutExample);

testExampleMatchesSnapshot('checkout', Checkout);

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
