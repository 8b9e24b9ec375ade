// A picture the author adds from their computer (a logo, new photos): written into
// public/images/uploads/ under a name of its own, never over another file and never through a
// symbolic link (src/content/authorFiles.ts), and only when it is the picture its name says: the
// bytes of a PNG, JPEG, WebP, AVIF or GIF, or an SVG that runs nothing (no script, no event
// handler, no embedded page), since public/ is published as it is and content may not run script.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { authorPathTaken, linkOnPath, symbolicLinkMessage, writeAuthorFile } from '../../content/authorFiles';
import type { ImageSize } from '../shared/editorState';
import { imageSizeOfBytes } from './imageSize';
import { EditorRefusal } from './requestGuard';

/** The largest picture accepted: a photo straight from a phone, well above what a page should show. */
export const IMAGE_BODY_LIMIT = 20 * 1024 * 1024;

export const UPLOAD_FOLDER = 'public/images/uploads';

/** What each kind of picture starts with. */
const signatures: Record<string, (bytes: Buffer) => boolean> = {
  png: (bytes) => bytes.subarray(0, 8).toString('hex') === '89504e470d0a1a0a',
  jpg: (bytes) => bytes.subarray(0, 3).toString('hex') === 'ffd8ff',
  gif: (bytes) => /^GIF8[79]a/.test(bytes.subarray(0, 6).toString('latin1')),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP',
  avif: (bytes) => bytes.subarray(4, 12).toString('latin1').startsWith('ftypavi'),
};

/** What in an SVG could run: a script, an event handler, a javascript: address, an embedded page. */
const runsSomething = /<script\b|\son[a-z]+\s*=|javascript:|<foreignObject\b|<iframe\b|<embed\b|<object\b/i;

/** "My Logo (final).SVG" → "my-logo-final.svg"; the kind of picture from its ending. */
function fileName(name: string): { base: string; kind: string } {
  const match = /^(.*)\.([A-Za-z0-9]+)$/.exec(name.trim());
  const kind = (match?.[2] ?? '').toLowerCase().replace('jpeg', 'jpg');
  if (!match || !(kind in signatures || kind === 'svg'))
    throw new EditorRefusal('a picture is a PNG, JPEG, WebP, AVIF, GIF or SVG file; choose one of those', 415);
  const base = match[1]
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return { base: base || 'picture', kind };
}

function checkBytes(bytes: Buffer, kind: string) {
  if (kind === 'svg') {
    const text = bytes.toString('utf8');
    if (!/<svg\b/i.test(text)) throw new EditorRefusal('this file is not an SVG picture', 415);
    if (runsSomething.test(text))
      throw new EditorRefusal(
        'this SVG holds a script, an event handler or an embedded page, which a published picture may not; export it again as a plain drawing',
        415,
      );
    return;
  }
  if (!signatures[kind](bytes))
    throw new EditorRefusal(`this file is not the ${kind.toUpperCase()} picture its name says; export it again`, 415);
}

/** Writes the picture and says where it is, as an image field writes it, with its size when it can be read. */
export function uploadImage(root: string, name: string | null, bytes: Buffer): { src: string } & Partial<ImageSize> {
  if (!name) throw new EditorRefusal('the picture needs its file name');
  if (bytes.length === 0) throw new EditorRefusal('the picture is empty');
  const { base, kind } = fileName(name);
  checkBytes(bytes, kind);
  const link = linkOnPath(root, UPLOAD_FOLDER);
  if (link) throw new EditorRefusal(`${link}: ${symbolicLinkMessage(link)}`, 422);
  mkdirSync(join(root, UPLOAD_FOLDER), { recursive: true });
  for (let count = 1; ; count++) {
    const file = `${UPLOAD_FOLDER}/${base}${count > 1 ? `-${count}` : ''}.${kind}`;
    if (authorPathTaken(root, file)) continue;
    try {
      writeAuthorFile(root, file, bytes, { createOnly: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue; // taken meanwhile: the next name
      throw error;
    }
    return { src: file.slice('public'.length), ...imageSizeOfBytes(file, bytes) };
  }
}
