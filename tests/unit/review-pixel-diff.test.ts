// The review's pixel comparison (src/cli/review/pixelDiff.ts): identical screenshots do not differ;
// a changed area is counted, located and masked in red; a longer page differs by its extra rows; a
// page that exists in one version only differs everywhere.
import { PNG } from 'pngjs';
import { describe, expect, test } from 'vitest';
import { comparePngs } from '../../src/cli/review/pixelDiff';

const WHITE = [255, 255, 255, 255];

/** A white picture, with a dark rectangle where `box` says. */
function picture(width: number, height: number, box?: { x: number; y: number; w: number; h: number }): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBox = box && x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      png.data.set(inBox ? [20, 40, 70, 255] : WHITE, (y * width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const redPixels = (mask: Buffer) => {
  const { data } = PNG.sync.read(mask);
  let count = 0;
  for (let index = 0; index < data.length; index += 4)
    if (data[index + 3] > 0 && data[index] === 255 && data[index + 1] === 0) count++;
  return count;
};

describe('comparing two screenshots', () => {
  test('the same picture: nothing differs, no band, no mask', () => {
    const difference = comparePngs(
      picture(100, 600, { x: 10, y: 10, w: 20, h: 20 }),
      picture(100, 600, { x: 10, y: 10, w: 20, h: 20 }),
    );
    expect(difference).toEqual({ width: 100, height: 600, differentPixels: 0 });
  });

  test('a moved box: the pixels it left and the pixels it took differ, inside a band around them, drawn in red', () => {
    const difference = comparePngs(
      picture(100, 1000, { x: 10, y: 500, w: 20, h: 20 }),
      picture(100, 1000, { x: 10, y: 510, w: 20, h: 20 }),
    );
    expect(difference.differentPixels).toBe(2 * 20 * 10);
    expect(difference.band!.top).toBeLessThan(500);
    expect(difference.band!.bottom).toBeGreaterThan(530);
    expect(difference.band!.bottom - difference.band!.top).toBeLessThan(1000);
    expect(redPixels(difference.mask!)).toBe(difference.differentPixels);
  });

  test('a page grown longer: the extra rows differ', () => {
    const difference = comparePngs(picture(50, 100), picture(50, 120, { x: 0, y: 100, w: 50, h: 20 }));
    expect(difference.height).toBe(120);
    expect(difference.differentPixels).toBe(50 * 20);
  });

  test('a page in one version only: every pixel differs', () => {
    expect(comparePngs(undefined, picture(40, 30)).differentPixels).toBe(40 * 30);
    expect(comparePngs(picture(40, 30), undefined).differentPixels).toBe(40 * 30);
  });
});
