// Main-thread work per route as a visitor meets it: each route loaded in Chromium from the site's own
// server (src/server/, which answers with the build's precompressed copies, as a static host does),
// long tasks (PerformanceObserver 'longtask') recorded for the first 8 seconds, on a phone profile
// (412 px, CPU slowed four times through DevTools' Emulation.setCPUThrottlingRate) and a desktop one
// (1366 px, unthrottled). Total blocking time is the sum of each task's time beyond 50 ms. Each
// figure is the median of several runs with its range, because one run on a shared machine is noise.
// Beside the figures: a CPU calibration (a fixed workload timed in the same browser) and the load
// average, so figures from two days, or from a busy and a quiet machine, can be compared.
import { loadavg } from 'node:os';
import type { Browser } from 'playwright-core';
import { spread, type Spread } from './spread';

export interface MainThreadProfile {
  name: 'phone' | 'desktop';
  width: number;
  height: number;
  cpuSlowdown: number;
}
export interface RouteMainThread {
  path: string;
  profile: MainThreadProfile['name'];
  blockingMs: Spread;
  longestTaskMs: Spread;
  longTasks: Spread;
}
export interface MainThreadReport {
  runs: number;
  observedMs: number;
  /** Milliseconds of the calibration workload, unthrottled (see cpuCalibrationMs). */
  calibrationMs: Spread;
  /** The machine's one-minute load average before and after the measurement. */
  load: { before: number; after: number };
  routes: RouteMainThread[];
}

export const mainThreadProfiles: MainThreadProfile[] = [
  { name: 'phone', width: 412, height: 915, cpuSlowdown: 4 },
  { name: 'desktop', width: 1366, height: 768, cpuSlowdown: 1 },
];
export const observedMs = 8000;
/** Per route, at the phone profile (docs/product.md, "Size and speed"). */
export const mainThreadBudget = { blockingMs: 200, longestTaskMs: 150 } as const;

/** Installed before any page script: collects every long task from the start of the navigation. */
const collectLongTasks = () => {
  const tasks: number[] = [];
  (window as unknown as { __longTasks: number[] }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

async function measureOnce(browser: Browser, url: string, profile: MainThreadProfile) {
  const phone = profile.name === 'phone';
  const context = await browser.newContext({
    viewport: { width: profile.width, height: profile.height },
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(collectLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    // The observation window is measured in the page's own clock, from the start of its navigation.
    await page.waitForFunction((ms) => performance.now() >= ms, observedMs, { polling: 250, timeout: observedMs * 4 });
    const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return {
      blockingMs: tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks),
      longTasks: tasks.length,
    };
  } finally {
    await context.close();
  }
}

export async function measureRouteMainThread(
  browser: Browser,
  baseUrl: string,
  path: string,
  profile: MainThreadProfile,
  runs: number,
): Promise<RouteMainThread> {
  const samples = [];
  for (let run = 0; run < runs; run += 1)
    samples.push(await measureOnce(browser, new URL(path, baseUrl).href, profile));
  return {
    path,
    profile: profile.name,
    blockingMs: spread(samples.map((sample) => Math.round(sample.blockingMs))),
    longestTaskMs: spread(samples.map((sample) => Math.round(sample.longestTaskMs))),
    longTasks: spread(samples.map((sample) => sample.longTasks)),
  };
}

export async function measureMainThread(
  browser: Browser,
  baseUrl: string,
  paths: string[],
  runs: number,
  log: (line: string) => void,
): Promise<MainThreadReport> {
  const before = loadavg()[0];
  const calibrationMs = await cpuCalibrationMs(browser);
  log(
    `main thread: CPU calibration ${calibrationMs.median} ms (${calibrationMs.min}-${calibrationMs.max}), load average ${before.toFixed(2)}`,
  );
  const routes: RouteMainThread[] = [];
  for (const path of paths) {
    for (const profile of mainThreadProfiles) {
      const result = await measureRouteMainThread(browser, baseUrl, path, profile, runs);
      log(
        `main thread ${path} ${profile.name}: blocking ${result.blockingMs.median} ms (${result.blockingMs.min}-${result.blockingMs.max}), longest task ${result.longestTaskMs.median} ms (${result.longestTaskMs.min}-${result.longestTaskMs.max})`,
      );
      routes.push(result);
    }
  }
  return { runs, observedMs, calibrationMs, load: { before, after: loadavg()[0] }, routes };
}

/** The lines naming each route over the main-thread budget at the phone profile. */
export function mainThreadOverBudget(report: MainThreadReport): string[] {
  return report.routes
    .filter((route) => route.profile === 'phone')
    .flatMap((route) => [
      ...(route.blockingMs.median >= mainThreadBudget.blockingMs
        ? [
            `${route.path}: main-thread blocking ${route.blockingMs.median} ms at 4x CPU (under ${mainThreadBudget.blockingMs})`,
          ]
        : []),
      ...(route.longestTaskMs.median > mainThreadBudget.longestTaskMs
        ? [
            `${route.path}: longest main-thread task ${route.longestTaskMs.median} ms at 4x CPU (at most ${mainThreadBudget.longestTaskMs})`,
          ]
        : []),
    ]);
}

/**
 * The machine's speed: milliseconds a fixed workload takes in this Chromium, unthrottled (median of
 * five). Twice the figure means a machine half as fast; compare figures only beside it.
 */
export async function cpuCalibrationMs(browser: Browser): Promise<Spread> {
  const page = await browser.newPage();
  try {
    const samples: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      samples.push(
        await page.evaluate(() => {
          const started = performance.now();
          let text = '';
          let checksum = 0;
          for (let index = 0; index < 2_000_000; index += 1) {
            text += String.fromCharCode(97 + (index % 26));
            if (text.length > 64) text = text.slice(32);
            checksum = (checksum + text.charCodeAt(index % text.length) * index) % 1_000_003;
          }
          // The checksum is used so the engine cannot drop the loop as dead code.
          return Math.round(performance.now() - started + (checksum < 0 ? 1 : 0));
        }),
      );
    }
    return spread(samples);
  } finally {
    await page.close();
  }
}
