// Loads the content, step by step: read every author file, parse it keeping positions, check the
// site file and the catalogue, the shared sections, the block gallery's file and examples, each page
// with its sections (shared ones resolved) and its path, and last what links, images and product ids
// name in other files. Returns the data ready to render, or every problem of every file at once.
import { catalogueSchema, type Catalogue } from '../schema/catalogue';
import { pageEnvelopeSchema, type PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { siteSchema, type Site } from '../schema/site';
import type { ContentIssue } from './contentIssue';
import { fileNames, GALLERY_FILE, readContentFiles, SITE_FILE, type ContentFile, type ContentFiles } from './contentFiles';
import { publicFileChecker, type ContentFacts } from './crossFileChecks';
import { Findings } from './findings';
import { loadGallery, type GalleryContent } from './galleryContent';
import { isJsonObject, type JsonSource } from './jsonSource';
import { loadSharedSections, resolveSections, type SharedSections } from './sections';

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
  const shared = loadSharedSections(sources.sections, findings);
  const gallery = loadGallery(root, sources.gallery, findings);
  const pages = withUniquePaths(
    sources.pages.flatMap((source) => checkPage(source, shared, findings)),
    gallery,
    findings,
  );
  findings.checkCrossFileReferences(gatherFacts(root, sources));

  return { site, catalogue, pages, gallery, issues: findings.issues, files: fileNames(files) };
}

interface ParsedFiles {
  pages: JsonSource[];
  sections: JsonSource[];
  site?: JsonSource;
  catalogue?: JsonSource;
  gallery?: JsonSource;
}

/** Every file's JSON with positions; a file with a syntax error is left out (its problem noted). */
function parseAll({ pages, sections, site, catalogue, gallery }: ContentFiles, findings: Findings): ParsedFiles {
  if (!site) findings.reportFile(SITE_FILE, 'the site-wide content file is missing');
  const parseEach = (list: ContentFile[]) => list.map((file) => findings.parse(file)).filter((source): source is JsonSource => !!source);
  const parseOne = (file: ContentFile | undefined) => file && findings.parse(file);
  return { pages: parseEach(pages), sections: parseEach(sections), site: parseOne(site), catalogue: parseOne(catalogue), gallery: parseOne(gallery) };
}

/** One page file: its envelope (path, title, header…), then its sections one by one. */
function checkPage(source: JsonSource, shared: SharedSections, findings: Findings): { page: PageData; source: JsonSource }[] {
  const envelope = findings.validate(pageEnvelopeSchema, source.value, source, []);
  const written = isJsonObject(source.value) && Array.isArray(source.value.sections) ? source.value.sections : [];
  const sections = resolveSections(written, source, shared, findings);
  if (!envelope) return [];
  const { $schema: _schema, sections: _written, ...fields } = envelope;
  return [{ page: { ...fields, file: source.file, path: normalizePath(envelope.path), sections }, source }];
}

/** Pages whose path no earlier page (nor the block gallery, on the development server) has taken. */
function withUniquePaths(checked: { page: PageData; source: JsonSource }[], gallery: GalleryContent | undefined, findings: Findings): PageData[] {
  const taken = new Map<string, string>(gallery ? [[normalizePath(gallery.labels.path), GALLERY_FILE]] : []);
  return checked.flatMap(({ page, source }) => {
    const earlier = taken.get(page.path);
    if (earlier) {
      findings.report(source, ['path'], `duplicate path "${page.path}": ${earlier} already uses it; give this page another path`);
      return [];
    }
    taken.set(page.path, page.file);
    return [page];
  });
}

/** What links, images and product ids are checked against: taken as written, so a file with other problems still counts. */
function gatherFacts(root: string, sources: ParsedFiles): ContentFacts {
  const pagePaths = sources.pages.map((source) => (isJsonObject(source.value) ? source.value.path : undefined)).filter((path): path is string => typeof path === 'string');
  const products = isJsonObject(sources.catalogue?.value) ? sources.catalogue.value.products : undefined;
  const productIds = Array.isArray(products) ? products.map((product) => (isJsonObject(product) ? product.id : undefined)).filter((id): id is number => typeof id === 'number') : [];
  return { pagePaths: new Set(pagePaths.map(normalizePath)), publicFileExists: publicFileChecker(root), productIds: new Set(productIds) };
}
