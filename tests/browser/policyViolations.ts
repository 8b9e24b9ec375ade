// The browser's own report of Content-Security-Policy refusals, collected from the first moment of
// every document a page opens (csp.spec.ts, and the every-route walk in site.spec.ts).
import type { Page } from '@playwright/test';

export async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

export const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * The types of the page's inline scripts that the browser would run. Only data may sit inline (the
 * page's props and its structured data): the browser never runs it, so the policy does not apply.
 */
export const runnableInlineScripts = (page: Page) =>
  page
    .locator('script:not([src])')
    .evaluateAll((scripts) =>
      scripts
        .map((script) => script.getAttribute('type'))
        .filter((type) => type !== 'application/json' && type !== 'application/ld+json'),
    );
