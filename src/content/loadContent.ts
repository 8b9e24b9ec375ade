// Loads the content: reads every author file, checks it and resolves shared sections. Returns the
// data ready to render, or every problem found in every file, never only the first.
import { catalogueSchema, type Catalogue } from '../schema/catalogue';
import { pageEnvelopeSchema, type PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { siteSchema, type Site } from '../schema/site';
import type { ContentIssue } from './contentIssue';
import { fileNames, GALLERY_FILE, readContentFiles, SITE_FILE, type ContentFile } from './contentFiles';
import { publicFileChecker, type ContentFacts } from './crossFileChecks';
import { Findings } from './findings';
import { loadGallery, type GalleryContent } from './galleryContent';
import type { JsonSource } from './jsonSource';
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

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const parsedAll = (files: ContentFile[], findings: Findings) => files.map((file) => findings.parse(file)).filter((source): source is JsonSource => !!source);

export function loadContent({ root, pageTexts = [] }: ContentOptions): Content {
  const files = readContentFiles(root, pageTexts);
  const findings = new Findings();
  if (!files.site) findings.reportFile(SITE_FILE, 'the site-wide content file is missing');
  const pageSources = parsedAll(files.pages, findings);
  const siteSource = files.site && findings.parse(files.site);
  const catalogueSource = files.catalogue && findings.parse(files.catalogue);

  const site = siteSource && findings.validate(siteSchema, siteSource.value, siteSource, []);
  const catalogue = catalogueSource && findings.validate(catalogueSchema, catalogueSource.value, catalogueSource, []);
  const shared = loadSharedSections(parsedAll(files.sections, findings), findings);
  const gallery = loadGallery(root, files.gallery, findings);
  const pages = withUniquePaths(
    pageSources.flatMap((source) => checkPage(source, shared, findings)),
    gallery,
    findings,
  );
  findings.checkCrossFileReferences(gatherFacts(root, pageSources, catalogueSource));

  return { site, catalogue, pages, gallery, issues: findings.issues, files: fileNames(files) };
}

/** One page file: its envelope (path, title, header…), then its sections one by one. */
function checkPage(source: JsonSource, shared: SharedSections, findings: Findings): { page: PageData; source: JsonSource }[] {
  const envelope = findings.validate(pageEnvelopeSchema, source.value, source, []);
  const written = isRecord(source.value) && Array.isArray(source.value.sections) ? source.value.sections : [];
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
function gatherFacts(root: string, pageSources: JsonSource[], catalogueSource: JsonSource | undefined): ContentFacts {
  const pagePaths = pageSources.map((source) => (isRecord(source.value) ? source.value.path : undefined)).filter((path): path is string => typeof path === 'string');
  const products = isRecord(catalogueSource?.value) ? catalogueSource.value.products : undefined;
  const productIds = Array.isArray(products) ? products.map((product) => (isRecord(product) ? product.id : undefined)).filter((id): id is number => typeof id === 'number') : [];
  return { pagePaths: new Set(pagePaths.map(normalizePath)), publicFileExists: publicFileChecker(root), productIds: new Set(productIds) };
}
