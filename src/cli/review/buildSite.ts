// Builds one version of the site, as `npm run build` would, from that version's own files: its Vite
// configuration, its content, its code and its prerender step, into a folder of its own (dist/ is
// left alone). The server entry is written where its imports (react…) resolve: inside `scratch`,
// whose node_modules links to the project's.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { ReviewError } from './reviewError';

interface OwnBuild {
  buildSite(input: {
    root: string;
    outDir: string;
    serverDir: string;
    content: unknown;
    shareCards: boolean;
    log: (line: string) => void;
  }): Promise<unknown>;
}
interface OwnContent {
  loadContent(options: { root: string }): unknown;
}
interface Prerender {
  prerender(root: string, outDir: string, serverEntry: string): Promise<unknown[]>;
}

/** Builds the site in `tree` into `<scratch>/<name>-site`, and returns that folder. */
export async function buildSite(tree: string, scratch: string, name: string): Promise<string> {
  const outDir = join(scratch, `${name}-site`);
  const serverDir = join(scratch, `${name}-server`);
  try {
    // A version that has its own build function (pages beside the bundles, worker prerender) is built with it.
    const ownBuild = join(tree, 'src/site-generator/buildSite.ts');
    if (existsSync(ownBuild)) {
      const { loadContent } = (await import(
        pathToFileURL(join(tree, 'src/content/loadContent.ts')).href
      )) as OwnContent;
      const content = loadContent({ root: tree });
      await ((await import(pathToFileURL(ownBuild).href)) as OwnBuild).buildSite({
        root: tree,
        outDir,
        serverDir,
        content,
        shareCards: false,
        log: () => {},
      });
      return outDir;
    }
    await build({ root: tree, configLoader: 'runner', logLevel: 'error', build: { outDir, emptyOutDir: true } });
    await build({
      root: tree,
      configLoader: 'runner',
      logLevel: 'error',
      build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
    });
    const { prerender } = (await import(
      pathToFileURL(join(tree, 'src/site-generator/prerender.ts')).href
    )) as Prerender;
    await prerender(tree, outDir, join(serverDir, 'entry-server.js'));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n').slice(0, 12).join('\n') : String(error);
    throw new ReviewError(`the ${name} version does not build:\n${reason}`);
  }
  return outDir;
}
