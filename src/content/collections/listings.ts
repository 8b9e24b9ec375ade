// Listings that read a collection: a block's cards given as a query ({ "from": "blog", "tag": …,
// "pick": […], "count": … }) are replaced by the cards of the entries it names, as "use" is replaced
// by its shared section, so components keep receiving cards. What a query names is checked here,
// against the entries read: the collection, the tag or category, each picked entry and each popular
// post, each problem at the place the query is written (the page, or the shared section it uses).
import type { BlogPost } from '../../schema/blogPost';
import { collectionNamed, collectionNames, type CollectionName } from '../../schema/collections/collections';
import type { ListingQuery } from '../../schema/collections/listingQuery';
import type { BlockSection, PageData } from '../../schema/page';
import type { Findings, Reported } from '../findings';
import { say } from '../../problems/messages';
import { closest } from '../describeValue';
import { isJsonObject, type JsonPath, type JsonSource } from '../jsonSource';
import type { Entry } from './entryTypes';
import { groupsOf } from './loadCollections';
import { shownDate } from './shownDate';

/** The blocks whose cards may be a query, the prop that holds them and the collection whose cards they draw. */
const listingBlocks: Readonly<Record<string, { prop: string; collection: CollectionName }>> = {
  blogList: { prop: 'posts', collection: 'blog' },
  blogTeasers: { prop: 'posts', collection: 'blog' },
  projectGrid: { prop: 'projects', collection: 'projects' },
  projectsCarousel: { prop: 'projects', collection: 'projects' },
};

/** A problem found in a page's section `index`, at `path` inside its props. */
export interface ListingProblem {
  page: PageData;
  index: number;
  path: JsonPath;
  problem: Reported;
}

const isQuery = (value: unknown): value is ListingQuery =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'from' in value;

/**
 * `pages` with every query resolved into cards: a page with none is the very same object. Problems
 * are returned with the page and section they were found in, for the caller to place.
 */
export function resolveListings(
  pages: readonly PageData[],
  entries: ReadonlyMap<CollectionName, readonly Entry[]>,
  lang: string,
): { pages: PageData[]; problems: ListingProblem[] } {
  const problems: ListingProblem[] = [];
  const cardsOf = cardMaker(lang);
  // A shared section's query is one object on every page that uses it: its cards are made once and shared too.
  const made = new Map<object, unknown>();
  const once = <T>(key: object, make: () => T): T => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
  const resolved = pages.map((page) => {
    let changed = false;
    const sections = page.sections.map((section, index) => {
      const listing = listingBlocks[section.type];
      const props = section.props as Record<string, unknown>;
      if (!listing || !isQuery(props[listing.prop])) return section;
      changed = true;
      const report = (path: JsonPath, problem: Reported) => problems.push({ page, index, path, problem });
      const query = props[listing.prop] as ListingQuery;
      const cards = once(query, () =>
        chooseEntries(query, listing, entries, (path, problem) => report([listing.prop, ...path], problem)).map(
          cardsOf,
        ),
      );
      const withCards: Record<string, unknown> = { ...props, [listing.prop]: cards };
      const sidebar = props.sidebar as { popular?: { posts: string[] } } | undefined;
      if (sidebar?.popular) {
        const { popular } = sidebar;
        withCards.sidebar = once(sidebar, () => {
          const named = popular.posts.flatMap((name, at) => {
            const entry = entries.get('blog')?.find((candidate) => candidate.slug === name);
            if (!entry) report(['sidebar', 'popular', 'posts', at], unknownEntry(name, 'blog', entries));
            return entry ? [entry] : [];
          });
          return { ...sidebar, popular: { ...popular, cards: named.map(cardsOf) } };
        });
      }
      return { ...section, props: withCards } as BlockSection;
    });
    return changed ? { ...page, sections } : page;
  });
  return { pages: resolved, problems };
}

/** The entries a query names, in its order; problems with the query reported at their place in it. */
function chooseEntries(
  query: ListingQuery,
  listing: { collection: CollectionName },
  entries: ReadonlyMap<CollectionName, readonly Entry[]>,
  report: (path: JsonPath, problem: Reported) => void,
): readonly Entry[] {
  const collection = collectionNamed(query.from);
  if (!collection || collection.name !== listing.collection) {
    const suggestion = closest(query.from, collectionNames) ?? listing.collection;
    report(['from'], {
      ...say('listing.unknown-collection', {
        name: query.from,
        names: `"${listing.collection}" (the entries in pages/${listing.collection}/, the only ones this block's cards can show)`,
        suggestion: suggestion === listing.collection ? suggestion : undefined,
      }),
      suggestion: { kind: 'text', value: listing.collection },
    });
    return [];
  }
  const all = entries.get(collection.name) ?? [];
  if (all.length === 0) {
    report(
      ['from'],
      say('listing.no-entries', {
        what: `pages/${collection.name}/ holds no published entry`,
        fix: `add one (pages/${collection.name}/<name>.json), or list cards written here instead of a query`,
      }),
    );
    return [];
  }
  const group = 'tag' in query ? query.tag : 'category' in query ? query.category : undefined;
  const field = 'tag' in query ? 'tag' : 'category';
  let chosen: readonly Entry[] = all;
  if (group !== undefined) {
    chosen = all.filter((entry) => groupsOf(entry).includes(group));
    if (chosen.length === 0) {
      const known = [...new Set(all.flatMap(groupsOf))];
      const sameWord = known.find((candidate) => candidate.toLowerCase() === group.toLowerCase());
      const suggestion = sameWord ?? closest(group, known);
      report([field], {
        ...say('listing.no-entries', {
          what: `no entry of pages/${collection.name}/ has the ${field} "${group}"`,
          fix: suggestion
            ? `did you mean "${suggestion}"? Otherwise name one of ${known.map((name) => `"${name}"`).join(', ')}`
            : `name one of ${known.map((name) => `"${name}"`).join(', ')}`,
        }),
        ...(suggestion ? { suggestion: { kind: 'text', value: suggestion } } : {}),
      });
      return [];
    }
  }
  if (query.pick) {
    chosen = query.pick.flatMap((name, at) => {
      const entry = chosen.find((candidate) => candidate.slug === name);
      if (!entry) report(['pick', at], unknownEntry(name, collection.name, entries));
      return entry ? [entry] : [];
    });
  }
  return query.count === undefined ? chosen : chosen.slice(0, query.count);
}

function unknownEntry(
  name: string,
  collection: CollectionName,
  entries: ReadonlyMap<CollectionName, readonly Entry[]>,
): Reported {
  const slugs = (entries.get(collection) ?? []).map((entry) => entry.slug);
  const suggestion = closest(name, slugs);
  return {
    ...say('listing.unknown-entry', { name, collection, suggestion }),
    ...(suggestion ? { suggestion: { kind: 'text', value: suggestion } } : {}),
  };
}

type ProjectCard = { image: Entry['data']['picture']; title: string; category: string; href: string };

/** An entry as a card of a listing: what the hand-written cards hold, taken from the entry. */
function cardMaker(lang: string): (entry: Entry) => BlogPost | ProjectCard {
  return (entry) =>
    entry.collection === 'blog'
      ? {
          title: entry.data.title,
          href: entry.path,
          image: entry.data.picture,
          author: entry.data.author,
          date: shownDate(entry.data.date, lang),
          excerpt: entry.data.excerpt,
        }
      : { image: entry.data.picture, title: entry.data.title, category: entry.data.category, href: entry.path };
}

/** Where a page's section was written: its own file, its collection's layout for an entry, and the shared sections by name. */
export interface ListingSources {
  sourceOfPage: (page: PageData) => JsonSource | undefined;
  layoutOf: (page: PageData) => JsonSource | undefined;
  shared: ReadonlyMap<string, JsonSource>;
}

/**
 * Each problem placed where its query is written: in the page (or an entry's layout), or, for a
 * section that "use"s a shared one without giving that prop, in the shared section's file. A problem
 * of a shared section is reported once, however many pages show it.
 */
export function placeListingProblems(
  problems: readonly ListingProblem[],
  sources: ListingSources,
  findings: Findings,
): void {
  const seen = new Set<string>();
  for (const { page, index, path, problem } of problems) {
    const own = sources.layoutOf(page) ?? sources.sourceOfPage(page);
    if (!own) continue;
    const written = isJsonObject(own.value) && Array.isArray(own.value.sections) ? own.value.sections : [];
    const section = written.length === page.sections.length ? written[index] : undefined;
    const given = isJsonObject(section) && isJsonObject(section.props) ? section.props : {};
    const sharedSource =
      isJsonObject(section) && typeof section.use === 'string' && !Object.hasOwn(given, String(path[0]))
        ? sources.shared.get(section.use)
        : undefined;
    const [source, at] = sharedSource
      ? [sharedSource, ['props', ...path]]
      : section === undefined
        ? [own, ['sections']]
        : [own, ['sections', index, 'props', ...path]];
    const key = JSON.stringify([source.file, at, problem.code]);
    if (seen.has(key)) continue;
    seen.add(key);
    findings.report(source, at, problem);
  }
}
