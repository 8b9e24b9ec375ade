// "{brand}" in a text stands for the site's brand name (pages/_site.json, brand.name), so a shared
// section or a block's example never writes the template's name. Replaced once the content is
// checked, in the pages and the gallery's examples alike; the files keep the placeholder.
import { withBrandName } from '../schema/brandPlaceholder';
import type { Content } from './loadContent';

/**
 * The loaded content with the brand name in the gallery's examples. Pages are given it as each is
 * checked (pageFileCheck.ts), so a kept page is not read again here and its key is of the page as shown.
 */
export function contentWithBrandName(content: Content): Content {
  const name = content.site?.brand.name;
  if (name === undefined) return content;
  const gallery = content.gallery && {
    ...content.gallery,
    examples: content.gallery.examples.map((example) => ({
      ...example,
      section: withBrandName(example.section, name),
    })),
  };
  return { ...content, gallery };
}
