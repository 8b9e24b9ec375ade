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

  test('a pale tint of the template colour stays a pale tint of the new one', () => {
    const recolouring = artworkRecolouring(brightline);
    for (const [colour] of Object.entries(ARTWORK_COLOURS).filter(([hex]) => ['#e3f8ea', '#f5e9fa'].includes(hex)))
      expect(contrastOnWhite(recolouring.get(colour)!)).toBeLessThan(1.2);
  });
});
