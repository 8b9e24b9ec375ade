// The published folder (dist/) holds the site and nothing else: whatever is in it, a static host
// serves. What the build knows about it is kept beside it, in dot-files named after it:
//   .dist-manifest.json  Vite's manifest (source file → hashed chunk), read by the tests and the bench
//   .dist-stamp          when the build that made dist/ started, for npm start's "is it stale?"
//   .dist-build.json     the keys of what dist/ was built from, for the next build to redo only what changed
//   .dist-next/          the build under way; it changes dist/ only once complete, so a server keeps
//                        serving the last good build meanwhile, and a failed build leaves dist/ as it was.
//   .dist-publishing     while a build changes dist/: the building process's id (servers wait for it to go).
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  readdirSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';
import { readFileTree } from './fileTree';
import { isAlive } from './processAlive';

const besideSite = (siteDir: string, suffix: string) =>
  join(dirname(siteDir), `.${basename(siteDir).replace(/^\.+/, '')}-${suffix}`);

/** Where the client build's manifest of the site in `siteDir` is kept. */
export const clientManifestPath = (siteDir: string) => besideSite(siteDir, 'manifest.json');

/** The file whose time is the start of the build that made `siteDir`. */
export const buildStampPath = (siteDir: string) => besideSite(siteDir, 'stamp');

/** The content keys of the build in `siteDir` (src/site-generator/buildCache.ts). */
export const buildRecordPath = (siteDir: string) => besideSite(siteDir, 'build.json');

/** The folder a build of `siteDir` is made in. */
export const stagingPath = (siteDir: string) => besideSite(siteDir, 'next');

/** Present while a build changes `siteDir` (publishBuild, publishChanges), holding the building process's id. */
export const publishingPath = (siteDir: string) => besideSite(siteDir, 'publishing');

/** Whether a build is changing `siteDir` now: a server keeps what it serves until it is done. A build that died while publishing does not count. */
export function isPublishing(siteDir: string): boolean {
  try {
    return isAlive(Number(readFileSync(publishingPath(siteDir), 'utf8')));
  } catch {
    return false;
  }
}

/** Runs `work`, which changes `siteDir`, marked as publishing; then records the time the build started. */
function publishing(siteDir: string, startedAt: Date, work: () => void) {
  mkdirSync(dirname(siteDir), { recursive: true });
  writeFileSync(publishingPath(siteDir), String(process.pid));
  try {
    work();
    writeFileSync(buildStampPath(siteDir), `${startedAt.toISOString()}\n`);
    utimesSync(buildStampPath(siteDir), startedAt, startedAt);
  } finally {
    rmSync(publishingPath(siteDir), { force: true });
  }
}

/** The Vite manifest, where Vite writes it, inside the build folder. */
const viteManifest = (outDir: string) => join(outDir, '.vite/manifest.json');

/** Moves the client build's manifest out of the folder it built, to clientManifestPath(that folder). */
export function manifestBesideSite(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'nexus-manifest-beside-site',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    writeBundle() {
      if (serverBuild || !existsSync(viteManifest(outDir))) return;
      renameSync(viteManifest(outDir), clientManifestPath(outDir));
      if (readdirSync(join(outDir, '.vite')).length === 0) rmdirSync(join(outDir, '.vite'));
    },
  };
}

/**
 * Puts the complete build in `staging` in the place of `siteDir` with two renames (the folder is
 * missing for a moment between them; the server keeps its own copy, src/server/servedBuild.ts), then
 * records its manifest and the time the build started.
 */
export function publishBuild(staging: string, siteDir: string, startedAt: Date) {
  const previous = besideSite(siteDir, 'previous');
  rmSync(previous, { recursive: true, force: true });
  publishing(siteDir, startedAt, () => {
    if (existsSync(siteDir)) renameSync(siteDir, previous);
    renameSync(staging, siteDir);
    if (existsSync(clientManifestPath(staging))) renameSync(clientManifestPath(staging), clientManifestPath(siteDir));
  });
  removeInBackground(previous);
}

/**
 * An incremental build's publish. `staging` holds only what the build wrote (the pages rendered again,
 * their cards, the site indexes): each of its files replaces its namesake in `siteDir` by a rename,
 * whole or not at all, and then the files in `gone` (those of a removed page, or a card a page no
 * longer has) are deleted with the folders they leave empty. The unchanged files are never touched,
 * so a one-page change costs the same with 45 pages or 10,000; a server keeps serving its copy of the
 * previous build until the whole change is in (isPublishing).
 */
export function publishChanges(staging: string, siteDir: string, gone: Iterable<string>, startedAt: Date) {
  const { files } = readFileTree(staging);
  publishing(siteDir, startedAt, () => {
    for (const file of files) {
      mkdirSync(dirname(join(siteDir, file)), { recursive: true });
      renameSync(join(staging, file), join(siteDir, file));
    }
    const written = new Set(files);
    for (const file of gone) {
      if (written.has(file) || !existsSync(join(siteDir, file))) continue;
      rmSync(join(siteDir, file));
      removeEmptyFolders(siteDir, dirname(file));
    }
  });
  rmSync(staging, { recursive: true, force: true });
}

/** Removes `folder` (relative to `siteDir`) and its parents while they are empty. */
function removeEmptyFolders(siteDir: string, folder: string) {
  for (let relative = folder; relative !== '.' && relative !== ''; relative = dirname(relative)) {
    const path = join(siteDir, relative);
    if (readdirSync(path).length > 0) return;
    rmdirSync(path);
  }
}

/**
 * Deletes a retired folder in a process of its own: unlinking tens of thousands of files (a large
 * site's previous build) would otherwise hold up every build by seconds. Renamed first, so the next
 * build's folder names are free at once; a deletion stopped halfway is finished by the next build.
 */
function removeInBackground(folder: string) {
  if (!existsSync(folder)) return;
  const doomed = `${folder}-${randomUUID()}`;
  renameSync(folder, doomed);
  const remove =
    'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  const leftovers = readdirSync(dirname(folder))
    .filter((name) => name.startsWith(`${basename(folder)}-`))
    .map((name) => join(dirname(folder), name));
  spawn(process.execPath, ['-e', remove, ...leftovers], { detached: true, stdio: 'ignore' }).unref();
}
