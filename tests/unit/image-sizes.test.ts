// An image's width and height, read from its file: the header of every format the build takes, turned
// as the photo is shown; the loaded content given them where the author left them out; and a width and
// height written with other proportions than the file's, or left out where the file does not say
// them, named at their place with what to do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import {
  imageFactsReader,
  imageProblems,
  imageSizeProblems,
  type ContentFacts,
} from '../../src/content/crossFileChecks';
import { readImageFacts, svgSize, type ImageFacts } from '../../src/content/imageFacts';
import { contentWithImageSizes, withImageSizes } from '../../src/content/imageSizes';
import type { Content } from '../../src/content/loadContent';
import { loadContent } from '../../src/content/loadContent';
import { formatIssue } from '../../src/problems/contentIssue';
import { image } from '../../src/schema/primitives';
import { readableSource } from '../../src/site-generator/images/imageSettings';

const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'image-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#44ce6f' } });

describe("a photo's size as it is shown, read from its first bytes", () => {
  const encoders: [string, (image: Sharp) => Sharp][] = [
    ['jpg', (image) => image.jpeg()],
    ['webp', (image) => image.webp()],
    ['avif', (image) => image.avif()],
    ['png', (image) => image.png()],
  ];

  // Orientations 5 to 8 turn the picture a quarter: what the build makes of it (sharp's reading) is upright.
  test.each(
    encoders.flatMap(([extension, encode]) =>
      [1, 3, 6, 8].map((orientation) => [extension, orientation, encode] as const),
    ),
  )('%s with EXIF orientation %i reads as the build reads it', async (extension, orientation, encode) => {
    const bytes = await encode(pixels(300, 200)).withMetadata({ orientation }).toBuffer();
    const file = join(dir, `turned-${orientation}.${extension}`);
    writeFileSync(file, bytes);
    const meta = await sharp(bytes).metadata();
    const shown = { width: meta.autoOrient?.width ?? meta.width, height: meta.autoOrient?.height ?? meta.height };
    expect(readImageFacts(file)).toMatchObject(shown);
    if (extension === 'jpg' && orientation >= 5) expect(shown).toEqual({ width: 200, height: 300 });
  });

  test('an SVG: its width and height, else its viewBox, one side following the other', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 60 40">')).toEqual({
      width: 600,
      height: 400,
    });
    expect(svgSize('<?xml version="1.0"?>\n<svg viewBox="0 0 120.5 60.2" xmlns="x">')).toEqual({
      width: 121,
      height: 60,
    });
    expect(svgSize('<svg width="300px" viewBox="0 0 600 200">')).toEqual({ width: 300, height: 100 });
    expect(svgSize('<svg width="100%" height="100%" viewBox="0,0,50,25">')).toEqual({ width: 50, height: 25 });
    expect(svgSize('<svg width="100%" height="100%">')).toBeUndefined();
    expect(svgSize('<svg><symbol id="a" viewBox="0 0 10 10"/></svg>')).toBeUndefined();
  });
});

describe('the loaded content, given the width and height of each image whose file says them', () => {
  const publicDir = join(dir, 'project/public/images');
  mkdirSync(publicDir, { recursive: true });
  const facts = imageFactsReader(join(dir, 'project'), readImageFacts);

  test('left out: both from the file, the photo turned as shown; one written: the other by the proportions', async () => {
    writeFileSync(
      join(publicDir, 'portrait.jpg'),
      await pixels(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer(),
    );
    writeFileSync(join(publicDir, 'wide.png'), await pixels(400, 100).png().toBuffer());
    const written = {
      team: [
        { image: { src: '/images/portrait.jpg', alt: 'Anna' } },
        { image: { src: '/images/wide.png', alt: '', width: 200 } },
      ],
      logo: { src: '/images/wide.png', alt: 'Logo', height: 50 },
      kept: { src: '/images/wide.png', alt: '', width: 40, height: 10 },
      unknown: { src: '/images/missing.jpg', alt: '' },
    };
    const sized = withImageSizes(written, facts);
    expect(sized.team[0].image).toEqual({ src: '/images/portrait.jpg', alt: 'Anna', width: 200, height: 300 });
    expect(sized.team[1].image).toMatchObject({ width: 200, height: 50 });
    expect(sized.logo).toMatchObject({ width: 200, height: 50 });
    // What needs nothing is the same object; what was read from the files is never changed.
    expect(sized.kept).toBe(written.kept);
    expect(sized.unknown).toBe(written.unknown);
    expect(written.team[0].image).not.toHaveProperty('width');
  });

  test('a page whose sections are not read yet (the validation cache reads them when asked) has them sized when read, not before', async () => {
    writeFileSync(join(publicDir, 'square.png'), await pixels(120, 120).png().toBuffer());
    let reads = 0;
    const page = { path: '/later', title: 'Later', header: 'none' } as Record<string, unknown>;
    Object.defineProperty(page, 'sections', {
      enumerable: true,
      configurable: true,
      get: () => {
        reads++;
        return [{ type: 'notFound', props: { image: { src: '/images/square.png', alt: '' } } }];
      },
    });
    page.footer = 'none';
    const content = { pages: [page], pageKeys: new Map([[page, 'key']]) } as unknown as Content;
    const [sized] = contentWithImageSizes(content, join(dir, 'project')).pages;
    expect(reads).toBe(0);
    expect(Object.keys(sized)).toEqual(['path', 'title', 'header', 'sections', 'footer']);
    expect(sized.sections[0].props).toEqual({ image: { src: '/images/square.png', alt: '', width: 120, height: 120 } });
    expect(sized.sections).toBe(sized.sections);
    expect(reads).toBe(1);
  });

  test('a shipped page whose images are written without a size has each from its file, in a full load and a first look', () => {
    for (const content of [loadContent({ root }), loadContent({ root, onlyPages: ['/team'] })]) {
      const team = content.pages.find((page) => page.path === '/team')!;
      const members = JSON.stringify(team.sections).match(/"src":"\/images\/avatars\/[^"]+","alt":"[^"]*"[^}]*/g)!;
      expect(members.length).toBeGreaterThan(0);
      for (const member of members) expect(member).toMatch(/"width":400,"height":400/);
    }
  }, 120_000);
});

describe('a width and height the file contradicts', () => {
  const page = (image: object) =>
    JSON.stringify(
      {
        path: '/image-sizes',
        title: 'Image sizes',
        description: 'A page whose picture is written with a size of its own, to see what is said.',
        header: 'none',
        sections: [
          {
            type: 'notFound',
            props: {
              heading: 'Oops! Page not found',
              subheading: '404',
              message: 'The page you were looking for could not be found.',
              button: { label: 'Back to Home', href: '/' },
              image: { alt: '', ...image },
            },
          },
        ],
      },
      null,
      2,
    );
  const issuesOf = (image: object) =>
    loadContent({ root, pageTexts: [{ file: 'pages/image-sizes.json', text: page(image) }] }).issues;

  test('other proportions: at the width, with the size of the file and what to write', () => {
    const issues = issuesOf({ src: '/images/misc/not-found.svg', width: 600, height: 600 });
    expect(issues.map((issue) => [issue.code, formatIssue(issue).split(': ')[0]])).toEqual([
      ['image.other-proportions', 'pages/image-sizes.json:20:20 sections[0].props.image.width'],
    ]);
    expect(issues[0].message).toContain('public/images/misc/not-found.svg is 600 × 400 px');
    expect(issues[0].message).toContain('"width": 600, "height": 400');
  }, 120_000);

  test('the proportions of the file, or a size rounded by hand, are fine', () => {
    expect(issuesOf({ src: '/images/misc/not-found.svg', width: 300, height: 200 })).toEqual([]);
    expect(issuesOf({ src: '/images/misc/not-found.svg', width: 301, height: 200 })).toEqual([]);
  }, 120_000);

  test('a file that does not say its size needs the size written; a missing file is only the missing file', () => {
    expect(issuesOf({ src: '/icons.svg' }).map((issue) => [issue.code, issue.path.join('.')])).toEqual([
      ['image.size-unknown', 'sections.0.props.image'],
    ]);
    expect(issuesOf({ src: '/icons.svg', width: 24, height: 24 })).toEqual([]);
    expect(issuesOf({ src: '/images/misc/nowhere.svg' }).map((issue) => issue.code)).toEqual(['image.missing']);
  }, 120_000);
});

describe('the size limits agree', () => {
  const factsOf = (found: ImageFacts): ContentFacts => ({
    pageFiles: new Map(),
    sectionIds: new Map(),
    shownOn: new Map(),
    publicFileExists: () => true,
    similarPublicFile: () => undefined,
    productIds: undefined,
    imageFacts: () => found,
  });

  test('a photo the build can read, however large, is never refused for its size; one past what it reads is', () => {
    const camera = factsOf({ bytes: 60_000_000, width: 14_204, height: 10_652 });
    expect(imageProblems('/images/big.jpg', 'pages/index.json', camera)).toEqual([]);
    expect(imageSizeProblems({ src: '/images/big.jpg', width: 14_204, height: 10_652 }, [], camera)).toEqual([]);
    const past = factsOf({ bytes: 1_000, width: 20_000, height: Math.ceil(readableSource.pixels / 20_000) + 1 });
    expect(imageProblems('/images/big.png', 'pages/index.json', past).map((problem) => problem.code)).toEqual([
      'image.too-many-pixels',
    ]);
  });

  test('the schema takes the width and height of any photo the build reads', () => {
    expect(image.safeParse({ src: '/images/pano.jpg', alt: '', width: 40_000, height: 6_000 }).success).toBe(true);
    expect(image.safeParse({ src: '/images/pano.jpg', alt: '' }).success).toBe(true);
    expect(image.safeParse({ src: '/images/pano.jpg', alt: '', width: 0 }).success).toBe(false);
  });
});
