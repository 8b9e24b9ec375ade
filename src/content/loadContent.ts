// Loads the content, step by step: read every author file (and name those that are not read), parse
// it keeping positions, check the site file and the catalogue, the shared sections, the block
// gallery's file and examples, each page with its sections (shared ones resolved), their ids and its
// path, and last what links, images and product ids name in other files. Returns the data ready to
// render, or every problem of every file at once.
import { catalogueSchema, type Catalogue } from '../schema/catalogue';
import { pageEnvelopeSchema, type PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { siteSchema, type Site } from '../schema/site';
import type { ContentIssue } from './contentIssue';
import { fileNames, readContentFiles, SITE_FILE, type ContentFile, type ContentFiles } from './contentFiles';
import { gatherFacts } from './contentFacts';
import { Findings } from './findings';
import { loadGallery, type GalleryContent } from './galleryContent';
import { isJsonObject, type JsonSource } from './jsonSource';
import { textProblems } from './plainText';
import { checkMainHeading, checkSectionIds, withUniquePaths } from './pageStructure';
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
  if (!site) findings.reportFile(SITE_FILE, 'the site-wide content file is missing, and every page needs it; restore pages/_site.json from your last copy or the project\'s repository');
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
