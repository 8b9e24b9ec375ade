// Compares two screenshots of a page with pixelmatch: how many pixels differ, the band of the page
// where they are (with some context above and below), and the differing pixels as a red mask to lay
// over the "after" image. Pages of different heights are compared over the taller one: the missing
// part counts as different. A page that exists in one version only differs everywhere.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

export interface Band {
  top: number;
  bottom: number;
}

export interface PixelDifference {
  width: number;
  height: number;
  differentPixels: number;
  /** Rows from the first to the last difference, widened by the context; undefined when nothing differs. */
  band?: Band;
  /** The differing pixels in red on transparent, cropped to the band (PNG). */
  mask?: Buffer;
}

/** Rows of the page shown above and below the differences, so the reader sees where they are. */
const CONTEXT_ROWS = 160;
/** Where one screenshot is shorter than the other: a colour no page uses, so it never matches. */
const MISSING = [255, 0, 255, 255];

function onCanvas(png: PNG | undefined, width: number, height: number): Buffer {
  const canvas = Buffer.alloc(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) canvas.set(MISSING, pixel * 4);
  if (png)
    for (let row = 0; row < png.height; row++)
      png.data.copy(canvas, row * width * 4, row * png.width * 4, (row + 1) * png.width * 4);
  return canvas;
}

function rowsWithDifferences(mask: Buffer, width: number, height: number): { first: number; last: number } | undefined {
  let first = -1;
  let last = -1;
  for (let row = 0; row < height; row++) {
    for (let column = 0; column < width; column++) {
      if (mask[(row * width + column) * 4 + 3] !== 0) {
        if (first < 0) first = row;
        last = row;
        break;
      }
    }
  }
  return first < 0 ? undefined : { first, last };
}

function cropRows(data: Buffer, width: number, { top, bottom }: Band): Buffer {
  const png = new PNG({ width, height: bottom - top });
  data.copy(png.data, 0, top * width * 4, bottom * width * 4);
  return PNG.sync.write(png);
}

export function comparePngs(before: Buffer | undefined, after: Buffer | undefined): PixelDifference {
  const [old, now] = [before, after].map((png) => (png ? PNG.sync.read(png) : undefined));
  const width = Math.max(old?.width ?? 0, now?.width ?? 0);
  const height = Math.max(old?.height ?? 0, now?.height ?? 0);
  const mask = Buffer.alloc(width * height * 4);
  const differentPixels = pixelmatch(onCanvas(old, width, height), onCanvas(now, width, height), mask, width, height, {
    threshold: 0.1,
    diffMask: true,
  });
  const rows = differentPixels > 0 ? rowsWithDifferences(mask, width, height) : undefined;
  if (!rows) return { width, height, differentPixels };
  const band = { top: Math.max(0, rows.first - CONTEXT_ROWS), bottom: Math.min(height, rows.last + 1 + CONTEXT_ROWS) };
  return { width, height, differentPixels, band, mask: cropRows(mask, width, band) };
}
