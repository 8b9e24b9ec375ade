// The block gallery's route on the development server: the data its page shows (every block's
// example in registry order, grouped by category, with the JSON an author copies) and the HTML that
// starts it. The page itself is src/dev-gallery/; the build never reaches either.
import { blockCategories, blockRegistry } from '../blocks/registry';
import { GALLERY_FILE } from '../content/contentFiles';
import { formatJson } from '../json/formatJson';
import type { GalleryContent } from '../content/galleryContent';
import type { GalleryData, GalleryEntry } from '../dev-gallery/galleryData';
import type { PageData } from '../schema/page';

/** The module the gallery page imports; only the development server provides it. */
export const GALLERY_MODULE = 'virtual:block-gallery';
const GALLERY_ENTRY = '/src/dev-gallery/entry.tsx';
const SITE_ENTRY = '/src/entry-boot.ts';

/** "pageTitle" → "block-page-title". */
export function galleryAnchor(type: string): string {
  return `block-${type.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function galleryData({ labels, examples }: GalleryContent): GalleryData {
  const entries = examples.map(({ type, section, propsAsWritten }): GalleryEntry => ({
    type,
    anchor: galleryAnchor(type),
    description: blockRegistry[type].props.description ?? '',
    json: formatJson({ type, props: propsAsWritten }),
    section,
  }));
  const categories = blockCategories
    .map((name) => ({ name, entries: entries.filter((entry) => blockRegistry[entry.type].category === name) }))
    .filter((category) => category.entries.length > 0);
  const page: PageData = {
    path: labels.path,
    title: labels.title,
    description: labels.contentsText,
    header: 'default',
    footer: true,
    noindex: true,
    file: GALLERY_FILE,
    sections: entries.map((entry) => entry.section),
  };
  return { labels, categories, page };
}

/** The site's index.html with the gallery's script in place of the site's. */
export function galleryHtml(indexHtml: string): string {
  if (!indexHtml.includes(SITE_ENTRY))
    throw new Error(
      `index.html no longer loads ${SITE_ENTRY}; update the block gallery's route (src/site-generator/blockGallery.ts)`,
    );
  return indexHtml.replace(SITE_ENTRY, GALLERY_ENTRY);
}
