// The build the server answers from is its own copy of dist/, taken when it first sees a new dist/
// (a copy-on-write clone where the file system offers one). A full rebuild replaces dist/ (two renames,
// see src/site-generator/siteFolder.ts) and deletes the old one, an incremental one renames its few
// new files into it (the server waits until it is done, isPublishing), and a hand edit may rewrite a file
// in place; the copy does not change under a response, so none mixes two builds, misses a file or
// sends other bytes than its Content-Length says. A copy no longer current is removed once the last
// request using it has finished. Only regular files are copied: a symbolic link in dist/ is
// reported and never followed, and dot-files are left out. Each build brings its own security
// policy, in its _headers: the origins of the form endpoints its forms post to are part of it.
import {
  constants,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import { readFileTree } from '../site-generator/fileTree';
import { siteWideHeaders } from '../site-generator/hostHeaders';
import { securityHeaders } from '../site-generator/securityPolicy';
import { buildStampPath, isPublishing } from '../site-generator/siteFolder';
import { isAlive } from '../site-generator/processAlive';

export interface ServedBuild {
  handler: RequestHandler;
  /** 404.html and its compressed copies, sent with every Not Found. */
  notFound: Map<'identity' | 'br' | 'gzip', Buffer>;
  /** The security headers of this build, as its _headers gives them to every path. */
  securityHeaders: Readonly<Record<string, string>>;
  /** Call when a request that uses this build has finished. */
  release(): void;
}

interface Copy {
  dir: string;
  handler: RequestHandler;
  notFound: ServedBuild['notFound'];
  securityHeaders: ServedBuild['securityHeaders'];
  users: number;
  retired: boolean;
}

export interface BuildTrackerOptions {
  /** Where the server keeps its copies (one folder per copy, named after this process). */
  copiesDir: string;
  /** Options of sirv for the handler of each copy. */
  sirvOptions: Parameters<typeof sirv>[1];
  log: (message: string) => void;
}

const isDotPath = (path: string) => path.split('/').some((part) => part.startsWith('.'));

/**
 * The folder's identity: it changes when the folder is replaced, when an entry of its own is added or
 * removed, or when a build is published into it (the build's stamp). None while a build is being
 * published: what is served stays until the build is complete.
 */
function identity(dir: string): string | undefined {
  if (isPublishing(dir)) return undefined;
  const stats = lstatSync(dir, { throwIfNoEntry: false });
  const stamp = lstatSync(buildStampPath(dir), { throwIfNoEntry: false });
  return stats?.isDirectory() ? `${stats.dev}:${stats.ino}:${stats.ctimeMs}:${stamp?.mtimeMs ?? ''}` : undefined;
}

/** Follows `siteDir`: current() answers the copy of the newest complete build seen, or undefined while there is none. */
export function trackBuilds(siteDir: string, { copiesDir, sirvOptions, log }: BuildTrackerOptions) {
  let current: Copy | undefined;
  let currentIdentity: string | undefined;
  let refusedIdentity: string | undefined;
  const made = new Set<string>();

  // Copies left by servers that were killed before they could remove them.
  mkdirSync(copiesDir, { recursive: true });
  for (const name of readdirSync(copiesDir)) {
    const pid = Number(name.split('-')[0]);
    if (pid !== process.pid && !isAlive(pid)) rmSync(join(copiesDir, name), { recursive: true, force: true });
  }

  const remove = (copy: Copy) => {
    rmSync(copy.dir, { recursive: true, force: true });
    made.delete(copy.dir);
  };
  const retire = (copy: Copy) => {
    copy.retired = true;
    if (copy.users === 0) remove(copy);
  };

  function copyOf(seen: string): Copy | undefined {
    const dir = mkdtempSync(join(copiesDir, `${process.pid}-`));
    made.add(dir);
    const tree = readFileTree(siteDir);
    for (const file of tree.files.filter((path) => !isDotPath(path))) {
      const target = join(dir, file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(siteDir, file), target, constants.COPYFILE_FICLONE);
    }
    // A build finished while this one was being read: the copy may mix the two, so it is not used.
    if (identity(siteDir) !== seen) {
      rmSync(dir, { recursive: true, force: true });
      made.delete(dir);
      return undefined;
    }
    for (const link of tree.links) log(`${join(siteDir, link)} is a symbolic link (or not a plain file): not served.`);
    const page = (name: string) => (existsSync(join(dir, name)) ? readFileSync(join(dir, name)) : undefined);
    const notFound: Copy['notFound'] = new Map();
    for (const [encoding, name] of [
      ['identity', '404.html'],
      ['br', '404.html.br'],
      ['gzip', '404.html.gz'],
    ] as const) {
      const body = page(name);
      if (body) notFound.set(encoding, body);
    }
    // A build without the file (one made by hand) gets the policy of a site whose forms send nothing of their own.
    const headersFile = page('_headers');
    const ownHeaders = (headersFile && siteWideHeaders(headersFile.toString('utf8'))) || securityHeaders;
    return { dir, handler: sirv(dir, sirvOptions), notFound, securityHeaders: ownHeaders, users: 0, retired: false };
  }

  /** Switches to the build in `siteDir` when it has changed since the last look. */
  function refresh() {
    const seen = identity(siteDir);
    if (!seen || seen === currentIdentity || seen === refusedIdentity) return;
    try {
      const copy = copyOf(seen);
      if (!copy) return; // changed while being read: the next request looks again
      const previous = current;
      current = copy;
      currentIdentity = seen;
      if (previous) retire(previous);
    } catch (error) {
      // Unreadable as it is: the current build stays until the folder changes again.
      refusedIdentity = seen;
      log(`could not read ${siteDir}: ${(error as Error).message}; still serving the previous build`);
    }
  }

  /** The build to answer this request from (the newest one), held until release(). */
  function acquire(): ServedBuild | undefined {
    refresh();
    const copy = current;
    if (!copy) return undefined;
    copy.users += 1;
    let released = false;
    return {
      handler: copy.handler,
      notFound: copy.notFound,
      securityHeaders: copy.securityHeaders,
      release() {
        if (released) return;
        released = true;
        copy.users -= 1;
        if (copy.retired && copy.users === 0) remove(copy);
      },
    };
  }

  /** Removes every copy this tracker made. */
  function close() {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
    made.clear();
    current = undefined;
    currentIdentity = undefined;
  }

  refresh();
  return { acquire, close };
}
