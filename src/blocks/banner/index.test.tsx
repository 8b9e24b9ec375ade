// The banner block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library), and what its schema refuses. Form submits are covered by
// tests/browser/landing-forms.spec.ts.
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import bannerExample from './example.json';
import Banner from './index';
import { bannerProps } from './schema';

const srcOf = (image: Element) => image.getAttribute('src');

testExampleRendersCleanly('banner', Banner);

describe('banner', () => {
  const props = bannerProps.parse(bannerExample);

  test('its heading is the one h1 of the block', () => {
    const screen = renderToScreen(<Banner {...props} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([props.heading]);
  });

  test('the registration form has a labelled text username, email and password field with the placeholders from JSON', () => {
    const screen = renderToScreen(<Banner {...props} />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toMatchObject({
      type: 'text',
      placeholder: 'Enter username',
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toMatchObject({
      type: 'email',
      placeholder: 'Enter your email',
    });
    expect(screen.getByLabelText('Password')).toMatchObject({ type: 'password', placeholder: 'Create a password' });
    expect(screen.getByRole('status').textContent).toBe(''); // empty until the visitor submits
  });

  test('the illustration loads eagerly; further images float as decorative pieces; shapes are hidden from screen readers', () => {
    const screen = renderToScreen(<Banner {...props} />);
    const [illustration, ...pieces] = props.images;
    expect(screen.getByRole('img', { name: illustration.alt }).getAttribute('loading')).toBe('eager');
    const decorative = screen.getAllByRole('presentation');
    expect(decorative.map(srcOf)).toEqual(pieces.map((image) => image.src));
    const hidden = screen.getAllByRole('presentation', { hidden: true }).filter((image) => !decorative.includes(image));
    expect(hidden.map(srcOf)).toEqual(props.shapes.map((shape) => shape.src));
  });

  test('shows a starting price with the old price struck through and named for screen readers', () => {
    const hosting = bannerProps.parse({
      ...bannerExample,
      form: undefined,
      price: { label: 'Starting at', amount: '$3.95', period: '/month', was: '$8.99', wasLabel: 'Regular price' },
    });
    const screen = renderToScreen(<Banner {...hosting} />);
    const amount = screen.getByText('$3.95');
    expect(amount.tagName).toBe('STRONG');
    expect(amount.parentElement?.textContent).toBe('Starting at $3.95/month Regular price $8.99');
    expect(screen.getByText('$8.99').tagName).toBe('S');
    expect(screen.getByText('Regular price').classList).toContain('visually-hidden');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('refuses more than five images and an unknown theme', () => {
    const six = Array.from({ length: 6 }, () => bannerExample.images[0]);
    expect(bannerProps.safeParse({ ...bannerExample, images: six }).success).toBe(false);
    expect(bannerProps.safeParse({ ...bannerExample, theme: 'purple' }).success).toBe(false);
  });
});

test('the banner shows its eyebrow, heading and text, its register button, and every image and shape at its size from JSON', () => {
  const props = bannerProps.parse(bannerExample);
  const screen = renderToScreen(<Banner {...props} />);
  expect(textsMissingFrom(screen.container, [props.eyebrow!, props.heading, props.text!])).toEqual([]);
  expect(screen.getByRole('button', { name: props.form!.submitLabel })).toMatchObject({ type: 'submit' });
  expect(imagesIn(screen.container)).toEqual([
    ...props.shapes.map((shape) => ({ ...shape, alt: '' })),
    ...props.images,
  ]);
  expect(linksIn(screen.container)).toEqual([]);
});

test('the text under the heading takes rich text: bold words and a link to a page', () => {
  const props = bannerProps.parse({ ...bannerExample, text: richSample });
  expect(expectRichSample(renderToScreen(<Banner {...props} />).container).tagName).toBe('P');
});
