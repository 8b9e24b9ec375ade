// Texts of a translated page shown in the default language because their translation is missing
// (the page's `fallbacks`) are marked with the default language's `lang`, so a screen reader speaks
// them in that language's voice. Blocks render plain strings, which carry no attribute, so the
// marking is done on the drawn page: the element showing the text (the innermost whose words are
// exactly the text's, or whose alt, aria-label, title or placeholder is the text) inside its
// section gets `lang`. The prerender marks its HTML this way (src/entry-server.tsx), a page drawn
// in the browser is marked once drawn (PageSections.tsx); React leaves an attribute it does not
// manage alone, so hydration keeps the prerendered marks.
import { plainText } from '../richText/plainText';
import type { PageData } from '../schema/page';

/** "sections[2].props.items[0].title" → ["sections", 2, "props", "items", 0, "title"]. */
function pathParts(path: string): (string | number)[] {
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) =>
    index === undefined ? key : Number(index),
  );
}

/** The texts each section shows in the default language, by section index, as their words. */
export function fallbackTextsBySection(page: Pick<PageData, 'sections' | 'fallbacks'>): Map<number, string[]> {
  const bySection = new Map<number, string[]>();
  for (const path of page.fallbacks ?? []) {
    const [root, index, ...rest] = pathParts(path);
    if (root !== 'sections' || typeof index !== 'number') continue;
    let value: unknown = page.sections[index];
    for (const part of rest) value = (value as Record<string | number, unknown> | undefined)?.[part];
    if (typeof value !== 'string' || value.trim() === '') continue;
    bySection.set(index, [...(bySection.get(index) ?? []), plainText(value)]);
  }
  return bySection;
}

// Words compared without their spacing: a line break is "\n" in the text and a <br> on the page.
const bare = (words: string | null) => (words ?? '').replace(/\s+/g, '');
const namingAttributes = ['alt', 'aria-label', 'title', 'placeholder'];

/** Marks with `lang` each element of `main`'s sections that shows one of their fallback texts. */
export function markFallbackTexts(main: Element, bySection: Map<number, string[]>, lang: string): void {
  const sections = main.querySelectorAll(':scope > [data-block]');
  for (const [index, texts] of bySection) {
    const section = sections[index];
    if (!section) continue;
    const elements = [...section.querySelectorAll('*')];
    for (const text of texts) {
      const words = bare(text);
      for (const element of elements) {
        const named = namingAttributes.some((name) => bare(element.getAttribute(name)) === words);
        const shown =
          bare(element.textContent) === words &&
          ![...element.children].some((child) => bare(child.textContent) === words);
        if (named || shown) element.setAttribute('lang', lang);
      }
    }
  }
}
