// The facts the cross-file checks need (src/content/crossFileChecks.ts), gathered once per load from
// the files as written, so a file with problems of its own still counts: the page paths and their
// section ids, the pages each shared section shows on, the files in public/ and the product ids.
import { normalizePath } from '../schema/primitives';
import type { ContentFiles } from './contentFiles';
import { publicFileChecker, similarPublicFileFinder, type ContentFacts } from './crossFileChecks';
import { isJsonObject, type JsonSource } from './jsonSource';
import { sharedName } from './sections';

/** The "path" of a page file that could not be parsed (or is no object), read from its text, so links to it are not called broken too. */
function pathInText(text: string): string | undefined {
  const match = /"path"\s*:\s*"(\/[^"\\]*)"/.exec(text);
  return match?.[1];
}

/** What links, images and product ids are checked against: taken as written, so a file with other problems still counts. */
export function gatherFacts(root: string, files: ContentFiles, sources: { pages: JsonSource[]; sections: JsonSource[]; catalogue?: JsonSource }): ContentFacts {
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
