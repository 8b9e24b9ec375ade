// The rich text a block's own test gives each of its rich-text props: bold words and a link to one of
// the site's pages, which must come out as elements in one place, with none of the markup left.
import { expect } from 'vitest';
import { loadRichTextReader } from '../../../src/ui/RichText';

// A block drawn with a rich text is drawn as the app draws a page holding one: with the reader loaded first.
await loadRichTextReader();

export const richSample = 'We answer **within a day**; see [our pricing](/pricing) for the plans.';

/** The element that shows the sample: its bold words are strong, its link goes to /pricing. */
export function expectRichSample(container: ParentNode): Element {
  const strong = [...container.querySelectorAll('strong')].find((element) => element.textContent === 'within a day');
  expect(strong, 'the bold words drawn as <strong>').toBeDefined();
  const shown = strong!.parentElement!;
  const link = shown.querySelector('a[href="/pricing"]');
  expect(link?.textContent, 'the link drawn beside them').toBe('our pricing');
  expect(shown.textContent).toBe('We answer within a day; see our pricing for the plans.');
  expect(shown.innerHTML).not.toMatch(/\*\*|\]\(/);
  return shown;
}
