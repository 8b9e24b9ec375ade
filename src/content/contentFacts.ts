// The facts the cross-file checks need (src/content/crossFileChecks.ts), gathered once per load from
// the files as written, so a file with problems of its own still counts: the page paths and their
// section ids, the pages each shared section shows on, the files in public/ and the product ids.
import { normalizePath } from '../schema/primitives';
import type { ContentFile, ContentFiles } from './contentFiles';
import { readImageFacts } from './imageFacts';
import { imageFactsReader, publicFileChecker, similarPublicFileFinder, type ContentFacts } from './crossFileChecks';
import { isJsonObject, type JsonSource } from './jsonSource';
import { sharedName } from './sections';

/** The "path" of a page file that could not be parsed (or is no object), read from its text, so links to it are not called broken too. */
function pathInText(text: string): string | undefined {
  const match = /"path"\s*:\s*"(\/[^"\\]*)"/.exec(text);
  return match?.[1];
}

/** What the cross-file checks need of one page file, as written: its path and its sections' ids and shared sections. */
export interface PageFacts {
  file: string;
  /** "path" as written, when the file parsed to an object with a text there. */
  path?: string;
  /** Otherwise the "path" found in the file's text, so links to it are not called broken too. */
  pathInText?: string;
  /** Each section object's "id" and "use", when they are texts. */
  sections: { id?: string; use?: string }[];
}

/** The facts of one page file, from its parsed JSON (`source`, undefined if it did not parse) or else its text. */
export function pageFacts(input: ContentFile, source: JsonSource | undefined): PageFacts {
  const written = source && isJsonObject(source.value) ? source.value : {};
  if (typeof written.path !== 'string') {
    return {
      file: input.file,
      pathInText: pathInText('text' in input ? input.text : Buffer.from(input.bytes).toString('latin1')),
      sections: [],
    };
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const sections = (Array.isArray(written.sections) ? written.sections : [])
    .filter(isJsonObject)
    .map((section) => ({ id: text(section.id), use: text(section.use) }));
  return { file: input.file, path: written.path, sections };
}

/** What links, images and product ids are checked against: taken as written, so a file with other problems still counts. */
export function gatherFacts(
  root: string,
  files: ContentFiles,
  sources: { sections: JsonSource[]; catalogue?: JsonSource },
  pages: PageFacts[],
): ContentFacts {
  const pageFiles = new Map<string, string>();
  const sectionIds = new Map<string, Set<string>>();
  const shownOn = new Map<string, Set<string>>();
  const sharedIds = new Map<string, string>();
  const sharedFiles = new Map(sources.sections.map((source) => [sharedName(source.file), source.file]));
  for (const source of sources.sections) {
    if (isJsonObject(source.value) && typeof source.value.id === 'string')
      sharedIds.set(sharedName(source.file), source.value.id);
  }
  for (const page of pages) {
    if (page.path === undefined) continue;
    const path = normalizePath(page.path);
    if (!pageFiles.has(path)) pageFiles.set(path, page.file);
    shownOn.set(page.file, new Set([path]));
    const ids = sectionIds.get(path) ?? new Set<string>();
    sectionIds.set(path, ids);
    for (const { id: own, use: used } of page.sections) {
      const id = own ?? (used && sharedIds.get(used));
      if (id) ids.add(id);
      const sharedFile = used && sharedFiles.get(used);
      if (sharedFile) shownOn.set(sharedFile, (shownOn.get(sharedFile) ?? new Set()).add(path));
    }
  }
  for (const page of pages) {
    if (page.path === undefined && page.pathInText && !pageFiles.has(normalizePath(page.pathInText)))
      pageFiles.set(normalizePath(page.pathInText), page.file);
  }
  for (const file of sharedFiles.values()) if (!shownOn.has(file)) shownOn.set(file, new Set());
  const products = isJsonObject(sources.catalogue?.value) ? sources.catalogue.value.products : undefined;
  // Without the catalogue (missing, or not a list of products) the ids are not checked: its own message says why.
  const catalogueReadable = files.catalogue !== undefined && Array.isArray(products);
  const productIds = Array.isArray(products)
    ? products
        .map((product) => (isJsonObject(product) ? product.id : undefined))
        .filter((id): id is number => typeof id === 'number')
    : [];
  return {
    pageFiles,
    sectionIds,
    shownOn,
    publicFileExists: publicFileChecker(root),
    similarPublicFile: similarPublicFileFinder(root),
    productIds: catalogueReadable ? new Set(productIds) : undefined,
    imageFacts: imageFactsReader(root, readImageFacts),
    sharedSections: new Set(files.sections.map((input) => sharedName(input.file))),
  };
}
