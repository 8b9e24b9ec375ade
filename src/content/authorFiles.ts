// The author's files (pages/ and public/, those folders included) are listed, read and written here,
// and nowhere else, so that none of them leads outside the project. A symbolic link on the way, a
// folder or a file, dangling or not, is refused with one message and never followed: one in pages/
// would let a content change read any file of the author's machine, or overwrite it when the editor
// saves, and one in public/ would publish it. Each part of a path is asked with lstat; the last one
// is also opened without following a link, and written by renaming a new file over it, so a link
// that appears after the check is replaced, not followed. Every write is whole or not at all.
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { readFileTree } from '../site-generator/fileTree';
import { isTemporaryName, writeWhole } from '../site-generator/writeWhole';
import { say, type MessageCode } from '../problems/messages';

/** The project's folders that are the author's, as the loader, the build and the editor use them. */
export const AUTHOR_FOLDERS = ['pages', 'pages/_sections', 'public'];

/** The words for a symbolic link at `path` (relative to the project), which nothing follows. */
export function symbolicLinkMessage(path: string): string {
  const fix = AUTHOR_FOLDERS.includes(path)
    ? 'replace the link with the folder itself'
    : `put the file itself in ${path.slice(0, path.lastIndexOf('/'))}/, or remove the link`;
  return say('file.symbolic-link', { fix }).message;
}

/** A path of the project that is refused: a symbolic link on its way, or something that is not a file. */
export class AuthorFileRefusal extends Error {
  constructor(
    /** The part of the path refused, relative to the project. */
    readonly file: string,
    message: string,
    /** The kind of problem, for the author's message. */
    readonly code: MessageCode = 'file.symbolic-link',
  ) {
    super(message);
  }
}

function partsOf(path: string): string[] {
  const parts = path.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..'))
    throw new Error(`not a path inside the project: ${JSON.stringify(path)}`);
  return parts;
}

/**
 * What is at `path` (relative to `root`, "/" separated) without following any link: the first part
 * that is a symbolic link, or the last part's stats (undefined when nothing is there).
 */
function lookAt(root: string, path: string): { link: string } | { stats: Stats | undefined } {
  const parts = partsOf(path);
  let stats: Stats | undefined;
  for (let count = 1; count <= parts.length; count++) {
    const part = parts.slice(0, count).join('/');
    stats = lstatSync(join(root, part), { throwIfNoEntry: false });
    if (!stats) return { stats: undefined };
    if (stats.isSymbolicLink()) return { link: part };
    if (count < parts.length && !stats.isDirectory()) return { stats: undefined };
  }
  return { stats };
}

/** The first part of `path` that is a symbolic link, if any (a dangling one too). */
export function linkOnPath(root: string, path: string): string | undefined {
  const found = lookAt(root, path);
  return 'link' in found ? found.link : undefined;
}

/** Whether anything has the name `path`, a link (even dangling) included. */
export function authorPathTaken(root: string, path: string): boolean {
  const found = lookAt(root, path);
  return 'link' in found || found.stats !== undefined;
}

/** The stats of the file at `path` (undefined when there is none), or a refusal of a link or a non-file. */
function fileStats(root: string, path: string): Stats | undefined {
  const found = lookAt(root, path);
  if ('link' in found) throw new AuthorFileRefusal(found.link, symbolicLinkMessage(found.link));
  if (found.stats && !found.stats.isFile())
    throw new AuthorFileRefusal(
      path,
      say('file.not-a-file', { what: 'a folder, a device or a pipe has its name' }).message,
      'file.not-a-file',
    );
  return found.stats;
}

/** Files and links under an author's folder, as paths from the project with "/" separators, in name order. */
export interface AuthorFolder {
  files: string[];
  /** Symbolic links (the folder itself when it is one), and anything that is neither a file nor a folder. */
  links: string[];
}

export function listAuthorFolder(root: string, folder: string): AuthorFolder {
  const found = lookAt(root, folder);
  if ('link' in found) return { files: [], links: [found.link] };
  if (!found.stats?.isDirectory()) return { files: [], links: [] };
  const tree = readFileTree(join(root, folder));
  const ours = (path: string) => !isTemporaryName(path.slice(path.lastIndexOf('/') + 1));
  return {
    files: tree.files.filter(ours).map((path) => `${folder}/${path}`),
    links: tree.links.filter(ours).map((path) => `${folder}/${path}`),
  };
}

/**
 * What the file system says of a file just listed under an author's folder (whose listing found no
 * link on the way), asking the file itself only: undefined unless it is a file, not a link. Enough
 * to know it unchanged since it was read; reading it asks each part of its path (readAuthorFile).
 */
export function listedFileStats(root: string, path: string): Stats | undefined {
  const stats = lstatSync(join(root, ...partsOf(path)), { throwIfNoEntry: false });
  return stats?.isFile() ? stats : undefined;
}

/** The bytes of an author's file, or undefined when there is none; a link on its way is refused (AuthorFileRefusal). */
export const readAuthorFile = (root: string, path: string): Buffer | undefined =>
  readAuthorFileStats(root, path)?.bytes;

/** The bytes of an author's file with what the file system said of it as it was opened (readAuthorFile). */
export function readAuthorFileStats(root: string, path: string): { bytes: Buffer; stats: Stats } | undefined {
  if (!fileStats(root, path)) return undefined;
  let descriptor: number;
  try {
    // Windows has no O_NOFOLLOW: there the check above is all.
    descriptor = openSync(join(root, path), constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    if (code === 'ELOOP') throw new AuthorFileRefusal(path, symbolicLinkMessage(path));
    throw error;
  }
  try {
    const stats = fstatSync(descriptor);
    if (!stats.isFile()) throw new AuthorFileRefusal(path, say('file.not-a-file', {}).message, 'file.not-a-file');
    return { bytes: readFileSync(descriptor), stats };
  } finally {
    closeSync(descriptor);
  }
}

/**
 * Writes an author's file whole or not at all (a crash or a full disk leaves the old one), never
 * through a link; `createOnly` refuses a name that is taken (an error with code "EEXIST").
 */
export function writeAuthorFile(
  root: string,
  path: string,
  content: string | Uint8Array,
  { createOnly = false }: { createOnly?: boolean } = {},
) {
  const stats = fileStats(root, path);
  if (createOnly && stats) throw Object.assign(new Error(`${path} exists already`), { code: 'EEXIST' });
  writeWhole(join(root, path), content, { mode: stats && stats.mode & 0o777, durable: true, createOnly });
}
