// Pictures in public/ are shown with <img>, which loads no web font: text inside an SVG would be drawn
// in whatever font the visitor's system has (the logo's wordmark came out in a fallback font). Their
// words are drawn as outlines instead (docs/product.md, "Images, brand and theme").
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const root = join(__dirname, '../../public');

function svgFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return svgFiles(path);
    return entry.name.endsWith('.svg') ? [path] : [];
  });
}

test('no picture in public/ draws text with a font: words are outlines', () => {
  const files = svgFiles(join(root, 'images'));
  expect(files.length).toBeGreaterThan(0);
  const withText = files
    .filter((file) => /<text[\s>]/.test(readFileSync(file, 'utf8')))
    .map((file) => relative(root, file));
  expect(withText).toEqual([]);
});
