// The bannerCarousel block's own tests: its example, rendered as the prerender does, read as a
// visitor would (Testing Library). How the slides move is covered by tests/browser/carousels.spec.ts.
import { describe, expect, test } from 'vitest';
import site from 'virtual:site';
import { testExampleRendersCleanly } from '../../../tests/unit/support/blockExample';
import { carouselsIn, imagesIn, linksIn, textsMissingFrom } from '../../../tests/unit/support/renderedContent';
import { renderToScreen } from '../../../tests/unit/support/serverRender';
import { expectRichSample, richSample } from '../../../tests/unit/support/richTextSample';
import bannerCarouselExample from './example.json';
import BannerCarousel from './index';
import { bannerCarouselProps } from './schema';

testExampleRendersCleanly('bannerCarousel', BannerCarousel);

describe('banner carousel', () => {
  const props = bannerCarouselProps.parse(bannerCarouselExample);

  test('has exactly one h1 however many slides, and each slide heading as h2', () => {
    const screen = renderToScreen(<BannerCarousel {...props} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2, hidden: true }).map((heading) => heading.textContent)).toEqual(
      props.slides.map((slide) => slide.title),
    );
  });

  test('only the first slide shows in the first HTML; the others wait inert', () => {
    const { container } = renderToScreen(<BannerCarousel {...props} />);
    expect(container.querySelectorAll('[data-active="true"]')).toHaveLength(1);
    expect(container.querySelectorAll('[inert]')).toHaveLength(props.slides.length - 1);
  });
});

test('each slide shows its eyebrow, title and text, and its buttons link where the example says', () => {
  const props = bannerCarouselProps.parse(bannerCarouselExample);
  const { container } = renderToScreen(<BannerCarousel {...props} />);
  expect(
    textsMissingFrom(
      container,
      props.slides.flatMap((slide) => [slide.eyebrow!, slide.title, slide.text!]),
    ),
  ).toEqual([]);
  expect(linksIn(container)).toEqual(
    props.slides.flatMap((slide) => slide.buttons.map((button) => ({ name: button.label, href: button.href }))),
  );
});

test('each slide has its background at its size, the first loaded at once, in one carousel named by the heading with arrows, bullets and pause', () => {
  const props = bannerCarouselProps.parse(bannerCarouselExample);
  const { container } = renderToScreen(<BannerCarousel {...props} />);
  expect(imagesIn(container)).toEqual(props.slides.map((slide) => slide.background));
  expect([...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'))).toEqual(
    props.slides.map((_, index) => (index === 0 ? 'eager' : 'lazy')),
  );
  const { labels } = props.carousel;
  expect(carouselsIn(container)).toEqual([
    {
      name: props.heading,
      slides: props.slides.length,
      controls: [
        labels.previous,
        ...props.slides.map((_, index) => labels.slide.replace('{index}', String(index + 1))),
        labels.next,
        site.carousel.pause,
      ],
    },
  ]);
});

test('the text of a slide takes rich text: bold words and a link to a page', () => {
  const [first, ...rest] = bannerCarouselExample.slides;
  const props = bannerCarouselProps.parse({
    ...bannerCarouselExample,
    slides: [{ ...first, text: richSample }, ...rest],
  });
  expect(expectRichSample(renderToScreen(<BannerCarousel {...props} />).container).tagName).toBe('P');
});
