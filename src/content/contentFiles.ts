// Where the author's files are and reading them: the first step of loading the content. Every file
// under pages/ is either read or named as not read, with what to do about it: a page saved as
// ".JSON" or in a subfolder must never vanish from the site unnoticed. A symbolic link, under pages/
// or public/ or as one of those folders, is named and never followed (authorFiles.ts). Files given
// as text (tests, benchmarks, new-page) stand in for the file at the same place, or are added there.
import { publicFolderProblems } from '../site-generator/publicFolder';
import { AuthorFileRefusal, listAuthorFolder, readAuthorFile, symbolicLinkMessage } from './authorFiles';
import { closest } from './describeValue';

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
  message: string;
}

export interface ContentFiles {
  pages: ContentFile[];
  sections: ContentFile[];
  site?: ContentFile;
  catalogue?: ContentFile;
  gallery?: ContentFile;
  unread: UnreadFile[];
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

/** Why a file under pages/ is not read, or undefined when it is content. */
export function whyNotRead(file: string): string | undefined {
  const relative = file.slice(PAGES_DIR.length + 1);
  const parts = relative.split('/');
  const name = parts.at(-1)!;
  const folder = parts.slice(0, -1).join('/');
  if (siteFiles.includes(file)) return undefined;
  if (folder === '' && name.endsWith('.json')) return name.startsWith('_') ? reservedNameProblem(name) : undefined;
  if (folder === '_sections' && name.endsWith('.json')) return undefined;

  const stem = name.replace(/\.[^.]*$/, '');
  const jsonName = /\.json$/i.test(name)
    ? `${name.slice(0, -5)}.json`
    : /\.json\.[^.]+$/i.test(name)
      ? name.replace(/\.json\.[^.]+$/i, '.json')
      : `${stem}.json`;
  if (imageExtension.test(name)) {
    return `this image is not read here: images belong in public/images/; move it there and write its path as "/images/${name}"`;
  }
  if (folder !== '' && folder !== '_sections') {
    const sharedFolder = /^_?sections?$/i.test(folder) || folder.startsWith('_sections/');
    if (sharedFolder)
      return `a shared section is read only directly in ${SECTIONS_DIR}/, not in a subfolder; move it to ${SECTIONS_DIR}/${jsonName}`;
    return `files in subfolders of pages/ are not read: every page file sits directly in pages/ (its address comes from its "path", not from its folder); move it to pages/${jsonName}`;
  }
  const place = folder === '_sections' ? SECTIONS_DIR : PAGES_DIR;
  if (/\.json$/i.test(name))
    return `content files end in ".json" in lower case, so this one is not read; rename it to ${jsonName}`;
  if (/\.json\.[^.]+$/i.test(name))
    return `this file is not read because its name ends in "${name.slice(name.toLowerCase().lastIndexOf('.json') + 5)}" after ".json" (some editors add it); rename it to ${jsonName}, or delete it if it is a spare copy`;
  if (/\.json[c5]$/i.test(name))
    return `only plain JSON files (".json") are read; rename it to ${jsonName} (JSON allows no comments: remove any)`;
  if (!name.includes('.'))
    return `this file has no ".json" at the end of its name, so it is not read; rename it to ${name}.json`;
  return `this file is not read: ${place}/ holds only content files ending in ".json"; move it out of pages/, or rename it to ${jsonName} if it is content`;
}

/** Why a file whose name starts with "_" directly in pages/ is not read: only the site's own files may. */
function reservedNameProblem(name: string): string {
  const own = siteFiles.map((candidate) => candidate.slice(PAGES_DIR.length + 1));
  const meant = closest(name, own);
  const hint = meant ? `if it is meant to be ${meant}, rename it so; ` : '';
  return `a name starting with "_" is kept for the site's own files (${own.join(', ')} and the folder _sections), so this file is not read; ${hint}to make it a page, rename it to ${name.slice(1)}`;
}

export function readContentFiles(root: string, given: readonly ContentFile[] = []): ContentFiles {
  const byName = new Map(given.map((input) => [input.file, input]));
  const listed = listAuthorFolder(root, PAGES_DIR);
  const ownName = (file: string) => !systemFile.test(file.slice(file.lastIndexOf('/') + 1));
  const links = new Set(listed.links.filter(ownName));
  // Given files come after those on disk, so a duplicate of a real page is reported in the given one.
  const all = [
    ...new Set([...[...listed.files.filter(ownName), ...links].sort(byFolderOrder), ...byName.keys()]),
  ].filter((file) => file === PAGES_DIR || file.startsWith(`${PAGES_DIR}/`));
  const files: ContentFiles = { pages: [], sections: [], unread: [] };
  for (const file of all) {
    const reason = byName.has(file) ? whyNotRead(file) : links.has(file) ? symbolicLinkMessage(file) : whyNotRead(file);
    if (reason) {
      files.unread.push({ file, message: reason });
      continue;
    }
    let input: ContentFile | undefined;
    try {
      input = byName.get(file) ?? readOnDisk(root, file);
    } catch (error) {
      // Made a link since the folder was listed.
      if (!(error instanceof AuthorFileRefusal)) throw error;
      files.unread.push({ file: error.file, message: error.message });
      continue;
    }
    if (!input) continue; // deleted since the folder was listed
    if (file === SITE_FILE) files.site = input;
    else if (file === CATALOGUE_FILE) files.catalogue = input;
    else if (file === GALLERY_FILE) files.gallery = input;
    else if (file.startsWith(`${SECTIONS_DIR}/`)) files.sections.push(input);
    else files.pages.push(input);
  }
  files.unread.push(...publicFolderProblems(root));
  return files;
}

function readOnDisk(root: string, file: string): ContentFile | undefined {
  const bytes = readAuthorFile(root, file);
  return bytes && { file, bytes };
}

/** Every file read, for the development server to watch. */
export function fileNames({ pages, sections, site, catalogue, gallery }: ContentFiles): string[] {
  return [...pages, ...sections, site, catalogue, gallery]
    .filter((input): input is ContentFile => !!input)
    .map((input) => input.file);
}
