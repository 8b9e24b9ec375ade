// The size of an image in public/ as the site shows it, for the editor's image fields (the size a
// width and height left out take) and its list of pictures: read as the content check reads it
// (src/content/imageFacts.ts: the first bytes of a PNG, JPEG, GIF, WebP or AVIF, turned as shown; an
// SVG's size or viewBox), never through a link.
import { join } from 'node:path';
import { linkOnPath } from '../../content/authorFiles';
import { imageFactsOfBytes, readImageFacts, type ImageFacts } from '../../content/imageFacts';
import type { ImageSize } from '../shared/editorState';

export type { ImageSize };

const sizeOf = (facts: ImageFacts | undefined): ImageSize | undefined =>
  facts?.width && facts.height ? { width: facts.width, height: facts.height } : undefined;

/** The size of the image `file` (relative to the project, in public/), or undefined when the file does not say it. */
export function imageSize(root: string, file: string): ImageSize | undefined {
  if (linkOnPath(root, file)) return undefined;
  return sizeOf(readImageFacts(join(root, file)));
}

/** The size of a picture whose bytes are at hand (`name` ends as the file's name). */
export const imageSizeOfBytes = (name: string, bytes: Uint8Array): ImageSize | undefined =>
  sizeOf(imageFactsOfBytes(name, bytes));
