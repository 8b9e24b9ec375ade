// Contrast measured on pixels, where axe reads only CSS colours: text on a gradient or an image, and
// focus rings, against what the browser actually painted behind them. The page collects what to
// measure (boxes and colours, in window coordinates), the text is made transparent, and each
// window-full of the page is screenshotted and measured here (docs/accessibility.md, "Checks").
import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

export type Rgba = [number, number, number, number];
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Something to measure: the colour drawn (text or ring), where, and the contrast it needs. */
export interface Sample {
  what: string;
  colour: Rgba;
  /** Window boxes of the pixels behind it (the text's line boxes, or the ring's band). */
  boxes: Box[];
  needed: number;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = ([r, g, b]: readonly number[]) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

export function contrast(first: readonly number[], second: readonly number[]): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/** The drawn colour over one background pixel (a colour with transparency blends into it). */
const over = ([r, g, b, a]: Rgba, background: readonly number[]) =>
  [r, g, b].map((value, index) => value * a + background[index] * (1 - a));

/**
 * The contrast the sample keeps over most of its background: the 10th percentile of the contrast
 * against every pixel behind it, so a few stray pixels (a decorative dot, anti-aliasing) do not
 * decide, while a gradient that turns pale under part of a line does.
 */
export function sampledContrast(screenshot: PNG, sample: Sample): { ratio: number; against: string } | undefined {
  const ratios: { ratio: number; pixel: number[] }[] = [];
  for (const box of sample.boxes) {
    const left = Math.max(0, Math.round(box.x));
    const top = Math.max(0, Math.round(box.y));
    const right = Math.min(screenshot.width, Math.round(box.x + box.width));
    const bottom = Math.min(screenshot.height, Math.round(box.y + box.height));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const offset = (y * screenshot.width + x) * 4;
        const pixel = [screenshot.data[offset], screenshot.data[offset + 1], screenshot.data[offset + 2]];
        ratios.push({ ratio: contrast(over(sample.colour, pixel), pixel), pixel });
      }
    }
  }
  if (ratios.length === 0) return undefined;
  ratios.sort((a, b) => a.ratio - b.ratio);
  const { ratio, pixel } = ratios[Math.floor(ratios.length * 0.1)];
  return { ratio, against: `rgb(${pixel.join(', ')})` };
}

/** Makes every text transparent (the boxes stay where they are), so a screenshot shows what is behind it. */
export async function hideText(page: Page) {
  return page.addStyleTag({
    content: `*, *::before, *::after, *::placeholder { color: transparent !important; -webkit-text-fill-color: transparent !important;
      text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }`,
  });
}

/**
 * Screenshots the page one window at a time, top to bottom, and measures each sample once it lies
 * wholly in the window. `collect` runs in the page after each scroll and returns the samples it sees
 * (keyed, so a sample is measured once).
 */
export async function measureWindowByWindow(
  page: Page,
  collect: () => Promise<Map<string, Sample>>,
): Promise<Map<string, { sample: Sample; ratio: number; against: string }>> {
  const measured = new Map<string, { sample: Sample; ratio: number; against: string }>();
  const { innerHeight, scrollHeight } = await page.evaluate(() => ({
    innerHeight: window.innerHeight,
    scrollHeight: document.documentElement.scrollHeight,
  }));
  for (let top = 0; top < scrollHeight; top += Math.max(200, innerHeight - 200)) {
    await page.evaluate(
      (y) =>
        new Promise((done) => {
          window.scrollTo(0, y);
          requestAnimationFrame(() => requestAnimationFrame(done));
        }),
      top,
    );
    const samples = await collect();
    const fresh = [...samples].filter(([key]) => !measured.has(key));
    if (fresh.length === 0) continue;
    const screenshot = PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' }));
    for (const [key, sample] of fresh) {
      const result = sampledContrast(screenshot, sample);
      if (result) measured.set(key, { sample, ...result });
    }
  }
  return measured;
}
