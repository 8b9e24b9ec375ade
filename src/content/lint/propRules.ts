// What a page's sections say in their props: the text alternatives of images and the words of links,
// those written inside a rich text too (their words are the link text; the markup is not).
import { blockRegistry, type BlockType } from '../../blocks/registry';
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import { parseRichText } from '../../richText/parse';
import { plainText, wordsOf } from '../../richText/plainText';
import { linksIn } from '../../richText/tree';
import { richTextsIn } from '../findReferences';
import type { JsonPath } from '../jsonSource';
import type { PageData } from '../../schema/page';
import type { PageSources } from './lintIssue';

/** Property names whose image is content (a product, a person, a post, a project), never decoration. */
const contentImageKeys = new Set(['photo', 'picture']);
/** A portrait beside the name it shows (a comment's author) repeats the name: "" is right there. */
const besideItsName = new Set(['avatar']);
/** Blocks whose pictures are what the section is about; elsewhere (banners, teaser cards beside their title) "" may be right. */
const contentImageBlocks = new Set(['blogArticle', 'productDetails', 'projectDetails', 'team']);

/**
 * Link words that say nothing about where the link goes, whatever surrounds them. "Read More" and
 * "Learn More" are not listed: the blocks that use them add the box or post title for screen readers
 * and search engines (Lighthouse's link-text audit checks the rendered page).
 */
const vagueLinkText = new Set([
  'click here',
  'click this',
  'here',
  'this',
  'right here',
  'this link',
  'link',
  'go',
  'this page',
]);

const isImage = (value: Record<string, unknown>) =>
  typeof value.src === 'string' && typeof value.alt === 'string' && typeof value.width === 'number';
const fileName = /(^|[\\/])[\w-]+\.(svg|png|jpe?g|gif|webp|avif)$/i;

/** "Read more..." as "read more"; a loop, since /[.!…]+$/ tries each place of a long run of dots to its end. */
function withoutEndPunctuation(words: string): string {
  let end = words.length;
  while (end > 0 && '.!…'.includes(words[end - 1])) end--;
  return words.slice(0, end);
}
const cameraName = /^(img|image|dsc|photo|pic|screenshot)[-_ ]?\d*$/i;

const isVague = (words: string) => vagueLinkText.has(withoutEndPunctuation(words.trim().toLowerCase()));
const pathKey = (path: JsonPath) => JSON.stringify(path);

function valueAt(value: unknown, path: JsonPath): unknown {
  return path.reduce<unknown>(
    (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[key] : undefined),
    value,
  );
}

export function propWarnings(pages: PageData[], sources: PageSources): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  for (const page of pages) {
    page.sections.forEach((section, index) => {
      const at: JsonPath = ['sections', index, 'props'];
      const block = Object.hasOwn(blockRegistry, section.type) ? blockRegistry[section.type as BlockType] : undefined;
      const richTexts = block ? richTextsIn(block.props, section.props, at) : [];
      const rich = new Set(richTexts.map(({ path }) => pathKey(path)));
      for (const { path, options } of richTexts) {
        const markup = valueAt(section.props, path.slice(at.length));
        if (typeof markup !== 'string') continue;
        for (const link of linksIn(parseRichText(markup, options).tree)) {
          const words = wordsOf([link]);
          if (isVague(words))
            warnings.push(
              sources.warning(
                page.file,
                path,
                say('seo.vague-link-words-in-a-text', {
                  link: markup.slice(link.start, link.end),
                  at: link.start + 1,
                  words,
                }),
                link.start,
              ),
            );
        }
      }
      walk(section.props, at, [], (value, path, keys) => {
        if (isImage(value)) {
          const alt = (value.alt as string).trim();
          const base = (value.src as string)
            .split('/')
            .pop()!
            .replace(/\.\w+$/, '');
          if (alt !== '' && (fileName.test(alt) || cameraName.test(alt) || alt.toLowerCase() === base.toLowerCase())) {
            warnings.push(sources.warning(page.file, [...path, 'alt'], say('seo.alt-is-a-file-name', { alt })));
          } else if (
            alt === '' &&
            !besideItsName.has(keys[keys.length - 1]) &&
            (contentImageBlocks.has(section.type) || keys.some((key) => contentImageKeys.has(key)))
          ) {
            warnings.push(
              sources.warning(page.file, [...path, 'alt'], say('seo.alt-empty-on-content', { type: section.type })),
            );
          }
        }
        const wordsKey =
          typeof value.label === 'string' ? 'label' : typeof value.text === 'string' ? 'text' : undefined;
        const written = wordsKey && (value[wordsKey] as string);
        // A rich text that is a link as a whole (a contact line) is read for its words, not its markup.
        const words = written && rich.has(pathKey([...path, wordsKey])) ? plainText(written) : written;
        if (typeof value.href === 'string' && words && isVague(words) && !value.context) {
          warnings.push(sources.warning(page.file, [...path, wordsKey!], say('seo.vague-link-text', { words })));
        }
      });
    });
  }
  return warnings;
}

/** Calls `visit` on every object in the props, with its JSON path and the property names leading to it. */
function walk(
  value: unknown,
  path: JsonPath,
  keys: string[],
  visit: (value: Record<string, unknown>, path: JsonPath, keys: string[]) => void,
) {
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], keys, visit));
  else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    visit(object, path, keys);
    for (const [key, child] of Object.entries(object)) walk(child, [...path, key], [...keys, key], visit);
  }
}
