// Build time: the client build, the server entry build and the prerender, each timed, into a
// scratch folder (dist/ is left alone).
import { join } from 'node:path';
import { build } from 'vite';
import { prerender } from '../../site-generator/prerender';
import { timed } from './measure';

export async function buildAndTime(root: string, outDir: string, serverDir: string) {
  const [, clientMs] = await timed(() => build({ root, configLoader: 'runner', logLevel: 'warn', build: { outDir, emptyOutDir: true } }));
  const [, serverMs] = await timed(() =>
    build({ root, configLoader: 'runner', logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } }),
  );
  const [pages, prerenderMs] = await timed(() => prerender(root, outDir, join(serverDir, 'entry-server.js')));
  return { pages, clientMs, serverMs, prerenderMs };
}
