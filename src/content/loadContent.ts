// Loads the content, step by step: read every author file (and name those that are not read), parse
// it keeping positions, check the site file and the catalogue, the shared sections, the block
// gallery's file and examples, each page with its sections (shared ones resolved), their ids and its
// path, and last what links, images and product ids name in other files; then each image is given
// the width and height its file says (imageSizes.ts). Returns the data ready to render, or every
// problem of every file at once. A page file's own checks (pageFileCheck.ts) may
// come from a cache keyed by its bytes (validationCache.ts); the checks between files always run,
// except in a first look at a few pages (onlyPages), which the development server answers with while
// it checks everything.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueSchema, type Catalogue } from '../schema/catalogue';
import type { FormDelivery } from '../schema/formDelivery';
import type { PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { prefixOf } from '../schema/locales';
import { siteSchema, type Site } from '../schema/site';
import type { ContentIssue } from '../problems/contentIssue';
import { say } from '../problems/messages';
import {
  CATALOGUE_FILE,
  fileNames,
  holdsAnyOf,
  readContentFiles,
  SITE_FILE,
  type ContentFile,
  type ContentFiles,
} from './contentFiles';
import { gatherFacts } from './contentFacts';
import { contrastProblems } from './contrastChecks';
import { placedProblem, referenceProblems, type ReferenceGroup } from './crossFileChecks';
import { Findings } from './findings';
import { loadGallery, type GalleryContent } from './galleryContent';
import { isJsonObject, type JsonSource } from './jsonSource';
import {
  checkPageFile,
  formDeliveriesIn,
  pageDataKey,
  readSource,
  sharedSectionsKeyer,
  type PageFileCheck,
} from './pageFileCheck';
import { sectionsUnread } from './pageCopies';
import { contentWithBrandName } from './brandName';
import { contentWithImageSizes } from './imageSizes';
import { loadCollections, type CollectionOptions, type CollectionsContent } from './collections/loadCollections';
import {
  listingSectionsOf,
  resolveCollectionListings,
  withListingPages,
  type ListingPage,
} from './collections/contentListings';
import { withTranslatedEntries } from './collections/localizedEntries';
import { withUniquePaths } from './pageStructure';
import { loadSharedSections, type SharedSections } from './sections';
import { settleSuggestions } from './suggestions';
import type { ValidationCache } from './validationCache';
import { localizedContent } from './translations/localizedPages';
import { translateContent, type FileSummary, type LocaleSummary } from './translations/translateContent';

export interface Content {
  site?: Site;
  /** The site file in each further language, by locale code: its translations over the default language's texts. */
  translatedSites?: Record<string, Site>;
  catalogue?: Catalogue;
  /** The site's pages: what the build publishes. */
  pages: PageData[];
  /** The block gallery, an authoring tool that only the development server shows. */
  gallery?: GalleryContent;
  issues: ContentIssue[];
  /** Every content file read, for the development server to watch. */
  files: string[];
  /**
   * Each form of the published pages: its own delivery, or null where it takes the site's; known
   * without reading the sections of a page kept in the validation cache.
   */
  forms: (FormDelivery | null)[];
  /** The hash of each page's data (pageDataKey), made once with its checks. */
  pageKeys: ReadonlyMap<PageData, string>;
  /** How many page files' own checks were taken from the cache, and how many were made. */
  pageChecks: { reused: number; made: number };
  /** The collections' entries (their pages are among `pages`) and those held back, with why. */
  collections?: CollectionsContent;
  /** On a site in several languages: its missing and stale texts (warnings), the pages held back, and each language's figures. */
  translations?: { warnings: ContentIssue[]; held: ContentIssue[]; summaries: LocaleSummary[]; files: FileSummary[] };
}

export interface ContentOptions {
  root: string;
  /**
   * Files (already read) checked as if they were on disk at `file`, replacing the one there if any:
   * pages/<name>.json, pages/_sections/<name>.json, pages/_site.json, pages/_catalogue.json or pages/_gallery.json.
   * Used by tests, benchmarks and new-page.
   */
  pageTexts?: ContentFile[];
  /** Where each page file's own checks are kept between loads (validationCache.ts); without it, every page is checked. */
  cache?: ValidationCache;
  /**
   * A first look: only the page files whose "path" is one of these are checked (beside the site's own
   * files and the shared sections), and the checks between files are left out. What the development
   * server answers with while it checks everything (src/site-generator/devContent.ts); never cached.
   */
  onlyPages?: readonly string[];
  /** Files on disk checked as if they were not there, such as pages/_site.json (tests). */
  absentFiles?: readonly string[];
  /**
   * A check of one file as the author types it (the editor): every problem of that file, as a full
   * check finds it; the other files' problems are left out. The other pages' kept checks are taken
   * even when made with other shared sections or brand name (they give the facts its links are
   * checked against), and the block gallery's examples are not read. A full check follows.
   */
  focus?: string;
  /** Whether drafts are built, and the day after which entries are held back (src/content/collections/). */
  collections?: CollectionOptions;
}

export function loadContent(options: ContentOptions): Content {
  const content = contentWithBrandName(loadContentAsWritten(options));
  // A focused check is read for its problems alone, and the images' sizes change none.
  return options.focus ? content : contentWithImageSizes(content, options.root);
}

function loadContentAsWritten({
  root,
  pageTexts = [],
  cache,
  onlyPages,
  absentFiles,
  focus,
  collections: collectionOptions,
}: ContentOptions): Content {
  // A first look reads only the page files that may give a path asked for, and records nothing.
  const files = readContentFiles(
    root,
    pageTexts,
    absentFiles,
    onlyPages ? undefined : cache?.files,
    onlyPages && mayBeWritten(onlyPages),
  );
  // Each kind of problem in its place in the list, as the steps above name them.
  const unreadIssues = new Findings();
  for (const { file, problem } of files.unread) unreadIssues.reportFile(file, problem);
  // A link refused on the way to the site file (pages/ itself) is the problem, not a missing file.
  const refusedOnTheWay = files.unread.some(({ file }) => SITE_FILE === file || SITE_FILE.startsWith(`${file}/`));
  if (!files.site && !refusedOnTheWay && !files.renamed.has(SITE_FILE))
    unreadIssues.reportFile(SITE_FILE, say('file.site-file-missing'));
  const findings = new Findings();
  const sources = parseSiteFiles(files, findings);

  const site = sources.site && findings.validate(siteSchema, sources.site.value, sources.site, []);
  if (site && sources.site)
    for (const { path, ...problem } of contrastProblems(site)) findings.report(sources.site, path, problem);
  // Page 2 of a listing ("/blog-grid/page/2") is made from its first page's file, "/de/pricing" from "/pricing".
  const paths =
    onlyPages &&
    new Set(
      onlyPages
        .map(normalizePath)
        .flatMap((path) => [path, firstPageOf(path)])
        .flatMap((path) => [path, ...sourcePathsOf(path, site)]),
    );
  const pageFiles = paths
    ? paths.size > 0
      ? files.pages.filter((input) => holdsAnyOf(input, paths) && paths.has(writtenPath(input) ?? ''))
      : []
    : [...files.pages];
  const catalogue =
    sources.catalogue && findings.validate(catalogueSchema, sources.catalogue.value, sources.catalogue, []);
  const shared = loadSharedSections(files.sections, sources.sections, findings);
  const gallery = loadGallery(root, sources.gallery, findings, !focus, paths ? undefined : cache?.examples);
  const checks = checkPages(pageFiles, shared, paths ? undefined : cache, site?.brand.name, focus);
  // A first look loads them too: a page it shows may list entries, or be one.
  const sourceCollections = loadCollections(
    files.entries,
    files.layouts,
    shared,
    findings,
    site?.lang ?? 'en',
    site?.brand.name,
    { future: site?.collections.future, ...collectionOptions },
  );
  // Translated pages join the pages, checked like them. A first look has those of the pages looked at,
  // so its links go to the translated pages it knows; the full check that follows knows them all.
  const translations = translateContent({
    site,
    siteSource: sources.site,
    files: files.translations,
    pageFiles,
    pageChecks: checks.map(({ check }) => check),
    sharedSources: sources.sections,
    shared,
    brandName: site?.brand.name,
    firstLook: !!paths,
    entryFiles: files.entries,
    layoutFiles: files.layouts,
    layoutSources: sourceCollections.layoutSources,
    groupLayoutSources: sourceCollections.groupLayoutSources,
    entries: [...sourceCollections.entries.values()].flat(),
  });
  // A further language's entries join the collections: their pages, and the entries its listings show.
  const collections = site?.locales
    ? withTranslatedEntries(sourceCollections, translations, site.locales.others, {
        code: site.lang,
        dir: site.locales.dir,
      })
    : sourceCollections;
  // What the cache gave counts page files alone: translations are checked on every load.
  const reused = checks.filter((entry) => entry.reused).length;
  const pageChecks = { reused, made: checks.length - reused };
  for (const page of translations.pages) {
    checks.push({ check: page.check, source: page.source, reused: false });
    pageFiles.push(page.input);
  }
  // No page's parsed source is kept (positions for every value of every page would outweigh the pages
  // themselves): a page is parsed again only to place a problem the checks between files find in it.
  const sourceOf = (index: number) => (checks[index].source ??= new Findings().parse(pageFiles[index])!);

  const pathIssues = new Findings();
  const checked = checks.flatMap(({ check }, index): ListingPage[] =>
    check.page
      ? [
          {
            page: check.page,
            get source() {
              return sourceOf(index);
            },
            key: check.pageKey ?? pageDataKey(check.page),
            ...(check.listings && { listings: check.listings }),
          },
        ]
      : [],
  );
  const entryPages = collections.pages.map(({ page, source }): ListingPage => {
    const listings = listingSectionsOf(page);
    return { page, source, key: pageDataKey(page), ...(listings && { listings }) };
  });
  const publicNames = namesInPublic(root);
  // A listing split into pages makes its page several, each at its own path.
  const withPages = withListingPages([...checked, ...entryPages], collections);
  const uniquePages = withUniquePaths(
    withPages,
    gallery && sources.gallery && { labels: gallery.labels, source: sources.gallery },
    pathIssues,
    publicNames,
  );
  // A translated page's cards show their dates in its language.
  // A translated page, entry or tag page is known by its file: the translation's.
  const translatedFiles = [
    ...translations.pages,
    ...translations.entries.map(({ entry, locale, fallbackTexts }) => ({
      input: entry,
      locale,
      fallbacks: [],
      // Its own missing texts and its layout's in its language, found on its page wherever the layout puts them.
      fallbackTexts: [
        ...fallbackTexts,
        ...translations.layouts
          .filter((layout) => layout.locale === locale && layout.collection === entry.collection)
          .flatMap((layout) => layout.fallbackTexts),
      ],
    })),
    ...translations.groupLayouts.map(({ source, locale, fallbacks }) => ({ input: source, locale, fallbacks })),
  ];
  const localeOfFile = new Map(translatedFiles.map(({ input, locale }) => [input.file, locale]));
  const langOf = (page: PageData) => localeOfFile.get(page.file) ?? site?.lang ?? 'en';
  const listingPageOf = new Map(withPages.map((item) => [item.page, item]));
  const listed = resolveCollectionListings(
    uniquePages.map((page) => listingPageOf.get(page)!),
    collections,
    sources.sections,
    langOf,
  );
  const languages =
    site?.locales && translations
      ? localizedContent(
          listed.pages,
          listed.keys,
          { ...site, locales: site.locales },
          translatedFiles,
          translations.sites,
        )
      : undefined;
  const pages = languages?.pages ?? listed.pages;
  const pageKeys = languages?.keys ?? listed.keys;
  // A page whose sections are unread is a kept one or made from it (its file's): its check knows its forms.
  const formsOfFile = new Map(
    checks.flatMap(({ check }) => (check.page ? [[check.page.file, check.forms ?? []]] : [])),
  );
  const forms = pages.flatMap((page) =>
    sectionsUnread(page) ? (formsOfFile.get(page.file) ?? []) : formDeliveriesIn(page.sections),
  );
  const translatedSites = languages?.sites;
  const translationFindings = site?.locales &&
    translations && {
      warnings: translations.warnings.filter((issue) => !focus || issue.file === focus),
      held: translations.held,
      summaries: translations.summaries,
      files: translations.files,
    };
  const loaded = (issues: ContentIssue[]): Content => ({
    site,
    ...(translatedSites ? { translatedSites } : {}),
    catalogue,
    pages,
    gallery,
    issues,
    files: fileNames(files),
    forms,
    pageKeys,
    pageChecks,
    collections,
  });
  if (paths) {
    const issues = settleSuggestions(
      [
        ...unreadIssues.issues,
        ...checks.flatMap(({ check }) => [...check.readIssues, ...check.pageIssues]),
        ...findings.issues,
        ...pathIssues.issues,
        ...translations.issues,
      ],
      undefined,
    );
    return loaded(issues);
  }

  const facts = gatherFacts(root, files, sources, [
    ...checks.map(({ check }) => check.facts),
    ...(collections?.facts ?? []),
  ]);
  // Without the catalogue, the product ids are not checked: one message says it is missing, when something names a product.
  const productNamers = files.catalogue
    ? []
    : [
        ...findings.referenceGroups().map((group) => ({ group, file: undefined as string | undefined })),
        ...checks.flatMap(({ check }, index) =>
          check.references.map((group) => ({ group, file: pageFiles[index].file })),
        ),
      ].filter(({ group }) => namesProducts(group));
  if (!files.renamed.has(CATALOGUE_FILE) && productNamers.length > 0) {
    const named = [...new Set(productNamers.map(({ file }) => file ?? 'a shared section or the site file'))];
    unreadIssues.reportFile(CATALOGUE_FILE, say('file.catalogue-missing', { count: named.length, first: named[0] }));
  }
  const ownIssues = findings.issues.length;
  findings.checkCrossFileReferences(facts, focus);
  const pageReferenceIssues = checks.flatMap(({ check }, index) =>
    check.references.flatMap((group) => {
      const { file } = pageFiles[index];
      if (focus && file !== focus) return [];
      return referenceProblems(group, file, facts).map((problem) => placedProblem(sourceOf(index), problem));
    }),
  );

  const issues = settleSuggestions(
    [
      ...unreadIssues.issues,
      ...checks.flatMap(({ check }) => check.readIssues),
      ...findings.issues.slice(0, ownIssues),
      ...checks.flatMap(({ check }) => check.pageIssues),
      ...pathIssues.issues,
      ...findings.issues.slice(ownIssues),
      ...pageReferenceIssues,
      ...listed.issues,
      ...translations.issues,
    ].filter((issue) => !focus || issue.file === focus),
    { content: facts, publicNames },
  );
  return { ...loaded(issues), ...(translationFindings ? { translations: translationFindings } : {}) };
}

const namesProducts = (group: ReferenceGroup) => group.references.some(({ reference }) => reference === 'product');

/** The names directly in public/: a page's path may not take one (reservedPaths.ts). */
function namesInPublic(root: string): Set<string> {
  try {
    return new Set(readdirSync(join(root, 'public')));
  } catch {
    return new Set();
  }
}

const firstPageOf = (path: string) => path.replace(/\/page\/\d+$/, '') || '/';

/** The source page's path of a page in a further language ("/de/pricing" → "/pricing"), if the path has a language's prefix. */
const sourcePathsOf = (path: string, site: Site | undefined) =>
  (site?.locales?.others ?? []).flatMap((locale) => {
    const prefix = prefixOf(locale);
    return path === prefix ? ['/'] : path.startsWith(`${prefix}/`) ? [path.slice(prefix.length)] : [];
  });

/**
 * What the file of each path asked for may hold, before the site file says its languages: the path,
 * its listing's first page, and the path without a first part that may be a language's prefix (a
 * path of one part only if it reads as a language code, "/de": the home page). A file written
 * otherwise ("\/pricing"), or a home page under a prefix of another form, is found by the full check,
 * which a first look waits for.
 */
const mayBeWritten = (onlyPages: readonly string[]) => [
  ...new Set(
    onlyPages
      .map(normalizePath)
      .flatMap((path) => {
        const source = path.replace(/^\/[^/]+/, '');
        return source ? [path, source] : languageHome.test(path) ? [path, '/'] : [path];
      })
      .flatMap((path) => [path, firstPageOf(path)]),
  ),
];

const languageHome = /^\/[a-z]{2,3}(-[a-z0-9]{2,8})*$/i;

/** The "path" a page file gives, read quickly (no positions, no checks): how a first look finds the pages it is asked for. */
function writtenPath(input: ContentFile): string | undefined {
  try {
    const value: unknown = JSON.parse('text' in input ? input.text : Buffer.from(input.bytes).toString('utf8'));
    return isJsonObject(value) && typeof value.path === 'string' ? normalizePath(value.path) : undefined;
  } catch {
    return undefined; // a file that does not parse waits for the full check, which says why
  }
}

interface ParsedFiles {
  sections: JsonSource[];
  site?: JsonSource;
  catalogue?: JsonSource;
  gallery?: JsonSource;
}

/** Every file's JSON but the pages', with positions, its texts checked for markup; a file with a syntax error is left out (its problem noted). */
function parseSiteFiles({ sections, site, catalogue, gallery }: ContentFiles, findings: Findings): ParsedFiles {
  const parseOne = (file: ContentFile | undefined) => file && readSource(file, findings);
  return {
    sections: sections.map(parseOne).filter((source): source is JsonSource => !!source),
    site: parseOne(site),
    catalogue: parseOne(catalogue),
    gallery: parseOne(gallery),
  };
}

/**
 * What makes a page file's checks when asked. Made outside `checkPages`: a kept page holds it until its
 * sections are read, and a closure made there would hold the whole cache with it through the build.
 */
const checkOf =
  (input: ContentFile, shared: SharedSections, sharedKeyOf: (uses: readonly string[]) => string, brandName?: string) =>
  () =>
    checkPageFile(input, shared, sharedKeyOf, brandName);

/**
 * Each page file's own checks: kept ones where the file and the shared sections it uses are as they
 * were (or, beside a `focus`, any kept one), made otherwise.
 */
function checkPages(
  inputs: ContentFile[],
  shared: SharedSections,
  cache: ValidationCache | undefined,
  brandName: string | undefined,
  focus?: string,
): { check: PageFileCheck; source?: JsonSource; reused: boolean }[] {
  const sharedKeyOf = sharedSectionsKeyer(shared, brandName);
  const used = new Set<string>();
  const checks = inputs.map((input) => {
    const key = cache?.keyOf(input);
    const made = checkOf(input, shared, sharedKeyOf, brandName);
    if (key === undefined) return { check: made(), reused: false };
    used.add(key);
    const kept = cache!.get(key, made);
    if (kept && ((focus && input.file !== focus) || kept.sharedKey === sharedKeyOf(kept.uses)))
      return { check: kept, reused: true };
    const check = made();
    cache!.set(key, check);
    return { check, reused: false };
  });
  cache?.settle(used);
  return checks;
}
