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

/** How long a carousel may take to mount, or to be built afresh after the window crossed a step. */
const CAROUSEL_WAIT_MS = 30_000;

/**
 * In the page: the carousels in `scope` that are not yet mounted, or are laid out for another
 * number of items than the window's width asks for (the window crossed a step and the carousel has
 * not been built afresh yet). The number asked for is the carousel's own `--carousel-per-view`, which
 * its stylesheet picks per width (Carousel.module.css).
 */
function carouselsNotReady(scope: string): string[] {
  return [...document.querySelectorAll<HTMLElement>(`${scope} [data-carousel-index]`)].flatMap((carousel) => {
    const name =
      carousel.getAttribute('aria-label') ??
      carousel.closest<HTMLElement>('[data-block]')?.dataset.block ??
      'a carousel';
    if (carousel.dataset.carouselMounted !== 'true') return [`${name}: not mounted`];
    const laidOutFor = carousel.dataset.carouselPerView;
    if (laidOutFor === undefined) return []; // a fading carousel shows one slide at every width
    const asked = getComputedStyle(carousel).getPropertyValue('--carousel-per-view').trim();
    return laidOutFor === asked ? [] : [`${name}: laid out for ${laidOutFor} per view, the window asks for ${asked}`];
  });
}

/**
 * Waits until every carousel in `scope` is mounted and laid out for the window's width: after a
 * resize across a step the old instance still says "mounted" until the page rebuilds it. Polled from
 * here, not in the page, so a page whose clock is stopped is waited on just the same.
 */
export async function waitForCarousels(page: Page, scope = 'body') {
  const deadline = Date.now() + CAROUSEL_WAIT_MS;
  for (;;) {
    const waiting = await page.evaluate(carouselsNotReady, scope);
    if (waiting.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`Carousels not ready after ${CAROUSEL_WAIT_MS / 1000} s: ${waiting.join('; ')}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

/** Waits until the page (or the part of it `scope` names) is complete and nothing moves. */
export async function waitUntilStill(page: Page, scope = 'body') {
  await page.locator(scope).first().waitFor();
  await waitForCarousels(page, scope);
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
