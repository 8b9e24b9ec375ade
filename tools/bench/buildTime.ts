// Build time: the site built into a scratch folder (dist/ is left alone), each phase timed; the
// prerender's time holds the pages' compression and their share cards, which the workers do beside them.
import type { Content } from '../../src/content/loadContent';
import { buildSite } from '../../src/site-generator/buildSite';

export async function buildAndTime(root: string, outDir: string, serverDir: string, content: Content) {
  const { phases } = await buildSite({ root, outDir, serverDir, content });
  const prerenderMs = phases.prerender + (phases.compressPages ?? 0) + (phases.cards ?? 0);
  return { pages: content.pages, clientMs: phases.client, serverMs: phases.server, prerenderMs };
}

export type BuildTimes = Awaited<ReturnType<typeof buildAndTime>>;
