// Shared fixtures: every test's page fails the test on any console error or warning, or uncaught
// exception; `routes` lists the pages of the site as the build sees them.
import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface RouteInfo {
  path: string;
  title: string;
  header: string;
  footer: boolean;
  sections: number;
  file: string;
}

const pagesDir = join(process.cwd(), 'pages');

export const routes: RouteInfo[] = readdirSync(pagesDir)
  .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
  .map((name) => {
    const data = JSON.parse(readFileSync(join(pagesDir, name), 'utf8'));
    return {
      path: data.path,
      title: data.title,
      header: data.header,
      footer: data.footer ?? true,
      sections: data.sections?.length ?? 0,
      file: `pages/${name}`,
    };
  })
  .sort((a, b) => a.path.localeCompare(b.path));

export const site = JSON.parse(readFileSync(join(pagesDir, '_site.json'), 'utf8'));

/** Problems the page reported; tests that expect some may read and clear this list. */
export type ConsoleProblems = string[];

export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: ConsoleProblems = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Ends the preloader now rather than after its 2 s, so the page can be used. Its own timing is
 * checked in site.spec.ts; every other test would only wait for it.
 */
export async function endPreloader(page: Page) {
  const preloader = page.getByTestId('preloader');
  await preloader.evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()));
  await expect(preloader).toBeHidden({ timeout: 6_000 });
}

/**
 * Opens a path the site has no page for and waits until the Not Found page is hydrated. Chromium
 * logs the 404 status of the document itself; that one console line is expected, so it is removed.
 */
export async function openMissingPage(page: Page, consoleProblems: ConsoleProblems, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const expected = consoleProblems.findIndex((problem) => problem.includes('status of 404'));
  if (expected >= 0) consoleProblems.splice(expected, 1);
  return response;
}

/** Opens a route and waits until it is hydrated and the preloader is gone. */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await endPreloader(page);
  return response;
}

/** Waits for the page to draw two frames: what a frame's callbacks start (effects, a drag's last move) has run. */
export async function afterTwoFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
