// A rich text without its marks, for the places that take words only: meta descriptions, share
// cards, structured data, the search and SEO checks, contrast checks. A link keeps its words.
import { readRichText } from './read';
import { wordsOf, type RichTextOptions } from './tree';

export { wordsOf };

/** The words of `markup`; markup that cannot be read (content is checked before it gets here) is returned as written. */
export function plainText(markup: string, options: RichTextOptions = {}): string {
  const { tree, problem } = readRichText(markup, options);
  return problem ? markup : wordsOf(tree);
}
