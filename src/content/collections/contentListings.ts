// The listings step of loading the content: every query resolved into its cards (listings.ts), its
// problems placed where the query is written, and a new key for each page whose cards were made, so a
// build renders it again when an entry it lists changes.
import type { CheckedIssue } from '../suggestions';
import type { PageData } from '../../schema/page';
import { Findings } from '../findings';
import type { JsonSource } from '../jsonSource';
import { pageDataKey } from '../pageFileCheck';
import { sharedName } from '../sections';
import { collectionFolderOf } from './collectionFiles';
import type { CollectionsContent } from './loadCollections';
import { placeListingProblems, resolveListings } from './listings';
import type { CollectionName } from '../../schema/collections/collections';
import { splitIntoPages, type ListingLanguage } from '../../schema/collections/listedEntries';

/**
 * The pages with each one whose listing is split ("perPage") followed by its further pages
 * ("<path>/page/2"…), each placed in its page's file, so their paths are checked with the others'.
 */
export function withListingPages<T extends { page: PageData; source: JsonSource }>(
  checked: readonly T[],
  collections: CollectionsContent,
): { page: PageData; source: JsonSource }[] {
  return checked.flatMap((item) => {
    const pages = splitIntoPages(item.page, collections.entries);
    // `source` stays a getter: a page kept from the validation cache is parsed again only to report.
    return pages.length === 1 && pages[0] === item.page
      ? [item]
      : pages.map((page) => ({
          page,
          get source() {
            return item.source;
          },
        }));
  });
}

/** Every page's queries resolved into cards in the page's language (`langOf`), their problems placed, and a key for each page whose cards were made. */
export function resolveCollectionListings(
  pages: readonly PageData[],
  collections: CollectionsContent,
  checked: readonly { page: PageData; source: JsonSource }[],
  sharedSources: readonly JsonSource[],
  langOf: (page: PageData) => string,
): { pages: PageData[]; issues: CheckedIssue[]; keys: [PageData, string][] } {
  const languages = new Map<string, ListingLanguage>();
  const languageOf = (page: PageData) => {
    const lang = langOf(page);
    let language = languages.get(lang);
    // A further language lists its own versions of the entries where it publishes them.
    const entries = collections.languages?.get(lang) ?? collections.entries;
    if (!language) languages.set(lang, (language = { lang, entries }));
    return language;
  };
  const { pages: resolved, problems } = resolveListings(pages, languageOf);
  const findings = new Findings();
  if (problems.length > 0) {
    const written = new Map<PageData, { source: JsonSource }>(checked.map((entry) => [entry.page, entry]));
    placeListingProblems(
      problems,
      {
        sourceOfPage: (page) => written.get(page)?.source,
        layoutOf: (page) => {
          const collection = collectionFolderOf(page.file) as CollectionName | undefined;
          return collection && collections.layoutSources.get(collection);
        },
        shared: new Map(sharedSources.map((source) => [sharedName(source.file), source])),
      },
      findings,
    );
  }
  const keys = resolved.flatMap((page, index): [PageData, string][] =>
    page === pages[index] ? [] : [[page, pageDataKey(page)]],
  );
  return { pages: resolved, issues: findings.issues, keys };
}
