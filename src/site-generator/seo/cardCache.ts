// The build step that gives every page its share card (docs/seo.md). A card is named in the cache by
// the hash of everything drawn on it (and of the drawing code's version), so an unchanged page reuses
// its PNG and a changed title, subtitle, logo or colour draws a new one.
import { createHash, randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { cardBrand, logoFontFile, renderShareCard, type CardContent } from './shareCard';
import { cardPath } from './shareTags';

export const DEFAULT_CARD_CACHE = 'node_modules/.cache/nexus-share-cards';

/** The drawing code takes part in the hash: a new card design invalidates every cached card. */
const drawingVersions = new Map<string, string>();
function drawingVersion(root: string): string {
  if (!drawingVersions.has(root)) drawingVersions.set(root, createHash('sha256').update(readFileSync(join(root, 'src/site-generator/seo/shareCard.tsx'))).digest('hex'));
  return drawingVersions.get(root)!;
}

export function cardKey(root: string, content: CardContent): string {
  return createHash('sha256').update(drawingVersion(root)).update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

export interface CardRun {
  pages: number;
  drawn: number;
  reused: number;
  milliseconds: number;
}

export interface CardOptions {
  root: string;
  /** The site folder being built: cards go to its cards/ folder. */
  outDir: string;
  site: Site;
  cacheDir?: string;
}

/**
 * Writes one page's card, unless the page names its own share image: drawn if the cache lacks it.
 * The brand is read on the first page. The prerender's workers each hold one, for the pages they render.
 */
export function shareCardWriter({ root, outDir, site, cacheDir = join(root, DEFAULT_CARD_CACHE) }: CardOptions): (page: PageData) => Promise<'drawn' | 'reused' | 'none'> {
  let brand: ReturnType<typeof cardBrand> | undefined;
  return async (page) => {
    if (page.share?.image) return 'none';
    brand ??= cardBrand(root, site, logoFontFile(cacheDir));
    const content: CardContent = { ...brand, title: page.title, ...(page.share?.subtitle ? { subtitle: page.share.subtitle } : {}) };
    const cached = join(cacheDir, `${cardKey(root, content)}.png`);
    const reused = existsSync(cached);
    if (!reused) {
      // Written under a name of its own first: a build stopped halfway leaves no half-written card in the
      // cache, and two workers drawing the same card never write into one file.
      const temporary = `${cached}.${randomUUID()}.tmp`;
      writeFileSync(temporary, await renderShareCard(content));
      renameSync(temporary, cached);
    }
    const target = join(outDir, cardPath(page.path));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
    return reused ? 'reused' : 'drawn';
  };
}

/** Writes the card of every page of `pages` (shareCardWriter), in this thread. */
export async function writeShareCards({ pages, ...options }: CardOptions & { pages: PageData[] }): Promise<CardRun> {
  const started = performance.now();
  const write = shareCardWriter(options);
  const run: CardRun = { pages: 0, drawn: 0, reused: 0, milliseconds: 0 };
  for (const page of pages) {
    const result = await write(page);
    if (result !== 'none') {
      run.pages++;
      run[result]++;
    }
  }
  return { ...run, milliseconds: performance.now() - started };
}
