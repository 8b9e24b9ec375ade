// A page made from another one (a listing's further page, a page resolved or told its language) whose
// sections the validation cache has not read yet keeps them unread: they are read, and made, when
// something asks for them (a build renders a few pages of thousands).
import type { PageData } from '../schema/page';

/** Whether `page`'s sections are still to be read (a getter the validation cache or a copy put there). */
export const sectionsUnread = (page: PageData): boolean => !!Object.getOwnPropertyDescriptor(page, 'sections')?.get;

/**
 * `page` with `fields` (as `{ ...page, ...fields }` orders them) and its sections, or what `sections`
 * makes of them, read only when asked for if they are not read yet.
 */
export function pageWith(
  page: PageData,
  fields: Partial<Omit<PageData, 'sections'>>,
  sections?: (sections: PageData['sections']) => PageData['sections'],
): PageData {
  if (!sectionsUnread(page)) return { ...page, ...fields, ...(sections ? { sections: sections(page.sections) } : {}) };
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(page)) {
    if (key !== 'sections') {
      copy[key] = page[key as keyof PageData];
      continue;
    }
    const settle = (value: unknown) =>
      Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
    Object.defineProperty(copy, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = sections ? sections(page.sections) : page.sections;
        settle(value);
        return value;
      },
      set: settle,
    });
  }
  return Object.assign(copy, fields) as PageData;
}
