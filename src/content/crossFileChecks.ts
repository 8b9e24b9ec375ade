// The checks that need more than one file: a link goes to a page that exists (or a file in public/)
// and, with "#id", to a section of that page with that id; an image is a file in public/, of a size
// the build can read (a photo) or visitors can load (a file published as it is), with a width and
// height of its proportions when they are written, and, for an SVG, without a script or anything
// loaded from elsewhere; a product id is in the catalogue. A link written inside a rich text is checked as every link is, and its problem
// placed at its address inside the text. They run after the shape check, on facts gathered from the
// whole content and passed in, never kept between calls. A fix is offered only when it is itself
// checked: the page, section or file it names exists, and an image path it names is one the image
// field takes.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRasterPath } from '../site-generator/images/contentImages';
import { largeSource, readableSource } from '../site-generator/images/imageSettings';
import type { z } from 'zod';
import type { ContentIssue, Suggestion } from '../problems/contentIssue';
import { say, type Problem } from '../problems/messages';
import { anchorIdPattern, pagePath } from '../schema/page';
import { imageSrc, normalizePath } from '../schema/primitives';
import { closest } from './describeValue';
import { findReferences, type FoundReference } from './findReferences';
import type { ImageFacts } from './imageFacts';
import { quoted } from './invisibleCharacters';
import { valueAt, type JsonPath, type JsonSource } from './jsonSource';
import { placeholderProblems } from './placeholders';
import { locateInText } from './positionInText';

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
  /** The size of a file in public/ and what an SVG holds, read once per load; without it, images are not measured. */
  imageFacts?: (publicPath: string) => ImageFacts | undefined;
  /** The names of the shared sections (files in pages/_sections/), for a fix that names one. */
  sharedSections?: ReadonlySet<string>;
}

/** A problem of what a value names, with the fix it offers when one was checked. */
export type ReferenceMessage = Problem & { suggestion?: Suggestion };

/** Files the build writes beside the pages (src/site-generator/prerender.ts): a link may name them. */
const generatedFiles = ['/sitemap.xml', '/feed.xml', '/robots.txt', '/404.html'];

/** Ids the page itself gives an element: a link may jump there, and a section may not take them. */
export const shellIds = ['main'];

/** Whether "/images/x.svg" is a file inside public/; each path is looked up on disk once. */
export function publicFileChecker(root: string): (publicPath: string) => boolean {
  const publicDir = join(root, 'public');
  const known = new Map<string, boolean>();
  const lookUp = (publicPath: string) => {
    const file = publicFileOf(publicDir, publicPath);
    return file !== undefined && existsSync(file) && statSync(file).isFile();
  };
  return (publicPath) => {
    if (!known.has(publicPath)) known.set(publicPath, lookUp(publicPath));
    return known.get(publicPath)!;
  };
}

/** The file a path of public/ names ("%20" read as a space), or undefined when it would lead outside public/. */
function publicFileOf(publicDir: string, publicPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(publicPath);
  } catch {
    return undefined; // a malformed %-escape names no file
  }
  const file = join(publicDir, decoded);
  return relative(publicDir, file).startsWith('..') ? undefined : file;
}

/** The facts of each file of public/ an image names, read once. */
export function imageFactsReader(
  root: string,
  read: (path: string) => ImageFacts | undefined,
): (publicPath: string) => ImageFacts | undefined {
  const publicDir = join(root, 'public');
  const known = new Map<string, ImageFacts | undefined>();
  return (publicPath) => {
    if (!known.has(publicPath)) {
      const file = publicFileOf(publicDir, publicPath);
      known.set(publicPath, file === undefined ? undefined : read(file));
    }
    return known.get(publicPath);
  };
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
    const plain = (file: string) => stem(file).replace(/[^a-z0-9]+/g, '');
    const match =
      names.find((file) => file.toLowerCase() === name.toLowerCase()) ??
      names.find((file) => stem(file) === stem(name)) ??
      names.find((file) => plain(file) === plain(name) && plain(name) !== '') ??
      closest(name, names);
    return match && `${folder}/${match}`;
  };
}

const idList = (ids: ReadonlySet<string> | undefined) =>
  ids && ids.size > 0 ? `the ids there: ${[...ids].join(', ')}` : 'none of its sections has an id yet';

/** Only an id a section may have is worth giving one (never suggest a fix that is itself refused). */
const giveId = (id: string, where: string) =>
  anchorIdPattern.test(id)
    ? `give ${where} "id": "${id}"`
    : 'link to the id of a section (ids use lowercase letters, digits and dashes)';

/** `problem`, with `candidate` as its fix when the link so written has no problem. */
function withLinkFix(problem: Problem, candidate: string | undefined, file: string, facts: ContentFacts) {
  const fine = candidate !== undefined && linkProblems(candidate, file, facts).length === 0;
  return fine ? { ...problem, suggestion: { kind: 'link' as const, value: candidate } } : problem;
}

/** "#plans" on the pages that show it: each must have a section with that id. */
function fragmentProblems(id: string, file: string, facts: ContentFacts): ReferenceMessage[] {
  if (id === '' || shellIds.includes(id)) return [];
  const pages = facts.shownOn.get(file);
  if (!pages) return [say('link.section-in-the-site-file', { id })];
  return [...pages].flatMap((path) => {
    const ids = facts.sectionIds.get(path);
    if (ids?.has(id)) return [];
    const suggestion = ids && closest(id, [...ids]);
    const pageFile = facts.pageFiles.get(path)!;
    const problem =
      pageFile === file
        ? say('link.missing-section', {
            id: quoted(id),
            suggestion,
            give: giveId(id, 'the section it should jump to'),
            ids: idList(ids),
          })
        : say('link.missing-section-where-shown', {
            id: quoted(id),
            path,
            file: pageFile,
            suggestion,
            give: giveId(id, 'a section of that page'),
            ids: idList(ids),
          });
    return [withLinkFix(problem, suggestion && `#${suggestion}`, file, facts)];
  });
}

/** The problems of a link found in `file`: none when it goes to a page, a section or a file that exists. */
export function linkProblems(value: string, file: string, facts: ContentFacts): ReferenceMessage[] {
  if (value.startsWith('#')) return fragmentProblems(value.slice(1), file, facts);
  if (!value.startsWith('/')) return []; // https:, mailto: and tel: name nothing of this site
  const [beforeFragment, fragment] = value.split('#', 2);
  const path = normalizePath(beforeFragment.split('?')[0]);
  const tail = fragment === undefined ? '' : `#${fragment}`;
  if (facts.pageFiles.has(path)) {
    const ids = facts.sectionIds.get(path);
    if (fragment === undefined || fragment === '' || ids?.has(fragment) || shellIds.includes(fragment)) return [];
    const suggestion = ids && closest(fragment, [...ids]);
    const problem = say('link.missing-section-of-a-page', {
      path,
      file: facts.pageFiles.get(path)!,
      id: quoted(fragment),
      suggestion,
      give: anchorIdPattern.test(fragment)
        ? `give a section there "id": "${fragment}"`
        : 'link to the id of one of its sections',
      ids: idList(ids),
    });
    return [withLinkFix(problem, suggestion && `${path}#${suggestion}`, file, facts)];
  }
  // A link to a file of public/ opens that file: an SVG is read for what it must not hold, as an image is.
  if (facts.publicFileExists(path)) return /\.svgz?$/i.test(path) ? unsafeSvg(path, facts) : [];
  if (generatedFiles.includes(path)) return [];
  const namedFor = path === '/' ? 'pages/index.json' : `pages${path}.json`;
  const movedTo = [...facts.pageFiles].find(([, pageFile]) => pageFile === namedFor)?.[0];
  if (movedTo && !pagePath.safeParse(movedTo).success) return []; // that page's own path is reported at it, and this link checked once it is mended
  if (movedTo) {
    const problem = say('link.page-moved', { path: quoted(path), namedFor, movedTo });
    return [withLinkFix(problem, `${movedTo}${tail}`, file, facts) as ReferenceMessage];
  }
  const meant = closest(path, [...facts.pageFiles.keys()]);
  // The page meant, with the section asked for when that page has it, else the page alone.
  const candidate = [meant && `${meant}${tail}`, meant].find(
    (link) => link !== undefined && linkProblems(link, file, facts).length === 0,
  );
  const problem = say('link.missing-page', { path: quoted(path), suggestion: candidate });
  return [candidate ? { ...problem, suggestion: { kind: 'link', value: candidate } } : problem];
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const pixels = (count: number) => `${count.toLocaleString('en-US')} px`;

/** The pages a file's images show on, in words, when the file is not a page itself. */
function shownOnWords(file: string, facts: ContentFacts): string {
  const pages = facts.shownOn.get(file);
  if (!pages) return file === 'pages/_site.json' ? ' (shown on every page)' : ` (named in ${file})`;
  if (pages.size === 1 && facts.pageFiles.get([...pages][0]) === file) return '';
  if (pages.size === 0) return '';
  const listed = [...pages].slice(0, 3).join(', ');
  return ` (shown on ${listed}${pages.size > 3 ? ` and ${pages.size - 3} more pages` : ''})`;
}

/** An image path that names a file an image field takes, and that exists. */
function usableImagePath(path: string, facts: ContentFacts): boolean {
  return imageSrc.safeParse(path).success && facts.publicFileExists(path);
}

/** The problems of an image found in `file`: a missing file, one too large to use, an SVG that runs or loads something. */
export function imageProblems(written: string, file: string, facts: ContentFacts): ReferenceMessage[] {
  const value = written.split(/[?#]/)[0]; // "?v=2" names the same file
  if (!facts.publicFileExists(value)) return [missingImage(value, facts)];
  const found = facts.imageFacts?.(value);
  if (!found) return [];
  const size = `${pixels(found.width ?? 0)} × ${pixels(found.height ?? 0)}`;
  const where = { file: `public${value}`, shownOn: shownOnWords(file, facts) };
  const problems: ReferenceMessage[] = [];
  // A photo is made into light copies, so only what the build cannot read is refused (a large one slows the build, which says so).
  if (isRasterPath(value)) {
    const megapixels = ((found.width ?? 0) * (found.height ?? 0)) / 1_000_000;
    if (megapixels * 1_000_000 > readableSource.pixels)
      problems.push(
        say('image.too-many-pixels', {
          ...where,
          size: `${size} (${Math.round(megapixels)} megapixels)`,
          limit: `${Math.round(readableSource.pixels / 1_000_000)} megapixels`,
        }),
      );
  } else if (found.bytes > largeSource.bytes) {
    problems.push(
      say('image.too-large', { ...where, size: megabytes(found.bytes), limit: megabytes(largeSource.bytes) }),
    );
  }
  return [...problems, ...unsafeSvg(value, facts)];
}

/** A size as the message writes it: "1200 × 800". */
const sizeWords = (width: number, height: number) => `${width} × ${height}`;

/**
 * The problems of an image's width and height: written with other proportions than the file's, or
 * left out of an image whose file does not say its size. A missing file is the path's problem.
 */
export function imageSizeProblems(image: unknown, path: JsonPath, facts: ContentFacts): ReferenceProblem[] {
  if (!isImage(image) || !facts.imageFacts) return [];
  const value = image.src.split(/[?#]/)[0];
  if (!facts.publicFileExists(value)) return [];
  const found = facts.imageFacts(value);
  const { width, height } = image;
  if (found?.width === undefined || found.height === undefined) {
    if (width !== undefined && height !== undefined) return [];
    const why = /\.svgz?$/i.test(value)
      ? 'its <svg> element has no width and height in pixels and no viewBox'
      : 'its first bytes are not those of a JPEG, PNG, GIF, WebP or AVIF';
    return [{ path, ...say('image.size-unknown', { file: `public${value}`, why }) }];
  }
  if (width === undefined || height === undefined) return [];
  if (Math.abs(width / height / (found.width / found.height) - 1) < proportionTolerance) return [];
  return [
    {
      path: [...path, 'width'],
      ...say('image.other-proportions', {
        written: sizeWords(width, height),
        file: `public${value}`,
        actual: `${sizeWords(found.width, found.height)} px`,
        width: found.width,
        height: found.height,
      }),
    },
  ];
}

/** Proportions closer than this to the file's are the file's: a size rounded by hand is not a mistake. */
export const proportionTolerance = 0.02;

const isImage = (value: unknown): value is { src: string; width?: number; height?: number } =>
  typeof value === 'object' && value !== null && typeof (value as { src?: unknown }).src === 'string';

/** What an SVG of public/ holds that a file served from the site's own address must not. */
function unsafeSvg(path: string, facts: ContentFacts): ReferenceMessage[] {
  const hazard = facts.imageFacts?.(path)?.hazard;
  return hazard ? [say('image.unsafe-svg', { file: `public${path}`, what: hazard.what, line: hazard.line })] : [];
}

function missingImage(value: string, facts: ContentFacts): ReferenceMessage {
  const file = `public${value}`;
  const withoutPublic = value.replace(/^\/public\//, '/');
  if (withoutPublic !== value && usableImagePath(withoutPublic, facts)) {
    return {
      ...say('image.missing', { file, fix: `leave out "/public": write "${withoutPublic}"` }),
      suggestion: { kind: 'image', value: withoutPublic },
    };
  }
  const similar = facts.similarPublicFile(value);
  // A name with spaces is written with %20 for each: a path holds no spaces.
  const candidate = similar && [similar, similar.replace(/ /g, '%20')].find((path) => usableImagePath(path, facts));
  if (candidate) {
    const spaced =
      candidate !== similar
        ? ` (its name has spaces, written %20 here; renaming the file without them is simpler)`
        : '';
    return {
      ...say('image.missing', {
        file,
        fix: `did you mean "${candidate}"?${spaced} Otherwise check the spelling or add the file to public/`,
      }),
      suggestion: { kind: 'image', value: candidate },
    };
  }
  return say('image.missing', { file, fix: 'check the spelling or add the file to public/' });
}

export function productProblem(found: FoundReference, id: number, facts: ContentFacts): ReferenceMessage | undefined {
  if (!facts.productIds || facts.productIds.has(id)) return undefined; // an unreadable catalogue is reported at itself
  const ids = [...facts.productIds].sort((a, b) => a - b).join(', ');
  const written = found.byDefault ? `, which is the default when "${String(found.path.at(-1))}" is left out` : '';
  return say('product.unknown', { id, written, ids: ids || 'it has none yet' });
}

/**
 * The values each load's facts found nothing wrong with, by what names them. A site's pages, copied
 * from a few, name the same links and images page after page; whether such a value has a problem
 * does not depend on the file it is in (only a "#section" link's does, and it is not kept), though a
 * problem's words may.
 */
const cleanValues = new WeakMap<ContentFacts, Set<string>>();

/** The key under which `found`'s value is known to have no problem, when that does not depend on its file. */
function cleanKey({ reference, value, byDefault }: FoundReference): string | undefined {
  if (byDefault) return undefined;
  if ((reference === 'link' || reference === 'image') && typeof value === 'string' && !value.startsWith('#'))
    return `${reference}\0${value}`;
  if (reference === 'imageSize' && isImage(value)) return `size\0${value.src}\0${value.width}\0${value.height}`;
  return undefined;
}

/** What is wrong with what `found` (in `file`) names, in order. */
export function problemsWith(found: FoundReference, file: string, facts: ContentFacts): ReferenceMessage[] {
  const key = cleanKey(found);
  let clean = cleanValues.get(facts);
  if (key !== undefined && clean?.has(key)) return [];
  const problems = problemsOf(found, file, facts);
  if (key !== undefined && problems.length === 0) {
    if (!clean) cleanValues.set(facts, (clean = new Set()));
    clean.add(key);
  }
  return problems;
}

function problemsOf(found: FoundReference, file: string, facts: ContentFacts): ReferenceMessage[] {
  const { reference, value } = found;
  if (reference === 'link' && typeof value === 'string') {
    const note = found.byDefault
      ? ` ("${String(found.path.at(-1))}" is left out, so its default "${value}" is used)`
      : '';
    return linkProblems(value, file, facts).map((problem) => ({ ...problem, message: problem.message + note }));
  }
  if (reference === 'image' && typeof value === 'string') return imageProblems(value, file, facts);
  if (reference === 'imageSize') return imageSizeProblems(value, found.path, facts);
  if (reference === 'product' && typeof value === 'number') {
    const problem = productProblem(found, value, facts);
    return problem ? [problem] : [];
  }
  return [];
}

/** What a value checked for its shape names in other files: found once (it depends on the value alone), checked against each load's facts. */
export type ReferenceGroup = ReturnType<typeof findReferences>;

/** A cross-file problem at its JSON path; inside a text, `offset` says where (locateInText places it) and `written` what is there. */
export interface ReferenceProblem extends ReferenceMessage {
  path: JsonPath;
  offset?: number;
  written?: string;
}

/** The cross-file problems of what `group` (found in `file`) names, in order, each at its JSON path. */
export function referenceProblems(group: ReferenceGroup, file: string, facts: ContentFacts): ReferenceProblem[] {
  return [
    ...group.references.flatMap((found) =>
      problemsWith(found, file, facts).map((problem) => ({
        path: found.path,
        ...problem,
        ...(found.offset === undefined ? {} : { offset: found.offset, written: String(found.value) }),
      })),
    ),
    ...group.texts.flatMap(({ path, value: text, placeholders }) =>
      placeholderProblems(text, placeholders).map((problem) => ({ path, ...problem })),
    ),
  ];
}

/**
 * `problem` as an issue of `source`: placed at its value, or inside its text; a fix of a link inside a
 * text is offered as the whole text with that link mended.
 */
export function placedProblem(
  source: JsonSource,
  { path, offset, written, ...problem }: ReferenceProblem,
): ContentIssue {
  const issue: ContentIssue = { file: source.file, ...locateInText(source, path, offset), path, ...problem };
  if (offset === undefined || written === undefined || !problem.suggestion) return issue;
  const text = valueAt(source.value, path);
  if (typeof text !== 'string' || text.slice(offset, offset + written.length) !== written) {
    const { suggestion: _dropped, ...withoutFix } = issue;
    return withoutFix;
  }
  const mended = text.slice(0, offset) + String(problem.suggestion.value) + text.slice(offset + written.length);
  return { ...issue, suggestion: { kind: 'text', value: mended } };
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
  return referenceProblems(findReferences(schema, value, basePath, valid), source.file, facts).map((problem) =>
    placedProblem(source, problem),
  );
}
