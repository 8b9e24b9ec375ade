// What decides how much a build redoes. Every key is a hash of content, never a file time: the code
// key covers everything the bundles and the page template come from (src/, index.html, the configs,
// the lockfile, public/, _site.json and its translations, _catalogue.json, the build mode); a page's key is its data as
// resolved (shared sections merged in), so a shared section's change reaches every page using it.
// Same code key: only the pages whose key changed are rendered again; any other: everything is.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { racyMs } from '../content/fileStamp';
import { pageDataKey } from '../content/pageFileCheck';
import { translationFileOf } from '../content/translations/translationFiles';
import { openValidationCache, type ValidationCache } from '../content/validationCache';
import type { PageData } from '../schema/page';
import { readFileTree } from './fileTree';

/** The files and folders (relative to the project root) whose content every page's output depends on. */
export const codeInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'pages/_site.json',
  'pages/_catalogue.json',
];

/** The site file in each further language (pages/<code>/_site.json): in the bundles as the site file is. */
function translatedSiteFiles(root: string): string[] {
  const pages = join(root, 'pages');
  if (!existsSync(pages)) return [];
  return readdirSync(pages)
    .map((folder) => `pages/${folder}/_site.json`)
    .filter((file) => translationFileOf(file) !== undefined && existsSync(join(root, file)));
}

export interface BuildRecord {
  codeKey: string;
  /** Route path → page key, for the pages in the published folder. */
  pages: Record<string, string>;
}

export type BuildPlan = { kind: 'full' } | { kind: 'incremental'; render: PageData[]; removed: string[] };

/**
 * What codeKey remembers between builds: each code file's hash, beside what the file system says of
 * it. A file is hashed again unless its size, inode and change times are all as recorded, and they
 * were recorded well after they last changed (a file written in the same instant as the record could
 * change again within the clock's resolution, as git's "racy" entries can).
 */
export interface CodeFileHashes {
  recordedAtMs: number;
  files: Record<string, { stat: string; hash: string }>;
}

export { racyMs };

const statOf = (path: string) => {
  const { size, ino, mtimeNs, ctimeNs } = statSync(path, { bigint: true });
  return {
    stat: `${size}:${ino}:${mtimeNs}:${ctimeNs}`,
    changedAtMs: Number((mtimeNs > ctimeNs ? mtimeNs : ctimeNs) / 1_000_000n),
  };
};

/**
 * A hash of every code input's path and bytes, and of `mode` (what else changes the bundles:
 * development or production). `known` holds the hashes of the last call (none: every file is
 * read); the hashes of this call are returned beside the key, for the next one.
 */
export function codeKey(root: string, mode: string, known?: CodeFileHashes): { key: string; hashes: CodeFileHashes } {
  return inputsKey(root, [...codeInputs, ...translatedSiteFiles(root)], `mode\0${mode}`, known);
}

/**
 * A hash of `salt` and of the path and bytes of every file of `inputs` (files and folders relative to
 * `root`), each file's hash reused from `known` while the file is as recorded there; with the time
 * the most recently changed of them changed.
 */
export function inputsKey(
  root: string,
  inputs: readonly string[],
  salt: string,
  known?: CodeFileHashes,
): { key: string; hashes: CodeFileHashes; lastChangeMs: number } {
  const recordedAtMs = Date.now();
  const files: CodeFileHashes['files'] = {};
  const hash = createHash('sha256').update(`${salt}\0`);
  let lastChangeMs = 0;
  for (const input of inputs) {
    const path = join(root, input);
    if (!existsSync(path)) {
      hash.update(`absent\0${input}\0`);
      continue;
    }
    const names = statSync(path).isDirectory() ? readFileTree(path).files.sort() : [''];
    for (const name of names) {
      const relative = name ? `${input}/${name}` : input;
      const full = name ? join(path, name) : path;
      const { stat, changedAtMs } = statOf(full);
      lastChangeMs = Math.max(lastChangeMs, changedAtMs);
      const remembered = known?.files[relative];
      const trusted = remembered && remembered.stat === stat && changedAtMs < known.recordedAtMs - racyMs;
      const fileHash = trusted ? remembered.hash : createHash('sha256').update(readFileSync(full)).digest('hex');
      files[relative] = { stat, hash: fileHash };
      hash.update(`${relative}\0${fileHash}\0`);
    }
  }
  return { key: hash.digest('hex'), hashes: { recordedAtMs, files }, lastChangeMs };
}

/** What the content's own checks are made of (src/content, the schemas, the registry and the libraries they use). */
export const validatorInputs = ['src', 'package.json', 'package-lock.json'];

/**
 * The validation cache of the project at `root` (src/content/validationCache.ts), keyed by the code
 * of the checks and the day (a countdown "days after the build" resolves to a date when checked), or
 * none when a file of that code changed after `codeLoadedAtMs`, when this process loaded the code
 * that checks: the code hashed would not be the code running.
 */
export function projectValidationCache(
  root: string,
  codeLoadedAtMs: number,
  now = new Date(),
): ValidationCache | undefined {
  const dir = join(root, 'node_modules/.cache/nexus-content');
  const hashesFile = join(dir, 'code-files.json');
  let known: CodeFileHashes | undefined;
  try {
    known = JSON.parse(readFileSync(hashesFile, 'utf8')) as CodeFileHashes;
  } catch {
    known = undefined;
  }
  const { key, hashes, lastChangeMs } = inputsKey(
    root,
    validatorInputs,
    `validator\0${now.toISOString().slice(0, 10)}`,
    known,
  );
  if (lastChangeMs >= codeLoadedAtMs - racyMs) return undefined;
  const cache = openValidationCache(join(dir, 'checks'), key);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(hashesFile, JSON.stringify(hashes));
  } catch {
    // the next call hashes every file again
  }
  return cache;
}

export const pageKey = pageDataKey;

/** The record of a build of `pages` with code key `key`; `known` holds page keys made already (with the pages' checks). */
export const buildRecord = (key: string, pages: PageData[], known?: ReadonlyMap<PageData, string>): BuildRecord => ({
  codeKey: key,
  pages: Object.fromEntries(pages.map((page) => [page.path, known?.get(page) ?? pageKey(page)])),
});

/**
 * What this build must do, given the last build's record (if any), this one's (`current`, from the
 * same `pages`: each page hashed once per build) and whether the last server bundle is still there.
 */
export function planBuild(
  previous: BuildRecord | undefined,
  current: BuildRecord,
  pages: PageData[],
  serverBundleMatches: boolean,
): BuildPlan {
  if (!previous || previous.codeKey !== current.codeKey || !serverBundleMatches) return { kind: 'full' };
  return {
    kind: 'incremental',
    render: pages.filter((page) => previous.pages[page.path] !== current.pages[page.path]),
    removed: Object.keys(previous.pages).filter((path) => !(path in current.pages)),
  };
}
