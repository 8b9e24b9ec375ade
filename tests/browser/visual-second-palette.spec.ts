// The template's artwork follows the theme: a scratch copy of the site is built with a second palette
// (a deep teal primary and an orange accent, and a teal gradient) and the blocks that show the
// illustrations, icons and decorative shapes are compared with baselines recorded in that palette
// (src/blocks/__screenshots__/second-palette/<shot>-<width>.png): the landing banner with its floating
// icons and shapes, feature boxes, a feature illustration, the coming-soon page, the project grid and
// the blog teasers. Beside each snapshot the artwork's own pixels are read: they show the new primary,
// and (but for blended edges) none of the template's mint, teal or purple. A last test draws every
// published SVG of images/ in Chromium and reads each the same way; together they show the new accent too.
// After an intended change, `npx playwright test tests/browser/visual-second-palette.spec.ts
// --update-snapshots=changed` records the baselines again.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { runClock, stillContextOptions, stopClock, waitUntilStill } from '../../src/cli/review/stillPage';
import { ARTWORK_COLOURS } from '../../src/site-generator/svgPalette';
import { scratchSite, type ScratchSite } from '../tools/scratchSite';
import { expect, site as templateSite, test } from './fixtures';

// One scratch build for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });
test.use(stillContextOptions);

/** Far from the template's hues: its mint (139°), its gradient's green and teal (150°, 178°), its purple (284°). */
const secondPalette = { primary: '#0b7285', accent: '#e8590c' };
const secondGradient = 'linear-gradient(135deg, #0b7285 0%, #15aabf 100%)';

interface Shot {
  name: string;
  path: string;
  /** The block shown, and which of that type on the page. */
  block: string;
  nth: number;
  widths: number[];
}

const shots: Shot[] = [
  { name: 'landing-banner', path: '/', block: 'banner', nth: 0, widths: [375, 1366] },
  { name: 'feature-boxes', path: '/', block: 'featureBoxes', nth: 0, widths: [1366] },
  { name: 'feature-illustration', path: '/', block: 'featureSplit', nth: 1, widths: [1366] },
  { name: 'coming-soon', path: '/coming-soon', block: 'comingSoon', nth: 0, widths: [375] },
  { name: 'project-grid', path: '/project-style-one', block: 'projectGrid', nth: 0, widths: [1366] },
  { name: 'blog-teasers', path: '/', block: 'blogTeasers', nth: 0, widths: [375] },
];

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as Rgb;

/** Hue in degrees, HSL saturation and lightness. */
function hsl([red, green, blue]: Rgb): [number, number, number] {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const lightness = (max + min) / 2;
  const delta = max - min;
  if (delta === 0) return [0, 0, lightness];
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const sector = max === r ? (g - b) / delta + (g < b ? 6 : 0) : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return [sector * 60, saturation, lightness];
}

/**
 * The template's own colours, as the pixels show them: the hue of its primary, its accent or a stop of
 * its primary gradient (within 4°), or a purple between its accent and the violet it blends into (20°
 * bluer), in a colour rather than a grey. Tints and shades keep the hue, and
 * so does a colour drawn half transparent on white. Not counted: the near-whites (a tint that pale
 * reads as white, and the artwork's pale blue-to-green washes pass through every hue between them).
 */
const templateHues = [
  templateSite.theme.colors.primary,
  templateSite.theme.colors.accent,
  ...(templateSite.theme.gradients.primary.match(/#[0-9a-fA-F]{6}/g) as string[]),
].map((hex) => hsl(rgbOf(hex))[0]);
const accentHue = hsl(rgbOf(templateSite.theme.colors.accent))[0];

/** Whether `rgb` is within a few steps of a blend of `from` and `to`. */
function onBlend(rgb: Rgb, from: Rgb, to: Rgb): boolean {
  const along = to.map((value, channel) => value - from[channel]);
  const length = along.reduce((sum, value) => sum + value * value, 0);
  const towards = along.reduce((sum, value, channel) => sum + value * (rgb[channel] - from[channel]), 0);
  const share = Math.min(1, Math.max(0, towards / length));
  return from.every((value, channel) => Math.abs(value + along[channel] * share - rgb[channel]) <= 6);
}

/**
 * The sky gradient stays as drawn under any palette. The artwork blends between its stops, which pass
 * through the template's teal and green, and lays translucent white on it: a blend of two of its
 * stops, under a veil of white of up to a half, is the sky's.
 */
const skyStops = (templateSite.theme.gradients.sky.match(/#[0-9a-fA-F]{6}/g) as string[]).map(rgbOf);
const veiled = (colour: Rgb, white: number) => colour.map((value) => value + (255 - value) * white) as Rgb;
function onSky(rgb: Rgb): boolean {
  return [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45, 0.5].some((white) =>
    skyStops.some((from, index) =>
      skyStops.slice(index + 1).some((to) => onBlend(rgb, veiled(from, white), veiled(to, white))),
    ),
  );
}

function isTemplateColour(rgb: Rgb): boolean {
  const [hue, saturation, lightness] = hsl(rgb);
  if (saturation < 0.25 || lightness < 0.1 || lightness > 0.9) return false;
  const templateHue =
    templateHues.some((each) => Math.abs(each - hue) <= 4) || (hue >= accentHue - 20 && hue <= accentHue);
  return templateHue && !onSky(rgb);
}

/**
 * The share of an artwork's pixels that may read as the template's: where two colours of the new
 * palette meet, their blended edge can cross its hues. A colour left behind covers far more.
 */
const toleratedShare = 1 / 1000;

const near = (rgb: Rgb, target: Rgb) => rgb.every((value, channel) => Math.abs(value - target[channel]) <= 3);

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface PaletteCount {
  pixels: number;
  /** Pixels in one of the template's colours. */
  template: number;
  /** Pixels in the second palette's primary or accent themselves. */
  primary: number;
  accent: number;
}

type Picture = Awaited<ReturnType<typeof pictureOf>>;
const pictureOf = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** Counts the pixels of `boxes` (CSS pixels of the picture `png`) by the palette they belong to. */
async function countPalette(png: Buffer | Picture, boxes: Box[]): Promise<PaletteCount> {
  const { data, info } = Buffer.isBuffer(png) ? await pictureOf(png) : png;
  const [primary, accent] = [rgbOf(secondPalette.primary), rgbOf(secondPalette.accent)];
  const count: PaletteCount = { pixels: 0, template: 0, primary: 0, accent: 0 };
  const seen = new Set<number>();
  for (const box of boxes) {
    const [left, top] = [Math.max(0, Math.round(box.x)), Math.max(0, Math.round(box.y))];
    const right = Math.min(info.width, Math.round(box.x + box.width));
    const bottom = Math.min(info.height, Math.round(box.y + box.height));
    for (let y = top; y < bottom; y++)
      for (let x = left; x < right; x++) {
        const at = y * info.width + x;
        if (seen.has(at)) continue; // a floating icon over the illustration is counted once
        seen.add(at);
        const rgb = [...data.subarray(at * 3, at * 3 + 3)] as Rgb;
        count.pixels++;
        if (isTemplateColour(rgb)) count.template++;
        if (near(rgb, primary)) count.primary++;
        if (near(rgb, accent)) count.accent++;
      }
  }
  return count;
}

/** The boxes of the block's artwork (its SVG pictures and inline icons), in the block's own pixels. */
async function artworkBoxes(block: Locator): Promise<Box[]> {
  return block.evaluate((element) => {
    const origin = element.getBoundingClientRect();
    const pictures = [...element.querySelectorAll<HTMLElement | SVGElement>('img[src$=".svg"], svg')].filter(
      (picture) => !picture.parentElement?.closest('svg'),
    );
    return pictures
      .map((picture) => picture.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0)
      .map((box) => ({ x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height }));
  });
}

let scratch: ScratchSite | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratch = scratchSite();
  // A launch day of its own rather than days after the build, so the countdown reads the same on any day.
  scratch.editJson('pages/coming-soon.json', (page) => {
    page.sections[0].props.target = '2025-09-01T12:00:00Z';
  });
  scratch.editJson('pages/_site.json', (site) => {
    Object.assign(site.theme.colors, secondPalette);
    site.theme.gradients.primary = secondGradient;
  });
  origin = await scratch.buildAndServe();
});

test.afterAll(async () => {
  await scratch?.remove();
});

/** Opens the page with its clock stopped (the coming-soon countdown shows one moment), hydrated and still. */
async function openStill(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await stopClock(page);
  await page.goto(origin + path);
  await runClock(page);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  // The header stays at the top and the back-to-top button is hidden: neither is drawn over a block.
  await page.addStyleTag({
    content:
      'header { position: relative !important; animation: none !important; } [class*="backToTop"] { display: none !important; }',
  });
  await waitUntilStill(page);
}

for (const shot of shots)
  test(`${shot.name} (${shot.path}): the artwork is drawn in the second palette, as recorded at ${shot.widths.join(', ')} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const [index, width] of shot.widths.entries()) {
      if (index === 0) await openStill(page, shot.path, width);
      else {
        await page.setViewportSize({ width, height: 900 });
        await waitUntilStill(page);
      }
      const block = page.locator(`[data-block="${shot.block}"]`).nth(shot.nth);
      await block.scrollIntoViewIfNeeded();
      await expect
        .soft(block, `${shot.name} at ${width} px`)
        .toHaveScreenshot(['__screenshots__', 'second-palette', `${shot.name}-${width}.png`], { timeout: 15_000 });
      const boxes = await artworkBoxes(block);
      expect(boxes.length, `${shot.name} at ${width} px shows artwork`).toBeGreaterThan(0);
      const count = await countPalette(await block.screenshot({ animations: 'disabled', scale: 'css' }), boxes);
      expect(count.template, `${shot.name} at ${width} px: pixels in the template's colours`).toBeLessThanOrEqual(
        count.pixels * toleratedShare,
      );
      expect(count.primary, `${shot.name} at ${width} px: pixels in the new primary`).toBeGreaterThan(20);
    }
  });

/** Every SVG the built site publishes under images/, as an address. */
function publishedSvgs(dir = join(scratch!.dir, 'dist/images'), base = '/images/'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publishedSvgs(join(dir, entry.name), `${base}${entry.name}/`)
      : entry.name.endsWith('.svg')
        ? [`${base}${entry.name}`]
        : [],
  );
}

test('no published illustration, icon or shape keeps a colour of the template', async ({ page }) => {
  test.setTimeout(120_000);
  // The reading of pixels knows the template's colours: every colour of its artwork that is not near white.
  const missed = Object.keys(ARTWORK_COLOURS).filter(
    (hex) => hsl(rgbOf(hex))[2] <= 0.9 && !isTemplateColour(rgbOf(hex)),
  );
  expect(missed).toEqual([]);
  const files = publishedSvgs().filter((file) => !file.startsWith('/images/brand/'));
  expect(files.length).toBeGreaterThan(100);
  const size = 240;
  await page.setViewportSize({ width: size * 6, height: 900 });
  await page.setContent(
    `<style>body{margin:0;display:flex;flex-wrap:wrap}img{width:${size}px;height:${size}px;object-fit:contain}</style>` +
      files.map((file) => `<img src="${origin}${file}" alt="">`).join(''),
  );
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  const boxes = await page.locator('img').evaluateAll((images) =>
    images.map((image) => {
      const { x, y, width, height } = image.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  const picture = await pictureOf(await page.screenshot({ fullPage: true, animations: 'disabled', scale: 'css' }));
  const keeping: string[] = [];
  let total: PaletteCount = { pixels: 0, template: 0, primary: 0, accent: 0 };
  for (const [index, file] of files.entries()) {
    const count = await countPalette(picture, [boxes[index]]);
    total = {
      pixels: total.pixels + count.pixels,
      template: total.template + count.template,
      primary: total.primary + count.primary,
      accent: total.accent + count.accent,
    };
    if (count.template > count.pixels * toleratedShare)
      keeping.push(`${file}: ${count.template} of ${count.pixels} pixels`);
  }
  expect(keeping).toEqual([]);
  expect(total.primary).toBeGreaterThan(1000);
  expect(total.accent).toBeGreaterThan(1000);
});
