// Reads every author file (pages, shared sections, site content), validates it and resolves shared
// sections. Returns the data ready to render, or every problem found, never only the first.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { blockRegistry, blockTypes } from '../blocks/registry';
import { setContentFacts } from '../schema/contentContext';
import { blockSection, pageEnvelopeSchema, sharedSectionRef, sharedSectionSchema, type BlockSection, type PageData } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import { catalogueSchema, type Catalogue } from '../schema/catalogue';
import { siteSchema, type Site } from '../schema/site';
import { expandBlockGallery, loadGalleryExamples, type GalleryExamples } from '../site-generator/blockGallery';
import { closest, describeValue } from './describeValue';
import type { ContentIssue } from './contentIssue';
import { locate, parseJsonSource, type JsonSource } from './jsonSource';
import { validateAt } from './zodIssues';

export type ResolvedPage = PageData;

export interface Content {
  site?: Site;
  catalogue?: Catalogue;
  /** The site's pages: what the build publishes. */
  pages: ResolvedPage[];
  /** The block gallery, an authoring tool: validated like a page, shown by the development server only. */
  gallery?: ResolvedPage;
  issues: ContentIssue[];
  files: string[];
}

export interface ContentOptions {
  root: string;
  /**
   * Files (already read) validated as if they were on disk at `file`, replacing the one there if any:
   * pages/<name>.json, pages/_sections/<name>.json, pages/_site.json, pages/_catalogue.json or pages/_gallery.json.
   * Used by tests and benchmarks.
   */
  pageTexts?: { file: string; text: string }[];
}

const SITE_FILE = 'pages/_site.json';
const CATALOGUE_FILE = 'pages/_catalogue.json';
/** The block gallery page (/blocks): a page file kept apart from the site's pages. It shows every block, page headers included, and only the development server serves it. */
const GALLERY_FILE = 'pages/_gallery.json';
const SECTIONS_DIR = 'pages/_sections';

function jsonFilesIn(root: string, dir: string): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .sort()
    .map((name) => `${dir}/${name}`);
}

function issueAt(source: JsonSource, path: (string | number)[], message: string, key?: string): ContentIssue {
  return { file: source.file, ...locate(source, path, key), path, message };
}

function publicFileChecker(root: string) {
  const cache = new Map<string, boolean>();
  return (publicPath: string) => {
    let known = cache.get(publicPath);
    if (known === undefined) {
      const file = join(root, 'public', decodeURIComponent(publicPath));
      known = !relative(join(root, 'public'), file).startsWith('..') && existsSync(file) && statSync(file).isFile();
      cache.set(publicPath, known);
    }
    return known;
  };
}

/** Validates one section object: its block type first, then its props against that block's schema. */
function validateBlockSection(value: unknown, source: JsonSource, at: (string | number)[]) {
  const type = (value as { type?: unknown })?.type;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { issues: [issueAt(source, at, `expected a section object { "type": …, "props": { … } }, found ${describeValue(value)}`)] };
  }
  if (typeof type !== 'string' && at.length === 0 && 'sections' in value) {
    const message = 'a shared section file holds one section, { "type": …, "props": { … } }, without a "sections" list around it; keep one section and remove "sections"';
    return { issues: [{ file: source.file, ...locate(source, [], 'sections'), path: ['sections'], message }] };
  }
  if (typeof type !== 'string') {
    return { issues: [issueAt(source, [...at, 'type'], `missing block type: add "type" with one of ${blockTypes.join(', ')}, or "use" with the name of a shared section`)] };
  }
  if (!(type in blockRegistry)) {
    const suggestion = closest(type, blockTypes);
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    return { issues: [issueAt(source, [...at, 'type'], `unknown block type "${type}".${hint} The block types are: ${blockTypes.join(', ')} (each is described in docs/blocks.md)`)] };
  }
  return validateAt(blockSection(type), value, source, at);
}

export function loadContent({ root, pageTexts = [] }: ContentOptions): Content {
  const issues: ContentIssue[] = [];
  const given = new Map(pageTexts.map((input) => [input.file, input]));
  const read = (file: string) => given.get(file) ?? { file, text: readFileSync(join(root, file), 'utf8') };
  const belongsTo = (dir: string, file: string) => file.startsWith(`${dir}/`) && /^[^_/][^/]*\.json$/.test(file.slice(dir.length + 1));
  const inDir = (dir: string) => [...new Set([...jsonFilesIn(root, dir), ...[...given.keys()].filter((file) => belongsTo(dir, file))])].map(read);
  const readIfThere = (file: string) => (given.has(file) || existsSync(join(root, file)) ? read(file) : undefined);
  const galleryInput = readIfThere(GALLERY_FILE);
  const pageInputs = [...inDir('pages'), ...(galleryInput ? [galleryInput] : [])];
  const sectionInputs = inDir(SECTIONS_DIR);
  const siteInput = readIfThere(SITE_FILE);
  const catalogueInput = readIfThere(CATALOGUE_FILE);
  const files = [...pageInputs, ...sectionInputs, ...(siteInput ? [siteInput] : []), ...(catalogueInput ? [catalogueInput] : [])].map((input) => input.file);

  const parse = (input: { file: string; text: string }) => {
    const { source, problems } = parseJsonSource(input.file, input.text);
    for (const problem of problems) {
      issues.push({ file: input.file, ...problem.position, path: problem.path, message: problem.message });
    }
    return source;
  };
  const pageSources = pageInputs.map(parse).filter((source): source is JsonSource => !!source);
  const sectionSources = sectionInputs.map(parse).filter((source): source is JsonSource => !!source);
  const siteSource = siteInput && parse(siteInput);
  const catalogueSource = catalogueInput && parse(catalogueInput);
  if (!siteInput) issues.push({ file: SITE_FILE, line: 1, column: 1, path: [], message: 'the site-wide content file is missing' });

  // Links may point at any page that declares its path, even one that has other problems; not at
  // the gallery, which the published site does not have.
  const pagePaths = new Set<string>();
  for (const source of pageSources.filter((candidate) => candidate.file !== GALLERY_FILE)) {
    const path = (source.value as { path?: unknown })?.path;
    if (typeof path === 'string') pagePaths.add(normalizePath(path));
  }
  // Product ids as written, so a page is checked against them even when the catalogue has other problems.
  const products = (catalogueSource?.value as { products?: unknown })?.products;
  const productIds = new Set(Array.isArray(products) ? products.map((product) => product?.id).filter((id): id is number => typeof id === 'number') : []);
  setContentFacts({ pagePaths, publicFileExists: publicFileChecker(root), productIds });

  try {
    const site = siteSource ? validateAt(siteSchema, siteSource.value, siteSource, []) : { issues: [] };
    issues.push(...site.issues);
    const catalogue = catalogueSource ? validateAt(catalogueSchema, catalogueSource.value, catalogueSource, []) : { issues: [] };
    issues.push(...catalogue.issues);

    const shared = new Map<string, BlockSection>();
    const sharedAsWritten = new Map<string, { type: unknown; id?: unknown; props?: Record<string, unknown> }>();
    for (const source of sectionSources) {
      const name = source.file.split('/').pop()!.replace(/\.json$/, '');
      const { $schema, ...section } = (source.value ?? {}) as Record<string, unknown>;
      void $schema;
      const result = validateBlockSection(section, source, []);
      if (result.issues.length === 0) {
        const parsed = validateAt(sharedSectionSchema, source.value, source, []);
        issues.push(...parsed.issues);
        if (parsed.data) {
          const { $schema: _ignored, ...data } = parsed.data as BlockSection & { $schema?: string };
          shared.set(name, data as BlockSection);
          sharedAsWritten.set(name, section as { type: unknown; props?: Record<string, unknown> });
        }
      } else {
        issues.push(...result.issues);
      }
    }

    let examples: GalleryExamples | undefined;
    const galleryExamples = () => {
      if (!examples) {
        examples = loadGalleryExamples(root);
        issues.push(...examples.issues);
      }
      return examples;
    };

    const pages: ResolvedPage[] = [];
    let gallery: ResolvedPage | undefined;
    const seenPaths = new Map<string, string>();
    for (const source of pageSources) {
      const envelope = validateAt(pageEnvelopeSchema, source.value, source, []);
      issues.push(...envelope.issues);
      const rawSections = Array.isArray((source.value as { sections?: unknown })?.sections)
        ? ((source.value as { sections: unknown[] }).sections)
        : [];
      const sections: BlockSection[] = [];
      rawSections.forEach((value, index) => {
        const at = ['sections', index];
        if (value && typeof value === 'object' && 'use' in value) {
          const ref = validateAt(sharedSectionRef, value, source, at);
          issues.push(...ref.issues);
          if (!ref.data) return;
          const found = shared.get(ref.data.use);
          if (!found) {
            const names = [...shared.keys()];
            const suggestion = closest(ref.data.use, names);
            const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
            issues.push(
              issueAt(
                source,
                [...at, 'use'],
                `unknown shared section "${ref.data.use}".${hint} The shared sections (files in ${SECTIONS_DIR}/) are: ${names.join(', ') || 'none yet'}; use one of them, or create ${SECTIONS_DIR}/${ref.data.use}.json`,
              ),
            );
            return;
          }
          if (ref.data.props) {
            // Page-level props replace the shared ones; the merged section is validated as if written here.
            const written = sharedAsWritten.get(ref.data.use)!;
            const merged = { ...written, ...(ref.data.id ? { id: ref.data.id } : {}), props: { ...written.props, ...ref.data.props } };
            const block = validateBlockSection(merged, source, at);
            issues.push(...block.issues);
            if (block.data) sections.push(block.data as BlockSection);
            return;
          }
          sections.push(ref.data.id ? { ...found, id: ref.data.id } : found);
          return;
        }
        const block = validateBlockSection(value, source, at);
        issues.push(...block.issues);
        if (block.data) sections.push(block.data as BlockSection);
      });

      if (!envelope.data) continue;
      const path = normalizePath(envelope.data.path);
      const earlier = seenPaths.get(path);
      if (earlier) {
        issues.push(issueAt(source, ['path'], `duplicate path "${path}": ${earlier} already uses it; give this page another path`));
        continue;
      }
      seenPaths.set(path, source.file);
      const { $schema: _schema, sections: _raw, ...fields } = envelope.data;
      const page = { ...fields, file: source.file, path, sections: expandBlockGallery(sections, galleryExamples) };
      if (source.file === GALLERY_FILE) gallery = page;
      else pages.push(page);
    }

    return { site: site.data, catalogue: catalogue.data, pages, gallery, issues, files };
  } finally {
    setContentFacts(undefined);
  }
}
