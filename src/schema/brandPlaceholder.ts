// "{brand}" in a text stands for the site's brand name (pages/_site.json, brand.name). Replaced once
// the content is checked (src/content/brandName.ts), and by the block gallery in the variants it
// assembles in the browser.
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
