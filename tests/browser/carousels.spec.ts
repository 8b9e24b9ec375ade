// The shared carousel (src/ui/carousel/) in a real browser: items per view at the product's
// breakpoints, the prerendered layout, autoplay and what pauses it, keyboard, and looping clones.
import type { Locator, Page } from '@playwright/test';
import { waitForCarousels } from '../../src/cli/review/stillPage';
import { routesCoveringEveryCarousel } from './carouselRoutes';
import { expect, openPage, routes, site, test } from './fixtures';

/** Slides (clones included) lying wholly inside the carousel's visible track. */
function visibleItems(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const track = root.querySelector('[data-glide-el="track"]')!.getBoundingClientRect();
    return Array.from(root.querySelectorAll('.glide__slides > li')).filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= track.left - 1 && box.right <= track.right + 1;
    }).length;
  });
}

function carouselIn(page: Page, block: string): Locator {
  return page.locator(`[data-block="${block}"] [data-carousel-scope]`).first();
}

async function mountedCarousel(page: Page, block: string): Promise<Locator> {
  const carousel = carouselIn(page, block);
  await expect(carousel).toHaveAttribute('data-carousel-mounted', 'true');
  return carousel;
}

// The product's items per screen width (docs/product.md), read as "from this width up"; each is checked one pixel below and at each step.
const breakpointCases: { name: string; path: string; block: string; table: Record<number, number> }[] = [
  { name: 'team', path: '/', block: 'team', table: { 0: 1, 576: 2, 768: 2, 1200: 4, 1500: 5 } },
  { name: 'works', path: '/', block: 'projectsCarousel', table: { 0: 1, 768: 2, 1200: 3, 1500: 4 } },
  { name: 'partners', path: '/', block: 'partners', table: { 0: 2, 576: 4, 768: 4, 1200: 6 } },
  { name: 'boxes', path: '/developer', block: 'featureBoxes', table: { 0: 1, 576: 2, 768: 2, 992: 4 } },
];

function expectations(table: Record<number, number>): [number, number][] {
  const steps = Object.entries(table).map(([width, items]) => [Number(width), items] as [number, number]);
  const cases: [number, number][] = [[360, steps[0][1]]];
  for (let i = 1; i < steps.length; i++) cases.push([steps[i][0] - 1, steps[i - 1][1]], [steps[i][0], steps[i][1]]);
  return cases;
}

test.describe('items per view', () => {
  test.use({ reducedMotion: 'reduce' }); // keeps the carousels still while they are measured

  for (const { name, path, block, table } of breakpointCases) {
    test(`the ${name} carousel shows the product's number of items just below and at each breakpoint`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      for (const [width, items] of expectations(table)) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const carousel = await mountedCarousel(page, block);
        await expect.poll(() => visibleItems(carousel), { message: `${name} at ${width}px` }).toBe(items);
      }
    });
  }

  test('a carousel follows the window when it is resized across breakpoints', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/');
    const team = await mountedCarousel(page, 'team');
    await expect.poll(() => visibleItems(team)).toBe(1);
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => visibleItems(team)).toBe(4);
    await page.setViewportSize({ width: 1600, height: 900 });
    await expect.poll(() => visibleItems(team)).toBe(5);
  });

  test('waiting for carousels lasts until each is built afresh for the new width, not only mounted', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const [team, partners] = [await mountedCarousel(page, 'team'), await mountedCarousel(page, 'partners')];
    await waitForCarousels(page);
    expect([
      await team.getAttribute('data-carousel-per-view'),
      await partners.getAttribute('data-carousel-per-view'),
    ]).toEqual(['4', '6']);
    await page.setViewportSize({ width: 375, height: 900 });
    await waitForCarousels(page); // read at once below, no retry: the wait itself must have covered the rebuild
    expect([
      await team.getAttribute('data-carousel-per-view'),
      await partners.getAttribute('data-carousel-per-view'),
    ]).toEqual(['1', '2']);
    expect(await visibleItems(team)).toBe(1);
  });
});

test('the prerendered page already lays the slides out per breakpoint, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [width, items] of [
    [375, 1],
    [800, 2],
    [1366, 4],
    [1600, 5],
  ]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(carouselIn(page, 'team')).not.toHaveAttribute('data-carousel-mounted', 'true');
    expect(await visibleItems(carouselIn(page, 'team')), `team at ${width}px without JavaScript`).toBe(items);
  }
  await context.close();
});

/** Opens a page with the fake clock paused once it is usable; time then moves only by runFor. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await openPage(page, path);
  await page.clock.pauseAt(Date.now() + 1_000);
}

/** Runs the clock in small steps until the carousel moves, so the next autoplay wait starts now. */
async function runUntilMoved(page: Page, carousel: Locator, limitMs = 6_000) {
  const before = await carousel.getAttribute('data-carousel-index');
  for (let waited = 0; waited < limitMs; waited += 100) {
    await page.clock.runFor(100);
    if ((await carousel.getAttribute('data-carousel-index')) !== before) return;
  }
  throw new Error(`the carousel did not move within ${limitMs} ms`);
}

const indexOf = async (carousel: Locator) => Number(await carousel.getAttribute('data-carousel-index'));

/** Waits until the carousel's current move has ended (Glide's run.after). */
const moveEnded = (carousel: Locator) => expect(carousel).not.toHaveAttribute('data-carousel-moving', 'true');

test.describe('autoplay', () => {
  test('moves on every 5 seconds, and pauses while the pointer is over the carousel', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWithPausedClock(page, '/');
    const team = await mountedCarousel(page, 'team');
    await runUntilMoved(page, team);
    const start = await indexOf(team);
    await page.clock.runFor(4_900);
    await expect(team).toHaveAttribute('data-carousel-index', String(start));
    await page.clock.runFor(200);
    await expect(team).toHaveAttribute('data-carousel-index', String(start + 1));

    await team.scrollIntoViewIfNeeded();
    await team.locator('.glide__track').hover();
    await page.clock.runFor(20_000);
    await expect(team).toHaveAttribute('data-carousel-index', String(start + 1));
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_100);
    await expect(team).toHaveAttribute('data-carousel-index', String(start + 2));
  });

  test('pauses while keyboard focus is inside the carousel', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWithPausedClock(page, '/');
    const team = await mountedCarousel(page, 'team');
    const start = await indexOf(team);
    await team.getByRole('button', { name: 'Next team member' }).focus();
    await page.clock.runFor(20_000);
    await expect(team).toHaveAttribute('data-carousel-index', String(start));
    await page.locator('h1').click(); // focus leaves: autoplay resumes
    await page.clock.runFor(5_100);
    await expect(team).toHaveAttribute('data-carousel-index', String(start + 1));
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('no carousel moves by itself', async ({ page }) => {
      await page.clock.install();
      await openPage(page, '/');
      // team, works, the feedback quote and its portrait strip, partners
      await expect(page.locator('[data-carousel-index]')).toHaveCount(5);
      await expect(page.locator('[data-carousel-mounted="true"]')).toHaveCount(5);
      await page.clock.pauseAt(Date.now() + 1_000);
      await page.clock.runFor(30_000);
      for (const carousel of await page.locator('[data-carousel-index]').all()) {
        await expect(carousel).toHaveAttribute('data-carousel-index', '0');
      }
    });
  });
});

test.describe('controls and clones', () => {
  test.use({ reducedMotion: 'reduce' }); // no autoplay in the way

  test('the arrow keys move a carousel while focus is inside it, and its buttons carry their names', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/');
    const team = await mountedCarousel(page, 'team');
    await team.getByRole('button', { name: 'Next team member' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(team).toHaveAttribute('data-carousel-index', '1');
    await moveEnded(team); // Glide takes no new move while one is animating
    await page.keyboard.press('ArrowLeft');
    await expect(team).toHaveAttribute('data-carousel-index', '0');
    await moveEnded(team);
    await page.keyboard.press('ArrowLeft');
    await expect(team).toHaveAttribute('data-carousel-index', '7'); // looped back to the last member
    await expect(team.getByRole('button', { name: 'Previous team member' })).toBeVisible();
    await expect(team.getByRole('button', { name: 'Show team member 8' })).toHaveAttribute('aria-current', 'true');
    // Keys pressed elsewhere on the page leave it alone.
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await expect(team).toHaveAttribute('data-carousel-index', '7');
  });

  test('looping clones are hidden from assistive technology and out of the tab order; hidden slides are inert', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/');
    const team = await mountedCarousel(page, 'team');
    const clones = team.locator('.glide__slide--clone');
    await expect.poll(() => clones.count()).toBeGreaterThan(0);
    const report = await team.evaluate((root) => {
      const clones = Array.from(root.querySelectorAll<HTMLElement>('.glide__slide--clone'));
      const real = Array.from(root.querySelectorAll<HTMLElement>('.glide__slide:not(.glide__slide--clone)'));
      return {
        clonesHidden: clones.every((clone) => clone.getAttribute('aria-hidden') === 'true'),
        cloneLinksFocusable: clones
          .flatMap((clone) => Array.from(clone.querySelectorAll('a, button')))
          .filter((el) => el.getAttribute('tabindex') !== '-1').length,
        reachableRealSlides: real.filter((slide) => !slide.inert).length,
      };
    });
    expect(report.clonesHidden).toBe(true);
    expect(report.cloneLinksFocusable).toBe(0);
    expect(report.reachableRealSlides).toBe(4);
    await expect(page.getByRole('link', { name: 'John Smith on Facebook' })).toHaveCount(1);
  });

  test('a placeholder link in a visible clone goes nowhere, like the original', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/');
    const team = await mountedCarousel(page, 'team');
    const url = page.url();
    // Step back once: the last member is first in view and the clones of members 1–3 follow it.
    await team.getByRole('button', { name: 'Previous team member' }).click();
    await expect(team).toHaveAttribute('data-carousel-index', '7');
    await moveEnded(team);
    const target = await team.evaluate((root) => {
      const track = root.querySelector('[data-glide-el="track"]')!.getBoundingClientRect();
      const clone = Array.from(root.querySelectorAll('.glide__slide--clone')).find((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= track.left - 1 && box.right <= track.right + 1;
      });
      const box = clone!.querySelector('a')!.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    // Whether the click's default (following "#") was cancelled, read once the click has been handled.
    await page.evaluate(() =>
      window.addEventListener(
        'click',
        (event) => ((window as unknown as { __cancelled: boolean }).__cancelled = event.defaultPrevented),
        { once: true },
      ),
    );
    await page.mouse.click(target.x, target.y);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __cancelled?: boolean }).__cancelled))
      .toBe(true);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0); // "#" did not jump to the top
  });
});

/**
 * Walks through a carousel with `key` (Tab or Shift+Tab) from the focused element until focus leaves
 * it; every stop must be a control a sighted keyboard user can see: not a looping copy, not a slide
 * out of view, not clipped away by the track.
 */
async function keyboardWalk(page: Page, carousel: Locator, key: 'Tab' | 'Shift+Tab') {
  for (let step = 0; step < 80; step++) {
    const stop = await carousel.evaluate((root) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || !root.contains(element)) return null;
      const box = element.getBoundingClientRect();
      const frame = root.getBoundingClientRect();
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
        seen:
          element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          box.width > 0 &&
          box.right > frame.left &&
          box.left < frame.right,
        copy: element.closest('.glide__slide--clone') !== null,
        inert: element.closest('[inert]') !== null,
      };
    });
    if (!stop) return;
    expect(stop, `${key} stop ${step} in the carousel`).toEqual({
      name: stop.name,
      seen: true,
      copy: false,
      inert: false,
    });
    await page.keyboard.press(key);
  }
  throw new Error('focus never left the carousel');
}

/** Waits for the carousel's transitions under way (a slide fading or sliding into place) to end; they run on the browser's clock, not the test's. */
const transitionsEnded = (carousel: Locator) =>
  carousel.evaluate((root) =>
    Promise.all(
      root
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/** Focuses the first control of the carousel a keyboard user can reach (its arrows, dots or pause button first). */
const focusFirstControl = (carousel: Locator) =>
  carousel.evaluate((root) => {
    const candidates = Array.from(
      root.querySelectorAll<HTMLElement>('[data-carousel-toggle], [data-carousel-prev], button, a[href]'),
    );
    candidates.find((element) => !element.closest('[inert], .glide__slide--clone'))?.focus();
  });

test.describe('on every route, one route for each distinct carousel', () => {
  for (const route of routesCoveringEveryCarousel(routes)) {
    test(`${route.path}: every carousel that moves by itself has a pause button that stops it, and the keyboard meets only visible controls`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route.path)).text();
      test.skip(!html.includes('data-carousel-index'), 'no carousel on this route');
      test.setTimeout(90_000); // a landing has up to five carousels to walk through
      await page.setViewportSize({ width: 1366, height: 900 });
      await openWithPausedClock(page, route.path);
      const all = page.locator('[data-carousel-index]');
      await expect(page.locator('[data-carousel-index]:not([data-carousel-mounted="true"])')).toHaveCount(0);

      // Each pause button, pressed from the keyboard (a pointer over the carousel would pause it anyway).
      const toggles = page.locator('[data-carousel-toggle]');
      for (const toggle of await toggles.all()) {
        await expect(toggle).toBeVisible();
        await expect(toggle).toHaveText(site.carousel.pause);
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveText(site.carousel.play);
      }
      // With every pause button pressed, nothing on the page moves: no carousel moves by itself without one.
      const stopped = await Promise.all((await all.all()).map(indexOf));
      await page.clock.runFor(15_000);
      expect(await Promise.all((await all.all()).map(indexOf))).toEqual(stopped);
      // Play starts it again.
      for (const carousel of await all.all()) {
        const toggle = carousel.locator('[data-carousel-toggle]');
        if ((await toggle.count()) === 0) continue;
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveText(site.carousel.pause);
        await runUntilMoved(page, carousel);
        await toggle.press('Enter');
        break;
      }

      for (const carousel of await all.all()) {
        await transitionsEnded(carousel); // a slide still fading in after the last move is not yet visible
        await focusFirstControl(carousel);
        await keyboardWalk(page, carousel, 'Tab');
        await focusFirstControl(carousel);
        await keyboardWalk(page, carousel, 'Shift+Tab');
      }
    });
  }
});

test.describe('for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the pause buttons read "play" from the start, and play starts the carousel', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWithPausedClock(page, '/');
    const team = await mountedCarousel(page, 'team');
    const toggle = team.locator('[data-carousel-toggle]');
    await expect(toggle).toHaveText(site.carousel.play);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveText(site.carousel.pause);
    await runUntilMoved(page, team);
  });
});
