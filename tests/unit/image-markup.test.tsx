// How a processed photo reaches the HTML (src/ui/Picture.tsx, src/entry-server.tsx, the prerender):
// a <picture> whose sources carry the widths made of it and the `sizes` of the block's image slot;
// the page's lead image eager, high priority and preloaded in the head, every other one lazy; the
// browser's first render the same as the prerender's; an SVG one <img> as before; the link preview
// and the structured data naming the processed JPEG. The variants are written as the build writes
// them (contentImages.ts), for images of the shipped content: no photo needs encoding here.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { blockRegistry } from '../../src/blocks/registry';
import { exampleProps } from '../../src/content/blockExamples';
import { loadContent } from '../../src/content/loadContent';
import { renderPageWithLeadImage } from '../../src/entry-server';
import type { PageData } from '../../src/schema/page';
import { PageSections } from '../../src/shell/PageSections';
import { preloadBlocks } from '../../src/shell/pageLoading';
import { imagesIn, withLeadImage, withVariants } from '../../src/site-generator/images/contentImages';
import { pageHtml } from '../../src/site-generator/prerender';
import { shareTags } from '../../src/site-generator/seo/shareTags';
import type { ImageVariants } from '../../src/ui/imageVariants';
import Team from '../../src/blocks/team';
import { renderOnServer } from './support/serverRender';

const root = process.cwd();
const content = loadContent({ root });
const site = content.site!;
const pageAt = (path: string) => content.pages.find((page) => page.path === path)!;

/** What the build would write beside each image of `value`, as if every one were a 2,400 px photo. */
function asPhotos<T>(value: T): T {
  const variants = new Map<string, ImageVariants>(
    imagesIn(value).map((image, index) => [
      image.src,
      {
        base: `/assets/photo-${index}-0123456789`,
        widths: [320, 640, 960, 1280, 1920],
        format: 'jpeg',
        share: [1200, 800],
      },
    ]),
  );
  return withVariants(value, variants);
}

const documentOf = (html: string) =>
  new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window.document;

describe('a processed photo', () => {
  test('is a <picture>: AVIF and WebP sources and an <img> in its own format, at every width made, with the sizes of its slot', () => {
    const props = asPhotos(blockRegistry.team.props.parse(exampleProps(root, 'team')));
    const container = renderOnServer(createElement(Team as ComponentType<object>, props as object));
    const portrait = container.querySelector('picture')!;
    const [avif, webp] = [...portrait.querySelectorAll('source')];
    const img = portrait.querySelector('img')!;
    const member = (props as { members: { image: { alt: string; width: number; height: number } }[] }).members[0].image;
    const widths = (extension: string) =>
      [320, 640, 960, 1280, 1920]
        .map((width) => `/assets/photo-0-0123456789-${width}.${extension} ${width}w`)
        .join(', ');

    expect(avif.getAttribute('type')).toBe('image/avif');
    expect(avif.getAttribute('srcset')).toBe(widths('avif'));
    expect(webp.getAttribute('type')).toBe('image/webp');
    expect(webp.getAttribute('srcset')).toBe(widths('webp'));
    expect(img.getAttribute('srcset')).toBe(widths('jpg'));
    expect(img.getAttribute('src')).toBe('/assets/photo-0-0123456789-1280.jpg');
    // The round portrait is 134 px at every width: a phone takes the 320 px file, never a wide one.
    for (const element of [avif, webp, img]) expect(element.getAttribute('sizes')).toBe('134px');
    expect([img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
      member.alt,
      String(member.width),
      String(member.height),
    ]);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  test('an SVG stays one <img>, as the shipped site has always drawn it', () => {
    const props = blockRegistry.team.props.parse(exampleProps(root, 'team'));
    const container = renderOnServer(createElement(Team as ComponentType<object>, props as object));
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.outerHTML).toMatch(
      /^<img src="\/images\/[^"]+\.svg" alt="[^"]*" width="\d+" height="\d+" loading="lazy" decoding="async">$/,
    );
  });
});

describe("the page's lead image", () => {
  test('is the first photo a section shows with priority: eager, high priority and preloaded with its sizes; every other photo is lazy', async () => {
    const page = asPhotos(pageAt('/'));
    const { html, leadImage } = await renderPageWithLeadImage(page);
    const document = documentOf(html);
    const pictures = [...document.querySelectorAll('main picture img')];
    expect(pictures.length).toBeGreaterThan(5);
    // The banner's illustration (its drifting shapes come before it in the HTML, and are no candidates).
    const main = (page.sections[0].props as unknown as { images: { src: string; variants: ImageVariants }[] })
      .images[0];
    expect(leadImage?.image.src).toBe(main.src);
    const banner = pictures.find((img) => img.getAttribute('srcset')!.startsWith(`${main.variants.base}-`))!;
    expect(banner.getAttribute('loading')).toBe('eager');
    expect(banner.getAttribute('fetchpriority')).toBe('high');
    for (const other of pictures.filter((img) => img !== banner)) {
      expect(other.getAttribute('loading')).toBe('lazy');
      expect(other.hasAttribute('fetchpriority')).toBe(false);
    }

    const published = pageHtml(
      '<!doctype html><html><head><!--head--></head><body><div id="root"><!--app--></div><!--data--></body></html>',
      withLeadImage(page, leadImage!.image.src),
      site,
      html,
      '',
      leadImage,
    );
    const head = new JSDOM(published).window.document.head;
    const preload = head.querySelector('link[rel="preload"][as="image"]')!;
    expect(preload.getAttribute('type')).toBe('image/avif');
    expect(preload.getAttribute('imagesrcset')).toBe(
      banner.parentElement!.querySelector('source[type="image/avif"]')!.getAttribute('srcset'),
    );
    expect(preload.getAttribute('imagesizes')).toBe(banner.getAttribute('sizes'));
    expect(preload.getAttribute('fetchpriority')).toBe('high');
  });

  test('the browser draws the sections as the prerender did, reading the choice from the page data', async () => {
    const page = asPhotos(pageAt('/project-details'));
    const { html, leadImage } = await renderPageWithLeadImage(page);
    expect(leadImage).toBeDefined();
    // The browser has no chooser: the image marked in the data it is handed is the lead image.
    const inBrowser = withLeadImage(page, leadImage!.image.src) as PageData;
    await preloadBlocks(inBrowser);
    const sections = renderToString(
      <StaticRouter location={page.path}>
        <PageSections page={inBrowser} />
      </StaticRouter>,
    );
    const main = documentOf(html).querySelector('main')!.innerHTML;
    expect(main).toBe(documentOf(sections).body.innerHTML);
    // Two pictures side by side ask for priority; only the first is the lead image.
    const images = [...documentOf(sections).querySelectorAll('[data-block="projectDetails"] picture img')];
    expect(images.map((img) => img.getAttribute('loading')).slice(0, 2)).toEqual(['eager', 'lazy']);
  });
});

describe('link previews and structured data', () => {
  test('name the share JPEG the build made of a photo, with its own size', () => {
    const own = { src: '/images/blog/blog-1.svg', alt: 'Our office', width: 2400, height: 1600 };
    const page = asPhotos({ ...pageAt('/blog-details'), share: { image: own } });
    const document = new JSDOM(`<!doctype html><head>${shareTags(page, site, content.catalogue)}</head>`).window
      .document;
    const meta = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(meta('og:image')).toMatch(/^https:\/\/[^/]+\/assets\/photo-\d+-0123456789-share\.jpg$/);
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:alt')]).toEqual([
      '1200',
      '800',
      'Our office',
    ]);
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!) as {
      '@graph': { '@type': string; image?: string }[];
    };
    const post = graph['@graph'].find((node) => node['@type'] === 'BlogPosting')!;
    expect(post.image).toMatch(/\/assets\/photo-\d+-0123456789-share\.jpg$/);
  });
});
