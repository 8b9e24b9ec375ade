// The build step that gives every page its share card (docs/seo.md). A card is named in the cache by
// the hash of everything drawn on it (and of the drawing code's version), so an unchanged page reuses
// its PNG and a changed title, subtitle, logo or colour draws a new one.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, unlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageData } from '../../schema/page';
import type { Site } from '../../schema/site';
import { cardBrand, drawCard, drawCardFrame, logoFontFile, type CardContent, type CardFrame } from './shareCard';
import { writeWhole } from '../writeWhole';
import { needsCard, noCards } from './cardNeeds';
import { cardPath } from './shareTags';

export const DEFAULT_CARD_CACHE = 'node_modules/.cache/nexus-share-cards';

/** The drawing code takes part in the hash: a new card design, or a new way of writing its PNG, invalidates every cached card. */
const drawingFiles = ['src/site-generator/seo/shareCard.tsx', 'src/site-generator/seo/framedPng.ts'];
const drawingVersions = new Map<string, string>();
function drawingVersion(root: string): string {
  if (!drawingVersions.has(root)) {
    const hash = createHash('sha256');
    for (const file of drawingFiles) hash.update(readFileSync(join(root, file)));
    drawingVersions.set(root, hash.digest('hex'));
  }
  return drawingVersions.get(root)!;
}

export function cardKey(root: string, content: CardContent): string {
  return createHash('sha256').update(drawingVersion(root)).update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

export interface CardRun {
  /** Pages given a card, drawn or taken from the cache. */
  pages: number;
  drawn: number;
  reused: number;
  /** Frames used: one per writer (each prerender worker keeps one), drawn at its first card to draw or ahead of it (`prepare`). */
  frames: number;
  milliseconds: number;
}

export { needsCard, noCards };

export interface CardOptions {
  root: string;
  /** The site folder being built: cards go to its cards/ folder. */
  outDir: string;
  site: Site;
  cacheDir?: string;
}

/** Writes the share cards of a batch of pages; `prepare` makes ready ahead what every card drawn needs. */
export interface CardWriter {
  (pages: PageData[]): Promise<CardRun>;
  /**
   * Reads the brand and draws the frame now rather than at the first card to draw: a worker started
   * ahead does it while the main thread checks the content, so a one-page rebuild's card is drawn
   * without waiting for them.
   */
  prepare(): void;
}

/**
 * Writes the card of each page given that needs one, drawing only what the cache lacks. The brand is
 * read at the first card, the frame (what every card shares) drawn at the first card to draw, unless
 * `prepare` made them earlier; the prerender's workers each keep one writer for the batches they render.
 */
export function shareCardWriter({
  root,
  outDir,
  site,
  cacheDir = join(root, DEFAULT_CARD_CACHE),
}: CardOptions): CardWriter {
  let brand: ReturnType<typeof cardBrand> | undefined;
  let frame: Promise<CardFrame> | undefined;
  let frameUsed = false;
  const brandOf = () => (brand ??= cardBrand(root, site, logoFontFile(cacheDir)));
  const frameOf = () => (frame ??= drawCardFrame(brandOf()));
  const write = async (pages: PageData[]) => {
    const started = performance.now();
    const run: CardRun = { ...noCards };
    for (const page of pages.filter(needsCard)) {
      const words = {
        title: page.title,
        ...(page.share?.subtitle ? { subtitle: page.share.subtitle } : {}),
        ...(page.locale?.dir === 'rtl' ? { dir: 'rtl' as const } : {}),
      };
      const cached = join(cacheDir, `${cardKey(root, { ...brandOf(), ...words })}.png`);
      if (existsSync(cached)) run.reused++;
      else {
        if (!frameUsed) {
          frameUsed = true;
          run.frames++;
        }
        writeWhole(cached, await drawCard(await frameOf(), words)); // a build stopped halfway leaves no half-written card in the cache
        run.drawn++;
        // resvg frees a rasterised strip when its finalizer runs, on a later turn of the event loop: one turn
        // per card keeps one card's strip in memory rather than a batch's.
        await new Promise((resolve) => setImmediate(resolve));
      }
      run.pages++;
      placeCard(cached, join(outDir, cardPath(page.path)));
    }
    return { ...run, milliseconds: performance.now() - started };
  };
  const prepare = () => {
    // What cannot be read or drawn fails the first card that needs it, as it would unprepared.
    try {
      frameOf().catch(() => {});
    } catch {
      // the brand is read again, and fails, at the first card
    }
  };
  return Object.assign(write, { prepare });
}

/**
 * Puts the cached card at `target` as a link: a cached card is never changed once written (a new card
 * is a new name), so a link is as good as a copy. Linking first costs one system call for a new card
 * in a folder that is there already; a card already at the target may be a link to another, which is
 * replaced rather than written into.
 */
function placeCard(cached: string, target: string) {
  try {
    linkSync(cached, target);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') unlinkSync(target);
    else if (code === 'ENOENT') mkdirSync(dirname(target), { recursive: true });
    else return copyFileSync(cached, target); // another file system, or one without links
  }
  try {
    linkSync(cached, target);
  } catch {
    copyFileSync(cached, target);
  }
}

/** Writes the card of every page of `pages` (shareCardWriter), in this thread. */
export const writeShareCards = ({ pages, ...options }: CardOptions & { pages: PageData[] }): Promise<CardRun> =>
  shareCardWriter(options)(pages);
