// The listings step of loading the content: every query resolved into its cards (listings.ts), its
// problems placed where the query is written, and a new key for each page whose cards were made, so a
// build renders it again when an entry it lists changes. The step reads of a page only its sections
// that hold a query (ListingSections, kept with the page's checks): a page kept in the validation
// cache is split and resolved without its other sections being read, and one with no query is passed
// on as it is.
import { createHash } from 'node:crypto';
import type { CheckedIssue } from '../suggestions';
import type { PageData } from '../../schema/page';
import { Findings } from '../findings';
import type { JsonSource } from '../jsonSource';
import { pageWith } from '../pageCopies';
import { sharedName } from '../sections';
import { collectionFolderOf } from './collectionFiles';
import type { CollectionsContent } from './loadCollections';
import { placeListingProblems, resolveListings } from './listings';
import type { CollectionName } from '../../schema/collections/collections';
import {
  resolveListings as resolveWith,
  splitIntoPages,
  type ListingLanguage,
} from '../../schema/collections/listedEntries';

type Section = PageData['sections'][number];

/** A page's sections that hold a query, each at its index, and how many sections the page has. */
export interface ListingSections {
  count: number;
  sections: { index: number; section: Section }[];
}

/** A page in the listings step: where it was written (a getter, parsed again only to report), its key, and its sections that hold a query. */
export interface ListingPage {
  page: PageData;
  source: JsonSource;
  key: string;
  listings?: ListingSections;
}

/** The sections of `page` that hold a query (those that resolving changes), or undefined when none does. */
export function listingSectionsOf(page: PageData): ListingSections | undefined {
  const none: ListingLanguage = { lang: 'en', entries: new Map() };
  const probed = resolveWith([page], () => none)[0];
  if (probed === page) return undefined;
  const sections = page.sections.flatMap((section, index) =>
    probed.sections[index] === section ? [] : [{ index, section }],
  );
  return { count: page.sections.length, sections };
}

// Resolving leaves a section of another type as it is.
const elsewhere = { type: '', props: {} } as unknown as Section;

/** What the listings step reads of a page: its envelope's place and its sections that hold a query, the others left empty. */
function skeletonOf(page: PageData, listings: ListingSections): PageData {
  const sections = Array.from({ length: listings.count }, () => elsewhere);
  for (const { index, section } of listings.sections) sections[index] = section;
  return {
    file: page.file,
    path: page.path,
    ...(page.pagination && { pagination: page.pagination }),
    sections,
  } as PageData;
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/**
 * The pages with each one whose listing is split ("perPage") followed by its further pages
 * ("<path>/page/2"…), each placed in its page's file, so their paths are checked with the others'.
 */
export function withListingPages(checked: readonly ListingPage[], collections: CollectionsContent): ListingPage[] {
  return checked.flatMap((item) => {
    if (!item.listings) return [item];
    const skeleton = skeletonOf(item.page, item.listings);
    const pages = splitIntoPages(skeleton, collections.entries);
    // `source` stays a getter: a page kept from the validation cache is parsed again only to report.
    return pages.length === 1 && pages[0] === skeleton
      ? [item]
      : pages.map(({ path, pagination }) => ({
          page: pageWith(item.page, { path, pagination }),
          get source() {
            return item.source;
          },
          key: digest([item.key, path, pagination]),
          listings: item.listings,
        }));
  });
}

/**
 * Each page with its queries resolved into cards in the page's language (`langOf`; a page with none is the very same object), keyed by
 * its own key and the cards and pager made from the entries it lists; the problems found, at their places.
 */
export function resolveCollectionListings(
  pages: readonly ListingPage[],
  collections: CollectionsContent,
  sharedSources: readonly JsonSource[],
  langOf: (page: PageData) => string,
): { pages: PageData[]; keys: Map<PageData, string>; issues: CheckedIssue[] } {
  const languages = new Map<string, ListingLanguage>();
  const languageOf = (page: PageData) => {
    const lang = langOf(page);
    let language = languages.get(lang);
    // A further language lists its own versions of the entries where it publishes them.
    const entries = collections.languages?.get(lang) ?? collections.entries;
    if (!language) languages.set(lang, (language = { lang, entries }));
    return language;
  };
  const listing = pages.flatMap((item) =>
    item.listings ? [{ item, skeleton: skeletonOf(item.page, item.listings) }] : [],
  );
  const { pages: resolved, problems } = resolveListings(
    listing.map(({ skeleton }) => skeleton),
    languageOf,
  );
  const findings = new Findings();
  if (problems.length > 0) {
    const written = new Map<PageData, ListingPage>(listing.map(({ item, skeleton }) => [skeleton, item]));
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
  const made = new Map(
    listing.map(({ item, skeleton }, at) => {
      const cards = item.listings!.sections.flatMap(({ index }) =>
        resolved[at].sections[index] === skeleton.sections[index]
          ? []
          : [[index, resolved[at].sections[index]] as const],
      );
      return [item, new Map(cards)];
    }),
  );
  const keys = new Map<PageData, string>();
  const result = pages.map((item) => {
    const cards = made.get(item);
    if (!cards || cards.size === 0) {
      keys.set(item.page, item.key);
      return item.page;
    }
    const page = pageWith(item.page, {}, (sections) => sections.map((section, index) => cards.get(index) ?? section));
    keys.set(page, digest([item.key, [...cards]]));
    return page;
  });
  return { pages: result, keys, issues: findings.issues };
}
