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

export function resolveCollectionListings(
  pages: readonly PageData[],
  collections: CollectionsContent,
  checked: readonly { page: PageData; source: JsonSource }[],
  sharedSources: readonly JsonSource[],
  lang = 'en',
): { pages: PageData[]; issues: CheckedIssue[]; keys: [PageData, string][] } {
  const { pages: resolved, problems } = resolveListings(pages, collections.entries, lang);
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
