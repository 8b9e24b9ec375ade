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
import { closest, describeValue } from './describeValue';
import type { ContentIssue } from './contentIssue';
import { locate, parseJsonSource, type JsonSource } from './jsonSource';
import { validateAt } from './zodIssues';

export type ResolvedPage = PageData;

export interface Content {
  site?: Site;
  catalogue?: Catalogue;
  pages: ResolvedPage[];
  issues: ContentIssue[];
  files: string[];
}

export interface ContentOptions {
  root: string;
  /** Extra page files (already read) that are validated as if they were in pages/; used by tests and benchmarks. */
  pageTexts?: { file: string; text: string }[];
}

const SITE_FILE = 'pages/_site.json';
const CATALOGUE_FILE = 'pages/_catalogue.json';
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
  if (typeof type !== 'string') {
    return { issues: [issueAt(source, [...at, 'type'], `missing block type: add "type" with one of ${blockTypes.join(', ')}, or "use" with the name of a shared section`)] };
  }
  if (!(type in blockRegistry)) {
    const suggestion = closest(type, blockTypes);
    const hint = suggestion ? ` Did you mean "${suggestion}"?` : '';
    return { issues: [issueAt(source, [...at, 'type'], `unknown block type "${type}".${hint} The block types are: ${blockTypes.join(', ')}`)] };
  }
  return validateAt(blockSection(type), value, source, at);
}

export function loadContent({ root, pageTexts = [] }: ContentOptions): Content {
  const issues: ContentIssue[] = [];
  const read = (file: string) => ({ file, text: readFileSync(join(root, file), 'utf8') });
  const pageInputs = [...jsonFilesIn(root, 'pages').map(read), ...pageTexts];
  const sectionInputs = jsonFilesIn(root, SECTIONS_DIR).map(read);
  const siteInput = existsSync(join(root, SITE_FILE)) ? read(SITE_FILE) : undefined;
  const catalogueInput = existsSync(join(root, CATALOGUE_FILE)) ? read(CATALOGUE_FILE) : undefined;
  const files = [...pageInputs, ...sectionInputs, ...(siteInput ? [siteInput] : []), ...(catalogueInput ? [catalogueInput] : [])].map((input) => input.file);

  const parse = (input: { file: string; text: string }) => {
    const { source, problems } = parseJsonSource(input.file, input.text);
    for (const problem of problems) {
      issues.push({ file: input.file, ...problem.position, path: [], message: `malformed JSON: expected ${problem.expected}` });
    }
    return source;
  };
  const pageSources = pageInputs.map(parse).filter((source): source is JsonSource => !!source);
  const sectionSources = sectionInputs.map(parse).filter((source): source is JsonSource => !!source);
  const siteSource = siteInput && parse(siteInput);
  const catalogueSource = catalogueInput && parse(catalogueInput);
  if (!siteInput) issues.push({ file: SITE_FILE, line: 1, column: 1, path: [], message: 'the site-wide content file is missing' });

  // Links may point at any page that declares its path, even one that has other problems.
  const pagePaths = new Set<string>();
  for (const source of pageSources) {
    const path = (source.value as { path?: unknown })?.path;
    if (typeof path === 'string') pagePaths.add(normalizePath(path));
  }
  setContentFacts({ pagePaths, publicFileExists: publicFileChecker(root) });

  try {
    const site = siteSource ? validateAt(siteSchema, siteSource.value, siteSource, []) : { issues: [] };
    issues.push(...site.issues);
    const catalogue = catalogueSource ? validateAt(catalogueSchema, catalogueSource.value, catalogueSource, []) : { issues: [] };
    issues.push(...catalogue.issues);

    const shared = new Map<string, BlockSection>();
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
        }
      } else {
        issues.push(...result.issues);
      }
    }

    const pages: ResolvedPage[] = [];
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
            issues.push(issueAt(source, [...at, 'use'], `unknown shared section "${ref.data.use}".${hint} The shared sections (files in ${SECTIONS_DIR}/) are: ${names.join(', ') || 'none yet'}`));
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
      pages.push({ ...fields, file: source.file, path, sections });
    }

    return { site: site.data, catalogue: catalogue.data, pages, issues, files };
  } finally {
    setContentFacts(undefined);
  }
}
