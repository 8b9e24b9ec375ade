// Where the author's files are and reading them: the first step of loading the content. Every file
// under pages/ is either read or named as not read, with what to do about it: a page saved as
// ".JSON" or in a subfolder must never vanish from the site unnoticed. A symbolic link, under pages/
// or public/ or as one of those folders, is named and never followed (authorFiles.ts). Files given
// as text (tests, benchmarks, new-page) stand in for the file at the same place, or are added there.
import { publicFolderProblems } from '../site-generator/publicFolder';
import { say } from '../problems/messages';
import { collectionFolderOf, isLayoutFile } from './collections/collectionFiles';
import {
  AuthorFileRefusal,
  listAuthorFolder,
  listedFileStats,
  readAuthorFile,
  readAuthorFileStats,
  symbolicLinkMessage,
} from './authorFiles';
import { stampOf } from './fileStamp';
import { factsOf, noteFiles, unreadFile, type FileRecords } from './knownFiles';
import type { Reported } from './findings';
import { recogniseSpecialFiles } from './specialFiles';
import { translationFileOf } from './translations/translationFiles';

export const SITE_FILE = 'pages/_site.json';
export const CATALOGUE_FILE = 'pages/_catalogue.json';
/** The block gallery's labels: shown by the development server only, never a page of the site. */
export const GALLERY_FILE = 'pages/_gallery.json';
export const SECTIONS_DIR = 'pages/_sections';
const PAGES_DIR = 'pages';
const siteFiles = [SITE_FILE, CATALOGUE_FILE, GALLERY_FILE];

/** A file's content: bytes as read from disk (decoded when parsed), or text given by a caller. */
export type ContentFile = { file: string; text: string } | { file: string; bytes: Uint8Array };

/** A file under pages/ that is not content, or a link in pages/ or public/, and what the author should do with it. */
export interface UnreadFile {
  file: string;
  problem: Reported;
}

export interface ContentFiles {
  pages: ContentFile[];
  sections: ContentFile[];
  /** The entries of the collections (pages/blog/<slug>.json…) and their layouts (pages/_layouts/<collection>.json). */
  entries: ContentFile[];
  layouts: ContentFile[];
  /** Files in a language's folder (pages/<code>/): translations, once the site file says the language is the site's. */
  translations: ContentFile[];
  site?: ContentFile;
  catalogue?: ContentFile;
  gallery?: ContentFile;
  unread: UnreadFile[];
  /** The site file or the catalogue found under another name while missing: reported there, not as missing. */
  renamed: Set<string>;
}

/** Files the operating system leaves in folders by itself; they are not the author's and are skipped. */
const systemFile = /^(\.DS_Store|Thumbs\.db|desktop\.ini|\._.*)$/i;

/** Paths in the order the folders list them: each level by name, a folder's files where its name sorts. */
function byFolderOrder(a: string, b: string): number {
  const left = a.split('/');
  const right = b.split('/');
  for (let index = 0; index < Math.min(left.length, right.length); index++)
    if (left[index] !== right[index]) return left[index] < right[index] ? -1 : 1;
  return left.length - right.length;
}

const imageExtension = /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i;

/**
 * Why a file under pages/ is not read, or undefined when it is content. The name offered instead is
 * one the loader reads, and is offered as a fix only when no file has it yet (`taken`).
 */
export function whyNotRead(file: string, taken: (file: string) => boolean = () => false): Reported | undefined {
  const relative = file.slice(PAGES_DIR.length + 1);
  const parts = relative.split('/');
  const name = parts.at(-1)!;
  const folder = parts.slice(0, -1).join('/');
  if (siteFiles.includes(file)) return undefined;
  if (folder === '' && name.endsWith('.json'))
    return name.startsWith('_') ? reservedNameProblem(name, taken) : undefined;
  if (folder === '_sections' && name.endsWith('.json')) return undefined;
  if (collectionFolderOf(file) || isLayoutFile(file) || translationFileOf(file)) return undefined;

  const stem = name.replace(/\.[^.]*$/, '');
  const jsonName = /\.json$/i.test(name)
    ? `${name.slice(0, -5)}.json`
    : /\.json\.[^.]+$/i.test(name)
      ? name.replace(/\.json\.[^.]+$/i, '.json')
      : `${stem}.json`;
  /** `problem`, with the rename to `target` as its fix when the loader would read that name and no file has it. */
  const renaming = (problem: Reported, target: string): Reported => {
    if (taken(target)) return say('file.spare-copy', { target });
    return whyNotRead(target, taken) === undefined
      ? { ...problem, suggestion: { kind: 'file-name', value: target } }
      : problem;
  };
  if (imageExtension.test(name)) return say('file.image-in-pages', { name });
  if (folder !== '' && folder !== '_sections') {
    const sharedFolder = /^_?sections?$/i.test(folder) || folder.startsWith('_sections/');
    if (sharedFolder) {
      const target = `${SECTIONS_DIR}/${jsonName}`;
      return renaming(say('file.shared-section-in-a-subfolder', { target }), target);
    }
    const target = `${PAGES_DIR}/${jsonName}`;
    return renaming(say('file.page-in-a-subfolder', { target }), target);
  }
  const place = folder === '_sections' ? SECTIONS_DIR : PAGES_DIR;
  const target = `${place}/${jsonName}`;
  if (/\.json$/i.test(name)) return renaming(say('file.extension-in-capitals', { target: jsonName }), target);
  if (/\.json\.[^.]+$/i.test(name)) {
    const ending = name.slice(name.toLowerCase().lastIndexOf('.json') + 5);
    return renaming(say('file.extension-after-json', { ending, target: jsonName }), target);
  }
  if (/\.json[c5]$/i.test(name)) return renaming(say('file.jsonc', { target: jsonName }), target);
  if (!name.includes('.'))
    return renaming(say('file.no-extension', { target: `${name}.json` }), `${place}/${name}.json`);
  return say('file.not-content', { place, target: jsonName });
}

/** Why a file whose name starts with "_" directly in pages/ is not read: only the site's own files may. */
function reservedNameProblem(name: string, taken: (file: string) => boolean): Reported {
  const own = siteFiles.map((candidate) => candidate.slice(PAGES_DIR.length + 1));
  const pageName = name.slice(1);
  const problem = say('file.reserved-name', { own: own.join(', '), hint: '', pageName });
  const target = `${PAGES_DIR}/${pageName}`;
  return taken(target) ? problem : { ...problem, suggestion: { kind: 'file-name', value: target } };
}

/**
 * Whether a file's text holds one of `texts` at all (a page's path, as a first look asks for it):
 * most files of a large site do not, and are not parsed.
 */
export function holdsAnyOf(input: ContentFile, texts: Iterable<string>): boolean {
  const text =
    'text' in input ? input.text : Buffer.from(input.bytes.buffer, input.bytes.byteOffset, input.bytes.byteLength);
  for (const wanted of texts) if (text.includes(wanted)) return true;
  return false;
}

/**
 * Every file under pages/, read or named as not read. With `records` (the validation cache's), a file
 * the file system says is unchanged since a load recorded it is not read unless something asks for
 * its bytes, and what this load learns of the others is recorded. With `pagesHolding` (a first look),
 * only the page files whose text holds one of those texts are kept, and none is read when it is empty.
 */
export function readContentFiles(
  root: string,
  given: readonly ContentFile[] = [],
  absentFiles: readonly string[] = [],
  records?: FileRecords,
  pagesHolding?: readonly string[],
): ContentFiles {
  const byName = new Map(given.map((input) => [input.file, input]));
  const absent = new Set(absentFiles);
  const listed = listAuthorFolder(root, PAGES_DIR);
  const ownName = (file: string) => !systemFile.test(file.slice(file.lastIndexOf('/') + 1));
  const links = new Set(listed.links.filter(ownName));
  // Given files come after those on disk, so a duplicate of a real page is reported in the given one.
  const all = [
    ...new Set([...[...listed.files.filter(ownName), ...links].sort(byFolderOrder), ...byName.keys()]),
  ].filter((file) => file === PAGES_DIR || file.startsWith(`${PAGES_DIR}/`));
  const files: ContentFiles = {
    pages: [],
    sections: [],
    entries: [],
    layouts: [],
    translations: [],
    unread: [],
    renamed: new Set(),
  };
  const present = new Set(all.filter((file) => !absent.has(file)));
  const taken = (file: string) => present.has(file);
  for (const file of all) {
    if (absent.has(file)) continue;
    const reason =
      !byName.has(file) && links.has(file)
        ? { code: 'file.symbolic-link' as const, message: symbolicLinkMessage(file) }
        : whyNotRead(file, taken);
    if (reason) {
      files.unread.push({ file, problem: reason });
      continue;
    }
    const isPage = !siteFiles.includes(file) && !file.startsWith(`${SECTIONS_DIR}/`) && !collectionFolderOf(file);
    const page = isPage && !isLayoutFile(file) && !translationFileOf(file);
    if (page && pagesHolding?.length === 0) continue;
    let input: ContentFile | undefined;
    try {
      input = byName.get(file) ?? readOnDisk(root, file, records);
    } catch (error) {
      // Made a link since the folder was listed.
      if (!(error instanceof AuthorFileRefusal)) throw error;
      files.unread.push({ file: error.file, problem: { code: error.code, message: error.message } });
      continue;
    }
    if (!input) continue; // deleted since the folder was listed
    if (page && pagesHolding && !holdsAnyOf(input, pagesHolding)) continue;
    if (file === SITE_FILE) files.site = input;
    else if (file === CATALOGUE_FILE) files.catalogue = input;
    else if (file === GALLERY_FILE) files.gallery = input;
    else if (file.startsWith(`${SECTIONS_DIR}/`)) files.sections.push(input);
    else if (collectionFolderOf(file)) files.entries.push(input);
    else if (isLayoutFile(file)) files.layouts.push(input);
    else if (translationFileOf(file)) files.translations.push(input);
    else files.pages.push(input);
  }
  recogniseSpecialFiles(files, (file) => byName.get(file) ?? readUnread(root, file), byFolderOrder);
  if (records)
    noteFiles([files.pages, files.sections, files.entries, files.layouts, files.translations].flat(), records);
  files.unread.push(
    ...publicFolderProblems(root).map(({ file, message }) => ({
      file,
      problem: { code: 'file.symbolic-link' as const, message },
    })),
  );
  return files;
}

/** A file that is not read, read after all to tell whether it is the site file or the catalogue under another name. */
function readUnread(root: string, file: string): ContentFile | undefined {
  try {
    return readOnDisk(root, file);
  } catch {
    return undefined; // a link or no file: its own message says so
  }
}

function readOnDisk(root: string, file: string, records?: FileRecords): ContentFile | undefined {
  const stats = records && listedFileStats(root, file);
  const known = stats && records.knownFile(file, stampOf(stats).stamp);
  if (known) return unreadFile(file, known, () => readAuthorFile(root, file));
  const read = readAuthorFileStats(root, file);
  if (!read) return undefined;
  const input = { file, bytes: read.bytes };
  if (records) factsOf(input).stamp = stampOf(read.stats);
  return input;
}

/** Every file read, for the development server to watch. */
export function fileNames({
  pages,
  sections,
  entries,
  layouts,
  translations,
  site,
  catalogue,
  gallery,
}: ContentFiles): string[] {
  return [...pages, ...sections, ...entries, ...layouts, ...translations, site, catalogue, gallery]
    .filter((input): input is ContentFile => !!input)
    .map((input) => input.file);
}
