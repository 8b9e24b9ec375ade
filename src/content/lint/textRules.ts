// Titles and descriptions as search results show them: long enough to say something, short enough not
// to be cut off, and each page's own.
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import type { PageSources } from './lintIssue';

/** Characters search engines show before cutting a title (about 600 px) or a description off. */
export const TITLE_RANGE = { min: 20, max: 60 } as const;
export const DESCRIPTION_RANGE = { min: 50, max: 160 } as const;

export function textWarnings(pages: PageData[], site: Site, sources: PageSources): ContentIssue[] {
  const warnings: ContentIssue[] = [];
  for (const page of pages) {
    const shown = page.title + site.titleSuffix;
    if (shown.length < TITLE_RANGE.min || shown.length > TITLE_RANGE.max) {
      const side = shown.length < TITLE_RANGE.min ? 'short' : 'long';
      warnings.push(
        sources.warning(
          page.file,
          ['title'],
          say('seo.title-length', { shown, length: shown.length, side, ...TITLE_RANGE }),
        ),
      );
    }
    const length = page.description.length;
    if (length < DESCRIPTION_RANGE.min || length > DESCRIPTION_RANGE.max) {
      const side = length < DESCRIPTION_RANGE.min ? 'short' : 'long';
      warnings.push(
        sources.warning(
          page.file,
          ['description'],
          say('seo.description-length', { length, side, ...DESCRIPTION_RANGE }),
        ),
      );
    }
  }
  warnings.push(...duplicates(pages, 'title', sources), ...duplicates(pages, 'description', sources));
  return warnings;
}

/** Every page after the first with the same title (or description), naming the first. */
function duplicates(pages: PageData[], field: 'title' | 'description', sources: PageSources): ContentIssue[] {
  const first = new Map<string, PageData>();
  const warnings: ContentIssue[] = [];
  for (const page of pages) {
    // A listing's further pages share their first page's words: each has its own canonical address, and its tab title says which page it is (labels.furtherPageTitle).
    if (page.pagination && page.pagination.number > 1) continue;
    const key = page[field].trim().toLowerCase();
    const earlier = first.get(key);
    if (!earlier) first.set(key, page);
    else
      warnings.push(
        sources.warning(page.file, [field], say('seo.same-title-or-description', { field, file: earlier.file })),
      );
  }
  return warnings;
}
