// The portfolioGallery block's own tests: its example, rendered as the prerender does, read as a
// visitor would (Testing Library), and what its schema refuses. Filter clicks are covered by
// tests/browser/gallery-filter.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import portfolioGalleryExample from './example.json';
import PortfolioGallery from './index';
import { portfolioGalleryProps } from './schema';

testExampleRendersCleanly('portfolioGallery', PortfolioGallery);

describe('portfolio gallery', () => {
  const props = portfolioGalleryProps.parse(portfolioGalleryExample);

  test('the first HTML shows all nine items with the first filter (All) pressed', () => {
    const screen = renderToScreen(<PortfolioGallery {...props} />);
    expect(screen.container.querySelectorAll('li[data-key]')).toHaveLength(9);
    expect(screen.getByRole('button', { pressed: true }).textContent).toBe('All');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(4);
  });

  test('refuses two items with the same id and a key outside the four groups', () => {
    const [first, second] = portfolioGalleryExample.items;
    expect(
      portfolioGalleryProps.safeParse({ ...portfolioGalleryExample, items: [first, { ...second, id: first.id }] })
        .success,
    ).toBe(false);
    expect(
      portfolioGalleryProps.safeParse({ ...portfolioGalleryExample, items: [{ ...first, key: 'photography' }] })
        .success,
    ).toBe(false);
  });
});

test('each project shows its picture at its size, its title as a link where the example says, and its category', () => {
  const props = portfolioGalleryProps.parse(portfolioGalleryExample);
  const screen = renderToScreen(<PortfolioGallery {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`, ...props.items.map((item) => `h3 ${item.title}`)]);
  expect(imagesIn(screen.container)).toEqual(props.items.map((item) => item.img));
  expect(linksIn(screen.container)).toEqual(props.items.map((item) => ({ name: item.title, href: item.href })));
  for (const item of props.items)
    expect(screen.getByRole('heading', { level: 3, name: item.title }).nextElementSibling?.textContent).toBe(
      item.category,
    );
});

test('the filters are a group named as the example says, a button per filter, and the count announcement waits empty', () => {
  const props = portfolioGalleryProps.parse(portfolioGalleryExample);
  const screen = renderToScreen(<PortfolioGallery {...props} />);
  const filters = within(screen.getByRole('group', { name: props.filtersLabel })).getAllByRole('button');
  expect(filters.map((filter) => filter.textContent)).toEqual(props.filters.map((filter) => filter.label));
  expect(screen.getByRole('status').textContent).toBe('');
});
