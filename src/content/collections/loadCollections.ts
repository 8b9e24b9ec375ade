// The collections' step of loading the content: every entry file (pages/<collection>/<slug>.json)
// read, checked against its collection's schema and named by its file; every layout
// (pages/_layouts/<collection>.json) checked like a page; then each published entry made into its
// page through its layout (entryPages.ts). Drafts and entries dated after today are held back, each
// with the reason, for `npm run validate` to say; the site may publish the latter with a warning.
import type { ContentIssue } from '../../problems/contentIssue';
import { say } from '../../problems/messages';
import {
  collections,
  collectionNamed,
  collectionNames,
  collectionOfGroupLayout,
  groupPagePath,
  type CollectionDefinition,
  type CollectionName,
} from '../../schema/collections/collections';
import { entrySlot } from '../../schema/collections/entrySlots';
import { groupLayoutEnvelopeSchema, layoutEnvelopeSchema } from '../../schema/collections/layout';
import { withBrandName } from '../../schema/brandPlaceholder';
import type { BlockSection, PageData } from '../../schema/page';
import { slug as asSlug } from '../../schema/slug';
import type { ContentFile } from '../contentFiles';
import type { PageFacts } from '../contentFacts';
import { closest } from '../describeValue';
import type { Findings } from '../findings';
import { isJsonObject, locate, type JsonSource } from '../jsonSource';
import { readSource } from '../pageFileCheck';
import { checkMainHeading, checkSectionIds } from '../pageStructure';
import { resolveSection, resolveSections, type SharedSections } from '../sections';
import { collectionFolderOf, slugOfEntry } from './collectionFiles';
import { entryPage, withText } from './entryPages';
import { groupsOf } from '../../schema/collections/listedEntries';
import type { Entry, EntrySection, Layout } from './entryTypes';

export interface CollectionOptions {
  /** Drafts are built too (the development server, npm run build -- --drafts). */
  drafts?: boolean;
  /** Today, "YYYY-MM-DD": an entry dated later is held back, unless `future` is "publish". */
  today?: string;
  /** What becomes of an entry dated after today: held back until its day, or published with a warning (pages/_site.json). */
  future?: 'hold' | 'publish';
}

export interface CollectionsContent {
  /** The published entries of each collection, newest first (then by file name). */
  entries: ReadonlyMap<CollectionName, readonly Entry[]>;
  /**
   * Every published entry's page, with the entry's source for placing what the checks between files
   * find, and each tag's or category's page, with its layout's.
   */
  pages: { page: PageData; source: JsonSource }[];
  /** What links to the entries' pages are checked against: their paths and their sections' ids. */
  facts: PageFacts[];
  /** The entries held back, each with why: printed by npm run validate, never a reason to stop. */
  held: ContentIssue[];
  /** The entries dated after today and published all the same ("future": "publish"): warnings of the build and npm run validate. */
  early: ContentIssue[];
  /** Each collection's layout as written, where problems of its sections are placed. */
  layoutSources: ReadonlyMap<CollectionName, JsonSource>;
  /** Each collection's tag or category layout as written, checked: what a language's translation of it is laid over. */
  groupLayoutSources: ReadonlyMap<CollectionName, JsonSource>;
  /** Each collection's layout, checked: what a translated entry's page is made through too (localizedEntries.ts). */
  layouts: ReadonlyMap<CollectionName, Layout>;
  /** The collections whose tags or categories have pages (their group layout is written): see groupPathOf. */
  grouped: readonly CollectionName[];
  /** On a site in several languages, the entries each further language's listings show (localizedEntries.ts), by language code. */
  languages?: ReadonlyMap<string, ReadonlyMap<CollectionName, readonly Entry[]>>;
}

const today = () => new Date().toISOString().slice(0, 10);

export function loadCollections(
  entryFiles: readonly ContentFile[],
  layoutFiles: readonly ContentFile[],
  shared: SharedSections,
  findings: Findings,
  lang: string,
  brandName: string | undefined,
  { drafts = false, today: day = today(), future = 'hold' }: CollectionOptions = {},
): CollectionsContent {
  const held: ContentIssue[] = [];
  const early: ContentIssue[] = [];
  const all = new Map<CollectionName, Entry[]>(collectionNames.map((name) => [name, []]));
  for (const input of entryFiles) {
    const entry = readEntry(input, findings, brandName);
    if (!entry) continue;
    const later = entry.data.date > day;
    const reason = entry.data.draft && !drafts ? 'draft' : later && future === 'hold' ? 'future' : undefined;
    if (later && future === 'publish' && reason === undefined)
      early.push({
        file: entry.file,
        ...locate(entry.source, ['date']),
        path: ['date'],
        ...say('collection.published-early', { date: entry.data.date, today: day, path: entry.path }),
      });
    if (reason) {
      held.push({
        file: entry.file,
        ...locate(entry.source, reason === 'draft' ? ['draft'] : ['date']),
        path: [reason === 'draft' ? 'draft' : 'date'],
        ...say('collection.held-back', {
          reason:
            reason === 'draft'
              ? `a draft: not published; the development server and "npm run build -- --drafts" show it at ${entry.path}`
              : `dated ${entry.data.date}, after today (${day}): published by the first build on or after that day, or now with "collections": { "future": "publish" } in pages/_site.json`,
        }),
      });
      if (reason === 'future' || !drafts) continue;
    }
    all.get(entry.collection)!.push(entry);
  }
  for (const list of all.values()) list.sort(newestFirst);
  checkGroupSpellings(all, findings);

  const layouts = new Map<CollectionName, { layout: Layout; source: JsonSource }>();
  const groupLayouts = new Map<CollectionName, { page: PageData; source: JsonSource }>();
  for (const input of layoutFiles) {
    const groupsOf = collectionOfGroupLayout(slugOfEntry(input.file));
    if (groupsOf) {
      const loaded = readGroupLayout(input, shared, findings, brandName);
      if (loaded) groupLayouts.set(groupsOf.name, loaded);
      continue;
    }
    const loaded = readLayout(input, shared, findings, brandName);
    if (loaded) layouts.set(loaded.layout.collection, loaded);
  }
  const pages: CollectionsContent['pages'] = [];
  const facts: PageFacts[] = [];
  for (const [name, groupLayout] of groupLayouts) {
    for (const made of groupPages(name, all.get(name)!, groupLayout)) {
      pages.push(made);
      facts.push({ file: made.page.file, path: made.page.path, sections: [] });
    }
  }
  const grouped = [...groupLayouts.keys()];
  for (const [name, entries] of all) {
    const groupPath = groupPathOf({ grouped }, name);
    const found = layouts.get(name);
    if (!found) {
      const inFolder = entryFiles.filter((input) => collectionFolderOf(input.file) === name).length;
      const layoutFile = `pages/_layouts/${name}.json`;
      if (inFolder > 0 && !layoutFiles.some((input) => input.file === layoutFile))
        findings.reportFile(layoutFile, say('collection.layout-missing', { collection: name, count: inFolder }));
      continue;
    }
    entries.forEach((entry, index) => {
      pages.push({ page: entryPage(entry, found.layout, entries, index, lang, groupPath), source: entry.source });
      facts.push({ file: entry.file, path: entry.path, sections: found.layout.ids.map((id) => ({ id })) });
    });
  }
  const layoutSources = new Map([...layouts].map(([name, { source }]) => [name, source]));
  const checkedLayouts = new Map([...layouts].map(([name, { layout }]) => [name, layout]));
  const groupLayoutSources = new Map([...groupLayouts].map(([name, { source }]) => [name, source]));
  return {
    entries: all,
    pages,
    facts,
    held,
    early,
    layoutSources,
    groupLayoutSources,
    layouts: checkedLayouts,
    grouped,
  };
}

/** Newest first; entries of one day by file name, so the order never depends on the folder's. */
const newestFirst = (a: Entry, b: Entry) =>
  a.data.date === b.data.date ? (a.slug < b.slug ? -1 : 1) : a.data.date < b.data.date ? 1 : -1;

function readEntry(input: ContentFile, findings: Findings, brandName: string | undefined): Entry | undefined {
  const name = collectionFolderOf(input.file) as CollectionName;
  const collection = collectionNamed(name)!;
  const source = readSource(input, findings);
  if (!source) return undefined;
  const slug = slugOfEntry(input.file);
  const data = findings.validate(collection.entrySchema, source.value, source, []);
  if (asSlug(slug) !== slug) {
    const usable = asSlug(slug);
    findings.reportFile(input.file, {
      ...say('collection.slug-form', { file: input.file, usable: usable && `pages/${name}/${usable}.json` }),
      ...(usable ? { suggestion: { kind: 'file-name', value: `pages/${name}/${usable}.json` } } : {}),
    });
    return undefined;
  }
  if (!data) return undefined;
  // "{brand}" stands for the brand's name in an entry as in a page (src/schema/brandPlaceholder.ts).
  const shown = brandName === undefined ? data : withBrandName(data, brandName);
  return { collection: name, slug, file: input.file, path: `/${name}/${slug}`, data: shown, source } as Entry;
}

/** A tag (or a category) is one word however it is written: "Cloud" and "cloud" would make two tag pages. */
function checkGroupSpellings(all: ReadonlyMap<CollectionName, readonly Entry[]>, findings: Findings): void {
  for (const collection of collections) {
    const first = new Map<string, { written: string; file: string }>();
    const field = collection.groupedBy === 'tags' ? 'tag' : 'category';
    // Oldest first: the spelling the collection had first is the one asked for.
    for (const entry of [...all.get(collection.name)!].reverse()) {
      const written = groupsOf(entry);
      written.forEach((value, index) => {
        const seen = first.get(value.toLowerCase());
        if (!seen) first.set(value.toLowerCase(), { written: value, file: entry.file });
        else if (seen.written !== value)
          findings.report(
            entry.source,
            entry.collection === 'blog' ? ['tags', index] : ['category'],
            say('collection.tag-two-ways', { field, written: value, other: seen.written, file: seen.file }),
          );
      });
    }
  }
}

/**
 * A page for each tag (or category) the published entries have, in alphabetical order: the layout
 * with "{tag}" (or "{category}") replaced by it in every text, its queries' "tag" among them; a
 * further language's at its prefix ("/de/blog/tag/cloud").
 */
export function groupPages(
  collection: CollectionName,
  entries: readonly Entry[],
  { page, source }: { page: PageData; source: JsonSource },
  prefix = '',
): { page: PageData; source: JsonSource }[] {
  const { placeholder } = collectionNamed(collection)!.groupPages;
  const groups = [...new Set(entries.flatMap(groupsOf))].sort((a, b) => a.localeCompare(b));
  return groups.flatMap((group) => {
    const path = groupPagePath(collection, group);
    return path ? [{ page: { ...withText(page, placeholder, group), path: `${prefix}${path}` }, source }] : [];
  });
}

function readGroupLayout(
  input: ContentFile,
  shared: SharedSections,
  findings: Findings,
  brandName: string | undefined,
): { page: PageData; source: JsonSource } | undefined {
  const source = readSource(input, findings);
  if (!source) return undefined;
  const page = checkedGroupLayout(source, shared, findings, brandName);
  return page && { page, source };
}

/** A tag's or category's page layout (or its translation, merged over it), checked like a page without its path. */
export function checkedGroupLayout(
  source: JsonSource,
  shared: SharedSections,
  findings: Findings,
  brandName: string | undefined,
): PageData | undefined {
  const issuesBefore = findings.issues.length;
  const envelope = findings.validate(groupLayoutEnvelopeSchema, source.value, source, []);
  const written = isJsonObject(source.value) && Array.isArray(source.value.sections) ? source.value.sections : [];
  const sections = resolveSections(written, source, shared, findings);
  checkSectionIds(written, source, shared, findings);
  checkMainHeading(written, source, shared, findings);
  if (!envelope || findings.issues.length > issuesBefore) return undefined;
  const { $schema: _schema, sections: _written, ...fields } = envelope;
  const page: PageData = { file: source.file, path: '', ...fields, sections };
  return brandName === undefined ? page : withBrandName(page, brandName);
}

function readLayout(
  input: ContentFile,
  shared: SharedSections,
  findings: Findings,
  brandName: string | undefined,
): { layout: Layout; source: JsonSource } | undefined {
  const name = slugOfEntry(input.file);
  const source = readSource(input, findings);
  if (!source) return undefined;
  const collection = collectionNamed(name);
  if (!collection) {
    const layoutNames = [...collectionNames, ...collections.map((known) => known.groupPages.layout)];
    const suggestion = closest(name, layoutNames);
    findings.reportFile(input.file, {
      ...say('collection.layout-unknown', {
        name,
        names: layoutNames.map((known) => `pages/_layouts/${known}.json`).join(', '),
        suggestion,
      }),
      ...(suggestion ? { suggestion: { kind: 'file-name', value: `pages/_layouts/${suggestion}.json` } } : {}),
    });
    return undefined;
  }
  const layout = checkedLayout(source, collection, shared, findings, brandName);
  return layout && { layout, source };
}

/** A collection's layout (or its translation, merged over it), checked like a page without path, title and description. */
export function checkedLayout(
  source: JsonSource,
  collection: CollectionDefinition,
  shared: SharedSections,
  findings: Findings,
  brandName: string | undefined,
): Layout | undefined {
  const issuesBefore = findings.issues.length;
  const envelope = findings.validate(layoutEnvelopeSchema, source.value, source, []);
  const written = isJsonObject(source.value) && Array.isArray(source.value.sections) ? source.value.sections : [];
  const slot = entrySlot(collection.slotProps);
  const sections: (BlockSection | EntrySection)[] = [];
  let entryAt: number | undefined;
  written.forEach((value, index) => {
    const at = ['sections', index];
    if (!(isJsonObject(value) && 'entry' in value)) {
      const section = resolveSection(value, source, at, shared, findings);
      if (section) sections.push(section);
      return;
    }
    if (entryAt !== undefined) {
      findings.reportKey(source, at, 'entry', say('collection.entry-section-twice', { first: entryAt }));
      return;
    }
    entryAt = index;
    const checked = findings.validate(slot, value, source, at);
    if (checked) sections.push({ entry: true, id: checked.id, props: checked.props as Record<string, unknown> });
  });
  if (envelope && entryAt === undefined)
    findings.report(source, ['sections'], say('collection.entry-section-missing', { collection: collection.name }));
  checkSectionIds(written, source, shared, findings);
  checkMainHeading(written, source, shared, findings);
  if (!envelope || findings.issues.length > issuesBefore) return undefined;
  const ids = sections.flatMap((section) => (section.id ? [section.id] : []));
  const { $schema: _schema, sections: _written, ...fields } = envelope;
  const shown = brandName === undefined ? sections : withBrandName(sections, brandName);
  return { collection: collection.name as CollectionName, file: source.file, ...fields, sections: shown, ids };
}

/**
 * The page of a tag or category of `collection`, when its group layout is written. Content keeps the
 * collections' names, not this function: it travels to the development server's check worker, which
 * takes data alone.
 */
export function groupPathOf(
  collections: Pick<CollectionsContent, 'grouped'>,
  collection: CollectionName,
): ((group: string) => string | undefined) | undefined {
  return collections.grouped.includes(collection) ? (group) => groupPagePath(collection, group) : undefined;
}
