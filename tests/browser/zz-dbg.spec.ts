import { test } from '@playwright/test';
import { waitUntilStill } from '../../src/cli/review/stillPage';
const cases: [string, string][] = JSON.parse(process.env.DBG_CASES ?? '[]');
test('dbg', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let i = 0;
  for (const [path, selector] of cases) {
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await waitUntilStill(page);
    await page.keyboard.press('Tab');
    const target = page.locator(selector).first();
    await target.scrollIntoViewIfNeeded();
    await target.focus();
    const box = (await target.boundingBox())!;
    await page.screenshot({ path: `/tmp/dbg-${i++}.png`, clip: { x: Math.max(0, box.x - 30), y: Math.max(0, box.y - 30), width: box.width + 60, height: box.height + 60 }, scale: 'css' });
  }
});
