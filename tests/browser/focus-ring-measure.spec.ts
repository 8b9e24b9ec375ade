// The focus-ring contrast check of every route (a11y.spec.ts) measures whatever shows a
// control's focus, not only outlines: a ring drawn with box-shadow is measured like an outline, and a
// soft glow or no indicator at all fails. Shown here on one small page of controls, whose only
// difference is how their focus is drawn, so no route has to break for the check to prove itself.
import { markFocusRings, samplesInWindow } from './pageSamples';
import { hideText, measureWindowByWindow } from './pixelContrast';
import { expect, test } from './fixtures';

// Navy keeps about 12:1 on white, the purple accent about 2.9:1 (docs/accessibility.md).
const controls = `
  <style>
    body { margin: 0; padding: 20px; background: #fff; font: 16px sans-serif; }
    button { display: block; margin: 24px; padding: 10px 20px; border: 0; border-radius: 0; background: #eef2f6; color: #0e314c; }
    button:focus-visible { outline: 3px solid #0e314c; outline-offset: 2px; }
    .ring:focus-visible { outline: none; box-shadow: 0 0 0 3px #0e314c; }
    .inset:focus-visible { outline: none; box-shadow: inset 0 0 0 3px #0e314c; }
    .pale:focus-visible { outline: none; box-shadow: 0 0 0 3px #c679e3; }
    .glow:focus-visible { outline: none; box-shadow: 0 10px 30px rgba(14, 49, 76, 0.12); }
    .nothing:focus-visible { outline: none; }
  </style>
  <button>outline</button>
  <button class="ring">navy ring</button>
  <button class="inset">navy inset ring</button>
  <button class="pale">purple ring</button>
  <button class="glow">soft glow</button>
  <button class="nothing">nothing</button>`;

test('a focus ring drawn with box-shadow is measured like an outline; a soft glow or no indicator fails', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await page.setContent(controls);
  await page.keyboard.press('Tab'); // keyboard modality, as on the routes
  expect(await page.evaluate(markFocusRings)).toBe(6);
  await hideText(page);
  const measured = await measureWindowByWindow(page, async () => new Map(await page.evaluate(samplesInWindow)));
  const ratio = (name: string) => {
    const found = [...measured.values()].find(({ sample }) => sample.what.endsWith(`"${name}"`));
    if (!found) throw new Error(`no focus sample for "${name}"`);
    return { ratio: Math.round(found.ratio * 10) / 10, drawn: found.sample.what.replace(/^page: | of button.*$/g, '') };
  };
  expect(ratio('outline')).toEqual({ ratio: expect.any(Number), drawn: 'focus ring' });
  expect(ratio('outline').ratio).toBeGreaterThan(10);
  for (const name of ['navy ring', 'navy inset ring']) {
    expect(ratio(name).drawn).toBe('focus ring (a box-shadow)');
    expect(ratio(name).ratio, name).toBeGreaterThan(10);
  }
  expect(ratio('purple ring').drawn).toBe('focus ring (a box-shadow)');
  expect(ratio('purple ring').ratio).toBeGreaterThan(2.5);
  expect(ratio('purple ring').ratio).toBeLessThan(3);
  expect(ratio('soft glow').ratio).toBeLessThan(1.5);
  expect(ratio('nothing')).toEqual({ ratio: 1, drawn: 'focus indicator (none found: no outline, no box-shadow)' });
});
