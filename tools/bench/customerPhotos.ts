// The site as a new customer makes it: the shipped site in a scratch project whose banners, feature
// pictures, portraits, project and blog pictures are photos as a camera or a stock site gives them
// (JPEGs 2,000 to 2,600 px on the long side, 250 to 900 kB, with camera and GPS metadata), their true
// width and height written in the JSON. The photos are made here with sharp, the same each run (a
// seeded generator): soft colour fields under grain, which compress like photographs, not like
// flat drawings. Nothing here is committed; the project is removed by the caller.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { loadContent } from '../../src/content/loadContent';
import { scratchProject } from './buildScale';

/** The folders of the shipped pictures that become photos: what a customer replaces first. */
const photoFolders = ['banners', 'features', 'avatars', 'projects', 'blog'];
const photoBytes = { min: 250_000, max: 900_000 };

export interface CustomerPhoto {
  /** The shipped picture it replaces, and the photo's own path. */
  replaces: string;
  src: string;
  width: number;
  height: number;
  bytes: number;
}

/** A small fast generator of numbers in [0, 1): the same photos on every run. */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A photo-like JPEG `width` × `height`: colour fields, grain of a given softness, camera metadata. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const random = seeded(seed);
  const fieldWidth = 24;
  const fieldHeight = Math.max(2, Math.round((fieldWidth * height) / width));
  const field = Buffer.alloc(fieldWidth * fieldHeight * 3);
  for (let i = 0; i < field.length; i++) field[i] = Math.floor(random() * 256);
  const colours = await sharp(field, { raw: { width: fieldWidth, height: fieldHeight, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .raw()
    .toBuffer();
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 256);
  const softness = 2 + random() * 2;
  const grain = await sharp(noise, { raw: { width, height, channels: 3 } })
    .blur(softness)
    .raw()
    .toBuffer();
  const strength = 1.2 + random() * 0.8;
  const pixels = Buffer.alloc(colours.length);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = Math.max(0, Math.min(255, colours[i] + (grain[i] - 128) * strength));
  let quality = 84;
  for (;;) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .withExif({
        IFD0: { Make: 'Camera Maker', Model: 'Model 7', Software: 'Camera firmware 1.0' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '48/1 51/1 2400/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '2/1 21/1 300/100',
        },
      })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length > photoBytes.max && quality > 50) quality -= 6;
    else if (jpeg.length < photoBytes.min && quality < 95) quality += 4;
    else return jpeg;
  }
}

interface ImageObject {
  src: string;
  width: number;
  height: number;
}
const isImage = (value: unknown): value is ImageObject =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as ImageObject).src === 'string' &&
  typeof (value as ImageObject).width === 'number';

function eachImage(value: unknown, visit: (image: ImageObject) => void) {
  if (isImage(value)) visit(value);
  else if (Array.isArray(value)) value.forEach((item) => eachImage(item, visit));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => eachImage(item, visit));
}

/** The files a build reads, taken from a commit when one is named. */
const builtFrom = [
  'src',
  'pages',
  'public',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/**
 * A scratch project of the site (tools/bench/buildScale.ts): the working tree as it is, or the site
 * as committed at `commit` (when others change the working tree while the bench runs).
 */
export function siteScratchProject(root: string, commit?: string): string {
  const dir = scratchProject(root, loadContent({ root }).pages.length);
  if (!commit) return dir;
  for (const file of builtFrom) rmSync(join(dir, file), { recursive: true, force: true });
  execSync(`git archive ${JSON.stringify(commit)} ${builtFrom.join(' ')} | tar -x -C ${JSON.stringify(dir)}`, {
    cwd: root,
  });
  return dir;
}

const replaced = (src: string) => photoFolders.some((folder) => src.startsWith(`/images/${folder}/`));

/** A scratch project of the site (at `commit`, if given) with a photo in place of every shipped picture of `photoFolders`, in every page and shared section. */
export async function customerPhotoProject(root: string, log: (line: string) => void, commit?: string) {
  const dir = siteScratchProject(root, commit);
  const files = [
    ...readdirSync(join(dir, 'pages'))
      .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
      .map((name) => `pages/${name}`),
    ...readdirSync(join(dir, 'pages/_sections')).map((name) => `pages/_sections/${name}`),
  ];
  const documents = files.map((file) => ({
    file,
    value: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
  }));
  const shipped = new Map<string, ImageObject>();
  for (const { value } of documents)
    eachImage(value, (image) => {
      if (replaced(image.src) && !shipped.has(image.src)) shipped.set(image.src, image);
    });

  log(`making ${shipped.size} photos`);
  mkdirSync(join(dir, 'public/images/photos'), { recursive: true });
  const photos = new Map<string, CustomerPhoto>();
  let seed = 1;
  for (const [src, image] of shipped) {
    const random = seeded(seed * 7919);
    const longSide = 2000 + Math.round(random() * 600);
    const landscape = image.width >= image.height;
    const width = landscape ? longSide : Math.round((longSide * image.width) / image.height);
    const height = landscape ? Math.round((longSide * image.height) / image.width) : longSide;
    const bytes = await photo(width, height, seed++);
    const name = src
      .slice('/images/'.length)
      .replace(/\//g, '-')
      .replace(/\.svg$/, '.jpg');
    writeFileSync(join(dir, 'public/images/photos', name), bytes);
    photos.set(src, { replaces: src, src: `/images/photos/${name}`, width, height, bytes: bytes.length });
  }
  for (const { file, value } of documents) {
    let changed = false;
    eachImage(value, (image) => {
      const made = photos.get(image.src);
      if (!made) return;
      Object.assign(image, { src: made.src, width: made.width, height: made.height });
      changed = true;
    });
    if (changed) writeFileSync(join(dir, file), `${JSON.stringify(value, null, 2)}\n`);
  }
  return { dir, photos: [...photos.values()] };
}
