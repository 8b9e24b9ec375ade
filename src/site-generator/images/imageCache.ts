// Where the files made of each photo are kept between builds: one folder per key, the hash of the
// photo's bytes and of everything that shapes its files (the settings, sharp's and libvips' versions,
// the encoding code). A photo seen before is never encoded again, whatever its name or place; a
// changed photo, or a changed setting, has a new key. The folder's entry.json is written last, each
// file whole (writeWhole.ts): a build stopped halfway leaves a folder without it, which is made again.
// A full build, which sees every photo of the site, deletes the entries it did not use that no build
// has used for a month (each use renews an entry's time): a photo replaced or removed, a branch left.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RasterFormat } from '../../ui/imageVariants';
import { writeWhole } from '../writeWhole';
import type { ImageSettings } from './imageSettings';
import { sharpLibrary, type EncodedImage } from './sharpImages';

export const DEFAULT_IMAGE_CACHE = 'node_modules/.cache/nexus-images';

/** What a cache folder holds, besides the files: enough to name them without reading the photo again. */
export interface CachedImage {
  format: RasterFormat;
  widths: number[];
  share: [number, number];
  /** The photo as shown (orientation applied), and its size in bytes: for the warnings about large photos. */
  width: number;
  height: number;
  bytes: number;
  /** Every file's name: "640.avif"… */
  files: string[];
}

/** The part of the key that is the same for every photo of a build. */
export function encoderKey(settings: ImageSettings): string {
  return createHash('sha256')
    .update(JSON.stringify(settings))
    .update(JSON.stringify(sharpLibrary().versions))
    .update(readFileSync(fileURLToPath(new URL('./sharpImages.ts', import.meta.url))))
    .digest('hex');
}

export const imageKey = (encoder: string, sourceHash: string) =>
  createHash('sha256').update(`${encoder}\0${sourceHash}`).digest('hex').slice(0, 32);

export const cachedFile = (cacheDir: string, key: string, name: string) => join(cacheDir, key, name);

export function readCachedImage(cacheDir: string, key: string): CachedImage | undefined {
  const entry = join(cacheDir, key, 'entry.json');
  if (!existsSync(entry)) return undefined;
  try {
    const cached = JSON.parse(readFileSync(entry, 'utf8')) as CachedImage;
    if (!cached.files.every((name) => existsSync(cachedFile(cacheDir, key, name)))) return undefined;
    const now = new Date();
    utimesSync(entry, now, now); // used: kept by the pruning for another month
    return cached;
  } catch {
    return undefined; // made again
  }
}

export function writeCachedImage(
  cacheDir: string,
  key: string,
  encoded: EncodedImage,
  source: Pick<CachedImage, 'width' | 'height' | 'bytes'>,
): CachedImage {
  mkdirSync(join(cacheDir, key), { recursive: true });
  for (const file of encoded.files) writeWhole(cachedFile(cacheDir, key, file.name), file.bytes);
  const cached: CachedImage = {
    format: encoded.format,
    widths: encoded.widths,
    share: encoded.share,
    ...source,
    files: encoded.files.map((file) => file.name),
  };
  writeWhole(join(cacheDir, key, 'entry.json'), JSON.stringify(cached));
  return cached;
}

/** How long an entry no build uses is kept: a branch of the site with other photos comes back within it. */
const UNUSED_FOR = 30 * 24 * 3600 * 1000;

/** Deletes the entries (and folders left halfway) that are not `used` and that no build has used for a month. */
export function pruneImageCache(cacheDir: string, used: ReadonlySet<string>, now = Date.now()) {
  if (!existsSync(cacheDir)) return;
  for (const key of readdirSync(cacheDir)) {
    if (used.has(key)) continue;
    const entry = join(cacheDir, key, 'entry.json');
    const lastUsed = statSync(existsSync(entry) ? entry : join(cacheDir, key)).mtimeMs;
    if (now - lastUsed > UNUSED_FOR) rmSync(join(cacheDir, key), { recursive: true, force: true });
  }
}
