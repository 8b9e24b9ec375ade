// The step after the checks that gives every image of the loaded content its width and height: an
// author may leave them out, and the file in public/ says them (imageFacts.ts: its header, turned as
// the photo is shown). The schemas hold no facts about other files, so this runs on the checked
// content, as the checks between files do (crossFileChecks.ts reports a size written with other
// proportions, and an image whose file does not say its size). One side written keeps it, and the
// other follows the file's proportions. The content read from the files is not changed: each image
// given a size is a new object, and so is what holds it. A page whose sections the validation cache
// has not read yet (validationCache.ts reads them when asked for) is sized when they are read: this
// step reads no page's sections itself.
import { mapImages } from '../site-generator/images/contentImages';
import { imageFactsReader } from './crossFileChecks';
import { readImageFacts, type ImageFacts } from './imageFacts';
import type { Content } from './loadContent';
import type { PageData } from '../schema/page';

type Facts = (publicPath: string) => ImageFacts | undefined;

/** `value` with the width and height of each of its images that lacks one, from its file. */
export function withImageSizes<T>(value: T, facts: Facts): T {
  return mapImages(value, (image) => {
    if (image.width !== undefined && image.height !== undefined) return image;
    const found = facts(image.src.split(/[?#]/)[0]);
    if (found?.width === undefined || found.height === undefined) return image;
    const { width, height } = image;
    if (width !== undefined) return { ...image, height: Math.max(1, Math.round((width * found.height) / found.width)) };
    if (height !== undefined)
      return { ...image, width: Math.max(1, Math.round((height * found.width) / found.height)) };
    return { ...image, width: found.width, height: found.height };
  });
}

/**
 * `page` with its images sized; sections not read yet stay unread until asked for, and are sized
 * then. The properties keep their order: a page's data file is the page as JSON.
 */
function pageWithImageSizes(page: PageData, facts: Facts): PageData {
  if (!Object.getOwnPropertyDescriptor(page, 'sections')?.get) return withImageSizes(page, facts);
  const sized: Record<string, unknown> = {};
  for (const key of Object.keys(page)) {
    if (key !== 'sections') sized[key] = withImageSizes(page[key as keyof PageData], facts);
    else
      Object.defineProperty(sized, key, {
        enumerable: true,
        configurable: true,
        get() {
          const value = withImageSizes(page.sections, facts);
          Object.defineProperty(sized, key, { value, writable: true, enumerable: true, configurable: true });
          return value;
        },
      });
  }
  return sized as PageData;
}

/** The loaded content with every image sized from its file in `root`/public/, each file read once. */
export function contentWithImageSizes(content: Content, root: string): Content {
  const facts = imageFactsReader(root, readImageFacts);
  const pages = content.pages.map((page) => pageWithImageSizes(page, facts));
  // A page's key is of its data as checked: the files of public/ are part of the build's own key.
  const pageKeys = new Map(
    content.pages.flatMap((page, index) => {
      const key = content.pageKeys.get(page);
      return key === undefined ? [] : [[pages[index], key] as const];
    }),
  );
  return {
    ...content,
    site: withImageSizes(content.site, facts),
    ...(content.translatedSites && {
      translatedSites: Object.fromEntries(
        Object.entries(content.translatedSites).map(([code, site]) => [code, withImageSizes(site, facts)!]),
      ),
    }),
    catalogue: withImageSizes(content.catalogue, facts),
    pages,
    pageKeys,
    gallery: content.gallery && { ...content.gallery, examples: withImageSizes(content.gallery.examples, facts) },
  };
}
