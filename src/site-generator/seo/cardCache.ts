// The build step that gives every page its share card (docs/seo.md). A card is named in the cache by
// the hash of everything drawn on it (and of the drawing code's version), so an unchanged page reuses
// its PNG and a changed title, subtitle, logo or colour draws a new one.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { cardBrand, logoFontFile, renderShareCard, type CardContent } from './shareCard';
import { cardPath } from './shareTags';

export const DEFAULT_CARD_CACHE = 'node_modules/.cache/nexus-share-cards';

/** The drawing code takes part in the hash: a new card design invalidates every cached card. */
const drawingVersion = createHash('sha256').update(readFileSync(fileURLToPath(new URL('./shareCard.tsx', import.meta.url)))).digest('hex');

export function cardKey(content: CardContent): string {
  return createHash('sha256').update(drawingVersion).update(JSON.stringify(content)).digest('hex').slice(0, 32);
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
  pages: PageData[];
  site: Site;
  cacheDir?: string;
}

/** Writes the card of every page that does not name its own share image; draws only what the cache lacks. */
export async function writeShareCards({ root, outDir, pages, site, cacheDir = join(root, DEFAULT_CARD_CACHE) }: CardOptions): Promise<CardRun> {
  const started = performance.now();
  const brand = cardBrand(root, site, logoFontFile(cacheDir));
  let drawn = 0;
  let reused = 0;
  const cardPages = pages.filter((page) => !page.share?.image);
  for (const page of cardPages) {
    const content: CardContent = { ...brand, title: page.title, ...(page.share?.subtitle ? { subtitle: page.share.subtitle } : {}) };
    const cached = join(cacheDir, `${cardKey(content)}.png`);
    if (existsSync(cached)) reused++;
    else {
      // Written under another name first: a build stopped halfway leaves no half-written card in the cache.
      writeFileSync(`${cached}.tmp`, await renderShareCard(content));
      renameSync(`${cached}.tmp`, cached);
      drawn++;
    }
    const target = join(outDir, cardPath(page.path));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return { pages: cardPages.length, drawn, reused, milliseconds: performance.now() - started };
}
