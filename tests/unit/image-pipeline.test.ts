// The build's image step (src/site-generator/images/): a photo named by the content is made into
// AVIF, WebP and its own format at widths no wider than itself, turned upright and stripped of its
// metadata, once: the cache keeps what was made by the photo's bytes. A photo that cannot be read
// stops the build at its place in the content; one that slows every build is pointed out. The photos
// are made here, with sharp, small enough to encode in a moment.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { processImages, type ImageOptions, type ImageUse } from '../../src/site-generator/images/imagePipeline';
import { encodeImage } from '../../src/site-generator/images/sharpImages';
import { phoneCameraData } from './support/cameraData';

const scratch = mkdtempSync(join(tmpdir(), 'image-pipeline-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let projects = 0;
/** A project of its own: public/ and pages/ files, an empty cache; `encodes` counts the photos encoded through the wrapper. */
function project(files: Record<string, Buffer | string>) {
  const dir = join(scratch, `project-${projects++}`);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  let encodes = 0;
  const options: ImageOptions & { root: string } = {
    root: dir,
    cacheDir: join(dir, 'cache'),
    encode: (...args) => {
      encodes++;
      return encodeImage(...args);
    },
  };
  return { dir, options, encodes: () => encodes };
}

/** A photo-like picture: soft noise over a gradient, as a camera's JPEG (or another format). */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i % 251) + ((i * 7919) % 5);
  const image = sharp(noise, { raw: { width, height, channels: 3 } }).blur(1.5);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 85 }).toBuffer();
}

const use = (src: string, file = 'pages/index.json'): ImageUse => ({ src, file });

describe('a photo the content names', () => {
  test('is made at the widths up to its own, never wider, in AVIF, WebP and its own format, with a share JPEG', async () => {
    const { options } = project({
      'public/images/wide.jpg': await photo(2100, 700),
      'public/images/narrow.png': await photo(700, 350, 'png'),
    });
    const { variants, files } = await processImages([use('/images/wide.jpg'), use('/images/narrow.png')], options);
    expect(variants.get('/images/wide.jpg')).toMatchObject({
      widths: [320, 480, 640, 750, 828, 1080, 1280, 1920],
      format: 'jpeg',
    });
    expect(variants.get('/images/narrow.png')).toMatchObject({ widths: [320, 480, 640, 700], format: 'png' });
    const narrow = files.filter((file) => file.to.includes('narrow'));
    for (const width of [320, 480, 640, 700]) {
      for (const [extension, format] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
        ['png', 'png'],
      ]) {
        const made = narrow.find((file) => file.to.endsWith(`-${width}.${extension}`));
        expect(made, `${width}.${extension}`).toBeDefined();
        const meta = await sharp(made!.from).metadata();
        expect(meta.format).toBe(format);
        expect(meta.width).toBe(width);
      }
    }
    const share = await sharp(
      files.find((file) => file.to.includes('wide') && file.to.endsWith('-share.jpg'))!.from,
    ).metadata();
    expect([share.format, share.width, share.height]).toEqual(['jpeg', 1200, 400]);
    // Published under assets/, named by the photo and its key: hosts cache them for good.
    expect(
      files.every((file) => /^assets\/(wide|narrow)-[0-9a-f]{10}-(\d+\.(avif|webp|jpg|png)|share\.jpg)$/.test(file.to)),
    ).toBe(true);
  }, 120_000);

  test('is turned upright as its camera says and keeps no metadata (no GPS position, no camera)', async () => {
    // Taken sideways: 600 × 400 pixels stored, to be shown 400 × 600.
    const sideways = await sharp(await photo(600, 400))
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
      .jpeg()
      .toBuffer();
    const taken = await sharp(sideways).metadata();
    expect([taken.orientation, taken.exif?.toString('latin1').includes('PhoneCam')]).toEqual([6, true]);
    const { options } = project({ 'public/images/sideways.jpg': sideways });
    const { variants, files } = await processImages([use('/images/sideways.jpg')], options);
    expect(variants.get('/images/sideways.jpg')?.widths).toEqual([320, 400]);
    for (const file of files) {
      const meta = await sharp(file.from).metadata();
      expect(meta.exif, file.to).toBeUndefined();
      expect(meta.orientation ?? 1, file.to).toBe(1);
      expect(meta.height! > meta.width!, file.to).toBe(true);
    }
  }, 120_000);

  test('is encoded once: a second build takes every file from the cache and encodes nothing', async () => {
    const { dir, options, encodes } = project({
      'public/images/a.jpg': await photo(900, 600),
      'public/images/b.jpg': await photo(700, 700),
    });
    const uses = [use('/images/a.jpg'), use('/images/b.jpg'), use('/images/a.jpg', 'pages/about.json')];
    const first = await processImages(uses, options);
    expect(encodes()).toBe(2);
    expect(first.run).toMatchObject({ images: 2, encoded: 2, reused: 0 });

    const again = await processImages(uses, options);
    expect(encodes()).toBe(2);
    expect(again.run).toMatchObject({ images: 2, encoded: 0, files: 0, reused: 2 });
    expect(Object.fromEntries(again.variants)).toEqual(Object.fromEntries(first.variants));

    // A changed photo has new bytes, so a new key: it alone is encoded.
    writeFileSync(join(dir, 'public/images/b.jpg'), await photo(640, 640));
    const changed = await processImages(uses, options);
    expect(encodes()).toBe(3);
    expect(changed.run).toMatchObject({ encoded: 1, reused: 1 });
    expect(changed.variants.get('/images/b.jpg')?.base).not.toBe(first.variants.get('/images/b.jpg')?.base);

    // A full build deletes what it did not use and no build has used for a month: the old b, not the new one.
    const cached = () => readdirSync(options.cacheDir!).sort();
    const oldB = first.variants.get('/images/b.jpg')!.base.split('-').at(-1)!;
    const monthAgo = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    for (const key of cached().filter((key) => key.startsWith(oldB)))
      utimesSync(join(options.cacheDir!, key, 'entry.json'), monthAgo, monthAgo);
    const before = cached();
    await processImages([use('/images/a.jpg')], { ...options, prune: true });
    expect(before.filter((key) => !cached().includes(key))).toEqual([before.find((key) => key.startsWith(oldB))]);
    expect(cached()).toHaveLength(2); // a, in use; the new b, unused but recent
  }, 120_000);

  test('an SVG, or an animated GIF, is shown as it is: the GIF published at its own address with every frame, without metadata', async () => {
    const { dir, options, encodes } = project({
      'public/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      'public/images/moving.gif': await animatedGif(),
    });
    const { variants, files, run } = await processImages([use('/images/logo.svg'), use('/images/moving.gif')], options);
    expect(variants.size).toBe(0);
    expect(files.map((file) => file.to)).toEqual(['images/moving.gif']);
    expect(encodes()).toBe(0);
    expect(run.images).toBe(1); // the GIF was looked at; the SVG is not a raster image
    const published = await sharp(readFileSync(files[0].from)).metadata();
    expect(published).toMatchObject({ format: 'gif', pages: 2 });
    expect(published.exif).toBeUndefined();
    expect(existsSync(join(dir, 'public/images/moving.gif'))).toBe(true);
  }, 60_000);
});

describe('a photo a link opens', () => {
  test('is published at its own address, upright and without its camera or GPS data, from the cache the next time', async () => {
    const bytes = await sharp(await photo(300, 200))
      .withExif(phoneCameraData)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const { options, encodes } = project({ 'public/images/site plan.jpg': bytes });
    const { variants, files, run } = await processImages([], options, [
      use('/images/site%20plan.jpg', 'pages/about.json'),
    ]);
    expect(variants.size).toBe(0);
    expect(files.map((file) => file.to)).toEqual(['images/site plan.jpg']);
    expect(run).toMatchObject({ images: 1, encoded: 1 });
    const published = await sharp(readFileSync(files[0].from)).metadata();
    expect(published).toMatchObject({ format: 'jpeg', width: 200, height: 300 });
    expect(published.exif).toBeUndefined();
    expect(published.orientation).toBeUndefined();
    expect(readFileSync(files[0].from).includes('PhoneMaker')).toBe(false);
    const again = await processImages([], options, [use('/images/site%20plan.jpg')]);
    expect(again.run).toMatchObject({ encoded: 0, reused: 1 });
    expect(encodes()).toBe(0); // the copies of a photo are made only for a photo shown
  }, 60_000);
});

/** A two-frame GIF. */
async function animatedGif() {
  const width = 40;
  const height = 40;
  const frame = (value: number) => Buffer.alloc(width * height * 4, value);
  return sharp(Buffer.concat([frame(40), frame(200)]), {
    raw: { width, height: height * 2, channels: 4, pageHeight: height },
  })
    .gif({ loop: 0 })
    .toBuffer();
}

describe('what the author is told', () => {
  test('a damaged photo stops the build at its "src" in the page, naming the file; one in a shared section names the page that shows it', async () => {
    const page = JSON.stringify(
      {
        path: '/',
        sections: [
          {
            type: 'team',
            props: { members: [{ image: { src: '/images/broken.jpg', alt: '', width: 400, height: 400 } }] },
          },
          { use: 'partners' },
        ],
      },
      null,
      2,
    );
    const section = JSON.stringify(
      {
        type: 'partners',
        props: { partners: [{ image: { src: '/images/truncated.jpg', alt: '', width: 300, height: 200 } }] },
      },
      null,
      2,
    );
    const whole = await photo(300, 200);
    const { options } = project({
      'pages/index.json': page,
      'pages/_sections/partners.json': section,
      'public/images/broken.jpg': Buffer.from('this is not a picture at all'),
      'public/images/truncated.jpg': whole.subarray(0, Math.floor(whole.length / 2)),
    });
    const attempt = processImages([use('/images/broken.jpg'), use('/images/truncated.jpg')], options);
    await expect(attempt).rejects.toMatchObject({ name: 'PrerenderError' });
    const lines = await attempt.then(
      () => [] as string[],
      (error: Error) => error.message.split('\n'),
    );
    const lineOf = (needle: string) => page.split('\n').findIndex((line) => line.includes(needle)) + 1;
    expect(lines[0]).toMatch(
      new RegExp(
        `^pages/index\\.json:${lineOf('/images/broken.jpg')}:\\d+ sections\\[0\\]\\.props\\.members\\[0\\]\\.image\\.src: the image "/images/broken\\.jpg" cannot be read as a picture \\(`,
      ),
    );
    expect(lines[1]).toMatch(
      /^pages\/_sections\/partners\.json:\d+:\d+ props\.partners\[0\]\.image\.src: the image "\/images\/truncated\.jpg" \(shown on pages\/index\.json\) cannot be read as a picture/,
    );
    expect(lines.at(-1)).toBe('2 images could not be read; nothing was built.');
  }, 60_000);

  test('a photo so large it slows every build is pointed out with what to do', async () => {
    const huge = await sharp({ create: { width: 12_400, height: 16, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const { options } = project({
      'public/images/panorama.png': huge,
      'public/images/square.jpg': await photo(500, 500),
    });
    const { run } = await processImages(
      [use('/images/panorama.png'), use('/images/square.jpg', 'pages/team.json')],
      options,
    );
    expect(run.warnings).toHaveLength(1);
    expect(run.warnings[0]).toMatch(
      /^public\/images\/panorama\.png \(shown on pages\/index\.json\) is .* 12,400 × 16 px: it slows every build .* save it as a JPEG about 2,500 px on its long side/,
    );
  }, 120_000);
});
