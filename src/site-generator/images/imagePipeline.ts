// The build's image step: every raster image the content names (a photo in a page, the site file or
// the catalogue) is made into the files a phone and a wide screen each need (sharpImages.ts), once:
// the cache (imageCache.ts) holds them by the photo's bytes, so a rebuild encodes only photos it has
// not seen. The step answers with the variants to write beside each image in the content
// (contentImages.ts) and the files to publish into the site's assets/ folder, named by that key. A
// photo of public/ that the content names by its own address (a link to it, an animation shown as
// it is) is published at that address, upright and without its metadata, cached the same way: no
// original is ever published as the author's camera wrote it.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import type { ImageVariants } from '../../ui/imageVariants';
import { isRasterPath } from './contentImages';
import {
  DEFAULT_IMAGE_CACHE,
  cachedFile,
  encoderKey,
  imageKey,
  pruneImageCache,
  readCachedImage,
  writeCachedImage,
  type CachedImage,
} from './imageCache';
import { ImageProblems, unreadableImageLine } from './imageProblems';
import { imageSettings, largeSource, type ImageSettings } from './imageSettings';
import { cleanOriginal, encodeImage, isRasterFormat, readSourceFacts } from './sharpImages';

/** One image as the content names it. */
export interface ImageUse {
  src: string;
  /** The content file that shows it (a page file, pages/_site.json, pages/_catalogue.json), for messages. */
  file: string;
}

export interface ImageRun {
  /** Raster images looked at. */
  images: number;
  /** Of those, encoded in this run, and the files that made. */
  encoded: number;
  files: number;
  /** Of those, taken from the cache. */
  reused: number;
  milliseconds: number;
  warnings: string[];
}

/** A file to publish: from the cache to its place in the site folder. */
export interface ImageFile {
  from: string;
  to: string;
}

export interface ProcessedImages {
  /** Image src → what was made of it; an image absent here stays as it is (an SVG, an animated GIF). */
  variants: Map<string, ImageVariants>;
  files: ImageFile[];
  run: ImageRun;
}

export interface ImageOptions {
  root: string;
  cacheDir?: string;
  /** The hash (sha256, hex) of a file of the project already read, "public/images/team/anna.jpg" → hash: the build's code key reads public/. */
  knownHash?: (file: string) => string | undefined;
  settings?: ImageSettings;
  /** Every photo of the site is among those given (a full build): the cache's entries no build uses any more are deleted. */
  prune?: boolean;
  /** Encodes one photo (sharpImages.ts); a test counts its calls. */
  encode?: typeof encodeImage;
}

/** Where the processed files are published: hashed like the bundles, so hosts cache them for good (securityPolicy.ts). */
export const IMAGES_FOLDER = 'assets';

/** A file name's stem as it may stand in a URL: "Team Photo (1).JPG" → "team-photo-1". */
const stemOf = (src: string) =>
  basename(src, extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'image';

/** Runs `work` on every item, `limit` at a time. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** What to tell the author of a photo that costs every build that has not seen it (and every visitor of the original). */
function largeSourceWarning(src: string, file: string, cached: CachedImage): string | undefined {
  const side = Math.max(cached.width, cached.height);
  if (cached.bytes <= largeSource.bytes && side <= largeSource.sidePx) return undefined;
  return `public${src} (shown on ${file}) is ${megabytes(cached.bytes)}, ${cached.width.toLocaleString('en')} × ${cached.height.toLocaleString('en')} px: it slows every build that has not seen it (the build makes phone-sized copies of it, the original stays in public/ as it is); save it as a JPEG about 2,500 px on its long side (any photo editor's Export), which is still sharp on any screen`;
}

/** The first use of each raster path of `uses`, by its path. */
function firstUses(uses: readonly ImageUse[]): Map<string, ImageUse> {
  const first = new Map<string, ImageUse>();
  for (const use of uses) if (isRasterPath(use.src) && !first.has(use.src)) first.set(use.src, use);
  return first;
}

/**
 * Makes (or finds in the cache) the files of each photo of `uses`; then the cleaned original of each
 * photo of `linked` (named by its own address: a link to it) and of each photo of `uses` left as it
 * is (an animation), published at its own address.
 */
export async function processImages(
  uses: readonly ImageUse[],
  options: ImageOptions,
  linked: readonly ImageUse[] = [],
): Promise<ProcessedImages> {
  const started = performance.now();
  const { root, cacheDir = join(root, DEFAULT_IMAGE_CACHE), knownHash, settings = imageSettings } = options;
  const encode = options.encode ?? encodeImage;
  const firstUse = firstUses(uses);
  let encoder: string | undefined; // made with the first photo: it loads sharp, which a site without photos never needs
  const variants = new Map<string, ImageVariants>();
  const files: ImageFile[] = [];
  const run: ImageRun = { images: 0, encoded: 0, files: 0, reused: 0, milliseconds: 0, warnings: [] };
  const problems = new Map<string, string>();
  const usedKeys = new Set<string>();

  /** The cache's entry of `use` (its copies, or its `original`), made if it is not there. */
  const entry = async (use: ImageUse, original: boolean) => {
    const sourceFile = join(root, 'public', decodeURI(use.src));
    const knownSource = knownHash?.(`public${decodeURI(use.src)}`);
    let bytes = knownSource === undefined ? readFileSync(sourceFile) : undefined;
    const sourceHash = knownSource ?? createHash('sha256').update(bytes!).digest('hex');
    const key = imageKey((encoder ??= encoderKey(settings)), original ? `${sourceHash}\0original` : sourceHash);
    usedKeys.add(key);
    const cached = readCachedImage(cacheDir, key);
    if (cached) {
      run.reused++;
      return { key, cached };
    }
    bytes ??= readFileSync(sourceFile);
    const facts = await readSourceFacts(bytes);
    const source = { width: facts.width, height: facts.height, bytes: statSync(sourceFile).size };
    if (!original && (facts.animated || !isRasterFormat(facts.format)))
      // An animation is published as it is, cleaned; remembered so it is not read again.
      return {
        key,
        cached: writeCachedImage(cacheDir, key, { format: 'gif', widths: [], share: [0, 0], files: [] }, source),
      };
    const made = original ? await cleanOriginal(bytes, facts, settings) : await encode(bytes, facts, settings);
    run.encoded++;
    run.files += made.files.length;
    return { key, cached: writeCachedImage(cacheDir, key, made, source) };
  };
  /** Runs `work` on each use, noting a photo that cannot be read instead of stopping. */
  const eachPhoto = (photos: Iterable<ImageUse>, work: (use: ImageUse) => Promise<void>) =>
    // One photo per core at a time: sharp runs each on a thread of its own, and a 12,000 px photo decoded
    // whole is hundreds of MB, so more at once would trade memory for little time.
    eachAtMost([...photos], availableParallelism(), async (use) => {
      try {
        await work(use);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        problems.set(use.src, unreadableImageLine(root, use.file, use.src, reason));
      }
    });

  const leftAsTheyAre: ImageUse[] = [];
  await eachPhoto(firstUse.values(), async (use) => {
    const { key, cached } = await entry(use, false);
    const warning = largeSourceWarning(use.src, use.file, cached);
    if (warning) run.warnings.push(warning);
    if (cached.widths.length === 0) return void leftAsTheyAre.push(use);
    const base = `/${IMAGES_FOLDER}/${stemOf(use.src)}-${key.slice(0, 10)}`;
    variants.set(use.src, { base, widths: cached.widths, format: cached.format, share: cached.share });
    for (const name of cached.files)
      files.push({ from: cachedFile(cacheDir, key, name), to: `${base.slice(1)}-${name}` });
  });
  const originals = firstUses([...linked, ...leftAsTheyAre]);
  await eachPhoto(originals.values(), async (use) => {
    const { key, cached } = await entry(use, true);
    files.push({ from: cachedFile(cacheDir, key, cached.files[0]), to: decodeURI(use.src).slice(1) });
  });
  // In the content's order, whichever photo was read first.
  if (problems.size > 0)
    throw new ImageProblems(
      [...new Set([...firstUse.keys(), ...originals.keys()])].flatMap((src) => problems.get(src) ?? []),
    );
  if (options.prune) pruneImageCache(cacheDir, usedKeys);
  run.images = new Set([...firstUse.keys(), ...originals.keys()]).size;
  run.milliseconds = performance.now() - started;
  return { variants, files, run };
}

/**
 * Puts the processed files into the site folder being built. `published` is the site an incremental
 * build adds to: a file it has already is the same file (its name holds its key) and is not put again.
 * Each file is a hard link to the cache's where the file system allows: no file in either place is
 * ever changed once written (the cache writes a new key's folder, the build a new site folder), so a
 * link is as good as a copy, and a build with hundreds of photos publishes them at once.
 */
export function publishImages(files: readonly ImageFile[], siteDir: string, published?: string) {
  for (const { from, to } of files) {
    const target = join(siteDir, to);
    if (existsSync(target) || (published && existsSync(join(published, to)))) continue;
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(from, target);
    } catch {
      copyFileSync(from, target); // another file system, or one without links
    }
  }
}
