// The published folder (dist/) holds the site and nothing else: whatever is in it, a static host
// serves. What the build knows about it is kept beside it, in dot-files named after it:
//   .dist-manifest.json  Vite's manifest (source file → hashed chunk), read by the tests and the bench
//   .dist-stamp          when the build that made dist/ started, for npm start's "is it stale?"
//   .dist-build.json     the keys of what dist/ was built from, for the next build to redo only what changed
//   .dist-next/          the build under way; it replaces dist/ only once complete, so a server keeps
//                        serving the last good build meanwhile, and a failed build leaves dist/ as it was.
import { existsSync, linkSync, mkdirSync, renameSync, rmSync, rmdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'vite';
import { readFileTree } from './fileTree';

const besideSite = (siteDir: string, suffix: string) => join(dirname(siteDir), `.${basename(siteDir).replace(/^\.+/, '')}-${suffix}`);

/** Where the client build's manifest of the site in `siteDir` is kept. */
export const clientManifestPath = (siteDir: string) => besideSite(siteDir, 'manifest.json');

/** The file whose time is the start of the build that made `siteDir`. */
export const buildStampPath = (siteDir: string) => besideSite(siteDir, 'stamp');

/** The content keys of the build in `siteDir` (src/site-generator/buildCache.ts). */
export const buildRecordPath = (siteDir: string) => besideSite(siteDir, 'build.json');

/** The folder a build of `siteDir` is made in. */
export const stagingPath = (siteDir: string) => besideSite(siteDir, 'next');

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
  if (existsSync(siteDir)) renameSync(siteDir, previous);
  renameSync(staging, siteDir);
  if (existsSync(clientManifestPath(staging))) renameSync(clientManifestPath(staging), clientManifestPath(siteDir));
  mkdirSync(dirname(buildStampPath(siteDir)), { recursive: true });
  writeFileSync(buildStampPath(siteDir), `${startedAt.toISOString()}\n`);
  utimesSync(buildStampPath(siteDir), startedAt, startedAt);
  removeInBackground(previous);
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
  const remove = 'for (const dir of process.argv.slice(1)) require("node:fs").rmSync(dir, { recursive: true, force: true })';
  const leftovers = readdirSync(dirname(folder)).filter((name) => name.startsWith(`${basename(folder)}-`)).map((name) => join(dirname(folder), name));
  spawn(process.execPath, ['-e', remove, ...leftovers], { detached: true, stdio: 'ignore' }).unref();
}

/**
 * Starts an incremental build: `staging` as hard links to every file of `siteDir` (fast, and no
 * copy of the bytes). Whatever the build changes it writes as new files (replaceFile in
 * precompress.ts), so the published files keep their content until the swap.
 */
export function stageLinkedCopy(siteDir: string, staging: string) {
  rmSync(staging, { recursive: true, force: true });
  const made = new Set<string>();
  for (const file of readFileTree(siteDir).files) {
    const target = join(staging, file);
    const folder = dirname(target);
    if (!made.has(folder)) mkdirSync(folder, { recursive: true });
    made.add(folder);
    linkSync(join(siteDir, file), target);
  }
}
