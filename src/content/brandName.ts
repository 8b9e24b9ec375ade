// "{brand}" in a text stands for the site's brand name (pages/_site.json, brand.name), so a shared
// section or a block's example never writes the template's name. Replaced once the content is
// checked, in the pages and the gallery's examples alike; the files keep the placeholder.
import type { PageData } from '../schema/page';
import type { Content } from './loadContent';

export const BRAND_PLACEHOLDER = '{brand}';

/** `value` with "{brand}" replaced by `name` in every text; the very same object where nothing was replaced. */
export function withBrandName<T>(value: T, name: string): T {
  if (typeof value === 'string')
    return (value.includes(BRAND_PLACEHOLDER) ? value.replaceAll(BRAND_PLACEHOLDER, name) : value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => withBrandName(item, name));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).map(([key, item]) => [key, withBrandName(item, name)] as const);
    const changed = entries.some(([key, item]) => item !== (value as Record<string, unknown>)[key]);
    return (changed ? Object.fromEntries(entries) : value) as T;
  }
  return value;
}

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
