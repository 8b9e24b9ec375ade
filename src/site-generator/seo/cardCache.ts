// The build step that gives every page its share card (docs/seo.md). A card is named in the cache by
// the hash of everything drawn on it (and of the drawing code's version), so an unchanged page reuses
// its PNG and a changed title, subtitle, logo or colour draws a new one.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { cardBrand, logoFontFile, renderShareCard, type CardContent } from './shareCard';
import { writeWhole } from '../writeWhole';
import { cardPath } from './shareTags';

export const DEFAULT_CARD_CACHE = 'node_modules/.cache/nexus-share-cards';

/** The drawing code takes part in the hash: a new card design invalidates every cached card. */
const drawingVersions = new Map<string, string>();
function drawingVersion(root: string): string {
  if (!drawingVersions.has(root))
    drawingVersions.set(
      root,
      createHash('sha256')
        .update(readFileSync(join(root, 'src/site-generator/seo/shareCard.tsx')))
        .digest('hex'),
    );
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
 * Writes the card of each page given that does not name its own share image, drawing only what the
 * cache lacks. The brand is read on the first call; the prerender's workers each keep one writer for
 * the batches they render.
 */
export function shareCardWriter({
  root,
  outDir,
  site,
  cacheDir = join(root, DEFAULT_CARD_CACHE),
}: CardOptions): (pages: PageData[]) => Promise<CardRun> {
  let brand: ReturnType<typeof cardBrand> | undefined;
  return async (pages) => {
    const started = performance.now();
    const run: CardRun = { pages: 0, drawn: 0, reused: 0, milliseconds: 0 };
    for (const page of pages.filter((candidate) => !candidate.share?.image)) {
      brand ??= cardBrand(root, site, logoFontFile(cacheDir));
      const content: CardContent = {
        ...brand,
        title: page.title,
        ...(page.share?.subtitle ? { subtitle: page.share.subtitle } : {}),
      };
      const cached = join(cacheDir, `${cardKey(root, content)}.png`);
      if (existsSync(cached)) run.reused++;
      else {
        writeWhole(cached, await renderShareCard(content)); // a build stopped halfway leaves no half-written card in the cache
        run.drawn++;
      }
      run.pages++;
      const target = join(outDir, cardPath(page.path));
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cached, target);
    }
    return { ...run, milliseconds: performance.now() - started };
  };
}

/** Writes the card of every page of `pages` (shareCardWriter), in this thread. */
export const writeShareCards = ({ pages, ...options }: CardOptions & { pages: PageData[] }): Promise<CardRun> =>
  shareCardWriter(options)(pages);
