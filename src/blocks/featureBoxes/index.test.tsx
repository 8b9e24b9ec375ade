// The featureBoxes block's own tests: its example, rendered as the prerender does, read as a visitor
// would (Testing Library).
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { linksIn, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import featureBoxesExample from './example.json';
import FeatureBoxes from './index';
import { featureBoxesProps } from './schema';

testExampleRendersCleanly('featureBoxes', FeatureBoxes);

describe('feature boxes', () => {
  const props = featureBoxesProps.parse(featureBoxesExample);

  test('renders one box per item, with h3 titles under the section h2', () => {
    const screen = renderToScreen(<FeatureBoxes {...props} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(props.title);
    expect(screen.getByRole('list').children).toHaveLength(props.boxes.length);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      props.boxes.map((box) => box.title),
    );
  });

  test('without a section title the box titles are h2', () => {
    const screen = renderToScreen(
      <FeatureBoxes {...featureBoxesProps.parse({ ...featureBoxesExample, title: undefined })} />,
    );
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(props.boxes.length);
  });

  test('a "Read More" link also names its box for screen readers', () => {
    const screen = renderToScreen(<FeatureBoxes {...props} />);
    const link = screen.getByRole('link', { name: /Access Controlled/ });
    expect(link.textContent).toBe('Read More Access Controlled');
    expect(within(link).getByText('Access Controlled').classList).toContain('visually-hidden');
  });

  test('with carousel settings the boxes become carousel slides', () => {
    const carousel = featureBoxesProps.parse({
      ...featureBoxesExample,
      carousel: { labels: { previous: 'Previous', next: 'Next', slide: 'Show box {index}' } },
    });
    expect(carousel.carousel?.perView).toEqual({ '0': 1, '576': 2, '768': 2, '992': 4 });
    const { container } = renderToScreen(<FeatureBoxes {...carousel} />);
    expect(container.querySelectorAll('.glide__slide')).toHaveLength(props.boxes.length);
  });
});

test("the feature boxes show the section's text and each box's text, and the one link goes where the example says", () => {
  const props = featureBoxesProps.parse(featureBoxesExample);
  const { container } = renderToScreen(<FeatureBoxes {...props} />);
  expect(textsMissingFrom(container, [props.text!, ...props.boxes.map((box) => box.text!)])).toEqual([]);
  expect(linksIn(container)).toEqual(
    props.boxes.flatMap((box) => (box.link ? [{ name: `${box.link.label} ${box.title}`, href: box.link.href }] : [])),
  );
});

test('the text of a box takes rich text: bold words and a link to a page', () => {
  const [first, ...rest] = featureBoxesExample.boxes;
  const props = featureBoxesProps.parse({ ...featureBoxesExample, boxes: [{ ...first, text: richSample }, ...rest] });
  expect(expectRichSample(renderToScreen(<FeatureBoxes {...props} />).container).tagName).toBe('P');
});
