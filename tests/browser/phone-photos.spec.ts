// A customer's photos on a phone, in the browser. A scratch copy of the site is built whose home
// banner and two team portraits are photos (made here with sharp, grained like photographs; the
// portraits written without a width and height, which the build reads from the files); opened
// at 412 px with Lighthouse's phone density, a page downloads the copies that fill their slots
// (the banner at 750 px, a 134 px portrait at 320 px), never an original, and hydrates without a
// word in the console (fixtures.ts): the browser draws the <picture>s the prerender wrote.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { scratchSite, type ScratchSite } from '../tools/scratchSite';
import { expect, test } from './fixtures';

// One scratch build for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

let scratch: ScratchSite | undefined;
let origin = '';

/** A photo-like JPEG: grain over a colour, as a camera's, at the size a camera gives. */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .composite([
      {
        input: {
          create: {
            width,
            height,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 24 },
          },
        },
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();

test.beforeAll(async () => {
  test.setTimeout(300_000);
  scratch = scratchSite();
  writeFileSync(join(scratch.dir, 'public/images/hero.jpg'), await photo(2000, 1625, '#5577aa'));
  writeFileSync(join(scratch.dir, 'public/images/member-0.jpg'), await photo(2000, 2000, '#aa7755'));
  scratch.editJson('pages/index.json', (home) => {
    Object.assign(home.sections[0].props.images[0], { src: '/images/hero.jpg', width: 2000, height: 1625 });
  });
  writeFileSync(join(scratch.dir, 'public/images/member-1.jpg'), await photo(1500, 2000, '#55aa77'));
  scratch.editJson('pages/_sections/team.json', (team) => {
    team.props.members.slice(0, 2).forEach((member: { image: Record<string, unknown> }, index: number) => {
      member.image.src = `/images/member-${index}.jpg`;
      delete member.image.width;
      delete member.image.height;
    });
  });
  origin = await scratch.buildAndServe();
});

test.afterAll(async () => {
  await scratch?.remove();
});

/** Opens `path` as a phone would, until the page is hydrated and the network quiet: the images it fetched, with their bytes. */
async function imagesOnFirstLoad(page: Page, path: string) {
  const images: Promise<{ path: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image')
      images.push(
        request.sizes().then((sizes) => ({ path: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
      );
  });
  await page.goto(origin + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  return Promise.all(images);
}

test('the home page takes the banner photo at the width that fills a phone, preloaded, and no original', async ({
  page,
}) => {
  const images = await imagesOnFirstLoad(page, '/');
  const photos = images.filter((image) => image.path.startsWith('/assets/'));
  expect(photos.map((image) => image.path)).toEqual([expect.stringMatching(/^\/assets\/hero-[0-9a-f]{10}-750\.avif$/)]);
  expect(images.filter((image) => image.path.startsWith('/images/') && image.path.endsWith('.jpg'))).toEqual([]);
  expect(images.reduce((sum, image) => sum + image.bytes, 0)).toBeLessThan(400_000);
  const banner = page.locator('[data-block="banner"] picture img');
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-750\.avif$/);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute(
    'imagesizes',
    (await banner.getAttribute('sizes'))!,
  );
});

test('the team page takes each round portrait at 320 px, lazily', async ({ page }) => {
  const images = await imagesOnFirstLoad(page, '/team');
  const portraits = images.filter((image) => image.path.startsWith('/assets/member-'));
  expect(portraits.map((image) => image.path.replace(/-[0-9a-f]{10}-/, '-'))).toEqual(
    expect.arrayContaining(['/assets/member-0-320.avif', '/assets/member-1-320.avif']),
  );
  expect(portraits).toHaveLength(2);
  const [square, upright] = [0, 1].map((index) => page.locator('[data-block="team"] picture img').nth(index));
  await expect(square).toHaveAttribute('loading', 'lazy');
  // Written without a size: each has its file's, so the page keeps their place before they load.
  for (const [portrait, width, height] of [
    [square, '2000', '2000'],
    [upright, '1500', '2000'],
  ] as const) {
    await expect(portrait).toHaveAttribute('width', width);
    await expect(portrait).toHaveAttribute('height', height);
  }
});
