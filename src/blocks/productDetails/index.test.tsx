// The productDetails block's own tests: its example, rendered as the prerender does, read as a
// visitor would (Testing Library): the catalogue's product with the example's pictures, price,
// rating, buying controls, share links and tabs, and what its schema refuses. The buttons' effects
// are covered by tests/browser/shop.spec.ts.
import { describe, expect, test } from 'vitest';
import site from 'virtual:site';
import { findProduct } from '../../shop/catalogueProducts';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { carouselsIn, imagesIn, linksIn, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import productDetailsExample from './example.json';
import ProductDetails from './index';
import { productDetailsProps } from './schema';

const productDetails = productDetailsProps.parse(productDetailsExample);

testExampleRendersCleanly('productDetails', ProductDetails);

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

test('the pictures are one carousel named by the product, a slide per picture at its size, the first loaded at once', () => {
  const { container } = renderToScreen(<ProductDetails {...productDetails} />);
  const { labels } = productDetails.carousel;
  expect(carouselsIn(container)).toEqual([
    {
      name: findProduct(productDetails.productId)!.name,
      slides: productDetails.images.length,
      controls: [labels.previous, labels.next, site.carousel.pause],
    },
  ]);
  expect(imagesIn(container)).toEqual(productDetails.images);
  expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(
    productDetails.images.map((_, index) => (index === 0 ? 'eager' : 'lazy')),
  );
});

test('the buy box offers the quantity buttons, Add to Cart and the wishlist button, not pressed, with the description and availability', () => {
  const screen = renderToScreen(<ProductDetails {...productDetails} />);
  const { quantity, wishlist, availability } = productDetails;
  expect(screen.getByRole('button', { name: quantity.decreaseLabel })).toBeDefined();
  expect(screen.getByRole('button', { name: quantity.increaseLabel })).toBeDefined();
  expect(screen.getByRole('button', { name: productDetails.addToCartLabel })).toBeDefined();
  expect(screen.getByRole('button', { name: wishlist.label }).getAttribute('aria-pressed')).toBe('false');
  expect(screen.getByText(quantity.label).getAttribute('for')).toBe(screen.getByTestId('quantity').id);
  expect(
    textsMissingFrom(screen.container, [productDetails.description, `${availability.label} ${availability.value}`]),
  ).toEqual([]);
});

test('the reviews, Buy it Now and share links go where the example says', () => {
  const { container } = renderToScreen(<ProductDetails {...productDetails} />);
  const { rating, buyNow, share } = productDetails;
  expect(linksIn(container)).toEqual([
    { name: rating.reviews!.label, href: rating.reviews!.href },
    { name: buyNow.label, href: buyNow.href },
    ...share.links.map((link) => ({ name: link.label, href: link.href })),
  ]);
});

test("the first tab is chosen and its panel, focusable, shows the example's paragraphs", () => {
  const screen = renderToScreen(<ProductDetails {...productDetails} />);
  const [first] = productDetails.tabs;
  expect(screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual(
    productDetails.tabs.map((tab, index) => [tab.title, String(index === 0)]),
  );
  const panel = screen.getByRole('tabpanel');
  expect(panel.tabIndex).toBe(0);
  expect([...panel.children].map((paragraph) => paragraph.textContent)).toEqual(first.paragraphs);
});

test('the description takes rich text: bold words and a link to a page', () => {
  const props = productDetailsProps.parse({ ...productDetailsExample, description: richSample });
  expect(expectRichSample(renderToScreen(<ProductDetails {...props} />).container).tagName).toBe('P');
});

test('a paragraph of a tab takes rich text with lists, drawn in a <div> (a list cannot sit in a <p>)', () => {
  const [tab] = productDetailsExample.tabs;
  const list = 'In the box:\n- the **oak** table\n- its [care guide](/faq)';
  const props = productDetailsProps.parse({
    ...productDetailsExample,
    tabs: [{ ...tab, paragraphs: [richSample, list] }],
  });
  const panel = renderToScreen(<ProductDetails {...props} />).getByRole('tabpanel');
  expect(expectRichSample(panel).tagName).toBe('DIV');
  const items = [...panel.querySelectorAll('div > ul > li')];
  // A link's class (its underline) is the rich text's own look, not what this test is about.
  expect(items.map((item) => item.innerHTML.replace(/ class="[^"]*"/g, ''))).toEqual([
    'the <strong>oak</strong> table',
    'its <a href="/faq" data-discover="true">care guide</a>',
  ]);
  expect(panel.querySelector('p ul')).toBeNull();
});
