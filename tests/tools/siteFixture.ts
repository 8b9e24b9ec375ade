// A small published site in a temporary folder, for the server's tests: pages, a hashed asset,
// 404.html, the build's .br/.gz copies, and what must never be served (a dot-file, a link out).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompress } from '../../src/site-generator/precompress';

export const hashedAsset = '/assets/app-3f9a1c.js';

/** The text of each page of a fixture site made with `label`, so a test can tell two builds apart. */
export const fixturePages = (label: string): Record<string, string> => ({
  'index.html': `<!doctype html><title>home ${label}</title>${'<p>home page text</p>'.repeat(200)}`,
  'contact/index.html': `<!doctype html><title>contact ${label}</title>${'<p>contact page text</p>'.repeat(200)}`,
  '404.html': `<!doctype html><title>not found ${label}</title>${'<p>no page here</p>'.repeat(100)}`,
  [hashedAsset.slice(1)]: `console.log(${JSON.stringify(label)});\n${'export const value = 1;\n'.repeat(200)}`,
  'robots.txt': `User-agent: * ${label}\n`,
  '.build-stamp': 'a dot-file',
});

/** Writes a fixture site into `dir` (made if missing), with its compressed copies. */
export async function writeFixtureSite(dir: string, label: string) {
  for (const [file, text] of Object.entries(fixturePages(label))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  await precompress(dir);
}

/** A scratch folder holding `outside.txt` (a file that is not part of any site), removed by cleanup(). */
export function scratchFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'nexus-server-test-'));
  writeFileSync(join(dir, 'outside.txt'), 'a secret outside the site\n');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A symbolic link inside the site to a file outside it. */
export const linkOut = (siteDir: string, name: string, target: string) => symlinkSync(target, join(siteDir, name));
