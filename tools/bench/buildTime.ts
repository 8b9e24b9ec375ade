// Build time: the site built into a scratch folder (dist/ is left alone), each phase timed.
import type { Content } from '../../src/content/loadContent';
import { buildSite } from '../../src/site-generator/buildSite';

export async function buildAndTime(root: string, outDir: string, serverDir: string, content: Content) {
  const { phases } = await buildSite({ root, outDir, serverDir, content });
  return { pages: content.pages, clientMs: phases.client, serverMs: phases.server, prerenderMs: phases.prerender };
}

export type BuildTimes = Awaited<ReturnType<typeof buildAndTime>>;
