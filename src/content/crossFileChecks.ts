// The checks that need more than one file: a link goes to a page that exists (or a file in public/)
// and, with "#id", to a section of that page with that id; an image is a file in public/; a product
// id is in the catalogue. They run after the shape check, on facts gathered from the whole content
// and passed in, never kept between calls.
import { existsSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { normalizePath } from '../schema/primitives';
import type { Reference } from '../schema/references';
import type { ContentIssue } from './contentIssue';
import { closest } from './describeValue';
import { quoted } from './invisibleCharacters';
import { findReferences, type FoundReference } from './findReferences';
import { locate, type JsonPath, type JsonSource } from './jsonSource';

export interface ContentFacts {
  /** The page file of every page path, as written, including pages that have other problems. */
  pageFiles: ReadonlyMap<string, string>;
  /** The section ids of every page path, as written (a shared section's own id included). */
  sectionIds: ReadonlyMap<string, ReadonlySet<string>>;
  /** The page paths on which a file's links show: a page's own path, or the pages that use a shared section. Absent for the site-wide file, whose links show on every page. */
  shownOn: ReadonlyMap<string, ReadonlySet<string>>;
  publicFileExists: (publicPath: string) => boolean;
  /** The product ids of the catalogue, as written; undefined when the catalogue cannot be read (its own problem is reported). */
  productIds: ReadonlySet<number> | undefined;
}

/** Ids the page itself gives an element: a link may jump there, and a section may not take them. */
export const shellIds = ['main'];

/** Whether "/images/x.svg" is a file inside public/; each path is looked up on disk once. */
export function publicFileChecker(root: string): (publicPath: string) => boolean {
  const publicDir = join(root, 'public');
  const known = new Map<string, boolean>();
  const lookUp = (publicPath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(publicPath);
    } catch {
      return false; // a malformed %-escape names no file
    }
    const file = join(publicDir, decoded);
    return !relative(publicDir, file).startsWith('..') && existsSync(file) && statSync(file).isFile();
  };
  return (publicPath) => {
    if (!known.has(publicPath)) known.set(publicPath, lookUp(publicPath));
    return known.get(publicPath)!;
  };
}

const idList = (ids: ReadonlySet<string> | undefined) => (ids && ids.size > 0 ? `the ids there: ${[...ids].join(', ')}` : 'none of its sections has an id yet');

/** "#plans" on the pages that show it: each must have a section with that id. */
function fragmentProblems(id: string, file: string, facts: ContentFacts): string[] {
  if (id === '' || shellIds.includes(id)) return [];
  const pages = facts.shownOn.get(file);
  if (!pages) {
    return [
      `the link "#${id}" is in a file whose links show on every page, and only a page with a section "id": "${id}" has somewhere to jump; write that page's path before it, for example "/pricing#${id}", or use "#" for a placeholder`,
    ];
  }
  return [...pages].flatMap((path) => {
    const ids = facts.sectionIds.get(path);
    if (ids?.has(id)) return [];
    const suggestion = ids && closest(id, [...ids]);
    const hint = suggestion ? `did you mean "#${suggestion}"? ` : '';
    const pageFile = facts.pageFiles.get(path);
    if (pageFile === file) {
      return [`no section on this page has the id "${id}", so the link goes nowhere; ${hint}give the section it should jump to "id": "${id}", or use "#" for a placeholder (${idList(ids)})`];
    }
    return [
      `this shared section is on the page ${path} (${pageFile}), where no section has the id "${id}", so the link goes nowhere there; ${hint}give a section of that page "id": "${id}", or use "#" for a placeholder (${idList(ids)})`,
    ];
  });
}

function linkProblems(value: string, file: string, facts: ContentFacts): string[] {
  if (value.startsWith('#')) return fragmentProblems(value.slice(1), file, facts);
  if (!value.startsWith('/')) return []; // https:, mailto: and tel: name nothing of this site
  const [beforeFragment, fragment] = value.split('#', 2);
  const path = normalizePath(beforeFragment.split('?')[0]);
  if (facts.pageFiles.has(path)) {
    const ids = facts.sectionIds.get(path);
    if (fragment === undefined || fragment === '' || ids?.has(fragment) || shellIds.includes(fragment)) return [];
    const suggestion = ids && closest(fragment, [...ids]);
    const hint = suggestion ? `did you mean "${path}#${suggestion}"? ` : '';
    return [`broken link: the page ${path} (${facts.pageFiles.get(path)}) has no section with the id "${fragment}"; ${hint}give a section there "id": "${fragment}", or link to the page alone, "${path}" (${idList(ids)})`];
  }
  if (facts.publicFileExists(path)) return [];
  const suggestion = closest(path, [...facts.pageFiles.keys()]);
  const fix = suggestion ? `did you mean "${suggestion}"? Otherwise use the "path" of a file in pages/` : 'use the "path" of a file in pages/ (for example "/contact")';
  return [`broken link: no page has the path ${quoted(path)}; ${fix} or "#" for a placeholder`];
}

function imageProblem(value: string, facts: ContentFacts): string | undefined {
  if (facts.publicFileExists(value)) return undefined;
  const withoutPublic = value.replace(/^\/public\//, '/');
  const fix = withoutPublic !== value && facts.publicFileExists(withoutPublic) ? `leave out "/public": write "${withoutPublic}"` : 'check the spelling or add the file to public/';
  return `missing image: there is no file public${value}; ${fix}`;
}

function productProblem(found: FoundReference, id: number, facts: ContentFacts): string | undefined {
  if (!facts.productIds || facts.productIds.has(id)) return undefined; // an unreadable catalogue is reported at itself
  const ids = [...facts.productIds].sort((a, b) => a - b).join(', ');
  const written = found.byDefault ? `, which is the default when "${String(found.path.at(-1))}" is left out` : '';
  return `unknown product: pages/_catalogue.json has no product with the id ${id}${written}; use the "id" of one of its products (${ids || 'it has none yet'})`;
}

function problemsWith(found: FoundReference, file: string, facts: ContentFacts): string[] {
  const { reference, value } = found;
  if (reference === 'link' && typeof value === 'string') {
    const note = found.byDefault ? ` ("${String(found.path.at(-1))}" is left out, so its default "${value}" is used)` : '';
    return linkProblems(value, file, facts).map((message) => message + note);
  }
  const single = reference === 'image' && typeof value === 'string' ? imageProblem(value, facts) : reference === 'product' && typeof value === 'number' ? productProblem(found, value, facts) : undefined;
  return single ? [single] : [];
}

/** The cross-file problems of `value` (found at `basePath` in `source`, `valid` if its shape passed), each at its position. */
export function checkReferences(schema: z.core.$ZodType, value: unknown, source: JsonSource, basePath: JsonPath, valid: boolean, facts: ContentFacts): ContentIssue[] {
  return findReferences(schema, value, basePath, valid).flatMap((found) =>
    problemsWith(found, source.file, facts).map((message) => ({ file: source.file, ...locate(source, found.path), path: found.path, message })),
  );
}
