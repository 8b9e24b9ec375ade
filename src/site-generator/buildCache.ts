// What decides how much a build redoes. Every key is a hash of content, never a file time: the code
// key covers everything the bundles and the page template come from (src/, index.html, the configs,
// the lockfile, public/, _site.json, _catalogue.json, the build mode); a page's key is its data as
// resolved (shared sections merged in), so a shared section's change reaches every page using it.
// Same code key: only the pages whose key changed are rendered again; any other: everything is.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageData } from '../schema/page';
import { readFileTree } from './fileTree';

/** The files and folders (relative to the project root) whose content every page's output depends on. */
export const codeInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json', 'pages/_site.json', 'pages/_catalogue.json'];

export interface BuildRecord {
  codeKey: string;
  /** Route path → page key, for the pages in the published folder. */
  pages: Record<string, string>;
}

export type BuildPlan = { kind: 'full' } | { kind: 'incremental'; render: PageData[]; removed: string[] };

/** A hash of every code input's path and bytes, and of `mode` (what else changes the bundles: development or production). */
export function codeKey(root: string, mode: string): string {
  const hash = createHash('sha256').update(`mode\0${mode}\0`);
  for (const input of codeInputs) {
    const path = join(root, input);
    if (!existsSync(path)) {
      hash.update(`absent\0${input}\0`);
      continue;
    }
    const files = input.includes('.') ? [''] : readFileTree(path).files.sort();
    for (const file of files) {
      const full = file ? join(path, file) : path;
      hash.update(`${input}/${file}\0`).update(readFileSync(full)).update('\0');
    }
  }
  return hash.digest('hex');
}

export const pageKey = (page: PageData): string => createHash('sha256').update(JSON.stringify(page)).digest('hex');

export const buildRecord = (key: string, pages: PageData[]): BuildRecord => ({ codeKey: key, pages: Object.fromEntries(pages.map((page) => [page.path, pageKey(page)])) });

/** What this build must do, given the last one's record (if any) and whether its server bundle is still there. */
export function planBuild(previous: BuildRecord | undefined, key: string, pages: PageData[], serverBundleMatches: boolean): BuildPlan {
  if (!previous || previous.codeKey !== key || !serverBundleMatches) return { kind: 'full' };
  const current = new Set(pages.map((page) => page.path));
  return {
    kind: 'incremental',
    render: pages.filter((page) => previous.pages[page.path] !== pageKey(page)),
    removed: Object.keys(previous.pages).filter((path) => !current.has(path)),
  };
}
