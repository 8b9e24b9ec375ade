// The <head> lines that make a page findable and shareable beyond the basics (docs/seo.md): the link
// preview (Open Graph and Twitter card, with the page's share image) and the page's JSON-LD. A photo
// is named by its share image, the JPEG the build made of it (src/site-generator/images/), never by
// the original, which may be tens of megabytes and still hold its camera's metadata.
import type { Catalogue } from '../../schema/catalogue';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { shareImageFile } from '../../ui/imageVariants';
import { escapeHtml } from '../escapeHtml';
import { pageUrl } from '../prerender';
import { jsonLdScript, structuredData } from './structuredData';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
export const CARDS_FOLDER = 'cards';

/** Where the build writes a page's generated card, inside the site: /cards/index.png for "/", /cards/web-hosting.png… */
export function cardPath(pagePath: string): string {
  return `/${CARDS_FOLDER}/${pagePath === '/' ? 'index' : pagePath.slice(1).replace(/\//g, '--')}.png`;
}

export interface ShareImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * Whether the page shows another page's card: the further pages of a listing split into pages show
 * their first page's, which has the listing's title (one card per listing, not one per page of it).
 */
export const sharesFirstPageCard = (page: PageData): boolean => !!page.pagination && page.pagination.number > 1;

/** The page's own share image when it names one, otherwise its generated card (its first page's, for a listing's further page). */
export function shareImageOf(page: PageData, site: Site): ShareImage {
  if (page.share?.image) return { ...shareImageFile(page.share.image), alt: page.share.image.alt };
  return {
    src: cardPath(sharesFirstPageCard(page) ? page.pagination!.first : page.path),
    alt: `${page.title} – ${site.brand.name}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  };
}

export function shareTags(page: PageData, site: Site, catalogue?: Catalogue): string {
  const image = shareImageOf(page, site);
  const attribute = (value: string | number) => escapeHtml(String(value));
  return [
    `<meta property="og:url" content="${attribute(pageUrl(page.path, site.siteUrl))}">`,
    `<meta property="og:site_name" content="${attribute(site.brand.name)}">`,
    `<meta property="og:image" content="${attribute(new URL(image.src, site.siteUrl).href)}">`,
    `<meta property="og:image:width" content="${attribute(image.width)}">`,
    `<meta property="og:image:height" content="${attribute(image.height)}">`,
    `<meta property="og:image:alt" content="${attribute(image.alt)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    jsonLdScript(structuredData(page, { site, catalogue })),
  ].join('\n    ');
}

/** The build's head addition for every page, with the site and the catalogue as the bundles hold them (their photos processed). */
export function shareTagsFor(site: Site, catalogue: Catalogue): (page: PageData) => string {
  return (page) => `\n    ${shareTags(page, site, catalogue)}`;
}
