// A rebrand reaches everything (docs/authoring.md, "Rebrand in ten minutes"). A scratch copy of the
// site is built as a new customer would set it up in pages/_site.json alone: another name, address,
// logo and icon, a green primary and an orange accent with a green gradient from light to dark (on
// which neither white nor navy reads as written, so the site mends it), Inter for text and Montserrat
// for headings. No page, title, manifest or image shows the template's name or logo, and every share
// card is, pixel for pixel, the card of the new brand; headings and text are drawn in the chosen
// fonts from the site's own origin; the icons carry the brand; and the text of the landing pages
// keeps its contrast (axe, and the pixels behind text on gradients).
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { waitUntilStill } from '../../src/cli/review/stillPage';
import { loadContent } from '../../src/content/loadContent';
import { needsCard } from '../../src/site-generator/seo/cardCache';
import { cardBrand, drawCard, drawCardFrame, logoFontFile } from '../../src/site-generator/seo/shareCard';
import { cardPath } from '../../src/site-generator/seo/shareTags';
import { scratchSite, type Json, type ScratchSite } from '../tools/scratchSite';
import { expect, site as templateSite, test } from './fixtures';
import { markTextOnGradientsAndImages, samplesInWindow } from './pageSamples';
import { hideText, measureWindowByWindow } from './pixelContrast';

// One scratch build for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const brand = 'Brightline Cloud';
const siteUrl = 'https://brightline.example.com';
const colours = { primary: '#0B6E4F', accent: '#F2A541' };
// The landing pages that between them show every banner background (light, surface, hosting blue,
// dark, the carousel over pictures) and the calls to action on the gradient and on navy; the other
// landing pages repeat these sections.
const landingPages = [
  '/',
  '/digital-agency',
  '/web-hosting',
  '/machine-learning',
  '/bigdata-analytics',
  '/agency-portfolio',
  '/repair-center',
  '/coming-soon',
];
const logo = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="150" height="40" viewBox="0 0 150 40"><title>${brand}</title><rect width="40" height="40" rx="8" fill="#0B6E4F"/><text x="48" y="27" font-size="18" fill="${fill}">Brightline</text></svg>`;
const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0B6E4F"/><circle cx="32" cy="32" r="14" fill="#F2A541"/></svg>';

let scratch: ScratchSite | undefined;
let origin = '';

/** pages/_site.json as the customer changes it (the name written out, as a rebrand in a text editor would). */
function rebrand(site: Json) {
  Object.assign(site, JSON.parse(JSON.stringify(site).replaceAll('Nexus', brand)));
  site.siteUrl = siteUrl;
  site.brand.logo.src = '/images/brightline-logo.svg';
  site.brand.logoWhite.src = '/images/brightline-logo-white.svg';
  site.brand.icon = '/images/brightline-icon.svg';
  Object.assign(site.theme.colors, colours);
  // As the guide advises: a lighter and a darker shade of the new colour, on which neither white nor navy reads.
  site.theme.gradients.primary = 'linear-gradient(135deg, #3fbf8f 0%, #0B6E4F 100%)';
  site.theme.fonts = { body: 'Inter', heading: 'Montserrat' };
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  scratch = scratchSite();
  const scratchDir = scratch.dir;
  writeFileSync(join(scratchDir, 'public/images/brightline-logo.svg'), logo('#0e314c'));
  writeFileSync(join(scratchDir, 'public/images/brightline-logo-white.svg'), logo('#ffffff'));
  writeFileSync(join(scratchDir, 'public/images/brightline-icon.svg'), icon);
  scratch.editJson('pages/_site.json', rebrand);
  origin = await scratch.buildAndServe();
});

test.afterAll(async () => {
  await scratch?.remove();
});

/** Every file of the built site, as a path under dist/. */
function builtFiles(dir = join(scratch!.dir, 'dist'), base = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? builtFiles(join(dir, entry.name), `${base}${entry.name}/`) : [`${base}${entry.name}`],
  );
}

async function openReady(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(origin + path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => document.fonts.ready);
}

test('no page, page data, script, style sheet, manifest or published SVG names the template or shows its logo', () => {
  // The scripts too: they hold the texts the pages draw once they run.
  const published = builtFiles().filter((file) => /\.(html|json|js|css|webmanifest|svg|xml|txt)$/.test(file));
  expect(published.length).toBeGreaterThan(50);
  expect(published.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
  const read = (file: string) => readFileSync(join(scratch!.dir, 'dist', file), 'utf8');
  const naming = published.filter((file) => /\bNexus\b/.test(read(file)));
  // The template's own logo files are published as public/ holds them, but nothing points at them.
  expect(naming.filter((file) => !file.startsWith('images/brand/'))).toEqual([]);
  expect(
    published.filter((file) => !file.startsWith('images/brand/') && read(file).includes('/images/brand/')),
  ).toEqual([]);
});

/** The colour at a point of a picture, given as shares of its width and height. */
async function colourAt(png: Buffer, across: number, down: number): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height * down) * info.width + Math.floor(info.width * across)) * 3;
  return [...data.subarray(at, at + 3)];
}

const rgbOf = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
const closeTo = (rgb: number[], hex: string) =>
  rgb.every((value, channel) => Math.abs(value - rgbOf(hex)[channel]) <= 8);

/** The PNG inside favicon.ico: its one image, whose place the ICO directory gives. */
function pngInIco(ico: Buffer): Buffer {
  expect(ico.readUInt16LE(4)).toBe(1);
  return ico.subarray(ico.readUInt32LE(18), ico.readUInt32LE(18) + ico.readUInt32LE(14));
}

test('the favicon set and the manifest are made from the brand icon, with the brand name and colour', async ({
  request,
}) => {
  expect(await (await request.get(`${origin}/favicon.svg`)).text()).toBe(icon);
  const touch = await (await request.get(`${origin}/apple-touch-icon.png`)).body();
  expect(await sharp(touch).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
  const ico = await request.get(`${origin}/favicon.ico`);
  expect(ico.status()).toBe(200);
  const manifest = await (await request.get(`${origin}/site.webmanifest`)).json();
  expect(manifest).toMatchObject({ name: brand, theme_color: colours.primary });
  const html = await (await request.get(`${origin}/`)).text();
  for (const link of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/site.webmanifest'])
    expect(html).toContain(`href="${link}"`);
  // Each picture shows the brand icon: the orange disc at its centre on the green square.
  const pictures: [string, Buffer][] = [
    ['favicon.ico', pngInIco(await ico.body())],
    ['apple-touch-icon.png', touch],
    ...(await Promise.all(
      manifest.icons.map(
        async ({ src }: { src: string }) => [src, await (await request.get(`${origin}${src}`)).body()] as const,
      ),
    )),
  ];
  expect(pictures.length).toBe(4);
  for (const [name, png] of pictures) {
    expect(closeTo(await colourAt(png, 0.5, 0.5), colours.accent), `${name}: the centre is the accent`).toBe(true);
    expect(closeTo(await colourAt(png, 0.5, 0.15), colours.primary), `${name}: the square is the primary`).toBe(true);
  }
});

test('every share card is the card of the new brand, pixel for pixel: its logo, address, colours and font, and the page title; a card drawn with the template logo or address differs', async () => {
  // Each card is drawn again by the site's card code from what this test wrote (the settings of
  // rebrand() and the logo above), not from what the build read, and compared with the built file.
  const expectedSite = structuredClone(templateSite);
  rebrand(expectedSite);
  const fontFile = logoFontFile(join(scratch!.dir, 'node_modules/.cache/card-check'));
  const expected = cardBrand(scratch!.dir, expectedSite, fontFile);
  const frame = await drawCardFrame(expected);
  const pixels = async (png: Buffer) => (await sharp(png).removeAlpha().raw().toBuffer()).valueOf();
  const differing = (first: Buffer, second: Buffer) => {
    let count = 0;
    for (let at = 0; at < first.length; at += 3)
      if (first[at] !== second[at] || first[at + 1] !== second[at + 1] || first[at + 2] !== second[at + 2]) count++;
    return count;
  };
  const pages = loadContent({ root: scratch!.dir }).pages.filter(needsCard);
  // Every card the build wrote, and no more: each is a page's.
  expect(pages.map((page) => cardPath(page.path).slice(1)).sort()).toEqual(
    builtFiles()
      .filter((file) => file.startsWith('cards/'))
      .sort(),
  );
  expect(pages.length).toBeGreaterThan(20);
  const mismatched: string[] = [];
  for (const page of pages) {
    const words = {
      title: page.title,
      ...(page.share?.subtitle ? { subtitle: page.share.subtitle } : {}),
      // A page in a right-to-left language has its card's words against the right.
      ...(page.locale?.dir === 'rtl' ? { dir: 'rtl' as const } : {}),
    };
    expect(JSON.stringify(words), page.path).not.toMatch(/\bNexus\b/);
    const built = await pixels(readFileSync(join(scratch!.dir, 'dist', cardPath(page.path))));
    const drawn = await pixels(await drawCard(frame, words));
    const count = differing(built, drawn);
    if (count > 0) mismatched.push(`${page.path}: ${count} pixels differ`);
  }
  expect(mismatched).toEqual([]);
  // The check sees the template's logo and its address on a card.
  const home = pages.find((page) => page.path === '/')!;
  const built = await pixels(readFileSync(join(scratch!.dir, 'dist', cardPath('/'))));
  for (const template of [
    { ...expected, logo: cardBrand(process.cwd(), templateSite, fontFile).logo },
    { ...expected, host: new URL(templateSite.siteUrl).host },
  ]) {
    const drawn = await pixels(await drawCard(await drawCardFrame(template), { title: home.title }));
    expect(differing(built, drawn)).toBeGreaterThan(500);
  }
});

test("headings are drawn in Montserrat and text in Inter, both from the site itself, and no other font loads; the page preloads Inter 400 and Montserrat 600, and a Polish text loads Inter's Latin Extended face", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await openReady(page, '/');
  const families = await page.evaluate(() => ({
    heading: getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
    body: getComputedStyle(document.querySelector('p')!).fontFamily,
    loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
  }));
  expect(families.heading).toMatch(/^"?Montserrat"?,/);
  expect(families.body).toMatch(/^"?Inter"?,/);
  expect(new Set(families.loaded.map((family) => family.replaceAll('"', '')))).toEqual(
    new Set(['Inter', 'Montserrat']),
  );
  expect(fonts.length).toBeGreaterThan(0);
  for (const url of fonts) expect(url.startsWith(`${origin}/assets/`), url).toBe(true);
  expect(fonts.filter((url) => /poppins/i.test(url))).toEqual([]);
  const html = await (await page.request.get(`${origin}/`)).text();
  const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/assets\/([a-z]+-latin-\d+)/g)].map(
    ([, file]) => file,
  );
  expect(preloaded).toEqual(['inter-latin-400', 'montserrat-latin-600']);

  // A customer's text beyond basic Latin (Polish, Czech…) is drawn in the chosen font too, from the
  // site's own origin: the face of its script loads when a text needs it, and not before.
  const before = fonts.length;
  const accented = await page.evaluate(async () =>
    (await document.fonts.load('400 16px Inter', 'Łódź, Žluťoučký')).map((face) => face.unicodeRange),
  );
  expect(accented.some((range) => /U\+100-/i.test(range.replaceAll(' ', '')))).toBe(true);
  await expect.poll(() => fonts.length).toBeGreaterThan(before);
  for (const url of fonts.slice(before)) expect(url).toMatch(new RegExp(`^${origin}/assets/inter-latin-ext-400`));
});

for (const path of landingPages)
  test(`${path}: every text keeps its contrast in the new colours (axe, and the pixels behind text on gradients)`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await openReady(page, path);
    await waitUntilStill(page);
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    expect(violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
    await page.addStyleTag({
      content:
        'header { position: relative !important; animation: none !important; } [class*="backToTop"] { display: none !important; }',
    });
    await page.evaluate(markTextOnGradientsAndImages);
    await hideText(page);
    const measured = await measureWindowByWindow(page, async () => new Map(await page.evaluate(samplesInWindow)));
    const low = [...measured.values()]
      .filter(({ sample, ratio }) => ratio < sample.needed)
      .map(({ sample, ratio, against }) => `${sample.what}: ${ratio.toFixed(2)}:1 against ${against}`);
    expect(low).toEqual([]);
  });
