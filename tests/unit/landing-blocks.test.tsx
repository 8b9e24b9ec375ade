// The landing-page blocks (banner, bannerCarousel, featureBoxes, featureSplit, callToAction,
// domainSearch, portfolioGallery) as the prerender sees them, and what their schemas refuse.
// Interaction (filter clicks, form submits) is covered by tests/browser/gallery-filter.spec.ts and
// tests/browser/landing-forms.spec.ts.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
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

function html(element: ReactElement): string {
  return renderToString(<StaticRouter location="/">{element}</StaticRouter>).replace(/<!-- -->/g, '');
}

const count = (markup: string, pattern: RegExp) => markup.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('every example.json is a valid props object for its block', () => {
  test.each([
    ['banner', bannerProps, bannerExample],
    ['bannerCarousel', bannerCarouselProps, bannerCarouselExample],
    ['callToAction', callToActionProps, callToActionExample],
    ['domainSearch', domainSearchProps, domainSearchExample],
    ['featureBoxes', featureBoxesProps, featureBoxesExample],
    ['featureSplit', featureSplitProps, featureSplitExample],
    ['portfolioGallery', portfolioGalleryProps, portfolioGalleryExample],
  ] as const)('%s', (_name, schema, example) => {
    expect(schema.safeParse(example).error).toBeUndefined();
  });
});

describe('banner', () => {
  const props = bannerProps.parse(bannerExample);

  test('its heading is the one h1 of the block', () => {
    const markup = html(<Banner {...props} />);
    expect(count(markup, /<h1/)).toBe(1);
    expect(markup).toContain(`>${props.heading}</h1>`);
  });

  test('the registration form has a labelled text username, email and password field with the placeholders of the product', () => {
    const markup = html(<Banner {...props} />);
    expect(markup).toMatch(/<input[^>]*type="text"[^>]*placeholder="Enter username"/);
    expect(markup).toMatch(/<input[^>]*type="email"[^>]*placeholder="Enter your email"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*placeholder="Create a password"/);
    for (const [, id] of markup.matchAll(/<input[^>]*id="([^"]+)"/g)) expect(markup).toContain(`for="${id}"`);
    expect(markup).toMatch(/role="status"[^>]*><\/p>/); // empty until the visitor submits
  });

  test('the illustration loads eagerly; further images float as decorative pieces; shapes are hidden from screen readers', () => {
    const markup = html(<Banner {...props} />);
    expect(markup).toMatch(/<img[^>]*src="\/images\/banners\/it-startup.svg"[^>]*loading="eager"/);
    expect(count(markup, /<img[^>]*src="\/images\/icons\//)).toBe(3);
    expect(markup).toMatch(/<div[^>]*aria-hidden="true"><img[^>]*src="\/images\/shapes\/dots.svg"/);
  });

  test('shows a starting price with the old price struck through and named for screen readers', () => {
    const hosting = bannerProps.parse({
      ...bannerExample,
      form: undefined,
      price: { label: 'Starting at', amount: '$3.95', period: '/month', was: '$8.99', wasLabel: 'Regular price' },
    });
    const markup = html(<Banner {...hosting} />);
    expect(markup).toMatch(/<strong[^>]*>\$3.95<\/strong><span[^>]*>\/month<\/span>/);
    expect(markup).toMatch(/Regular price <\/span><s[^>]*>\$8.99<\/s>/);
    expect(markup).not.toContain('<form');
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
    const markup = html(<BannerCarousel {...props} />);
    expect(count(markup, /<h1/)).toBe(1);
    expect(count(markup, /<h2/)).toBe(props.slides.length);
  });

  test('only the first slide shows in the first HTML; the others wait inert', () => {
    const markup = html(<BannerCarousel {...props} />);
    expect(count(markup, /data-active="true"/)).toBe(1);
    expect(count(markup, /inert=""/)).toBe(props.slides.length - 1);
  });
});

describe('feature boxes', () => {
  const props = featureBoxesProps.parse(featureBoxesExample);

  test('renders one box per item, with h3 titles under the section h2', () => {
    const markup = html(<FeatureBoxes {...props} />);
    expect(count(markup, /<li[ >]/)).toBe(props.boxes.length);
    expect(count(markup, /<h3/)).toBe(props.boxes.length);
    expect(markup).toContain(`>${props.title}</h2>`);
  });

  test('without a section title the box titles are h2', () => {
    const markup = html(<FeatureBoxes {...featureBoxesProps.parse({ ...featureBoxesExample, title: undefined })} />);
    expect(count(markup, /<h2/)).toBe(props.boxes.length);
  });

  test('a "Read More" link also names its box for screen readers', () => {
    const markup = html(<FeatureBoxes {...props} />);
    expect(markup).toMatch(/Read More<span class="visually-hidden"> Access Controlled<\/span>/);
  });

  test('with carousel settings the boxes become carousel slides', () => {
    const carousel = featureBoxesProps.parse({
      ...featureBoxesExample,
      carousel: { labels: { previous: 'Previous', next: 'Next', slide: 'Show box {index}' } },
    });
    expect(carousel.carousel?.perView).toEqual({ '0': 1, '576': 2, '768': 2, '992': 4 });
    const markup = html(<FeatureBoxes {...carousel} />);
    expect(count(markup, /class="glide__slide /)).toBe(props.boxes.length);
  });
});

describe('feature split', () => {
  test('lists the items, with the image first in the markup (phones show it on top)', () => {
    const props = featureSplitProps.parse(featureSplitExample);
    const markup = html(<FeatureSplit {...props} />);
    expect(count(markup, /<li[ >]/)).toBe(props.items.length);
    expect(markup.indexOf('<img')).toBeLessThan(markup.indexOf('<h2'));
  });

  test('the cards list style gives each item an h3 and its text', () => {
    const props = featureSplitProps.parse({
      ...featureSplitExample,
      listStyle: 'cards',
      items: [{ icon: 'target', title: 'Our Mission', text: 'Why we exist.' }],
    });
    const markup = html(<FeatureSplit {...props} />);
    expect(markup).toMatch(/<h3[^>]*>Our Mission<\/h3><p[^>]*>Why we exist.<\/p>/);
  });
});

describe('call to action', () => {
  test('ready to talk: heading and both links, no form', () => {
    const markup = html(<CallToAction {...callToActionProps.parse(callToActionExample)} />);
    expect(markup).toContain('>Ready to talk?</h2>');
    expect(markup).toMatch(/href="\/contact"[^>]*>Contact Us</);
    expect(markup).not.toContain('<form');
  });

  test('the free-trial form is one labelled email field with the placeholder and button of the product', () => {
    const props = callToActionProps.parse({
      ...callToActionExample,
      form: {
        fields: [{ name: 'email', label: 'Your business email', placeholder: 'Enter your business email here', kind: 'email' }],
        submitLabel: 'Sign Up Free',
        sentMessage: 'Thanks!',
      },
    });
    const markup = html(<CallToAction {...props} />);
    expect(markup).toMatch(/<label for="([^"]+)" class="visually-hidden">Your business email<\/label><input(?=[^>]*type="email")[^>]* id="\1"/);
    expect(markup).toContain('placeholder="Enter your business email here"');
    expect(markup).toMatch(/<button type="submit"[^>]*>Sign Up Free<\/button>/);
  });

  test('a button with "context" reads it after its label, to screen readers and search engines only', () => {
    const props = callToActionProps.parse({
      ...callToActionExample,
      buttons: [{ label: 'Learn More', href: '/contact', context: 'about our support plans' }],
    });
    expect(html(<CallToAction {...props} />)).toMatch(/href="\/contact"[^>]*>Learn More<span class="visually-hidden"> about our support plans<\/span><\/a>/);
    const plain = callToActionProps.parse({ ...callToActionExample, buttons: [{ label: 'Learn More', href: '/contact' }] });
    expect(html(<CallToAction {...plain} />)).toMatch(/href="\/contact"[^>]*>Learn More<\/a>/);
  });
});

describe('domain search', () => {
  const props = domainSearchProps.parse(domainSearchExample);

  test('offers the extensions in order in the select and lists each with its price', () => {
    const markup = html(<DomainSearch {...props} />);
    const options = [...markup.matchAll(/<option value="([^"]+)">/g)].map((match) => match[1]);
    expect(options).toEqual(['.com', '.net', '.xyz', '.tech', '.club', '.space', '.global', '.edu']);
    expect(markup).toMatch(/>\.com<\/span><span[^>]*>\$9.88</);
    expect(markup).toMatch(/>\.club<\/span><span[^>]*>\$2.38</);
    expect(markup).toContain('placeholder="Search domain name here"');
  });

  test('refuses an extension without its leading dot', () => {
    const result = domainSearchProps.safeParse({ ...domainSearchExample, extensions: [{ name: 'com', price: 9.88 }] });
    expect(result.success).toBe(false);
  });
});

describe('portfolio gallery', () => {
  const props = portfolioGalleryProps.parse(portfolioGalleryExample);

  test('the first HTML shows all nine items with the first filter (All) pressed', () => {
    const markup = html(<PortfolioGallery {...props} />);
    expect(count(markup, /<li[^>]*data-key=/)).toBe(9);
    expect(markup).toMatch(/aria-pressed="true"[^>]*>All</);
    expect(count(markup, /aria-pressed="false"/)).toBe(4);
  });

  test('refuses two items with the same id and a key outside the four groups', () => {
    const [first, second] = portfolioGalleryExample.items;
    expect(portfolioGalleryProps.safeParse({ ...portfolioGalleryExample, items: [first, { ...second, id: first.id }] }).success).toBe(false);
    expect(portfolioGalleryProps.safeParse({ ...portfolioGalleryExample, items: [{ ...first, key: 'photography' }] }).success).toBe(false);
  });
});
