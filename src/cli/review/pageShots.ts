// Screenshots of a built page as a visitor sees it once it has settled (stillPage.ts), at one window
// width: the whole page, or the part from one section to another. The page stays open, so the
// report's pictures of the band that changed can be taken from it afterwards.
import type { Browser, Page } from 'playwright-core';
import type { SectionRange } from './affectedPages';
import type { Band } from './pixelDiff';
import { runClock, stillContextOptions, stopClock, waitUntilStill } from './stillPage';

export interface OpenShot {
  /** Absent when the sections to compare are not on the page (none of them differ visibly, or the page has none). */
  png?: Buffer;
  /** Where the screenshot starts on the page, and the page's whole height, in pixels. */
  top: number;
  pageHeight: number;
  page: Page;
  close(): Promise<void>;
}

interface Area {
  top: number;
  bottom: number;
  pageHeight: number;
}

/** The rows the sections cover (from the top of the first to the bottom of the last, or of the page). */
function areaOf(page: Page, sections: SectionRange | undefined): Promise<Area> {
  // No named functions inside: tsx would wrap them in a helper the browser does not have.
  return page.evaluate(
    ({ from, to }) => {
      const pageHeight = document.documentElement.scrollHeight;
      const edges = [...document.querySelectorAll('#main > [data-block]')].map((block) => {
        const box = block.getBoundingClientRect();
        return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
      });
      const mainTop = document.getElementById('main')!.getBoundingClientRect().top + window.scrollY;
      // A section the page does not have begins where its last section ends.
      const top = from === undefined ? 0 : (edges[from]?.top ?? edges.at(-1)?.bottom ?? mainTop);
      const bottom = to === undefined || to === 'end' || !edges[to] ? pageHeight : edges[to].bottom;
      return { top: Math.floor(top), bottom: Math.ceil(bottom), pageHeight };
    },
    sections ?? { from: undefined, to: undefined },
  );
}

/**
 * A screenshot of the area, taken again until two in a row are the same: taking one of more than
 * the window resizes the window for a moment, and what listens to resizing (the carousels) may lay
 * itself out again.
 */
async function settledScreenshot(page: Page, area: Area, attempts = 4): Promise<Buffer> {
  const width = page.viewportSize()!.width;
  const take = () =>
    page.screenshot({
      fullPage: true,
      clip: { x: 0, y: area.top, width, height: area.bottom - area.top },
      animations: 'disabled',
      caret: 'hide',
    });
  let previous = await take();
  for (let attempt = 1; attempt < attempts; attempt++) {
    const png = await take();
    if (png.equals(previous)) return png;
    previous = png;
  }
  throw new Error(`${page.url()} kept changing over ${attempts} screenshots`);
}

/** The page at `siteUrl + path`, `width` pixels wide: the sections given, or the whole page. */
export async function shootPage(
  browser: Browser,
  siteUrl: string,
  path: string,
  width: number,
  sections?: SectionRange,
): Promise<OpenShot> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...stillContextOptions });
  try {
    const page = await context.newPage();
    await stopClock(page);
    await page.goto(new URL(path, siteUrl).href);
    await runClock(page);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await waitUntilStill(page);
    const area = await areaOf(page, sections);
    const png = area.bottom > area.top ? await settledScreenshot(page, area) : undefined;
    const after = await areaOf(page, sections);
    if (JSON.stringify(after) !== JSON.stringify(area))
      throw new Error(
        `${page.url()} moved while it was screenshotted (${JSON.stringify(area)}, then ${JSON.stringify(after)})`,
      );
    return { png, top: area.top, pageHeight: area.pageHeight, page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The band (rows of the screenshot) as a JPEG, smaller than PNG for the report, cut to what the screenshot holds. */
export async function bandPicture(shot: OpenShot, band: Band): Promise<Buffer | undefined> {
  const height = shot.png ? shot.png.readUInt32BE(20) : 0; // the PNG header's height field
  const bottom = Math.min(band.bottom, height);
  if (bottom <= band.top) return undefined;
  const width = shot.page.viewportSize()!.width;
  const clip = { x: 0, y: shot.top + band.top, width, height: bottom - band.top };
  return shot.page.screenshot({
    fullPage: true,
    clip,
    type: 'jpeg',
    quality: 80,
    animations: 'disabled',
    caret: 'hide',
  });
}
