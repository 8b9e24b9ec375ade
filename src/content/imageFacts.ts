// What the content checks need to know of a file in public/ that the content names as an image: its
// size in bytes and in pixels (read from the first bytes of the file, never decoded whole), and, for
// an SVG, whether it holds what a picture served from the site's own address must not: a script, an
// event handler, embedded HTML (foreignObject) or a reference to another site. Each file is read once
// per load.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

export interface ImageFacts {
  bytes: number;
  /** Pixels, when the file's header says (PNG, JPEG, GIF, WebP, AVIF); an SVG has none. */
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
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** Reads `length` bytes at `position` of the open file `fd`. */
function readAt(fd: number, position: number, length: number): Uint8Array {
  const buffer = new Uint8Array(length);
  const read = readSync(fd, buffer, 0, length, position);
  return buffer.subarray(0, read);
}

/** A JPEG's size is in its frame header, after however much metadata: the segments are walked by their lengths. */
function jpegSize(fd: number, fileSize: number): { width: number; height: number } | undefined {
  let position = 2;
  for (let guard = 0; guard < 1000 && position + 9 < fileSize; guard++) {
    const head = readAt(fd, position, 9);
    if (head[0] !== 0xff) return undefined;
    const marker = head[1];
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      position += 2;
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: be16(head, 5), width: be16(head, 7) };
    position += 2 + be16(head, 2);
  }
  return undefined;
}

/** The pixel size of a raster image from its header, or undefined for another format. */
function rasterSize(fd: number, fileSize: number, head: Uint8Array): { width: number; height: number } | undefined {
  if (head.length >= 24 && be32(head, 0) === 0x89504e47) return { width: be32(head, 16), height: be32(head, 20) };
  if (head.length >= 10 && ascii(head, 0, 3) === 'GIF') return { width: le16(head, 6), height: le16(head, 8) };
  if (head.length >= 4 && head[0] === 0xff && head[1] === 0xd8) return jpegSize(fd, fileSize);
  if (head.length >= 30 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') {
    const chunk = ascii(head, 12, 4);
    if (chunk === 'VP8X') return { width: le24(head, 24) + 1, height: le24(head, 27) + 1 };
    if (chunk === 'VP8 ') return { width: le16(head, 26) & 0x3fff, height: le16(head, 28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = head[21] | (head[22] << 8) | (head[23] << 16) | (head[24] << 24);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
  }
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp') {
    // AVIF and HEIF: the image's spatial extent ("ispe") sits in the metadata at the start.
    const at = ascii(head, 0, head.length).indexOf('ispe');
    if (at !== -1 && at + 16 <= head.length) return { width: be32(head, at + 8), height: be32(head, at + 12) };
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

/** The facts of the file at `path` (an absolute path), or undefined when it cannot be read. */
export function readImageFacts(path: string): ImageFacts | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch {
    return undefined;
  }
  try {
    const bytes = fstatSync(fd).size;
    if (/\.svgz?$/i.test(path)) {
      const text = new TextDecoder().decode(readAt(fd, 0, Math.min(bytes, SVG_TEXT_LIMIT)));
      const hazard = svgHazard(text);
      return hazard ? { bytes, hazard } : { bytes };
    }
    const size = rasterSize(fd, bytes, readAt(fd, 0, Math.min(bytes, HEADER)));
    return size ? { bytes, ...size } : { bytes };
  } finally {
    closeSync(fd);
  }
}
