// The shared carousel (src/ui/carousel/) in a real browser: items per view at the product's
// breakpoints, the prerendered layout, autoplay and what pauses it, keyboard, and looping clones.
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

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
    test(`the ${name} carousel shows the product's number of items just below and at each breakpoint`, async ({ page }) => {
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
});

test('the prerendered page already lays the slides out per breakpoint, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [width, items] of [[375, 1], [800, 2], [1366, 4], [1600, 5]]) {
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

  test('the arrow keys move a carousel while focus is inside it, and its buttons carry their names', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openPage(page, '/');
    const team = await mountedCarousel(page, 'team');
    await team.getByRole('button', { name: 'Next team member' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(team).toHaveAttribute('data-carousel-index', '1');
    await page.waitForTimeout(1_100); // Glide takes no new move while one is animating
    await page.keyboard.press('ArrowLeft');
    await expect(team).toHaveAttribute('data-carousel-index', '0');
    await page.waitForTimeout(1_100);
    await page.keyboard.press('ArrowLeft');
    await expect(team).toHaveAttribute('data-carousel-index', '7'); // looped back to the last member
    await expect(team.getByRole('button', { name: 'Previous team member' })).toBeVisible();
    await expect(team.getByRole('button', { name: 'Show team member 8' })).toHaveAttribute('aria-current', 'true');
    // Keys pressed elsewhere on the page leave it alone.
    await page.locator('h1').click();
    await page.keyboard.press('ArrowRight');
    await expect(team).toHaveAttribute('data-carousel-index', '7');
  });

  test('looping clones are hidden from assistive technology and out of the tab order; hidden slides are inert', async ({ page }) => {
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
        cloneLinksFocusable: clones.flatMap((clone) => Array.from(clone.querySelectorAll('a, button'))).filter((el) => el.getAttribute('tabindex') !== '-1').length,
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
    await page.waitForTimeout(300);
    const target = await team.evaluate((root) => {
      const track = root.querySelector('[data-glide-el="track"]')!.getBoundingClientRect();
      const clone = Array.from(root.querySelectorAll('.glide__slide--clone')).find((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= track.left - 1 && box.right <= track.right + 1;
      });
      const box = clone!.querySelector('a')!.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    await page.mouse.click(target.x, target.y);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(url);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0); // "#" did not jump to the top
  });
});
