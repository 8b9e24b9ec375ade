// The checks that need more than one file: a link goes to a page that exists (or a file in public/)
// and, with "#id", to a section of that page with that id; an image is a file in public/; a product
// id is in the catalogue. A link written inside a rich text is checked as every link is, and its
// problem placed at its address inside the text. They run after the shape check, on facts gathered
// from the whole content and passed in, never kept between calls.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { anchorIdPattern, pagePath } from '../schema/page';
import { normalizePath } from '../schema/primitives';
import type { ContentIssue } from '../problems/contentIssue';
import { closest } from './describeValue';
import { quoted } from './invisibleCharacters';
import { findReferences, type FoundReference } from './findReferences';
import { placeholderProblems } from './placeholders';
import { locateInText } from './positionInText';
import type { JsonPath, JsonSource } from './jsonSource';

export interface ContentFacts {
  /** The page file of every page path, as written, including pages that have other problems. */
  pageFiles: ReadonlyMap<string, string>;
  /** The section ids of every page path, as written (a shared section's own id included). */
  sectionIds: ReadonlyMap<string, ReadonlySet<string>>;
  /** The page paths on which a file's links show: a page's own path, or the pages that use a shared section. Absent for the site-wide file, whose links show on every page. */
  shownOn: ReadonlyMap<string, ReadonlySet<string>>;
  publicFileExists: (publicPath: string) => boolean;
  /** The file in public/ whose path is closest to a missing one ("/images/IoT.svg" → "/images/iot.svg"), if any is close. */
  similarPublicFile: (publicPath: string) => string | undefined;
  /** The product ids of the catalogue, as written; undefined when the catalogue cannot be read (its own problem is reported). */
  productIds: ReadonlySet<number> | undefined;
}

/** Files the build writes beside the pages (src/site-generator/prerender.ts): a link may name them. */
const generatedFiles = ['/sitemap.xml', '/robots.txt', '/404.html'];

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

const idList = (ids: ReadonlySet<string> | undefined) =>
  ids && ids.size > 0 ? `the ids there: ${[...ids].join(', ')}` : 'none of its sections has an id yet';

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
    const hint = suggestion ? `did you mean "#${suggestion}"? Otherwise ` : '';
    // Only an id a section may have is worth giving one (never suggest a fix that is itself refused).
    const give = (where: string) =>
      anchorIdPattern.test(id)
        ? `give ${where} "id": "${id}"`
        : `link to the id of a section (ids use lowercase letters, digits and dashes)`;
    const pageFile = facts.pageFiles.get(path);
    if (pageFile === file) {
      return [
        `no section on this page has the id ${quoted(id)}, so the link goes nowhere; ${hint}${give('the section it should jump to')}, or use "#" for a placeholder (${idList(ids)})`,
      ];
    }
    return [
      `this shared section is on the page ${path} (${pageFile}), where no section has the id ${quoted(id)}, so the link goes nowhere there; ${hint}${give('a section of that page')}, or use "#" for a placeholder (${idList(ids)})`,
    ];
  });
}

/** The closest file name in the same folder of public/, for a path that names none. */
export function similarPublicFileFinder(root: string): (publicPath: string) => string | undefined {
  const listings = new Map<string, string[]>();
  const filesIn = (folder: string) => {
    if (!listings.has(folder)) {
      const dir = join(root, 'public', folder);
      listings.set(folder, existsSync(dir) && statSync(dir).isDirectory() ? readdirSync(dir) : []);
    }
    return listings.get(folder)!;
  };
  return (publicPath) => {
    const cut = publicPath.lastIndexOf('/');
    const folder = publicPath.slice(0, cut);
    const name = publicPath.slice(cut + 1);
    if (relative(join(root, 'public'), join(root, 'public', folder)).startsWith('..')) return undefined;
    const names = filesIn(folder);
    const stem = (file: string) => file.replace(/\.[^.]*$/, '').toLowerCase();
    const match =
      names.find((file) => file.toLowerCase() === name.toLowerCase()) ??
      names.find((file) => stem(file) === stem(name)) ??
      closest(name, names);
    return match && `${folder}/${match}`;
  };
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
    const hint = suggestion ? `did you mean "${path}#${suggestion}"? Otherwise ` : '';
    const give = anchorIdPattern.test(fragment)
      ? `give a section there "id": "${fragment}"`
      : 'link to the id of one of its sections';
    return [
      `broken link: the page ${path} (${facts.pageFiles.get(path)}) has no section with the id ${quoted(fragment)}; ${hint}${give}, or link to the page alone, "${path}" (${idList(ids)})`,
    ];
  }
  if (facts.publicFileExists(path) || generatedFiles.includes(path)) return [];
  const namedFor = path === '/' ? 'pages/index.json' : `pages${path}.json`;
  const movedTo = [...facts.pageFiles].find(([, pageFile]) => pageFile === namedFor)?.[0];
  if (movedTo && !pagePath.safeParse(movedTo).success) return []; // that page's own path is reported at it, and this link checked once it is mended
  if (movedTo)
    return [
      `broken link: no page has the path ${quoted(path)}: ${namedFor} now has the path "${movedTo}"; link to "${movedTo}", or give that page its path back`,
    ];
  const suggestion = closest(path, [...facts.pageFiles.keys()]);
  const fix = suggestion
    ? `did you mean "${suggestion}"? Otherwise use the "path" of a file in pages/`
    : 'use the "path" of a file in pages/ (for example "/contact")';
  return [`broken link: no page has the path ${quoted(path)}; ${fix} or "#" for a placeholder`];
}

function imageProblem(written: string, facts: ContentFacts): string | undefined {
  const value = written.split(/[?#]/)[0]; // "?v=2" names the same file
  if (facts.publicFileExists(value)) return undefined;
  const withoutPublic = value.replace(/^\/public\//, '/');
  const similar = facts.similarPublicFile(value);
  const fix =
    withoutPublic !== value && facts.publicFileExists(withoutPublic)
      ? `leave out "/public": write "${withoutPublic}"`
      : similar
        ? `did you mean "${similar}"? Otherwise check the spelling or add the file to public/`
        : 'check the spelling or add the file to public/';
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
    const note = found.byDefault
      ? ` ("${String(found.path.at(-1))}" is left out, so its default "${value}" is used)`
      : '';
    return linkProblems(value, file, facts).map((message) => message + note);
  }
  const single =
    reference === 'image' && typeof value === 'string'
      ? imageProblem(value, facts)
      : reference === 'product' && typeof value === 'number'
        ? productProblem(found, value, facts)
        : undefined;
  return single ? [single] : [];
}

/** What a value checked for its shape names in other files: found once (it depends on the value alone), checked against each load's facts. */
export type ReferenceGroup = ReturnType<typeof findReferences>;

/** A cross-file problem at its JSON path; inside a text, `offset` says where (locateInText places it). */
export interface ReferenceProblem {
  path: JsonPath;
  message: string;
  offset?: number;
}

/** The cross-file problems of what `group` (found in `file`) names, in order, each at its JSON path. */
export function referenceProblems(group: ReferenceGroup, file: string, facts: ContentFacts): ReferenceProblem[] {
  return [
    ...group.references.flatMap((found) =>
      problemsWith(found, file, facts).map((message) => ({
        path: found.path,
        message,
        ...(found.offset === undefined ? {} : { offset: found.offset }),
      })),
    ),
    ...group.texts.flatMap(({ path, value: text, placeholders }) =>
      placeholderProblems(text, placeholders).map((message) => ({ path, message })),
    ),
  ];
}

/** The cross-file problems of `value` (found at `basePath` in `source`, `valid` if its shape passed), each at its position. */
export function checkReferences(
  schema: z.core.$ZodType,
  value: unknown,
  source: JsonSource,
  basePath: JsonPath,
  valid: boolean,
  facts: ContentFacts,
): ContentIssue[] {
  const problems = referenceProblems(findReferences(schema, value, basePath, valid), source.file, facts);
  return problems.map(({ path, message, offset }) => ({
    file: source.file,
    ...locateInText(source, path, offset),
    path,
    message,
  }));
}
