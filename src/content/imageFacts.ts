// What the content checks need to know of a file in public/ that the content names as an image: its
// size in bytes and in pixels as it is shown (read from the first bytes of the file, never decoded
// whole; a photo's EXIF orientation turned on its side swaps them, as the build turns it upright),
// and, for an SVG, its size from its root element and whether it holds what a picture served from the
// site's own address must not: a script, an event handler, embedded HTML (foreignObject) or a
// reference to another site. Each file is read once per load.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export interface ImageFacts {
  bytes: number;
  /** Pixels as shown, when the file says (PNG, JPEG, GIF, WebP, AVIF; an SVG's width and height, or its viewBox). */
  width?: number;
  height?: number;
  /** What an SVG holds that it must not, and where. */
  hazard?: { what: string; line: number };
}

const HEADER = 64 * 1024;
/** An SVG read past this is refused for its size anyway: its text is not read beyond it. */
const SVG_TEXT_LIMIT = 4 * 1024 * 1024;

const be16 = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const be32 = (bytes: Uint8Array, at: number) =>
  ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];
const le16 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const le24 = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
const le32 = (bytes: Uint8Array, at: number) => (le16(bytes, at) + le16(bytes, at + 2) * 0x10000) >>> 0;
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

type Size = { width: number; height: number };
const upright = (size: Size | undefined, onItsSide: boolean): Size | undefined =>
  size && onItsSide ? { width: size.height, height: size.width } : size;

/** Whether EXIF data (a TIFF structure, from its "II"/"MM" mark) says the picture is shown turned a quarter (orientations 5 to 8). */
function exifOnItsSide(tiff: Uint8Array): boolean {
  if (tiff.length < 8) return false;
  const little = tiff[0] === 0x49;
  const u16 = (at: number) => (little ? le16(tiff, at) : be16(tiff, at));
  const u32 = (at: number) => (little ? le32(tiff, at) : be32(tiff, at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return false;
  for (let entry = 0; entry < u16(directory); entry++) {
    const at = directory + 2 + entry * 12;
    if (at + 10 > tiff.length) return false;
    if (u16(at) === 0x0112) return u16(at + 8) >= 5 && u16(at + 8) <= 8;
  }
  return false;
}

/** `length` bytes at `position` of a file (fewer at its end). */
type ReadAt = (position: number, length: number) => Uint8Array;

/** Reads from the open file `fd`. */
const fileReader =
  (fd: number): ReadAt =>
  (position, length) => {
    const buffer = new Uint8Array(length);
    return buffer.subarray(0, readSync(fd, buffer, 0, length, position));
  };

/** A JPEG's size is in its frame header, after however much metadata: the segments are walked by their lengths. */
function jpegSize(readAt: ReadAt, fileSize: number): Size | undefined {
  let position = 2;
  let onItsSide = false;
  for (let guard = 0; guard < 1000 && position + 9 < fileSize; guard++) {
    const head = readAt(position, 9);
    if (head[0] !== 0xff) return undefined;
    const marker = head[1];
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      position += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return upright({ height: be16(head, 5), width: be16(head, 7) }, onItsSide);
    if (marker === 0xe1 && ascii(head, 4, 4) === 'Exif')
      onItsSide = exifOnItsSide(readAt(position + 10, Math.min(be16(head, 2) - 8, HEADER)));
    position += 2 + be16(head, 2);
  }
  return undefined;
}

/** Whether a WebP's EXIF chunk (after the picture, found by walking the chunks' lengths) turns it on its side. */
function webpOnItsSide(readAt: ReadAt, fileSize: number): boolean {
  let position = 12;
  for (let guard = 0; guard < 100 && position + 8 <= fileSize; guard++) {
    const head = readAt(position, 8);
    const length = le32(head, 4);
    if (ascii(head, 0, 4) === 'EXIF') {
      const exif = readAt(position + 8, Math.min(length, HEADER));
      // Some writers keep JPEG's "Exif\0\0" before the TIFF data.
      return exifOnItsSide(ascii(exif, 0, 4) === 'Exif' ? exif.subarray(6) : exif);
    }
    position += 8 + length + (length % 2);
  }
  return false;
}

/** Whether a PNG's EXIF chunk ("eXIf", before the pixels as its specification asks, found by the chunks' lengths) turns it on its side. */
function pngOnItsSide(readAt: ReadAt, fileSize: number): boolean {
  let position = 8;
  for (let guard = 0; guard < 10_000 && position + 8 <= fileSize; guard++) {
    const head = readAt(position, 8);
    const length = be32(head, 0);
    const type = ascii(head, 4, 4);
    if (type === 'eXIf') return exifOnItsSide(readAt(position + 8, Math.min(length, HEADER)));
    if (type === 'IDAT' || type === 'IEND') return false;
    position += 12 + length;
  }
  return false;
}

/** The pixel size of a raster image from its header, or undefined for another format. */
function rasterSize(readAt: ReadAt, fileSize: number, head: Uint8Array): Size | undefined {
  if (head.length >= 24 && be32(head, 0) === 0x89504e47)
    return upright({ width: be32(head, 16), height: be32(head, 20) }, pngOnItsSide(readAt, fileSize));
  if (head.length >= 10 && ascii(head, 0, 3) === 'GIF') return { width: le16(head, 6), height: le16(head, 8) };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) return jpegSize(readAt, fileSize);
  if (head.length >= 30 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') {
    const chunk = ascii(head, 12, 4);
    if (chunk === 'VP8X') {
      const hasExif = (head[20] & 0x08) !== 0;
      return upright(
        { width: le24(head, 24) + 1, height: le24(head, 27) + 1 },
        hasExif && webpOnItsSide(readAt, fileSize),
      );
    }
    if (chunk === 'VP8 ') return { width: le16(head, 26) & 0x3fff, height: le16(head, 28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = head[21] | (head[22] << 8) | (head[23] << 16) | (head[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') {
    // AVIF and HEIF: the image's spatial extent ("ispe") sits in the metadata at the start, and its
    // rotation ("irot", in quarter turns) beside it.
    const boxes = ascii(head, 0, head.length);
    const at = boxes.indexOf('ispe');
    const rotation = boxes.indexOf('irot');
    const quarter = rotation !== -1 && rotation + 5 <= head.length && (head[rotation + 4] & 1) === 1;
    if (at !== -1 && at + 16 <= head.length)
      return upright({ width: be32(head, at + 8), height: be32(head, at + 12) }, quarter);
  }
  return undefined;
}

/** Tags and attributes an SVG must not hold when the site serves it: what each is, in words. */
const hazards: { pattern: RegExp; what: string }[] = [
  { pattern: /<script[\s>/]/i, what: 'a script (<script>)' },
  { pattern: /<foreignObject[\s>/]/i, what: 'embedded HTML (<foreignObject>)' },
  { pattern: /<[a-z][\w:-]*\s[^>]*?\bon[a-z]+\s*=/i, what: 'an event handler (an "on…" attribute such as onload)' },
  { pattern: /\b(?:xlink:)?href\s*=\s*["']\s*javascript:/i, what: 'a javascript: link' },
  {
    pattern: /\b(?:xlink:)?(?:href|src)\s*=\s*["']\s*(?:https?:)?\/\//i,
    what: 'a reference to another site (an href to http(s) or //)',
  },
  { pattern: /url\(\s*["']?\s*(?:https?:)?\/\//i, what: 'a reference to another site (a url() to http(s) or //)' },
  { pattern: /@import\b/i, what: 'a stylesheet loaded from elsewhere (@import)' },
  { pattern: /<!ENTITY/i, what: 'an entity declaration (<!ENTITY), which can read other files' },
];

/** What an SVG's text holds that it must not, and on which line. */
export function svgHazard(text: string): { what: string; line: number } | undefined {
  let first: { what: string; index: number } | undefined;
  for (const { pattern, what } of hazards) {
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.index)) first = { what, index: match.index };
  }
  return first && { what: first.what, line: text.slice(0, first.index).split('\n').length };
}

/** A length of an SVG's root element in pixels: a plain number or px (a percentage or another unit says nothing of its proportions here). */
function svgLength(value: string | undefined): number | undefined {
  const match = value && /^\s*(\d+(?:\.\d+)?|\.\d+)\s*(px)?\s*$/i.exec(value);
  const length = match ? Number(match[1]) : NaN;
  return length > 0 ? length : undefined;
}

/** An SVG's size, as a browser gives it to an <img>: its root's width and height, else its viewBox's. */
export function svgSize(text: string): Size | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1];
  if (root === undefined) return undefined;
  const attribute = (name: string) => new RegExp(`(?:^|\\s)${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const [boxWidth, boxHeight] = box?.length === 4 && box[2] > 0 && box[3] > 0 ? [box[2], box[3]] : [];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  const round = (length: number) => Math.max(1, Math.round(length));
  if (width && height) return { width: round(width), height: round(height) };
  if (!boxWidth || !boxHeight) return undefined;
  // One side given: the other follows the viewBox's proportions.
  if (width) return { width: round(width), height: round((width * boxHeight) / boxWidth) };
  if (height) return { width: round((height * boxWidth) / boxHeight), height: round(height) };
  return { width: round(boxWidth), height: round(boxHeight) };
}

/** The facts of a file of `bytes` bytes named `path`, read through `readAt`. */
function factsOf(path: string, bytes: number, readAt: ReadAt): ImageFacts {
  if (/\.svgz?$/i.test(path)) {
    const text = new TextDecoder().decode(readAt(0, Math.min(bytes, SVG_TEXT_LIMIT)));
    const hazard = svgHazard(text);
    return { bytes, ...svgSize(text), ...(hazard ? { hazard } : {}) };
  }
  return { bytes, ...rasterSize(readAt, bytes, readAt(0, Math.min(bytes, HEADER))) };
}

/** The facts of a file already read (`name` says whether it is an SVG). */
export const imageFactsOfBytes = (name: string, bytes: Uint8Array): ImageFacts =>
  factsOf(name, bytes.length, (position, length) => bytes.subarray(position, position + length));

/** The facts of the file at `path` (an absolute path), or undefined when it cannot be read. */
export function readImageFacts(path: string): ImageFacts | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    return factsOf(path, fstatSync(fd).size, fileReader(fd));
  } finally {
    closeSync(fd);
  }
}
