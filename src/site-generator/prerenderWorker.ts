// One prerender worker thread: renders the pages it is sent with the server entry and writes each
// one's HTML and data file, compressed, and its share card into the folder being built. The page's
// lead image, noted as it renders, is preloaded in its head and marked in its data, so the browser
// renders the same <img> the HTML has (src/ui/Picture.tsx). Built by Vite
// beside the server entry (src/site-generator/buildSite.ts), so it runs as plain JavaScript;
// prerenderPool.ts starts and feeds it. It loads everything it needs when it starts, before it is
// sent any page: an incremental build starts it while the content is still being checked.
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { catalogue, renderPageWithLeadImage, site, translations } from '../entry-server';
import type { PageData } from '../schema/page';
import { NOT_FOUND_PATH } from '../shell/pageDataUrl';
import { compressFile, pageCompression, replaceFile } from './precompress';
import { withLeadImage } from './images/contentImages';
import { dataFile, pageHtml, routeFile } from './prerender';
import { noCards, shareCardWriter, type CardRun } from './seo/cardCache';
import { prepareCards } from './seo/cardNeeds';
import { shareTagsFor } from './seo/shareTags';

export interface WorkerSetup {
  /** The project root: the share cards read their drawing code and the logo from it. */
  root: string;
  template: string;
  outDir: string;
  /** False leaves the share cards out (the render review compares pages, not their link previews). */
  shareCards: boolean;
}

/** Where a worker's time went, in milliseconds: rendering and writing pages, compressing them, their cards. */
export interface WorkerTime {
  render: number;
  compress: number;
  cards: number;
}

export type WorkerAnswer =
  { rendered: number; cards: CardRun; time: WorkerTime } | { failed: { name: string; message: string } };

const { root, template, outDir, shareCards } = workerData as WorkerSetup;
/** The site file in the page's language: its title suffix, and its link previews and JSON-LD (made once per language). */
const siteOf = (page: PageData) => (page.locale && translations[page.locale.code]) || site;
const shareHeads = new Map<object, (page: PageData) => string>();
const shareHead = (page: PageData) => {
  const shown = siteOf(page);
  if (!shareHeads.has(shown)) shareHeads.set(shown, shareTagsFor(shown, catalogue));
  return shareHeads.get(shown)!(page);
};
const writeCards = shareCards ? shareCardWriter({ root, outDir, site }) : undefined;

/** Renders and writes one page; returns the milliseconds spent compressing its files. */
async function writePage(rendered: PageData): Promise<number> {
  const { html: app, leadImage } = await renderPageWithLeadImage(rendered);
  const page = leadImage ? withLeadImage(rendered, leadImage.image.src) : rendered;
  const html = pageHtml(template, page, siteOf(page), app, shareHead(page), leadImage);
  const files: [string, string][] = [
    [routeFile(page.path), html],
    [dataFile(page.path), JSON.stringify(page)],
    ...(page.path === NOT_FOUND_PATH ? ([['404.html', html]] as [string, string][]) : []),
  ];
  let compressing = 0;
  for (const [file, body] of files) {
    const replaced = replaceFile(join(outDir, file), body);
    const started = performance.now();
    compressFile(join(outDir, file), { ...pageCompression, body, replaced });
    compressing += performance.now() - started;
  }
  return compressing;
}

parentPort!.on('message', async (pages: PageData[] | typeof prepareCards) => {
  if (pages === prepareCards) return writeCards?.prepare();
  try {
    const started = performance.now();
    let compress = 0;
    for (const page of pages) compress += await writePage(page);
    const render = performance.now() - started - compress;
    const cards = writeCards ? await writeCards(pages) : noCards;
    const time = { render, compress, cards: cards.milliseconds };
    parentPort!.postMessage({ rendered: pages.length, cards, time } satisfies WorkerAnswer);
  } catch (error) {
    const { name, message } = error instanceof Error ? error : { name: 'Error', message: String(error) };
    parentPort!.postMessage({ failed: { name, message } } satisfies WorkerAnswer);
  }
});
