// Listings that read a collection, as data: which entries a query names and the card each entry
// makes. Shared by the content pipeline, which words what a query names wrongly as messages
// (src/content/collections/listings.ts), and the editor's preview, which draws a query as the site
// does; so it holds no file reading and no message.
import type { BlogPost } from '../blogPost';
import type { PageData } from '../page';
import type { PagerData } from '../pager';
import { pagePath } from '../pagerPath';
import type { BlogPostEntry } from './blogPostEntry';
import { collectionNamed, groupPagePath, type CollectionName } from './collections';
import type { ListingQuery } from './listingQuery';
import type { ProjectEntry } from './projectEntry';

/**
 * The language an entry is written in when a listing of another language shows it (that language
 * has no version of it), and its direction when that differs from the listing's: its card is marked
 * with both, so a screen reader switches voice and its punctuation lands on the right side.
 */
export interface CardLanguage {
  lang: string;
  dir?: 'ltr' | 'rtl';
}

/** A card as a listing draws it: in the page's language, or marked with its entry's (CardLanguage). */
export type ListedCard<Card> = Card & Partial<CardLanguage>;

/** What a listing needs of an entry to choose it and draw its card: no article, no source. */
export type ListedEntry = { language?: CardLanguage } & (
  | {
      collection: 'blog';
      slug: string;
      path: string;
      data: Pick<BlogPostEntry, 'title' | 'date' | 'author' | 'picture' | 'excerpt' | 'tags'>;
    }
  | {
      collection: 'projects';
      slug: string;
      path: string;
      data: Pick<ProjectEntry, 'title' | 'date' | 'picture' | 'category'>;
    }
);

/** Published entries of each collection, newest first. */
export type ListedEntries = ReadonlyMap<CollectionName, readonly ListedEntry[]>;

/** What a page's listings are drawn in: its language's code (dates are shown as it writes them) and the entries it lists. */
export interface ListingLanguage {
  lang: string;
  entries: ListedEntries;
}

/** The tags of a post, the category of a project: what a listing's "tag" or "category" chooses by. */
export const groupsOf = (entry: ListedEntry): readonly string[] =>
  entry.collection === 'blog' ? entry.data.tags : [entry.data.category];

/** The blocks whose cards may be a query, the prop that holds them and the collection whose cards they draw. */
export const listingBlocks: Readonly<Record<string, { prop: string; collection: CollectionName }>> = {
  blogList: { prop: 'posts', collection: 'blog' },
  blogTeasers: { prop: 'posts', collection: 'blog' },
  projectGrid: { prop: 'projects', collection: 'projects' },
  projectsCarousel: { prop: 'projects', collection: 'projects' },
};

/** What a query names that is not there, at `path` inside the section's props. */
export type ListingMiss = { path: (string | number)[] } & (
  | { kind: 'unknown-collection'; name: string; collection: CollectionName }
  | { kind: 'empty-collection'; collection: CollectionName }
  | { kind: 'empty-group'; collection: CollectionName; field: 'tag' | 'category'; group: string; known: string[] }
  | { kind: 'unknown-entry'; name: string; collection: CollectionName; slugs: string[] }
);

const isQuery = (value: unknown): value is ListingQuery =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && 'from' in value;

/**
 * `pages` with every query resolved into cards, each page in its language (`languageOf`): a page
 * with none is the very same object. What a query names that is not there goes to `miss` with the
 * page and section it is in.
 */
export function resolveListings(
  pages: readonly PageData[],
  languageOf: (page: PageData) => ListingLanguage,
  miss: (page: PageData, index: number, found: ListingMiss) => void = () => {},
): PageData[] {
  // A shared section's query is one object on every page that uses it: its cards are made once per
  // language and page number and shared too.
  const made = new Map<ListingLanguage, Map<object, Map<number, unknown>>>();
  return pages.map((page) => {
    const language = languageOf(page);
    const { entries } = language;
    const cardOf = cardMaker(language.lang);
    const madeHere = made.get(language) ?? new Map<object, Map<number, unknown>>();
    made.set(language, madeHere);
    const once = <T>(key: object, number: number, make: () => T): T => {
      const byNumber = madeHere.get(key) ?? new Map<number, unknown>();
      madeHere.set(key, byNumber);
      if (!byNumber.has(number)) byNumber.set(number, make());
      return byNumber.get(number) as T;
    };
    let changed = false;
    const pagedAt = pagedSection(page);
    const sections = page.sections.map((section, index) => {
      const listing = listingBlocks[section.type];
      const props = section.props as Record<string, unknown>;
      const sidebarTags = (props.sidebar as { tags?: { tags: unknown } } | undefined)?.tags;
      if (!listing || !(isQuery(props[listing.prop]) || isQuery(sidebarTags?.tags))) return section;
      changed = true;
      const report = (found: ListingMiss) => miss(page, index, found);
      if (!isQuery(props[listing.prop]))
        return {
          ...section,
          props: { ...props, sidebar: withTagLinks(props.sidebar, entries, report, once) },
        } as typeof section;
      const query = props[listing.prop] as ListingQuery;
      // Only the listing that splits the page follows its number; another shows its first page.
      const number = index === pagedAt ? (page.pagination?.number ?? 1) : 1;
      const chosen = once(query, 0, () =>
        chooseEntries(query, listing.collection, entries, (found) =>
          report({ ...found, path: [listing.prop, ...found.path] }),
        ),
      );
      const perPage = query.perPage ?? chosen.length;
      const cards = once(query, number, () => chosen.slice((number - 1) * perPage, number * perPage).map(cardOf));
      const withCards: Record<string, unknown> = { ...props, [listing.prop]: cards };
      const pager = props.pager as PagerData | undefined;
      if (pager && query.perPage) {
        const first = index === pagedAt ? page.pagination?.first : undefined;
        withCards.pager = { ...pager, pages: pageCount(chosen.length, query.perPage), current: number, first };
      }
      const sidebar = props.sidebar as { popular?: { posts: string[] } } | undefined;
      if (sidebar?.popular) {
        const { popular } = sidebar;
        withCards.sidebar = once(sidebar, 0, () => {
          const posts = entries.get('blog') ?? [];
          const named = popular.posts.flatMap((name, at) => {
            const entry = posts.find((candidate) => candidate.slug === name);
            if (!entry)
              report({
                kind: 'unknown-entry',
                path: ['sidebar', 'popular', 'posts', at],
                name,
                collection: 'blog',
                slugs: posts.map((post) => post.slug),
              });
            return entry ? [entry] : [];
          });
          return { ...sidebar, popular: { ...popular, cards: named.map(cardOf) } };
        });
      }
      if (isQuery(sidebarTags?.tags)) withCards.sidebar = withTagLinks(withCards.sidebar, entries, report, once);
      return { ...section, props: withCards } as typeof section;
    });
    return changed ? { ...page, sections } : page;
  });
}

/** The sidebar with its tags' query, { "from": "blog" }, made into a link to each tag's page with its count. */
function withTagLinks(
  sidebar: unknown,
  entries: ListedEntries,
  report: (found: ListingMiss) => void,
  once: <T>(key: object, number: number, make: () => T) => T,
): unknown {
  const { tags } = sidebar as { tags: { title: string; tags: { from: string } } };
  return once(tags, 0, () => {
    if (collectionNamed(tags.tags.from)?.name !== 'blog') {
      report({
        kind: 'unknown-collection',
        path: ['sidebar', 'tags', 'tags', 'from'],
        name: tags.tags.from,
        collection: 'blog',
      });
      return { ...(sidebar as object), tags: { ...tags, tags: [] } };
    }
    const counts = new Map<string, number>();
    for (const entry of entries.get('blog') ?? [])
      for (const tag of groupsOf(entry)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    const links = [...counts]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([tag, count]) => ({ label: tag, href: groupPagePath('blog', tag) ?? '#', count }));
    return { ...(sidebar as object), tags: { ...tags, tags: links } };
  });
}

const pageCount = (entries: number, perPage: number) => Math.max(1, Math.ceil(entries / perPage));

/** The index of the first section whose query splits the page into pages ("perPage"), if any. */
function pagedSection(page: PageData): number | undefined {
  const index = page.sections.findIndex((section) => {
    const listing = listingBlocks[section.type];
    const value = listing && (section.props as Record<string, unknown>)[listing.prop];
    return isQuery(value) && value.perPage !== undefined;
  });
  return index === -1 ? undefined : index;
}

/**
 * The pages `page` is split into by its first listing with "perPage": itself first, then one at
 * "<path>/page/<n>" for each further page, each knowing its number. A page without one is alone, the
 * very same object.
 */
export function splitIntoPages(page: PageData, entries: ListedEntries): PageData[] {
  const index = pagedSection(page);
  if (index === undefined) return [page];
  const section = page.sections[index];
  const listing = listingBlocks[section.type];
  const query = (section.props as Record<string, unknown>)[listing.prop] as ListingQuery;
  const count = chooseEntries(query, listing.collection, entries, () => {}).length;
  const pages = pageCount(count, query.perPage!);
  return Array.from({ length: pages }, (_, at) => ({
    ...page,
    path: pagePath(page.path, at + 1),
    pagination: { number: at + 1, pages, first: page.path },
  }));
}

/** One section's props with its query, if it has one, drawn as cards, what is missing left out. */
export function listedProps(
  type: string,
  props: Record<string, unknown>,
  entries: ListedEntries,
  lang: string,
): Record<string, unknown> {
  if (!listingBlocks[type]) return props;
  const page = { sections: [{ type, props }] } as unknown as PageData;
  const language = { lang, entries };
  return resolveListings([page], () => language)[0].sections[0].props as Record<string, unknown>;
}

/** Entries in one list, in their order within each collection, grouped as a listing reads them. */
export function byCollection(entries: readonly ListedEntry[]): Map<CollectionName, ListedEntry[]> {
  const grouped = new Map<CollectionName, ListedEntry[]>();
  for (const entry of entries) grouped.set(entry.collection, [...(grouped.get(entry.collection) ?? []), entry]);
  return grouped;
}

/** The entries a query names, in its order; what it names that is not there reported at its place in the query. */
function chooseEntries(
  query: ListingQuery,
  collection: CollectionName,
  entries: ListedEntries,
  miss: (found: ListingMiss) => void,
): readonly ListedEntry[] {
  if (collectionNamed(query.from)?.name !== collection) {
    miss({ kind: 'unknown-collection', path: ['from'], name: query.from, collection });
    return [];
  }
  const all = entries.get(collection) ?? [];
  if (all.length === 0) {
    miss({ kind: 'empty-collection', path: ['from'], collection });
    return [];
  }
  const group = 'tag' in query ? query.tag : 'category' in query ? query.category : undefined;
  const field = 'tag' in query ? 'tag' : 'category';
  let chosen: readonly ListedEntry[] = all;
  if (group !== undefined) {
    chosen = all.filter((entry) => groupsOf(entry).includes(group));
    if (chosen.length === 0) {
      const known = [...new Set(all.flatMap(groupsOf))];
      miss({ kind: 'empty-group', path: [field], collection, field, group, known });
      return [];
    }
  }
  if (query.pick) {
    const from = chosen;
    chosen = query.pick.flatMap((name, at) => {
      const entry = from.find((candidate) => candidate.slug === name);
      if (!entry)
        miss({ kind: 'unknown-entry', path: ['pick', at], name, collection, slugs: all.map((each) => each.slug) });
      return entry ? [entry] : [];
    });
  }
  return query.count === undefined ? chosen : chosen.slice(0, query.count);
}

type ProjectCard = { image: ListedEntry['data']['picture']; title: string; category: string; href: string };

/** An entry as a card of a listing: what the hand-written cards hold, taken from the entry, in its language. */
function cardMaker(lang: string): (entry: ListedEntry) => ListedCard<BlogPost | ProjectCard> {
  return (entry) => ({
    ...(entry.collection === 'blog'
      ? {
          title: entry.data.title,
          href: entry.path,
          image: entry.data.picture,
          author: entry.data.author,
          date: shownDate(entry.data.date, lang),
          excerpt: entry.data.excerpt,
        }
      : { image: entry.data.picture, title: entry.data.title, category: entry.data.category, href: entry.path }),
    ...entry.language,
  });
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** An entry's day ("2026-03-15") as visitors read it, in the page's language ("March 15, 2026", German "15. März 2026"). */
export function shownDate(day: string, lang: string): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' })));
  return format.format(new Date(`${day}T00:00:00Z`));
}
