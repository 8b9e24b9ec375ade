// The build's share cards: 1200×630 PNGs in the site's theme, drawn once per content and reused.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, describe, expect, test } from 'vitest';
import { loadContent } from '../../src/content/loadContent';
import type { Site } from '../../src/schema/site';
import { writeShareCards } from '../../src/site-generator/seo/cardCache';
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
  const card = (path: string) => PNG.sync.read(readFileSync(join(outDir, cardPath(path))));
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
});
