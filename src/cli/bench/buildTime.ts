// Build time: the site built into a scratch folder (dist/ is left alone), each phase timed.
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { buildSite } from '../../site-generator/buildSite';

export async function buildAndTime(root: string, outDir: string, serverDir: string, pages: PageData[], site: Site) {
  const { phases } = await buildSite({ root, outDir, serverDir, pages, site });
  return { pages, clientMs: phases.client, serverMs: phases.server, prerenderMs: phases.prerender };
}
