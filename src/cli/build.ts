// npm run build: validate, build the client, build the server entry, prerender every route.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { formatIssues } from '../content/contentIssue';
import { loadContent } from '../content/loadContent';
import { prerender } from '../site-generator/prerender';

const root = process.cwd();
const outDir = join(root, 'dist');
const serverDir = join(root, 'node_modules/.cache/nexus-server');
const started = performance.now();

const content = loadContent({ root });
if (content.issues.length > 0) {
  console.error(formatIssues(content.issues));
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
// DEBUG_BUILD=1 builds an unminified development client, whose hydration warnings name the mismatch.
await build({ root, configLoader: 'runner', logLevel: 'warn', ...(process.env.DEBUG_BUILD ? { mode: 'development', build: { minify: false } } : {}) });
await build({ root, configLoader: 'runner', logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } });
const pages = await prerender(root, outDir, join(serverDir, 'entry-server.js')).catch((error: unknown) => {
  // A page that cannot be rendered is reported like a content problem: its one line, no stack (src/entry-server.tsx).
  if (!(error instanceof Error) || error.name !== 'PrerenderError') throw error;
  console.error(error.message);
  process.exit(1);
});
const seconds = ((performance.now() - started) / 1000).toFixed(1);
writeFileSync(join(outDir, '.build-stamp'), new Date().toISOString());
console.log(`Built ${pages.length} pages into dist/ in ${seconds} s.`);
