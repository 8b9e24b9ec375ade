// The template's artwork follows the theme: its mint and purple, and their tints, become the site's
// primary and accent when published; the template's own palette publishes every SVG unchanged.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { listAuthorFolder } from '../../src/content/authorFiles';
import { ARTWORK_COLOURS, artworkRecolouring, recolouredSvg } from '../../src/site-generator/svgPalette';
import { contrastOnWhite } from '../../src/site-generator/themeShades';
import site from '../../pages/_site.json';

const root = process.cwd();
const brightline = { primary: '#0B6E4F', accent: '#F2A541' };

/** Hue in degrees and HSL saturation of a #rrggbb colour. */
function hueAndSaturation(hex: string): [number, number] {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [max, min] = [Math.max(red, green, blue), Math.min(red, green, blue)];
  const delta = max - min;
  if (delta === 0) return [0, 0];
  const lightness = (max + min) / 2;
  const saturation = lightness > 0.5 ? delta / (2 - max - min) : delta / (max + min);
  const sector =
    max === red
      ? (green - blue) / delta + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / delta + 2
        : (red - green) / delta + 4;
  return [sector * 60, saturation];
}

describe('artwork in the theme palette', () => {
  test('with the template palette every shipped SVG is published byte for byte', () => {
    const recolouring = artworkRecolouring(site.theme.colors);
    expect(recolouring.size).toBe(0);
    for (const file of listAuthorFolder(root, 'public').files.filter((name) => name.endsWith('.svg'))) {
      const text = readFileSync(join(root, file), 'utf8');
      expect(recolouredSvg(text, recolouring)).toBe(text);
    }
  });

  test('a new palette turns the template primary and accent into the theme colours themselves', () => {
    const recolouring = artworkRecolouring(brightline);
    expect(recolouring.get('#44ce6f')).toBe('#0b6e4f');
    expect(recolouring.get('#c679e3')).toBe('#f2a541');
    expect(recolouredSvg('<path fill="#44CE6F" stroke="#c679e3"/><rect fill="#0e314c"/>', recolouring)).toBe(
      '<path fill="#0b6e4f" stroke="#f2a541"/><rect fill="#0e314c"/>',
    );
  });

  test('every tint or shade of a listed colour that the shipped artwork uses is listed too', () => {
    // A shade: the hue of a listed colour (within the rounding of two hex digits) and some colour in
    // it; the dark, nearly grey purples of hair and shadows and the sky gradient's greens are not.
    const listed = Object.keys(ARTWORK_COLOURS).map(hueAndSaturation);
    const shadeOfListed = (hex: string) => {
      const [hue, saturation] = hueAndSaturation(hex);
      return saturation >= 0.25 && listed.some(([listedHue]) => Math.abs(listedHue - hue) <= 4);
    };
    const used = new Set(
      listAuthorFolder(root, 'public')
        .files.filter((name) => name.endsWith('.svg'))
        .flatMap((file) => readFileSync(join(root, file), 'utf8').match(/#[0-9a-fA-F]{6}\b/g) ?? [])
        .map((hex) => hex.toLowerCase()),
    );
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((hex) => shadeOfListed(hex) && !(hex in ARTWORK_COLOURS))).toEqual([]);
  });

  test('a pale tint of the template colour stays a pale tint of the new one', () => {
    const recolouring = artworkRecolouring(brightline);
    for (const [colour] of Object.entries(ARTWORK_COLOURS).filter(([hex]) => ['#e3f8ea', '#f5e9fa'].includes(hex)))
      expect(contrastOnWhite(recolouring.get(colour)!)).toBeLessThan(1.2);
  });
});
