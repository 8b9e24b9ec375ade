// Each page's HTML as the build prerenders it, for the heading rules: the server entry loaded through
// Vite (the blocks' CSS modules and the content's virtual modules need it), without writing a build.
import { createServer } from 'vite';
import type { PageData } from '../../schema/page';

interface ServerEntry {
  renderPage(page: PageData): Promise<string>;
}

export async function renderPages(root: string, pages: PageData[]): Promise<Map<string, string>> {
  // Vite's development server sets NODE_ENV for the whole process when it is unset; a build run later
  // in the same process (the bench) would then bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  const server = await createServer({
    root,
    configLoader: 'runner',
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
    const rendered = new Map<string, string>();
    for (const page of pages) rendered.set(page.path, await entry.renderPage(page));
    return rendered;
  } finally {
    await server.close();
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
