// What the visual snapshots add to the HTML snapshots: a stylesheet rule that moves or hides part of a
// block leaves the block's markup exactly as it was (so its HTML snapshot still passes), yet the
// comparison with the block's baseline fails and names the difference image it wrote.
import type { BlockVariant } from '../tools/blockVariants';
import { stillContextOptions } from '../../src/cli/review/stillPage';
import { devPort } from '../tools/ports';
import { baseline, openBlock, showAt } from './blockPreview';
import { expect, test } from './fixtures';

const pricing: BlockVariant = { type: 'pricing', variant: 'example' };
const width = 1366;

const changes = [
  {
    what: "the Pro plan's price moved 2 px down",
    css: '[data-plan="Pro"] [data-price] { transform: translateY(2px); }',
  },
  { what: "the Pro plan's name hidden", css: '[data-plan="Pro"] h3 { visibility: hidden; }' },
];

test.use({ baseURL: `http://localhost:${devPort}`, ...stillContextOptions });

for (const change of changes) {
  test(`${change.what}: the markup is unchanged, the visual comparison fails`, async ({ page }, testInfo) => {
    // While baselines are being recorded there is nothing to compare with (and a failing comparison would be recorded).
    test.skip(['all', 'changed'].includes(testInfo.config.updateSnapshots), 'recording baselines');
    const element = await openBlock(page, pricing);
    await showAt(page, width);
    await expect(element, 'as recorded before the change').toHaveScreenshot(baseline(pricing, width));
    const markup = await element.evaluate((block) => block.outerHTML);

    await page.addStyleTag({ content: change.css });

    expect(await element.evaluate((block) => block.outerHTML)).toBe(markup);
    const failure = await expect(element)
      .toHaveScreenshot(baseline(pricing, width), { timeout: 3_000 })
      .then(
        () => undefined,
        (error: Error) => error,
      );
    expect(failure?.message).toMatch(/\d+ pixels \(ratio [\d.]+ of all image pixels\) are different/);
    expect(failure?.message).toContain('pricing/__screenshots__/example-1366.png');
  });
}
