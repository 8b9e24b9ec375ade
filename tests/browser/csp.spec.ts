// The built site under the strict Content-Security-Policy the static server sends (script-src 'self',
// no inline scripts): every route loads, hydrates and navigates, and the browser reports no violation.
import type { Page } from '@playwright/test';
import { expect, routes, test } from './fixtures';

/** Collects the browser's securitypolicyviolation events from the first moment of every document. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('every page is served with a Content-Security-Policy that allows only same-origin scripts', async ({ page }) => {
  const response = await page.goto('/contact');
  const policy = response?.headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives['script-src']).toEqual(["'self'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(directives['default-src']).toEqual(["'self'"]);
});

test.describe('under the strict policy', () => {
  for (const route of routes) {
    test(`${route.path} has no inline script, hydrates and reports no violation`, async ({ page }) => {
      await recordViolations(page);
      await page.goto(route.path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      // Only JSON data may sit inline: the browser never runs it, so the policy does not apply to it.
      const inline = await page.locator('script:not([src])').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('type')));
      expect(inline.every((type) => type === 'application/json')).toBe(true);
      await expect(page.locator('[data-failed-block]')).toHaveCount(0);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('moving between pages in the browser keeps working and reports no violation', async ({ page }) => {
    await recordViolations(page);
    await page.goto('/contact');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
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
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
  // Chromium also logs the refusal; that one is expected here.
  const refusal = consoleProblems.findIndex((problem) => problem.includes('Content Security Policy'));
  expect(refusal).toBeGreaterThanOrEqual(0);
  consoleProblems.splice(refusal, 1);
});
