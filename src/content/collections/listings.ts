// Listings that read a collection: a block's cards given as a query ({ "from": "blog", "tag": …,
// "pick": […], "count": … }) are replaced by the cards of the entries it names, as "use" is replaced
// by its shared section, so components keep receiving cards (src/schema/collections/listedEntries.ts
// chooses them, shared with the editor's preview). What a query names that is not there is worded
// here, each problem at the place the query is written (the page, or the shared section it uses).
import { collectionNames, type CollectionName } from '../../schema/collections/collections';
import {
  resolveListings as resolveWith,
  type ListingLanguage,
  type ListingMiss,
} from '../../schema/collections/listedEntries';
import type { PageData } from '../../schema/page';
import type { Findings, Reported } from '../findings';
import { say } from '../../problems/messages';
import { closest } from '../describeValue';
import { isJsonObject, type JsonPath, type JsonSource } from '../jsonSource';

/** A problem found in a page's section `index`, at `path` inside its props. */
export interface ListingProblem {
  page: PageData;
  index: number;
  path: JsonPath;
  problem: Reported;
}

/** `pages` with every query resolved into cards, each in its language (a page with none is the very same object), and the problems found. */
export function resolveListings(
  pages: readonly PageData[],
  languageOf: (page: PageData) => ListingLanguage,
): { pages: PageData[]; problems: ListingProblem[] } {
  const problems: ListingProblem[] = [];
  const resolved = resolveWith(pages, languageOf, (page, index, miss) =>
    problems.push({ page, index, path: miss.path, problem: worded(miss) }),
  );
  return { pages: resolved, problems };
}

function worded(miss: ListingMiss): Reported {
  const folder = (collection: CollectionName) => `pages/${collection}/`;
  switch (miss.kind) {
    case 'unknown-collection': {
      // Named only when no other collection is closer to what was written.
      const closer = closest(miss.name, collectionNames) ?? miss.collection;
      return {
        ...say('listing.unknown-collection', {
          name: miss.name,
          names: `"${miss.collection}" (the entries in ${folder(miss.collection)}, the only ones this block's cards can show)`,
          suggestion: closer === miss.collection ? closer : undefined,
        }),
        suggestion: { kind: 'text', value: miss.collection },
      };
    }
    case 'empty-collection':
      return say('listing.no-entries', {
        what: `${folder(miss.collection)} holds no published entry`,
        fix: `add one (${folder(miss.collection)}<name>.json), or list cards written here instead of a query`,
      });
    case 'empty-group': {
      const known = miss.known.map((name) => `"${name}"`).join(', ');
      const suggestion =
        miss.known.find((candidate) => candidate.toLowerCase() === miss.group.toLowerCase()) ??
        closest(miss.group, miss.known);
      return {
        ...say('listing.no-entries', {
          what: `no entry of ${folder(miss.collection)} has the ${miss.field} "${miss.group}"`,
          fix: suggestion ? `did you mean "${suggestion}"? Otherwise name one of ${known}` : `name one of ${known}`,
        }),
        ...(suggestion ? { suggestion: { kind: 'text', value: suggestion } } : {}),
      };
    }
    case 'unknown-entry': {
      const suggestion = closest(miss.name, miss.slugs);
      return {
        ...say('listing.unknown-entry', { name: miss.name, collection: miss.collection, suggestion }),
        ...(suggestion ? { suggestion: { kind: 'text', value: suggestion } } : {}),
      };
    }
  }
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
