// The domainSearch block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library), and what its schema refuses. Its submit is covered by
// tests/browser/landing-forms.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { outlineOf } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import domainSearchExample from './example.json';
import DomainSearch from './index';
import { domainSearchProps } from './schema';

testExampleRendersCleanly('domainSearch', DomainSearch);

describe('domain search', () => {
  const props = domainSearchProps.parse(domainSearchExample);

  test('offers the extensions in order in the select and lists each with its price', () => {
    const screen = renderToScreen(<DomainSearch {...props} />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['.com', '.net', '.xyz', '.tech', '.club', '.space', '.global', '.edu']);
    const prices = screen.getByRole('list', { name: props.pricesLabel });
    expect(within(prices).getByText('.com').nextElementSibling?.textContent).toBe('$9.88');
    expect(within(prices).getByText('.club').nextElementSibling?.textContent).toBe('$2.38');
    expect(screen.getByPlaceholderText('Search domain name here')).toBeDefined();
  });

  test('refuses an extension without its leading dot', () => {
    const result = domainSearchProps.safeParse({ ...domainSearchExample, extensions: [{ name: 'com', price: 9.88 }] });
    expect(result.success).toBe(false);
  });
});

test("the domain search shows its title and text, its labelled name field and extension list, and every extension's price with two decimals", () => {
  const props = domainSearchProps.parse(domainSearchExample);
  const screen = renderToScreen(<DomainSearch {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`]);
  expect(screen.getByText(props.text!)).toBeDefined();
  expect(screen.getByLabelText(props.inputLabel)).toMatchObject({ name: 'domain', placeholder: props.placeholder });
  expect(screen.getByLabelText(props.extensionLabel).tagName).toBe('SELECT');
  const prices = within(screen.getByRole('list', { name: props.pricesLabel })).getAllByRole('listitem');
  expect(prices.map((price) => price.textContent)).toEqual(
    props.extensions.map((extension) => `${extension.name}${props.currency}${extension.price.toFixed(2)}`),
  );
  expect(screen.getByRole('button', { name: props.buttonLabel })).toMatchObject({ type: 'submit' });
  expect(screen.getByRole('status').textContent).toBe('');
});
