// "{brand}" in a text stands for the site's brand name (pages/_site.json, brand.name), so a shared
// section or a block's example never writes the template's name. Replaced once the content is
// checked, in the pages and the gallery's examples alike; the files keep the placeholder.
import type { PageData } from '../schema/page';
import { withBrandName } from '../schema/brandPlaceholder';
import type { Content } from './loadContent';

/** The loaded content with the brand name in its pages and examples. A page that changed loses its kept hash, so the build hashes it as shown. */
export function contentWithBrandName(content: Content): Content {
  const name = content.site?.brand.name;
  if (name === undefined) return content;
  const pages = content.pages.map((page) => withBrandName(page, name));
  const pageKeys = new Map<PageData, string>();
  for (const page of pages) {
    const key = content.pageKeys.get(page);
    if (key !== undefined) pageKeys.set(page, key);
  }
  const gallery = content.gallery && {
    ...content.gallery,
    examples: content.gallery.examples.map((example) => ({
      ...example,
      section: withBrandName(example.section, name),
    })),
  };
  return { ...content, pages, pageKeys, gallery };
}
