// Loads the content, step by step: read every author file (and name those that are not read), parse
// it keeping positions, check the site file and the catalogue, the shared sections, the block
// gallery's file and examples, each page with its sections (shared ones resolved), their ids and its
// path, and last what links, images and product ids name in other files. Returns the data ready to
// render, or every problem of every file at once.
import { catalogueSchema, type Catalogue } from '../schema/catalogue';
import { pageEnvelopeSchema, type BlockSection, type PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { siteSchema, type Site } from '../schema/site';
import type { ContentIssue } from './contentIssue';
import { fileNames, GALLERY_FILE, readContentFiles, SITE_FILE, type ContentFile, type ContentFiles } from './contentFiles';
import { publicFileChecker, shellIds, similarPublicFileFinder, type ContentFacts } from './crossFileChecks';
import { Findings } from './findings';
import { loadGallery, type GalleryContent } from './galleryContent';
import { isJsonObject, type JsonSource } from './jsonSource';
import { textProblems } from './plainText';
import { loadSharedSections, mainHeadingBlocks, resolveSections, sharedName, type SharedSections } from './sections';

export interface Content {
  site?: Site;
  catalogue?: Catalogue;
  /** The site's pages: what the build publishes. */
  pages: PageData[];
  /** The block gallery, an authoring tool that only the development server shows. */
  gallery?: GalleryContent;
  issues: ContentIssue[];
  /** Every content file read, for the development server to watch. */
  files: string[];
}

export interface ContentOptions {
  root: string;
  /**
   * Files (already read) checked as if they were on disk at `file`, replacing the one there if any:
   * pages/<name>.json, pages/_sections/<name>.json, pages/_site.json, pages/_catalogue.json or pages/_gallery.json.
   * Used by tests, benchmarks and new-page.
   */
  pageTexts?: ContentFile[];
}

export function loadContent({ root, pageTexts = [] }: ContentOptions): Content {
  const findings = new Findings();
  const files = readContentFiles(root, pageTexts);
  const sources = parseAll(files, findings);

  const site = sources.site && findings.validate(siteSchema, sources.site.value, sources.site, []);
  const catalogue = sources.catalogue && findings.validate(catalogueSchema, sources.catalogue.value, sources.catalogue, []);
  const shared = loadSharedSections(files.sections, sources.sections, findings);
  const gallery = loadGallery(root, sources.gallery, findings);
  const checked = sources.pages.flatMap((source) => checkPage(source, shared, findings));
  const pages = withUniquePaths(checked, gallery && sources.gallery && { labels: gallery.labels, source: sources.gallery }, findings);
  findings.checkCrossFileReferences(gatherFacts(root, files, sources));

  return { site, catalogue, pages, gallery, issues: findings.issues, files: fileNames(files) };
}

interface ParsedFiles {
  pages: JsonSource[];
  sections: JsonSource[];
  site?: JsonSource;
  catalogue?: JsonSource;
  gallery?: JsonSource;
}

/** Every file's JSON with positions, its texts checked for markup; a file with a syntax error is left out (its problem noted), and so is a file that is not read. */
function parseAll({ pages, sections, site, catalogue, gallery, unread }: ContentFiles, findings: Findings): ParsedFiles {
  for (const { file, message } of unread) findings.reportFile(file, message);
  if (!site) findings.reportFile(SITE_FILE, 'the site-wide content file is missing; create it (copy it from the project\'s first version)');
  const parseOne = (file: ContentFile | undefined) => {
    const source = file && findings.parse(file);
    for (const { path, message } of source ? textProblems(source.value) : []) findings.report(source!, path, message);
    return source;
  };
  const parseEach = (list: ContentFile[]) => list.map(parseOne).filter((source): source is JsonSource => !!source);
  return { pages: parseEach(pages), sections: parseEach(sections), site: parseOne(site), catalogue: parseOne(catalogue), gallery: parseOne(gallery) };
}

/** One page file: its envelope (path, title, header…), then its sections one by one, then their ids. */
function checkPage(source: JsonSource, shared: SharedSections, findings: Findings): { page: PageData; source: JsonSource }[] {
  if (isJsonObject(source.value) && ('type' in source.value || 'use' in source.value) && !('sections' in source.value) && !('path' in source.value)) {
    const what = typeof source.value.type === 'string' ? `one section ("type": "${source.value.type}")` : 'one section';
    findings.reportFile(
      source.file,
      `this file holds ${what}, not a page: a page has "path", "title", "description", "header" and its sections in "sections": [ … ]; put this section into the "sections" of a page, or move the file to pages/_sections/ to share it`,
    );
    return [];
  }
  const envelope = findings.validate(pageEnvelopeSchema, source.value, source, []);
  const written = isJsonObject(source.value) && Array.isArray(source.value.sections) ? source.value.sections : [];
  const sections = resolveSections(written, source, shared, findings);
  checkSectionIds(written, source, shared, findings);
  checkMainHeading(written, source, shared, findings);
  if (!envelope) return [];
  const { $schema: _schema, sections: _written, ...fields } = envelope;
  return [{ page: { ...fields, file: source.file, path: normalizePath(envelope.path), sections }, source }];
}

/** The id a section written in a page has: its own, or the one its shared section gives it. */
function sectionIdOf(section: unknown, shared: SharedSections): string | undefined {
  if (!isJsonObject(section)) return undefined;
  if (typeof section.id === 'string') return section.id;
  const used = typeof section.use === 'string' ? shared.valid.get(section.use) : undefined;
  return (used?.section as BlockSection | undefined)?.id;
}

/** A link "#plans" jumps to one place: two sections of a page may not share an id, nor take an id the page itself uses. */
function checkSectionIds(written: unknown[], source: JsonSource, shared: SharedSections, findings: Findings): void {
  const seen = new Map<string, number>();
  written.forEach((section, index) => {
    const id = sectionIdOf(section, shared);
    if (id === undefined) return;
    const at = ['sections', index, 'id'];
    const earlier = seen.get(id);
    if (shellIds.includes(id)) findings.report(source, at, `the id "${id}" is taken by the page itself (the main content, where "Skip to content" jumps); give this section another id`);
    else if (earlier !== undefined) {
      const fromShared = isJsonObject(section) && typeof section.id !== 'string' ? ` (it comes from its shared section, pages/_sections/${String(section.use)}.json)` : '';
      findings.report(source, at, `sections[${earlier}] of this page already has the id "${id}"${fromShared}, and a link "#${id}" can jump to only one of them; give this section another "id"`);
    } else seen.set(id, index);
  });
}

/** The block type a section written in a page shows: its own, or its shared section's. */
function sectionTypeOf(section: unknown, shared: SharedSections): string | undefined {
  if (!isJsonObject(section)) return undefined;
  if (typeof section.type === 'string') return section.type;
  return typeof section.use === 'string' ? shared.valid.get(section.use)?.section.type : undefined;
}

/** A page has one main heading (its <h1>, which the page-title and banner blocks carry): a second one is refused. */
function checkMainHeading(written: unknown[], source: JsonSource, shared: SharedSections, findings: Findings): void {
  let first: { index: number; type: string } | undefined;
  written.forEach((section, index) => {
    const type = sectionTypeOf(section, shared);
    if (!type || !mainHeadingBlocks.includes(type)) return;
    if (!first) first = { index, type };
    else {
      findings.report(
        source,
        ['sections', index],
        `a page has one main heading, and sections[${first.index}] (a "${first.type}") already gives it; remove this "${type}", or use a block without a main heading (${mainHeadingBlocks.join(', ')} each have one)`,
      );
    }
  });
}

/** A page file whose name is its path ("/contact" in pages/contact.json, "/" in pages/index.json): it keeps its path when another page takes it too. */
const namedForPath = (page: PageData) => page.file === (page.path === '/' ? 'pages/index.json' : `pages${page.path}.json`);

/**
 * Pages whose path no other page (nor the block gallery, on the development server) has taken. Of
 * two pages with one path, the one whose file is not named for it is reported (the copy an author
 * made and forgot to change); when neither or both are, each is reported, naming the other.
 */
function withUniquePaths(checked: { page: PageData; source: JsonSource }[], gallery: { labels: { path: string }; source: JsonSource } | undefined, findings: Findings): PageData[] {
  const byPath = new Map<string, { page: PageData; source: JsonSource }[]>();
  for (const entry of checked) byPath.set(entry.page.path, [...(byPath.get(entry.page.path) ?? []), entry]);
  const galleryPath = gallery && normalizePath(gallery.labels.path);
  return checked.flatMap(({ page, source }) => {
    const all = byPath.get(page.path)!;
    if (gallery && page.path === galleryPath && namedForPath(page)) {
      // The page was here first (its file is named for the path): the gallery's file is what changed.
      findings.report(gallery.source, ['path'], `duplicate path "${page.path}": ${page.file} already uses it; give the block gallery another path, for example "/blocks"`);
      return [page];
    }
    if (page.path === galleryPath) {
      findings.report(source, ['path'], `duplicate path "${page.path}": ${GALLERY_FILE} already uses it for the block gallery; give this page another path`);
      return [];
    }
    if (all.length === 1) return [page];
    const owners = all.filter((entry) => namedForPath(entry.page));
    if (owners.length === 1 && owners[0].page === page) return [page];
    const others = (owners.length === 1 ? owners : all.filter((entry) => entry.page !== page)).map((entry) => entry.page.file);
    findings.report(source, ['path'], `duplicate path "${page.path}": ${others.join(' and ')} already use${others.length === 1 ? 's' : ''} it; give this page another path`);
    return [];
  });
}

/** The "path" of a page file that could not be parsed (or is no object), read from its text, so links to it are not called broken too. */
function pathInText(text: string): string | undefined {
  const match = /"path"\s*:\s*"(\/[^"\\]*)"/.exec(text);
  return match?.[1];
}

/** What links, images and product ids are checked against: taken as written, so a file with other problems still counts. */
function gatherFacts(root: string, files: ContentFiles, sources: ParsedFiles): ContentFacts {
  const pageFiles = new Map<string, string>();
  const sectionIds = new Map<string, Set<string>>();
  const shownOn = new Map<string, Set<string>>();
  const sharedIds = new Map<string, string>();
  const sharedFiles = new Map(sources.sections.map((source) => [sharedName(source.file), source.file]));
  for (const source of sources.sections) {
    if (isJsonObject(source.value) && typeof source.value.id === 'string') sharedIds.set(sharedName(source.file), source.value.id);
  }
  for (const source of sources.pages) {
    const written = isJsonObject(source.value) ? source.value : {};
    if (typeof written.path !== 'string') continue;
    const path = normalizePath(written.path);
    if (!pageFiles.has(path)) pageFiles.set(path, source.file);
    shownOn.set(source.file, new Set([path]));
    const ids = sectionIds.get(path) ?? new Set<string>();
    sectionIds.set(path, ids);
    for (const section of Array.isArray(written.sections) ? written.sections : []) {
      if (!isJsonObject(section)) continue;
      const used = typeof section.use === 'string' ? section.use : undefined;
      const id = typeof section.id === 'string' ? section.id : used && sharedIds.get(used);
      if (id) ids.add(id);
      const sharedFile = used && sharedFiles.get(used);
      if (sharedFile) shownOn.set(sharedFile, (shownOn.get(sharedFile) ?? new Set()).add(path));
    }
  }
  const withPath = new Set(sources.pages.filter((source) => isJsonObject(source.value) && typeof source.value.path === 'string').map((source) => source.file));
  for (const input of files.pages.filter((candidate) => !withPath.has(candidate.file))) {
    const path = pathInText('text' in input ? input.text : Buffer.from(input.bytes).toString('latin1'));
    if (path && !pageFiles.has(normalizePath(path))) pageFiles.set(normalizePath(path), input.file);
  }
  for (const file of sharedFiles.values()) if (!shownOn.has(file)) shownOn.set(file, new Set());
  const products = isJsonObject(sources.catalogue?.value) ? sources.catalogue.value.products : undefined;
  const catalogueReadable = !files.catalogue || Array.isArray(products);
  const productIds = Array.isArray(products) ? products.map((product) => (isJsonObject(product) ? product.id : undefined)).filter((id): id is number => typeof id === 'number') : [];
  return {
    pageFiles,
    sectionIds,
    shownOn,
    publicFileExists: publicFileChecker(root),
    similarPublicFile: similarPublicFileFinder(root),
    productIds: catalogueReadable ? new Set(productIds) : undefined,
  };
}
