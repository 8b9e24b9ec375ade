// What makes a page hold still for a screenshot, for the blocks' visual snapshots and the review of
// content changes: the visitor prefers reduced motion (the site then stops carousels' autoplay and
// shortens its effects), the page's clock stands still (counters do not count, the countdown shows
// one moment, no timer fires), every image is loaded (lazy ones too), the self-hosted fonts are in,
// carousels are mounted and the preloader is gone.
import type { BrowserContextOptions, Page } from 'playwright-core';

/** Browser context options shared by every still screenshot. */
export const stillContextOptions = {
  reducedMotion: 'reduce',
  timezoneId: 'UTC',
  locale: 'en-US',
  colorScheme: 'light',
} satisfies BrowserContextOptions;

/** The moment the page's clock shows: fixed, so a countdown reads the same on every run. */
export const STILL_TIME = Date.parse('2025-06-01T12:00:00Z');

/** Stops the page's clock before it loads: timers fire only when `runClock` says so. */
export async function stopClock(page: Page) {
  await page.clock.install({ time: STILL_TIME });
  await page.clock.pauseAt(STILL_TIME + 60_000);
}

/**
 * Lets the stopped clock run for a moment: the site's boot script waits for a frame and a task
 * before it loads the app (src/entry-boot.ts). Timers started later (counters) stay stopped.
 */
export async function runClock(page: Page, milliseconds = 100) {
  await page.clock.runFor(milliseconds);
}

const UNMOUNTED_CAROUSEL = '[data-carousel-index]:not([data-carousel-mounted="true"])';

/** Waits until the page (or the part of it `scope` names) is complete and nothing moves. */
export async function waitUntilStill(page: Page, scope = 'body') {
  await page.locator(scope).first().waitFor();
  await page.locator(`${scope} ${UNMOUNTED_CAROUSEL}`).first().waitFor({ state: 'detached' });
  await page.evaluate(async () => {
    for (const image of document.querySelectorAll('img')) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
    // A screenshot of more than the window resizes it for a moment, and carousels lay themselves out
    // again on resizing (once: with the clock stopped, their throttled handler never runs twice).
    // Let that happen now, with everything loaded, rather than during the screenshot.
    window.dispatchEvent(new Event('resize'));
  });
  const preloader = page.getByTestId('preloader');
  if ((await preloader.count()) > 0) {
    // Its own hiding animation runs after a delay; end it now rather than wait for it.
    await preloader.evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()));
    await preloader.waitFor({ state: 'hidden' });
  }
}
