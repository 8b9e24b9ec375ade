// The landing-page blocks (banner, bannerCarousel, featureBoxes, featureSplit, callToAction,
// domainSearch, portfolioGallery) as the prerender sees them, read as a visitor would (Testing
// Library), and what their schemas refuse. Interaction (filter clicks, form submits) is covered by
// tests/browser/gallery-filter.spec.ts and tests/browser/landing-forms.spec.ts.
import { within } from '@testing-library/dom';
import { describe, expect, test } from 'vitest';
import bannerExample from '../../src/blocks/banner/example.json';
import Banner from '../../src/blocks/banner/index';
import { bannerProps } from '../../src/blocks/banner/schema';
import bannerCarouselExample from '../../src/blocks/bannerCarousel/example.json';
import BannerCarousel from '../../src/blocks/bannerCarousel/index';
import { bannerCarouselProps } from '../../src/blocks/bannerCarousel/schema';
import callToActionExample from '../../src/blocks/callToAction/example.json';
import CallToAction from '../../src/blocks/callToAction/index';
import { callToActionProps } from '../../src/blocks/callToAction/schema';
import domainSearchExample from '../../src/blocks/domainSearch/example.json';
import DomainSearch from '../../src/blocks/domainSearch/index';
import { domainSearchProps } from '../../src/blocks/domainSearch/schema';
import featureBoxesExample from '../../src/blocks/featureBoxes/example.json';
import FeatureBoxes from '../../src/blocks/featureBoxes/index';
import { featureBoxesProps } from '../../src/blocks/featureBoxes/schema';
import featureSplitExample from '../../src/blocks/featureSplit/example.json';
import FeatureSplit from '../../src/blocks/featureSplit/index';
import { featureSplitProps } from '../../src/blocks/featureSplit/schema';
import portfolioGalleryExample from '../../src/blocks/portfolioGallery/example.json';
import PortfolioGallery from '../../src/blocks/portfolioGallery/index';
import { portfolioGalleryProps } from '../../src/blocks/portfolioGallery/schema';
import { renderToScreen } from './support/serverRender';

const srcOf = (image: Element) => image.getAttribute('src');

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

describe('call to action', () => {
  test('ready to talk: heading and both links, no form', () => {
    const screen = renderToScreen(<CallToAction {...callToActionProps.parse(callToActionExample)} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to talk?' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  test('the free-trial form is one labelled email field with the placeholder and button from JSON', () => {
    const props = callToActionProps.parse({
      ...callToActionExample,
      form: {
        fields: [
          { name: 'email', label: 'Your business email', placeholder: 'Enter your business email here', kind: 'email' },
        ],
        submitLabel: 'Sign Up Free',
        sentMessage: 'Thanks!',
      },
    });
    const screen = renderToScreen(<CallToAction {...props} />);
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByRole('textbox', { name: 'Your business email' })]);
    expect(screen.getByRole('textbox')).toMatchObject({ type: 'email', placeholder: 'Enter your business email here' });
    expect(screen.getByRole('button', { name: 'Sign Up Free' })).toMatchObject({ type: 'submit' });
  });

  test('a button with "context" reads it after its label, to screen readers and search engines only', () => {
    const props = callToActionProps.parse({
      ...callToActionExample,
      buttons: [{ label: 'Learn More', href: '/contact', context: 'about our support plans' }],
    });
    const withContext = renderToScreen(<CallToAction {...props} />).getByRole('link', { name: /^Learn More/ });
    expect(withContext.getAttribute('href')).toBe('/contact');
    expect(withContext.textContent).toBe('Learn More about our support plans');
    expect(within(withContext).getByText('about our support plans').classList).toContain('visually-hidden');
    const plain = callToActionProps.parse({
      ...callToActionExample,
      buttons: [{ label: 'Learn More', href: '/contact' }],
    });
    expect(
      renderToScreen(<CallToAction {...plain} />)
        .getByRole('link', { name: 'Learn More' })
        .getAttribute('href'),
    ).toBe('/contact');
  });
});

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
