// Pages left behind leave nothing running: after walking every route three times in one tab (client
// side, through the router), the home page has exactly the timers, window listeners and mounted
// carousels it has on a fresh load, and the JS heap does not grow from the second walk to the third.
import type { Page } from '@playwright/test';
import { waitForCarousels } from '../../src/cli/review/stillPage';
import { afterTwoFrames, expect, routes, site, test } from './fixtures';

const HOME = '/';
const ROUNDS = 3;
/** Heap growth allowed between the second and the third walk (caches are full after the first). */
const HEAP_TOLERANCE = { bytes: 1_500_000, ratio: 0.05 };

interface Sample {
  intervals: string[];
  timeouts: string[];
  animationFrames: number;
  windowListeners: string[];
  carousels: number;
  heapBytes: number;
}

/** Counts live timers, animation frames and window/document listeners from the first script on. */
function instrument() {
  type Entry = { kind: 'interval' | 'timeout'; delay: number; where: string };
  const timers = new Map<number, Entry>();
  const frames = new Set<number>();
  const origin = () =>
    (new Error().stack ?? '')
      .split('\n')
      .slice(3, 5)
      .map((line) => line.trim().replace(/https?:\/\/[^/]+/, ''))
      .join(' < ');
  const { setTimeout, setInterval, clearTimeout, clearInterval, requestAnimationFrame, cancelAnimationFrame } = window;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id: number = setTimeout(
      (...args: unknown[]) => {
        timers.delete(id);
        if (typeof handler === 'function') handler(...args);
      },
      delay,
      ...rest,
    );
    timers.set(id, { kind: 'timeout', delay: delay ?? 0, where: origin() });
    return id;
  }) as typeof window.setTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id: number = setInterval(handler, delay, ...rest);
    timers.set(id, { kind: 'interval', delay: delay ?? 0, where: origin() });
    return id;
  }) as typeof window.setInterval;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    clearTimeout(id);
  }) as typeof window.clearTimeout;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) timers.delete(id);
    clearInterval(id);
  }) as typeof window.clearInterval;
  window.requestAnimationFrame = (callback: FrameRequestCallback) => {
    const id = requestAnimationFrame((time) => {
      frames.delete(id);
      callback(time);
    });
    frames.add(id);
    return id;
  };
  window.cancelAnimationFrame = (id: number) => {
    frames.delete(id);
    cancelAnimationFrame(id);
  };

  // Glide and the shell listen on window and document (resize, scroll, keys): a carousel left
  // mounted on a page already left shows up here even when its element is gone from the DOM.
  type Listener = { target: EventTarget; type: string; listener: unknown; capture: boolean };
  const listeners: Listener[] = [];
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  const capture = (options?: boolean | AddEventListenerOptions) =>
    typeof options === 'boolean' ? options : !!options?.capture;
  EventTarget.prototype.addEventListener = function (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    const once = typeof options === 'object' && (options.once || options.signal);
    if ((this === window || this === document) && listener && !once) {
      const known = listeners.some(
        (entry) =>
          entry.target === this &&
          entry.type === type &&
          entry.listener === listener &&
          entry.capture === capture(options),
      );
      if (!known) listeners.push({ target: this, type, listener, capture: capture(options) });
    }
    return addEventListener.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    const index = listeners.findIndex(
      (entry) =>
        entry.target === this &&
        entry.type === type &&
        entry.listener === listener &&
        entry.capture === capture(options),
    );
    if (index >= 0) listeners.splice(index, 1);
    return removeEventListener.call(this, type, listener, options);
  };

  (window as unknown as { leakProbe: () => Omit<Sample, 'heapBytes' | 'carousels'> }).leakProbe = () => ({
    intervals: [...timers.values()]
      .filter((timer) => timer.kind === 'interval')
      .map((timer) => `${timer.delay} ms at ${timer.where}`)
      .sort(),
    timeouts: [...timers.values()]
      .filter((timer) => timer.kind === 'timeout')
      .map((timer) => `${timer.delay} ms at ${timer.where}`)
      .sort(),
    animationFrames: frames.size,
    windowListeners: listeners
      .map((entry) => `${entry.target === window ? 'window' : 'document'}:${entry.type}`)
      .sort(),
  });
}

/** Moves to `path` the way a link does (history + popstate into the router) and waits for the page. */
async function navigate(page: Page, path: string, title: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((expected) => document.title === expected, `${title}${site.titleSuffix}`);
  // Effects (carousels, counters) start right after the commit that set the title.
  await afterTwoFrames(page);
}

async function sample(page: Page, expectedTimeouts: number): Promise<Sample> {
  // Stop every carousel on the page, as a visitor can: its slide moves (and their transition timers)
  // come and go all the time, while one left running by a page already left cannot be stopped.
  // Carousels mount one per task after the page shows; each must be there to be stopped.
  await waitForCarousels(page);
  await page
    .locator('[data-carousel-toggle="playing"]')
    .evaluateAll((toggles) => toggles.forEach((toggle) => (toggle as HTMLElement).click()));
  const cdp = await page.context().newCDPSession(page);
  // Let short-lived timeouts (debounces, slide transitions, the number animation) run out before
  // counting. On a busy machine they take longer; a timer kept by a page already left never runs out.
  await page
    .waitForFunction(
      (most) => (window as unknown as { leakProbe: () => { timeouts: string[] } }).leakProbe().timeouts.length <= most,
      expectedTimeouts,
      { timeout: 20_000 },
    )
    .catch(() => undefined); // the assertion reports what stayed pending
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const probe = await page.evaluate(() =>
    (window as unknown as { leakProbe: () => Omit<Sample, 'heapBytes' | 'carousels'> }).leakProbe(),
  );
  const carousels = await page.locator('.glide--carousel, .glide--slider').count();
  return { ...probe, carousels, heapBytes: usedSize };
}

test('walking every route three times leaves no timers, listeners or carousels behind, and the heap stops growing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const home = routes.find((route) => route.path === HOME)!;
  await page.addInitScript(instrument);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(HOME);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const fresh = await sample(page, 0);
  expect(fresh.carousels, 'the home page mounts carousels, so a leak would show').toBeGreaterThan(0);

  const rounds: Sample[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const route of routes.filter((candidate) => candidate.path !== HOME))
      await navigate(page, route.path, route.title);
    await navigate(page, HOME, home.title);
    rounds.push(await sample(page, fresh.timeouts.length));
  }

  for (const [index, after] of rounds.entries()) {
    const label = `after walk ${index + 1}`;
    expect(after.intervals, `${label}: intervals`).toEqual(fresh.intervals);
    expect(after.windowListeners, `${label}: window and document listeners`).toEqual(fresh.windowListeners);
    expect(after.carousels, `${label}: mounted carousels`).toBe(fresh.carousels);
    // With the carousels stopped, what stays pending was left by pages already left.
    expect(after.timeouts, `${label}: pending timeouts`).toEqual(fresh.timeouts);
    expect(after.animationFrames, `${label}: animation frames`).toBeLessThanOrEqual(Math.max(fresh.animationFrames, 1));
  }
  const [, second, third] = rounds;
  const allowed = Math.max(HEAP_TOLERANCE.bytes, second.heapBytes * HEAP_TOLERANCE.ratio);
  const heaps = rounds.map((round) => `${(round.heapBytes / 1e6).toFixed(2)} MB`).join(', ');
  expect(
    third.heapBytes - second.heapBytes,
    `JS heap after each walk: ${heaps} (fresh ${(fresh.heapBytes / 1e6).toFixed(2)} MB)`,
  ).toBeLessThanOrEqual(allowed);
});
