// The intrinsic size of an image in public/, so the editor fills an image's width and height when the
// author picks the file. SVG from its width/height or viewBox, PNG from its header; other formats
// are left for the author to type (the site ships SVG only).
import { readAuthorFile } from '../../content/authorFiles';
import type { ImageSize } from '../shared/editorState';

export type { ImageSize };

const PNG_SIGNATURE = '89504e470d0a1a0a';

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag)?.[1];
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : undefined;
}

/** The size of the image `file` (relative to the project, in public/), read without following a link. */
export function imageSize(root: string, file: string): ImageSize | undefined {
  const isSvg = /\.svg$/i.test(file);
  if (!isSvg && !/\.png$/i.test(file)) return undefined;
  let bytes: Buffer | undefined;
  try {
    bytes = readAuthorFile(root, file);
  } catch {
    return undefined; // gone or made a link since it was listed: the author types the size
  }
  if (!bytes) return undefined;
  if (isSvg) return svgSize(bytes.toString('utf8'));
  if (bytes.length < 24 || bytes.subarray(0, 8).toString('hex') !== PNG_SIGNATURE) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
