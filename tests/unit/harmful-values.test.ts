// Values of the right form that would harm the site, and what the checks read to find them: the
// paths the build, the host and the preview answer (kept in step with the names the site generator
// uses), an image's size from its first bytes, what an SVG must not hold, the theme's contrast, prices
// past whole cents and dates that do not exist. The error catalogue shows each as an author meets it.
import { readdirSync, readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { EDITOR_PATH } from '../../src/site-generator/editorPlugin';
import { IMAGES_FOLDER } from '../../src/site-generator/images/imagePipeline';
import { largeSource } from '../../src/site-generator/images/imageSettings';
import { CARDS_FOLDER } from '../../src/site-generator/seo/shareTags';
import { hashedAssetsPrefix } from '../../src/site-generator/securityPolicy';
import { contrastRatio } from '../../src/site-generator/themeShades';
import { pageDataUrl } from '../../src/shell/pageDataUrl';
import { contrastProblems, AA_TEXT } from '../../src/content/contrastChecks';
import { dateExplained } from '../../src/content/dates';
import { readImageFacts, svgHazard } from '../../src/content/imageFacts';
import { reservedFolders, reservedPathOwner } from '../../src/content/reservedPaths';
import { valueProblems } from '../../src/content/valueChecks';
import { siteSchema, type Site } from '../../src/schema/site';

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'harmful-values-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('paths a page may not take', () => {
  test('are the folders the site generator and the editor use', () => {
    const firstPart = (path: string) => path.split('/')[1];
    for (const used of [hashedAssetsPrefix, `/${IMAGES_FOLDER}/`, `/${CARDS_FOLDER}/`, EDITOR_PATH, pageDataUrl('/a')])
      expect(Object.keys(reservedFolders)).toContain(firstPart(used));
  });

  test('take the folders below them, and the names in public/; other paths are free', () => {
    const publicNames = new Set(readdirSync(join(root, 'public')));
    expect(reservedPathOwner('/assets/brochure', publicNames)).toMatch(/a year/);
    expect(reservedPathOwner('/images', publicNames)).toMatch(/public\/images/);
    for (const free of ['/', '/contact', '/asset', '/cards-and-gifts', '/editorial'])
      expect(reservedPathOwner(free, publicNames), free).toBeUndefined();
  });
});

describe("an image's size, read from its first bytes", () => {
  const pixels = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#44ce6f' } });

  test.each([
    ['png', (image: Sharp) => image.png()],
    ['jpg', (image: Sharp) => image.jpeg()],
    ['webp', (image: Sharp) => image.webp()],
    ['gif', (image: Sharp) => image.gif()],
    ['avif', (image: Sharp) => image.avif()],
  ] as const)('%s', async (extension, encode) => {
    const file = join(dir, `photo.${extension}`);
    writeFileSync(file, await encode(pixels(123, 45)).toBuffer());
    expect(readImageFacts(file)).toMatchObject({ width: 123, height: 45 });
  });

  test('a JPEG whose size comes after its metadata', async () => {
    const file = join(dir, 'described.jpg');
    const exif = { IFD0: { ImageDescription: 'x'.repeat(30_000) } };
    writeFileSync(file, await pixels(321, 54).jpeg().withExif(exif).toBuffer());
    expect(readImageFacts(file)).toMatchObject({ width: 321, height: 54 });
  });

  test('a PNG whose header says it is wider than the limit', () => {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(largeSource.sidePx + 1, 0);
    header.writeUInt32BE(10, 4);
    const file = join(dir, 'wide.png');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), header, deflateSync(Buffer.alloc(0))]),
    );
    expect(readImageFacts(file)?.width).toBe(largeSource.sidePx + 1);
  });
});

describe('what an SVG served by the site must not hold', () => {
  test('no picture the site ships holds any of it', () => {
    const svgs = (folder: string): string[] =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? svgs(join(folder, entry.name))
          : entry.name.endsWith('.svg')
            ? [join(folder, entry.name)]
            : [],
      );
    const found = svgs(join(root, 'public')).filter((file) => svgHazard(readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  test.each([
    ['<svg><script>alert(1)</script></svg>', 'a script'],
    ['<svg><rect onload = "x()"/></svg>', 'an event handler'],
    ['<svg><foreignObject/></svg>', 'embedded HTML'],
    ['<svg><use href="https://example.com/a.svg#x"/></svg>', 'another site'],
    ['<svg><image xlink:href="//example.com/a.png"/></svg>', 'another site'],
    ['<svg><a href="javascript:alert(1)"><rect/></a></svg>', 'javascript'],
    ['<svg><style>rect { fill: url(https://example.com/a.svg#p) }</style></svg>', 'another site'],
  ])('%s: %s', (text, what) => {
    expect(svgHazard(text)?.what).toContain(what);
  });

  test('a link inside the picture, its namespaces and words such as "none" are fine', () => {
    expect(
      svgHazard(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use href="#a" fill="none" font-family="x"/></svg>',
      ),
    ).toBeUndefined();
  });
});

describe("the theme's contrast", () => {
  const site = siteSchema.parse(JSON.parse(readFileSync(join(root, 'pages/_site.json'), 'utf8')));
  const withColours = (colours: Partial<Site['theme']['colors']>): Site => ({
    ...site,
    theme: { ...site.theme, colors: { ...site.theme.colors, ...colours } },
  });

  test('the shipped theme reaches AA everywhere', () => {
    expect(contrastProblems(site)).toEqual([]);
  });

  test('a pale text colour is reported once, at itself, with a shade that reaches AA on every background', () => {
    const problems = contrastProblems(withColours({ text: '#b0b8c0' }));
    expect(problems.map((problem) => problem.path.join('.'))).toEqual(['theme.colors.text']);
    const fix = problems[0].suggestion!.value as string;
    for (const background of ['#ffffff', site.theme.colors.surface, site.theme.colors.surfaceWarm])
      expect(contrastRatio(fix, background)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastProblems(withColours({ text: fix }))).toEqual([]);
  });

  test('a pale section too dark for a text that reads on white is the section to change, made lighter', () => {
    const problems = contrastProblems(withColours({ surfaceWarm: '#b9b2b2' }));
    expect(problems.map((problem) => problem.path.join('.'))).toEqual(['theme.colors.surfaceWarm']);
    expect(problems[0].message).toMatch(/write a lighter colour for "surfaceWarm"/);
  });
});

describe('prices in whole cents', () => {
  test('any number under a name of money, anywhere in a file, with more than two decimals', () => {
    const problems = valueProblems({
      products: [{ price: 19.99 }, { price: 19.999 }],
      shippingCost: 0.1 + 0.2,
      extensions: [{ oldPrice: 1.005, price: 9 }],
      rating: { stars: 4.125 },
    });
    expect(problems.map((problem) => [problem.path.join('.'), problem.suggestion?.value])).toEqual([
      ['products.1.price', 20],
      ['extensions.0.oldPrice', 1],
    ]);
  });
});

describe('dates that do not exist', () => {
  test.each([
    ['2026-02-30T10:00:00Z', /February 2026 has 28 days/],
    ['2028-02-30T10:00:00Z', /February 2028 has 29 days/],
    ['2026-09-31T10:00:00Z', /September has 30 days/],
    ['2026-13-01T10:00:00Z', /no month 13/],
    ['2026-08-23T17:60:00Z', /no minute 60/],
  ])('%s', (written, reason) => {
    const explained = dateExplained(written, 'datetime');
    expect(explained.code).toBe('date.does-not-exist');
    expect(explained.params.reason).toMatch(reason);
  });

  test('a date written otherwise is shown in the form, with the date meant when it is clear', () => {
    expect(dateExplained('2026-8-3T7:05:00Z', 'datetime').candidates).toEqual(['2026-08-03T07:05:00Z']);
    expect(dateExplained('23/08/2026', 'datetime').code).toBe('date.form');
  });
});
