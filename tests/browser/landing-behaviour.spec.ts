// Behaviour of the landing-page blocks in a real browser: fun-fact counters, pricing tabs, the
// feedback slider and its portrait strip, and the clean-up when the visitor leaves the page.
import type { Locator, Page } from '@playwright/test';
import { expect, openPage, test } from './fixtures';

/** Opens a page with the fake clock, then pauses it: from here time moves only by runFor. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install();
  await openPage(page, path);
  await page.clock.pauseAt(Date.now() + 1_000);
}

const counterValues = (page: Page) =>
  page
    .locator('[data-block="funFacts"] [data-counter-value]')
    .evaluateAll((counters) => counters.map((counter) => Number((counter as HTMLElement).dataset.counterValue)));

test.describe('fun-fact counters', () => {
  test('the first HTML shows the start values with a trailing plus sign', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const values = [...html.matchAll(/data-counter-value="(\d+)"><span>(\d+)<\/span>\+/g)].map((match) => [
      Number(match[1]),
      Number(match[2]),
    ]);
    expect(values).toEqual([
      [10, 10],
      [8, 8],
      [70, 70],
      [111, 111],
    ]);
  });

  test('each counter rises by one on its own interval: downloaded 1 s, feedback 2 s, workers 5 s, contributors 3 s', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWithPausedClock(page, '/');
    const before = await counterValues(page);
    await page.clock.runFor(1_000);
    const afterOneSecond = await counterValues(page);
    expect(afterOneSecond[0] - before[0]).toBe(1);
    await page.clock.runFor(29_000);
    const after = await counterValues(page);
    expect(after.map((value, i) => value - before[i])).toEqual([30, 15, 6, 10]);
    await expect(page.locator('[data-fact="Downloaded"] p').first()).toHaveText(`${after[0]}+`);
  });

  test.describe('for visitors who prefer reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('the counters hold their start values', async ({ page }) => {
      await openWithPausedClock(page, '/');
      const before = await counterValues(page);
      expect(before).toEqual([10, 8, 70, 111]);
      await page.clock.runFor(30_000);
      expect(await counterValues(page)).toEqual(before);
    });
  });

  test('each change of a number animates over 200 ms', async ({ page }) => {
    await openWithPausedClock(page, '/');
    await page.clock.runFor(1_000);
    const duration = await page
      .locator('[data-fact="Downloaded"] [data-counter-value] > span')
      .evaluate((number) => getComputedStyle(number).animationDuration);
    expect(duration).toBe('0.2s');
  });
});

test.describe('pricing tabs', () => {
  const prices = (panel: Locator) => panel.locator('[data-price]').allInnerTexts();

  test('show the monthly plans first and load the yearly plans only when their tab is opened', async ({ page }) => {
    await openPage(page, '/');
    const pricing = page.locator('[data-block="pricing"]');
    const monthlyTab = pricing.getByRole('tab', { name: 'Monthly Plan' });
    const yearlyTab = pricing.getByRole('tab', { name: 'Yearly Plan' });
    await expect(monthlyTab).toHaveAttribute('aria-selected', 'true');
    await expect(yearlyTab).toHaveAttribute('aria-selected', 'false');
    const monthly = pricing.getByRole('tabpanel', { name: 'Monthly Plan' });
    expect((await prices(monthly)).map((text) => text.replace(/\s+/g, ''))).toEqual(['$0/m', '$149/m', '$179/m']);
    await expect(pricing.locator('[data-period="Yearly Plan"] [data-plan]')).toHaveCount(0);

    await yearlyTab.click();
    await expect(yearlyTab).toHaveAttribute('aria-selected', 'true');
    const yearly = pricing.getByRole('tabpanel', { name: 'Yearly Plan' });
    expect((await prices(yearly)).map((text) => text.replace(/\s+/g, ''))).toEqual(['$0/y', '$249/y', '$279/y']);
    await expect(monthly).toBeHidden();
    await expect(yearly.getByText('Up to 10000 subscribers')).toBeVisible();
  });

  test('move with the arrow keys, Home and End, as ARIA tabs do', async ({ page }) => {
    await openPage(page, '/');
    const pricing = page.locator('[data-block="pricing"]');
    const monthlyTab = pricing.getByRole('tab', { name: 'Monthly Plan' });
    const yearlyTab = pricing.getByRole('tab', { name: 'Yearly Plan' });
    await monthlyTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(yearlyTab).toBeFocused();
    await expect(yearlyTab).toHaveAttribute('aria-selected', 'true');
    await expect(monthlyTab).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('Home');
    await expect(monthlyTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(yearlyTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight'); // wraps around
    await expect(monthlyTab).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('feedback slider', () => {
  const parts = (page: Page) => {
    const block = page.locator('[data-block="feedbackSlider"]').first();
    const carousels = block.locator('[data-carousel-index]');
    return { main: carousels.nth(0), thumbs: carousels.nth(1) };
  };
  const shownName = (main: Locator) => main.locator('[data-active="true"] figcaption span').first();

  /** The portrait button whose slide sits in the middle of the strip. */
  const centredThumb = (thumbs: Locator) =>
    thumbs.evaluate((root) => {
      const track = root.querySelector('[data-glide-el="track"]')!.getBoundingClientRect();
      const middle = track.left + track.width / 2;
      const slide = Array.from(root.querySelectorAll('.glide__slides > li')).find((candidate) => {
        const box = candidate.getBoundingClientRect();
        return box.left <= middle && box.right >= middle;
      });
      return slide?.querySelector('button')?.getAttribute('aria-label') ?? null;
    });

  test('the portrait strip follows the main quote as it autoplays, centred on the current client', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWithPausedClock(page, '/');
    const { main, thumbs } = parts(page);
    await expect(thumbs).toHaveAttribute('data-carousel-mounted', 'true');
    const start = Number(await main.getAttribute('data-carousel-index'));
    await page.clock.runFor(5_000);
    await expect(main).toHaveAttribute('data-carousel-index', String(start + 1));
    await expect(thumbs).toHaveAttribute('data-carousel-index', String(start + 1));
    await page.clock.runFor(1_000); // the strip's slide animation
    const name = await shownName(main).innerText();
    await expect.poll(() => centredThumb(thumbs)).toBe(`Show what ${name} says`);
    await expect(thumbs.getByRole('button', { name: `Show what ${name} says` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('the quotes hold while focus is in the portrait strip, so focus is never moved for the visitor', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await openWithPausedClock(page, '/');
    const { main, thumbs } = parts(page);
    await expect(thumbs).toHaveAttribute('data-carousel-mounted', 'true');
    const start = await main.getAttribute('data-carousel-index');
    const current = thumbs.locator('button[aria-current="true"]');
    await current.focus();
    const focused = await current.getAttribute('aria-label');
    await page.clock.runFor(20_000);
    await expect(main).toHaveAttribute('data-carousel-index', start!);
    await expect(thumbs.getByRole('button', { name: focused! })).toBeFocused();
  });

  test.describe('', () => {
    test.use({ reducedMotion: 'reduce' });

    test('choosing a portrait, even a looping copy at the edge of the strip, moves the main quote to it', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openPage(page, '/');
      const { main, thumbs } = parts(page);
      await expect(thumbs).toHaveAttribute('data-carousel-mounted', 'true');
      await thumbs.scrollIntoViewIfNeeded();
      await thumbs.getByRole('button', { name: 'Show what Emily Clarke says' }).click();
      await expect(main).toHaveAttribute('data-carousel-index', '2');
      await expect(shownName(main)).toHaveText('Emily Clarke');
      await expect(thumbs).toHaveAttribute('data-carousel-index', '2');
      await expect.poll(() => centredThumb(thumbs)).toBe('Show what Emily Clarke says');

      // Back to the first quote: the two portraits left of it are copies of the last two clients.
      await expect(thumbs).not.toHaveAttribute('data-carousel-moving', 'true');
      await thumbs.getByRole('button', { name: 'Show what Lucy Morgan says' }).click();
      await expect(thumbs).toHaveAttribute('data-carousel-index', '0');
      await expect(thumbs).not.toHaveAttribute('data-carousel-moving', 'true');
      const leftNeighbour = await thumbs.evaluate((root) => {
        const centre = root.querySelector('.glide__slide--active')!.getBoundingClientRect();
        const slide = Array.from(root.querySelectorAll('.glide__slide--clone')).find((clone) => {
          const box = clone.getBoundingClientRect();
          return Math.abs(box.right - centre.left) < box.width;
        })!;
        const box = slide.getBoundingClientRect();
        return {
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
          index: (slide as HTMLElement).dataset.slideIndex,
        };
      });
      expect(leftNeighbour.index).toBe('5');
      await page.mouse.click(leftNeighbour.x, leftNeighbour.y);
      await expect(main).toHaveAttribute('data-carousel-index', '5');
      await expect(shownName(main)).toHaveText('Nora Fischer');
    });
  });
});

test('leaving a landing page stops its carousels (Glide instances destroyed) and its counter timers', async ({
  page,
}) => {
  // Count live timers and window resize listeners (Glide adds two per instance).
  await page.addInitScript(() => {
    const live = { timers: new Map<number, string>(), resize: new Set<unknown>() };
    (window as unknown as { __live: typeof live }).__live = live;
    const {
      setTimeout: st,
      clearTimeout: ct,
      setInterval: si,
      clearInterval: ci,
      addEventListener: add,
      removeEventListener: remove,
    } = window;
    window.setInterval = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id = si(handler, ms, ...rest);
      live.timers.set(id, `interval ${ms}`);
      return id;
    }) as typeof window.setInterval;
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...rest: unknown[]) => {
      const id: number = st(
        (...args: unknown[]) => {
          live.timers.delete(id);
          if (typeof handler === 'function') handler(...args);
        },
        ms,
        ...rest,
      );
      live.timers.set(id, `timeout ${ms}`);
      return id;
    }) as typeof window.setTimeout;
    window.clearInterval = ((id?: number) => {
      if (id !== undefined) live.timers.delete(id);
      ci(id);
    }) as typeof window.clearInterval;
    window.clearTimeout = ((id?: number) => {
      if (id !== undefined) live.timers.delete(id);
      ct(id);
    }) as typeof window.clearTimeout;
    window.addEventListener = function (this: Window, type: string, listener: unknown, options?: unknown) {
      if (type === 'resize') live.resize.add(listener);
      return add.call(this, type, listener as EventListener, options as AddEventListenerOptions);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, listener: unknown, options?: unknown) {
      if (type === 'resize') live.resize.delete(listener);
      return remove.call(this, type, listener as EventListener, options as EventListenerOptions);
    } as typeof window.removeEventListener;
  });
  const snapshot = () =>
    page.evaluate(() => {
      const live = (window as unknown as { __live: { timers: Map<number, string>; resize: Set<unknown> } }).__live;
      const kinds = [...live.timers.values()];
      return {
        intervals: kinds.filter((kind) => kind.startsWith('interval')).length,
        autoplayTimeouts: kinds.filter((kind) => kind === 'timeout 5000').length,
        resizeListeners: live.resize.size,
      };
    });

  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/contact');
  const baseline = await snapshot();

  await openPage(page, '/');
  await expect(page.locator('[data-carousel-mounted="true"]')).toHaveCount(5);
  const onLanding = await snapshot();
  expect(onLanding.intervals).toBeGreaterThanOrEqual(baseline.intervals + 4); // four counters
  expect(onLanding.autoplayTimeouts).toBeGreaterThanOrEqual(baseline.autoplayTimeouts + 4); // team, works, feedback, partners
  expect(onLanding.resizeListeners).toBeGreaterThanOrEqual(baseline.resizeListeners + 8); // four Glide instances

  await page.locator('header').first().getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('[data-carousel-index]')).toHaveCount(0);
  await expect.poll(snapshot).toEqual(baseline);
});

test('while the preloader covers the page its header cannot be focused; once hidden, it leaves no animation running', async ({
  page,
}) => {
  // Held up before the page is parsed, so a slow start of the app (a busy machine) cannot outlast it.
  await page.addInitScript(() => {
    const holdPreloader = new CSSStyleSheet();
    holdPreloader.replaceSync('[data-testid="preloader"] { animation-play-state: paused !important; }');
    document.adoptedStyleSheets = [holdPreloader];
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const preloader = page.getByTestId('preloader');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const header = page.locator('header').first();
  await expect(preloader).toBeVisible();
  await expect(header.locator('xpath=ancestor-or-self::*[@inert]')).not.toHaveCount(0);
  await preloader.evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()));
  await expect(preloader).toBeHidden();
  await expect(header.locator('xpath=ancestor-or-self::*[@inert]')).toHaveCount(0);
  await header.getByRole('link', { name: 'Contact', exact: true }).focus();
  await expect(header.getByRole('link', { name: 'Contact', exact: true })).toBeFocused();
  expect(await preloader.evaluate((element) => element.querySelector('*')!.getAnimations().length)).toBe(0);
});

test('decorations out of view hold still, and move again when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/');
  const bar = (block: string) => page.locator(`[data-block="${block}"] .section-title__bar`).first();
  const barState = (block: string) =>
    bar(block).evaluate((element) => element.getAnimations({ subtree: true }).map((animation) => animation.playState));
  await expect(page.locator('[data-block="blogTeasers"]')).toHaveAttribute('data-offscreen', '');
  expect(await barState('blogTeasers')).toEqual(['paused']);
  await bar('blogTeasers').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-block="blogTeasers"]')).not.toHaveAttribute('data-offscreen', '');
  expect(await barState('blogTeasers')).toEqual(['running']);
});
