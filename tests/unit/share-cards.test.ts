// The build's share cards: 1200×630 PNGs in the site's theme, drawn once per content and reused; the
// frame every card shares drawn once per writer, each card's own words laid over it.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import type { Site } from '../../src/schema/site';
import { shareCardWriter, writeShareCards } from '../../src/site-generator/seo/cardCache';
import {
  cardBrand,
  drawCard,
  drawCardFrame,
  drawWholeCard,
  logoFontFile,
} from '../../src/site-generator/seo/shareCard';
import { framedPng, pngFrame } from '../../src/site-generator/seo/framedPng';
import { cardPath } from '../../src/site-generator/seo/shareTags';

const root = process.cwd();
const { site, pages } = loadContent({ root });
const chosen = pages.filter((page) => ['/contact', '/faq'].includes(page.path));
const scratch = mkdtempSync(join(tmpdir(), 'share-cards-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const hex = (colour: string) => [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
/** How many pixels of the card are (almost) the colour. */
function pixelsOf(png: PNG, colour: string): number {
  const [r, g, b] = hex(colour);
  let count = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (Math.abs(png.data[i] - r) + Math.abs(png.data[i + 1] - g) + Math.abs(png.data[i + 2] - b) < 12) count++;
  }
  return count;
}

async function cardsFor(theme: Site, run: string, cacheDir = join(scratch, `${run}-cache`)) {
  const outDir = join(scratch, run);
  const result = await writeShareCards({ root, outDir, pages: chosen, site: theme, cacheDir });
  const card = (path: string) => strictlyRead(readFileSync(join(outDir, cardPath(path))));
  return { result, card };
}

describe('share cards', () => {
  test('are 1200×630 and drawn in the theme: the heading colour as ground, the primary colour in the accents', async () => {
    const { card } = await cardsFor(site!, 'theme');
    const png = card('/contact');
    expect([png.width, png.height]).toEqual([1200, 630]);
    const total = png.width * png.height;
    expect(pixelsOf(png, site!.theme.colors.heading) / total).toBeGreaterThan(0.4);
    expect(pixelsOf(png, site!.theme.colors.primary) / total).toBeGreaterThan(0.05);
  });

  test("an author's colour change in _site.json shows in the cards", async () => {
    const recoloured: Site = {
      ...site!,
      theme: { ...site!.theme, colors: { ...site!.theme.colors, primary: '#e8412c' } },
    };
    const { card, result } = await cardsFor(recoloured, 'recoloured', join(scratch, 'theme-cache'));
    expect(result.drawn).toBe(chosen.length);
    const png = card('/contact');
    expect(pixelsOf(png, '#e8412c') / (png.width * png.height)).toBeGreaterThan(0.05);
    expect(pixelsOf(png, site!.theme.colors.primary)).toBe(0);
  });

  test('an unchanged page is not drawn again; a changed title is', async () => {
    const cacheDir = join(scratch, 'reuse-cache');
    const first = await writeShareCards({
      root,
      outDir: join(scratch, 'reuse-1'),
      pages: chosen,
      site: site!,
      cacheDir,
    });
    expect(first).toMatchObject({ drawn: chosen.length, reused: 0 });
    const second = await writeShareCards({
      root,
      outDir: join(scratch, 'reuse-2'),
      pages: chosen,
      site: site!,
      cacheDir,
    });
    expect(second).toMatchObject({ drawn: 0, reused: chosen.length });
    expect(readFileSync(join(scratch, 'reuse-2', cardPath('/faq')))).toEqual(
      readFileSync(join(scratch, 'reuse-1', cardPath('/faq'))),
    );
    const retitled = chosen.map((page) => (page.path === '/faq' ? { ...page, title: 'Questions and answers' } : page));
    const third = await writeShareCards({
      root,
      outDir: join(scratch, 'reuse-3'),
      pages: retitled,
      site: site!,
      cacheDir,
    });
    expect(third).toMatchObject({ drawn: 1, reused: chosen.length - 1 });
  });

  test("a card written where another page's card is leaves the cached card it replaces as it was", async () => {
    const cacheDir = join(scratch, 'over-cache');
    const outDir = join(scratch, 'over');
    const faq = chosen.filter((page) => page.path === '/faq');
    await writeShareCards({ root, outDir, pages: faq, site: site!, cacheDir });
    const card = join(outDir, cardPath('/faq'));
    const first = readFileSync(card);
    const retitled = faq.map((page) => ({ ...page, title: 'Questions and answers' }));
    expect(await writeShareCards({ root, outDir, pages: retitled, site: site!, cacheDir })).toMatchObject({ drawn: 1 });
    expect(readFileSync(card)).not.toEqual(first);
    const cached = readdirSync(cacheDir).filter((name) => name.endsWith('.png'));
    expect(cached.map((name) => readFileSync(join(cacheDir, name)))).toContainEqual(first);
  });

  test('a page that names its own share image gets no generated card', async () => {
    const own = chosen.map((page) =>
      page.path === '/faq'
        ? { ...page, share: { image: { src: '/images/brand/logo.svg', alt: 'Logo', width: 150, height: 40 } } }
        : page,
    );
    const result = await writeShareCards({
      root,
      outDir: join(scratch, 'own'),
      pages: own,
      site: site!,
      cacheDir: join(scratch, 'own-cache'),
    });
    expect(result.pages).toBe(chosen.length - 1);
  });

  test("each page's card shows its own title, on the same frame: the logo and the foot line are alike", async () => {
    const retitled = chosen.map((page, index) => ({ ...page, title: `Managed IT Support for Law Firms ${index}` }));
    const outDir = join(scratch, 'titles');
    await writeShareCards({ root, outDir, pages: retitled, site: site!, cacheDir: join(scratch, 'titles-cache') });
    const [first, second] = retitled.map((page) => strictlyRead(readFileSync(join(outDir, cardPath(page.path)))));
    const differingRows = new Set<number>();
    for (let i = 0; i < first.data.length; i += 4) {
      if (first.data.readUInt32BE(i) !== second.data.readUInt32BE(i)) differingRows.add(Math.floor(i / 4 / 1200));
    }
    expect(differingRows.size).toBeGreaterThan(20); // the titles' last figure
    const rows = [...differingRows];
    expect(Math.min(...rows)).toBeGreaterThan(64 + 56); // below the logo
    expect(Math.max(...rows)).toBeLessThan(630 - 56 - 30); // above the foot line
  });

  test.each([
    { title: 'FAQ' },
    { title: 'Cloud Hosting in Bath', subtitle: 'Plans from $9 a month' },
    { title: 'What Logistics Companies in Southampton Should Know About Software Development' },
    {
      title: 'Ångström Équipe: Übergröße Gjy',
      subtitle: 'One team, one monthly price, and help within the hour, every day',
    },
    { title: 'حلول تقنية المعلومات لشركتك في عام 2026', subtitle: 'خطط الاستضافة والأسعار', dir: 'rtl' as const },
  ])('a card drawn on the frame is the card drawn in one piece, pixel for pixel: "$title"', async (words) => {
    const brand = cardBrand(root, site!, logoFontFile(join(scratch, 'whole-cache')));
    const composed = strictlyRead(await drawCard(await drawCardFrame(brand), words));
    const whole = PNG.sync.read(await drawWholeCard({ ...brand, ...words }));
    let differing = 0;
    for (let i = 0; i < whole.data.length; i += 4) {
      if ([0, 1, 2].some((channel) => composed.data[i + channel] !== whole.data[i + channel])) differing++;
    }
    expect(differing).toBe(0);
  });

  test.each([
    ['Polish', 'Usługi łą', 'Usługi śę'],
    ['Greek, in the font of a site that chose Inter', 'Τιμές αβ', 'Τιμές γδ'],
    ['Arabic', 'خدمات بب', 'خدمات تت'],
  ])('a title in %s is drawn in letters, not in the boxes of a font that lacks them', async (_, one, other) => {
    // Two titles alike but for two letters: boxes for letters a font lacks would draw both alike.
    const theme = one.startsWith('Τ') ? { ...site!.theme, fonts: { body: 'Inter', heading: 'Inter' } } : site!.theme;
    const brand = cardBrand(root, { ...site!, theme } as Site, logoFontFile(join(scratch, 'scripts-cache')));
    const frame = await drawCardFrame(brand);
    const [first, second] = await Promise.all([one, other].map((title) => drawCard(frame, { title })));
    const [a, b] = [first, second].map(strictlyRead);
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 4) if (a.data.readUInt32BE(i) !== b.data.readUInt32BE(i)) differing++;
    expect(differing).toBeGreaterThan(50);
  });

  test('a page in a right-to-left language has its words against the right of their box, the others against the left', async () => {
    const brand = cardBrand(root, site!, logoFontFile(join(scratch, 'direction-cache')));
    const frame = await drawCardFrame(brand);
    /** The leftmost and rightmost column where the title's words are: where the card differs from one without them. */
    const titleColumns = async (title: string, dir?: 'rtl') => {
      const [png, bare] = (
        await Promise.all([title, ''].map((words) => drawCard(frame, { title: words, ...(dir && { dir }) })))
      ).map(strictlyRead);
      const columns: number[] = [];
      for (let i = 0; i < png.data.length; i += 4)
        if (png.data.readUInt32BE(i) !== bare.data.readUInt32BE(i)) columns.push((i / 4) % 1200);
      return [Math.min(...columns), Math.max(...columns)];
    };
    const [rtlLeft, rtlRight] = await titleColumns('الأسعار', 'rtl');
    const [ltrLeft, ltrRight] = await titleColumns('Pricing');
    expect(ltrLeft).toBeLessThan(100); // the card's padding is 90 px
    expect(ltrRight).toBeLessThan(500);
    expect(rtlLeft).toBeGreaterThan(300);
    expect(rtlRight).toBeGreaterThan(700); // the words' box ends at 730 px
  });

  test('the frame is drawn once per writer, however many batches it is given', async () => {
    const write = shareCardWriter({
      root,
      outDir: join(scratch, 'frames'),
      site: site!,
      cacheDir: join(scratch, 'frames-cache'),
    });
    const batch = (round: number) => chosen.map((page) => ({ ...page, title: `${page.title} ${round}` }));
    expect(await write(batch(1))).toMatchObject({ drawn: chosen.length, frames: 1 });
    expect(await write(batch(2))).toMatchObject({ drawn: chosen.length, frames: 0 });
    expect(await write(batch(2))).toMatchObject({ drawn: 0, reused: chosen.length, frames: 0 });
  });

  test('a frame prepared ahead is the one the first card uses, and the cards are the same as drawn without it', async () => {
    const writer = (run: string) =>
      shareCardWriter({ root, outDir: join(scratch, run), site: site!, cacheDir: join(scratch, `${run}-cache`) });
    const prepared = writer('prepared');
    prepared.prepare();
    expect(await prepared(chosen)).toMatchObject({ drawn: chosen.length, frames: 1 });
    expect(await writer('unprepared')(chosen)).toMatchObject({ drawn: chosen.length, frames: 1 });
    for (const page of chosen) {
      const card = (run: string) => readFileSync(join(scratch, run, cardPath(page.path)));
      expect(card('prepared').equals(card('unprepared'))).toBe(true);
    }
  });

  test('a brand that cannot be read fails the first card, not the preparation', async () => {
    const missingLogo: Site = {
      ...site!,
      brand: { ...site!.brand, logoWhite: { ...site!.brand.logoWhite, src: '/img/none.png' } },
    };
    const write = shareCardWriter({
      root,
      outDir: join(scratch, 'no-logo'),
      site: missingLogo,
      cacheDir: join(scratch, 'no-logo-cache'),
    });
    expect(() => write.prepare()).not.toThrow();
    await expect(write(chosen)).rejects.toThrow(/none\.png/);
  });
});

/** The PNG's pixels, its chunks' CRCs checked by pngjs and its zlib stream's checksum by zlib (which pngjs does not check). */
function strictlyRead(bytes: Buffer): PNG {
  const idat: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT') idat.push(bytes.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  inflateSync(Buffer.concat(idat)); // throws "incorrect data check" on a wrong Adler-32
  return PNG.sync.read(bytes);
}

describe('framed PNGs', () => {
  // A frame of stripes whose rows differ, and ink of every opacity laid at the edges of the frame's blocks.
  const width = 50;
  const height = 45;
  const frame = Buffer.alloc(width * height * 3);
  for (let i = 0; i < frame.length; i++) frame[i] = (i * 7 + Math.floor(i / (width * 3)) * 13) % 256;

  function inkOf(inkWidth: number, inkHeight: number) {
    const pixels = Buffer.alloc(inkWidth * inkHeight * 4);
    for (let i = 0; i < inkWidth * inkHeight; i++) {
      const alpha = (i * 37) % 256;
      pixels[i * 4 + 3] = alpha;
      for (let channel = 0; channel < 3; channel++)
        pixels[i * 4 + channel] = Math.round((((i + channel) * 53) % 256) * (alpha / 255));
    }
    return pixels;
  }

  test.each([
    ['inside one block', 3, 2, 10, 5],
    ['across blocks', 0, 10, 50, 20],
    ['to the last, short block', 20, 30, 30, 15],
    ['over the whole picture', 0, 0, 50, 45],
  ])('ink laid %s decodes to the frame with the ink over it', (_, left, top, inkWidth, inkHeight) => {
    const pixels = inkOf(inkWidth, inkHeight);
    const png = strictlyRead(
      framedPng(pngFrame(frame, width, height), { pixels, left, top, width: inkWidth, height: inkHeight }),
    );
    expect([png.width, png.height]).toEqual([width, height]);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const inside = x >= left && x < left + inkWidth && y >= top && y < top + inkHeight;
        const ink = ((y - top) * inkWidth + (x - left)) * 4;
        for (let channel = 0; channel < 3; channel++) {
          const under = frame[(y * width + x) * 3 + channel];
          const expected = inside ? pixels[ink + channel] + Math.round((under * (255 - pixels[ink + 3])) / 255) : under;
          expect(png.data[(y * width + x) * 4 + channel]).toBe(expected);
        }
      }
    }
  });
});
