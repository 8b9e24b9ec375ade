// The shopGrid block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library): every catalogue product with its price and its button, the sort and the
// pager. Adding to the cart is covered by tests/browser/shop.spec.ts.
import { describe, expect, test } from 'vitest';
import catalogue from 'virtual:catalogue';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import shopGridExample from './example.json';
import ShopGrid from './index';
import { shopGridProps } from './schema';

const shopGrid = shopGridProps.parse(shopGridExample);

testExampleRendersCleanly('shopGrid', ShopGrid);

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

test("each product shows its picture at its size, and its Add to Cart button is described by the product's name", () => {
  const { container } = renderToScreen(<ShopGrid {...shopGrid} />);
  expect(imagesIn(container)).toEqual(catalogue.products.map((product) => product.image));
  const buttons = [...container.querySelectorAll('button')];
  expect(
    buttons.map(
      (button) => container.ownerDocument.getElementById(button.getAttribute('aria-describedby')!)?.textContent,
    ),
  ).toEqual(catalogue.products.map((product) => product.name));
});

test('the pager is a navigation named as the example says, linking to the previous page, each page number and the next page', () => {
  const screen = renderToScreen(<ShopGrid {...shopGrid} />);
  const { pager } = shopGrid;
  const nav = screen.getByRole('navigation', { name: pager.label });
  expect(linksIn(nav)).toEqual([
    { name: pager.previous, href: '#' },
    ...Array.from({ length: pager.pages }, (_, index) => ({ name: String(index + 1), href: '#' })),
    { name: pager.next, href: '#' },
  ]);
  expect(screen.getByLabelText(shopGrid.sortLabel).tagName).toBe('SELECT');
});
