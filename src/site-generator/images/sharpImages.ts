// The one place the build touches sharp (libvips): what a photo is, and the files made of it. Every
// other module of the image pipeline works with what these two functions return. The bytes of this
// file take part in the cache key (imageCache.ts): a change to how photos are encoded encodes them again.
import { createRequire } from 'node:module';
import type SharpLibrary from 'sharp';
import type { AvifOptions, GifOptions, JpegOptions, PngOptions, Sharp, WebpOptions } from 'sharp';
import { fileExtensions, type RasterFormat } from '../../ui/imageVariants';
import { imageSettings, readableSource, widthsFor, type ImageSettings } from './imageSettings';

let library: typeof SharpLibrary | undefined;

/** sharp, loaded on first use: a build with no photo to make (a one-page rebuild, a site of drawings) never loads libvips. */
export function sharpLibrary(): typeof SharpLibrary {
  if (!library) {
    library = createRequire(import.meta.url)('sharp') as typeof SharpLibrary;
    // Each photo is read once per build: libvips' cache of operations would only hold memory.
    library.cache(false);
  }
  return library;
}

/** A photo to read, within the pixels the content check lets through. */
const photo = (bytes: Buffer, options: { animated?: boolean } = {}) =>
  sharpLibrary()(bytes, { ...options, limitInputPixels: readableSource.pixels });

export interface SourceFacts {
  format: string;
  /** Width and height as shown, the EXIF orientation applied. */
  width: number;
  height: number;
  /** More than one frame: an animated GIF (or WebP), which the build leaves as it is. */
  animated: boolean;
}

const rasterFormats: readonly string[] = ['jpeg', 'png', 'webp', 'avif', 'gif'] satisfies RasterFormat[];
export const isRasterFormat = (format: string): format is RasterFormat => rasterFormats.includes(format);

/** Reads only the file's header: its format, size and frames. Throws when the bytes are no image it knows. */
export async function readSourceFacts(bytes: Buffer): Promise<SourceFacts> {
  const meta = await photo(bytes).metadata();
  // libvips names AVIF (and HEIC) "heif"; its compression tells them apart.
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : 'heic') : meta.format;
  return {
    format,
    width: meta.autoOrient?.width ?? meta.width,
    height: meta.autoOrient?.height ?? meta.height,
    animated: (meta.pages ?? 1) > 1,
  };
}

export interface EncodedFile {
  /** "640.avif", "1280.jpg", "share.jpg". */
  name: string;
  bytes: Buffer;
}

export interface EncodedImage {
  format: RasterFormat;
  widths: number[];
  share: [number, number];
  files: EncodedFile[];
}

type FormatOptions = { jpeg: JpegOptions; webp: WebpOptions; avif: AvifOptions; png: PngOptions; gif: GifOptions };

function toFormat(pipeline: Sharp, format: RasterFormat, options: FormatOptions): Sharp {
  if (format === 'avif') return pipeline.avif(options.avif);
  if (format === 'webp') return pipeline.webp(options.webp);
  if (format === 'jpeg') return pipeline.jpeg(options.jpeg);
  if (format === 'png') return pipeline.png(options.png);
  return pipeline.gif(options.gif);
}

/**
 * Every file the site publishes of one photo: each width of widthsFor in AVIF, WebP and the photo's
 * own format, and the share image (a JPEG on white). The EXIF orientation is applied and every piece
 * of metadata (camera, GPS, comments) left out, which is sharp's default. The photo is decoded once,
 * straight to the widest width, and the files are made from those pixels.
 */
export async function encodeImage(
  bytes: Buffer,
  facts: SourceFacts,
  settings: ImageSettings = imageSettings,
): Promise<EncodedImage> {
  if (!isRasterFormat(facts.format)) throw new Error(`${facts.format} is not a format the build encodes`);
  const format = facts.format;
  const widths = widthsFor(facts.width, settings);
  const { data, info } = await photo(bytes)
    .rotate()
    .resize({ width: widths.at(-1), withoutEnlargement: true })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharpLibrary()(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const files: EncodedFile[] = [];
  const formats = [...new Set<RasterFormat>(['avif', 'webp', format])];
  for (const width of widths) {
    for (const output of formats) {
      const resized = width === info.width ? pixels() : pixels().resize({ width });
      files.push({
        name: `${width}.${fileExtensions[output]}`,
        bytes: await toFormat(resized, output, settings).toBuffer(),
      });
    }
  }
  const share = await pixels()
    .resize({ width: Math.min(settings.shareWidth, info.width) })
    .flatten({ background: '#ffffff' })
    .jpeg(settings.share)
    .toBuffer({ resolveWithObject: true });
  files.push({ name: 'share.jpg', bytes: share.data });
  return { format, widths, share: [share.info.width, share.info.height], files };
}

/**
 * The photo itself as a link opens it: its own format and size, turned upright, without metadata
 * (camera, GPS, comments). An animation keeps its frames (and is not turned: its frames have no EXIF).
 */
export async function cleanOriginal(
  bytes: Buffer,
  facts: SourceFacts,
  settings: ImageSettings = imageSettings,
): Promise<EncodedImage> {
  if (!isRasterFormat(facts.format)) throw new Error(`${facts.format} is not a format the build encodes`);
  const format = facts.format;
  const read = facts.animated ? photo(bytes, { animated: true }) : photo(bytes).rotate();
  const encoded = await toFormat(read, format, settings.original).toBuffer();
  return {
    format,
    widths: [facts.width],
    share: [0, 0],
    files: [{ name: `original.${fileExtensions[format]}`, bytes: encoded }],
  };
}

/** A square icon (an SVG or a square picture) as a `size` px PNG, centred on `background` when given (phones show a transparent one on black). */
export function squareIconPng(bytes: Buffer, size: number, background?: string): Promise<Buffer> {
  const resized = sharpLibrary()(bytes, { density: 300 }).resize(size, size, {
    fit: 'contain',
    background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
  });
  return (background ? resized.flatten({ background }) : resized).png().toBuffer();
}
