// The featureSplit block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library).
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { imagesIn, linksIn, outlineOf, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import featureSplitExample from './example.json';
import FeatureSplit from './index';
import { featureSplitProps } from './schema';

testExampleRendersCleanly('featureSplit', FeatureSplit);

describe('feature split', () => {
  test('lists the items, with the image first in the markup (phones show it on top)', () => {
    const props = featureSplitProps.parse(featureSplitExample);
    const screen = renderToScreen(<FeatureSplit {...props} />);
    expect(screen.getByRole('list').children).toHaveLength(props.items.length);
    const image = screen.getByRole('img', { name: props.image.alt });
    const heading = screen.getByRole('heading', { level: 2 });
    expect(image.compareDocumentPosition(heading) & image.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test('the cards list style gives each item an h3 and its text', () => {
    const props = featureSplitProps.parse({
      ...featureSplitExample,
      listStyle: 'cards',
      items: [{ icon: 'target', title: 'Our Mission', text: 'Why we exist.' }],
    });
    const screen = renderToScreen(<FeatureSplit {...props} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Our Mission' }).nextElementSibling?.textContent).toBe(
      'Why we exist.',
    );
  });
});

test('the feature split shows its title as the one heading, its paragraphs, each item in order and its picture at its size', () => {
  const props = featureSplitProps.parse(featureSplitExample);
  const screen = renderToScreen(<FeatureSplit {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`]);
  expect(textsMissingFrom(screen.container, props.paragraphs)).toEqual([]);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
    props.items.map((item) => item.title),
  );
  expect(imagesIn(screen.container)).toEqual([props.image]);
  expect(linksIn(screen.container)).toEqual([]);
});

test('its paragraphs and the texts of its cards take rich text: bold words and a link to a page', () => {
  const paragraph = featureSplitProps.parse({ ...featureSplitExample, paragraphs: [richSample] });
  expectRichSample(renderToScreen(<FeatureSplit {...paragraph} />).container);
  const card = featureSplitProps.parse({
    ...featureSplitExample,
    listStyle: 'cards',
    items: [{ icon: 'target', title: 'Our Mission', text: richSample }],
  });
  expect(expectRichSample(renderToScreen(<FeatureSplit {...card} />).container).tagName).toBe('P');
});
