// What axe cannot see, on every route (one page load each): text on gradients and images measured
// against the pixels behind it, each focus ring against the pixels around it (1366 px), and reflow
// at 320 px: nothing cut off at the window's edge or by its box (docs/accessibility.md, "Checks").
import type { Page } from '@playwright/test';
import { expect, routes, test } from './fixtures';
import { markFocusRings, markTextOnGradientsAndImages, partlyCutOff, samplesInWindow } from './pageSamples';
import { hideText, measureWindowByWindow } from './pixelContrast';
import { waitUntilStill } from '../../src/cli/review/stillPage';

async function openStill(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await waitUntilStill(page);
  // The header stays in its place (a sticky header would cover what is measured under it), and
  // what is fixed to the window (back to top) stays out of the way.
  await page.addStyleTag({ content: 'header { position: relative !important; animation: none !important; } [class*="backToTop"] { display: none !important; }' });
}

test.describe('contrast and reflow on every route', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const route of routes) {
    test(`${route.path}: text on gradients and images and every focus ring keep their contrast; nothing is cut off at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await openStill(page, route.path);
      await page.keyboard.press('Tab'); // keyboard modality: programmatic focus then shows :focus-visible
      await page.evaluate(markTextOnGradientsAndImages);
      await page.evaluate(markFocusRings);
      await hideText(page);
      const measured = await measureWindowByWindow(page, async () => new Map(await page.evaluate(samplesInWindow)));
      const low = [...measured.values()]
        .filter(({ sample, ratio }) => ratio < sample.needed)
        .map(({ sample, ratio, against }) => `${sample.what} (rgba(${sample.colour.join(", ")})): ${ratio.toFixed(2)}:1 against ${against}, needs ${sample.needed}:1`);
      expect(low, 'text and focus rings below their contrast, measured on pixels').toEqual([]);

      await page.setViewportSize({ width: 320, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitUntilStill(page);
      expect(await page.evaluate(partlyCutOff), 'content cut off at 320 px').toEqual([]);
    });
  }
});
