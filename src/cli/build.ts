// npm run build: validate, build the client, build the server entry, prerender every route, add the
// headers files and the compressed copies, all in a folder beside dist/ that replaces dist/ only when
// complete (src/site-generator/siteFolder.ts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { formatIssues } from '../content/contentIssue';
import { loadContent } from '../content/loadContent';
import { writeShareCards } from '../site-generator/seo/cardCache';
import { writeHostHeaders } from '../site-generator/hostHeaders';
import { precompress } from '../site-generator/precompress';
import { prerender } from '../site-generator/prerender';
import { publicFolderProblems } from '../site-generator/publicFolder';
import { clientManifestPath, publishBuild, stagingPath } from '../site-generator/siteFolder';

const root = process.cwd();
const outDir = join(root, 'dist');
const staging = stagingPath(outDir);
const serverDir = join(root, 'node_modules/.cache/nexus-server');
const startedAt = new Date();
const started = performance.now();

const content = loadContent({ root });
if (content.issues.length > 0) {
  console.error(formatIssues(content.issues));
  process.exit(1);
}

const publicProblems = publicFolderProblems(root);
if (publicProblems.length > 0) {
  console.error(publicProblems.join('\n'));
  process.exit(1);
}

rmSync(staging, { recursive: true, force: true });
try {
  // DEBUG_BUILD=1 builds an unminified development client, whose hydration warnings name the mismatch.
  await build({
    root,
    configLoader: 'runner',
    logLevel: 'warn',
    ...(process.env.DEBUG_BUILD ? { mode: 'development' } : {}),
    build: { outDir: staging, emptyOutDir: true, ...(process.env.DEBUG_BUILD ? { minify: false } : {}) },
  });
  await build({ root, configLoader: 'runner', logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } });
  const pages = await prerender(root, staging, join(serverDir, 'entry-server.js'));
  const cards = await writeShareCards({ root, outDir: staging, pages, site: content.site! }); // share cards (docs/seo.md)
  writeHostHeaders(staging);
  const compressed = await precompress(staging);
  publishBuild(staging, outDir, startedAt);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Built ${pages.length} pages into dist/ in ${seconds} s (${compressed} files also as .br and .gz).`);
  console.log(`Share cards: ${cards.drawn} drawn, ${cards.reused} unchanged, in ${(cards.milliseconds / 1000).toFixed(1)} s.`);
} catch (error) {
  // dist/ is as it was: a server goes on serving it.
  rmSync(staging, { recursive: true, force: true });
  rmSync(clientManifestPath(staging), { force: true });
  // A page that cannot be rendered is reported like a content problem: its one line, no stack (src/entry-server.tsx).
  if (!(error instanceof Error) || error.name !== 'PrerenderError') throw error;
  console.error(error.message);
  process.exit(1);
}
