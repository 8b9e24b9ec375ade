// Screenshots of a built page as a visitor sees it once it has settled (stillPage.ts): the whole
// page, hydrated, at one window width. The page stays open, so the report's pictures of the band
// that changed can be taken from it afterwards.
import type { Browser, Page } from 'playwright-core';
import type { Band } from './pixelDiff';
import { runClock, stillContextOptions, stopClock, waitUntilStill } from './stillPage';

export interface OpenShot {
  png: Buffer;
  page: Page;
  height: number;
  close(): Promise<void>;
}

/** The page at `siteUrl + path`, `width` pixels wide, screenshotted whole. */
export async function shootPage(browser: Browser, siteUrl: string, path: string, width: number): Promise<OpenShot> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, ...stillContextOptions });
  try {
    const page = await context.newPage();
    await stopClock(page);
    await page.goto(new URL(path, siteUrl).href);
    await runClock(page);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await waitUntilStill(page);
    const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
    const height = png.readUInt32BE(20); // the PNG header's height field
    return { png, page, height, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** The band of the page as a JPEG (smaller than PNG for the report), cut to the page's own height. */
export async function bandPicture(shot: OpenShot, band: Band): Promise<Buffer | undefined> {
  const bottom = Math.min(band.bottom, shot.height);
  if (bottom <= band.top) return undefined;
  const width = shot.page.viewportSize()!.width;
  return shot.page.screenshot({ fullPage: true, clip: { x: 0, y: band.top, width, height: bottom - band.top }, type: 'jpeg', quality: 80, animations: 'disabled', caret: 'hide' });
}
