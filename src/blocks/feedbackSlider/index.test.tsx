// The feedbackSlider block's own tests: its example, rendered as the prerender does, shows every
// feedback with the person's name and role, in a carousel kept in step with a strip of thumbnails.
// How the two move together is covered by tests/browser/carousels.spec.ts.
import { within } from '@testing-library/dom';
import { expect, test } from 'vitest';
import site from 'virtual:site';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { carouselsIn, imagesIn, linksIn, outlineOf } from '../../../tests/unit/support/renderedContent';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import example from './example.json';
import FeedbackSlider from './index';
import { feedbackSliderProps } from './schema';

const props = feedbackSliderProps.parse(example);

testExampleRendersCleanly('feedbackSlider', FeedbackSlider);

test("each feedback shows its text, then the person's name and role, under the section's title and text", () => {
  const screen = renderToScreen(<FeedbackSlider {...props} />);
  expect(outlineOf(screen.container)).toEqual([`h2 ${props.title}`]);
  expect(screen.getByText(props.text)).toBeDefined();
  const quotes = [...screen.container.querySelectorAll('figure')];
  expect(
    quotes.map((quote) => [
      within(quote).getByRole('blockquote').textContent,
      quote.querySelector('figcaption')?.firstElementChild?.textContent,
      quote.querySelector('figcaption')?.lastElementChild?.textContent,
    ]),
  ).toEqual(props.items.map((item) => [item.text, item.name, item.role]));
  expect(linksIn(screen.container)).toEqual([]);
});

test('the quotes are a carousel named by the section title, with arrows and pause, beside a strip of thumbnails, one per person, the first current', () => {
  const screen = renderToScreen(<FeedbackSlider {...props} />);
  const { labels } = props.carousel;
  expect(carouselsIn(screen.container)).toEqual([
    { name: props.title, slides: props.items.length, controls: [labels.previous, labels.next, site.carousel.pause] },
    { name: null, slides: props.items.length, controls: [] },
  ]);
  const thumbnails = props.items.map((item) =>
    screen.getByRole('button', { name: props.thumbnails!.label.replace('{name}', item.name) }),
  );
  expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-current'))).toEqual(
    props.items.map((_, index) => (index === 0 ? 'true' : null)),
  );
  // The thumbnail's button is named; its portrait is decoration.
  expect(imagesIn(screen.container)).toEqual(props.items.map((item) => ({ ...item.image, alt: '' })));
});

test('a quote takes rich text: bold words and a link to a page', () => {
  const [first, ...rest] = example.items;
  const props = feedbackSliderProps.parse({ ...example, items: [{ ...first, text: richSample }, ...rest] });
  expect(
    expectRichSample(renderToScreen(<FeedbackSlider {...props} />).container).closest('blockquote'),
  ).not.toBeNull();
});
