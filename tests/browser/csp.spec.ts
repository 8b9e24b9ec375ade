// The built site under its strict Content-Security-Policy (script-src 'self', no inline scripts):
// pages load, hydrate and navigate, and the browser reports no violation (every route is walked
// under the policy in site.spec.ts). The policy holds
// twice: as the header npm start sends, and as the <meta> every page carries, which is what protects
// the site on a static host that sends no header of its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sirv from 'sirv';
import { expect, routes, test, type ConsoleProblems } from './fixtures';
import { recordViolations, violations } from './policyViolations';

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** Adds an inline script to the hydrated page, as an injection would, and checks that it never ran. */
async function injectedScriptIsBlocked(page: Page, consoleProblems: ConsoleProblems) {
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).not.toEqual([]);
  expect((await violations(page)).every((violation) => violation.startsWith('script-src'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
  // Chromium also logs each refusal (one per policy in force); those are expected here.
  const refusals = consoleProblems.filter((problem) => problem.includes('Content Security Policy'));
  expect(refusals.length).toBeGreaterThanOrEqual(1);
  consoleProblems.splice(
    0,
    consoleProblems.length,
    ...consoleProblems.filter((problem) => !refusals.includes(problem)),
  );
}

test('every page is served with a Content-Security-Policy that allows only same-origin scripts', async ({ page }) => {
  const response = await page.goto('/contact');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
  expect(directives['script-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
});

test.describe('under the strict policy', () => {
  test('moving between pages in the browser keeps working and reports no violation', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/contact');
    await hydrated(page);
    for (const route of routes.filter((candidate) => candidate.header !== 'none').slice(0, 8)) {
      await page.evaluate((path) => {
        window.history.pushState({}, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route.path);
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect.poll(() => page.evaluate(() => document.title)).toContain(route.title);
    }
    expect(await violations(page)).toEqual([]);
  });
});

test('an inline script added to a page is blocked and reported', async ({ page, consoleProblems }) => {
  await recordViolations(page);
  await page.goto('/contact');
  await hydrated(page);
  await injectedScriptIsBlocked(page, consoleProblems);
});

test.describe('on a static host that sends no security header', () => {
  let plainHost: Server;
  let origin = '';

  test.beforeAll(async () => {
    // sirv as it comes: files with their type, nothing else.
    plainHost = createServer(sirv(join(process.cwd(), 'dist'), { etag: true }));
    await new Promise<void>((listening) => plainHost.listen(0, '127.0.0.1', listening));
    origin = `http://127.0.0.1:${(plainHost.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((closed) => plainHost.close(() => closed())));

  test('the page hydrates with no violation, and an inline script added to it is still blocked by its meta policy', async ({
    page,
    consoleProblems,
  }) => {
    await recordViolations(page);
    const response = await page.goto(`${origin}/contact`);
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    await hydrated(page);
    expect(await violations(page)).toEqual([]);
    await injectedScriptIsBlocked(page, consoleProblems);
  });
});
