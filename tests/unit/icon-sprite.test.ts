// The committed icon sprite matches what npm run icons generates, and holds every icon name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { expect, test } from 'vitest';
import { iconSprite } from '../../src/cli/iconSprite';
import { iconNames } from '../../src/schema/iconNames';

const committed = readFileSync(join(process.cwd(), 'public', 'icons.svg'), 'utf8');

test('public/icons.svg is up to date (npm run icons rewrites it)', () => {
  expect(committed).toBe(iconSprite());
});

test('the sprite has one drawn symbol for every icon name the schemas accept', () => {
  const sprite = new JSDOM(committed, { contentType: 'image/svg+xml' }).window.document;
  const symbols = [...sprite.querySelectorAll('symbol')];
  for (const symbol of symbols) {
    expect(symbol.getAttribute('viewBox'), symbol.id).toBe('0 0 24 24');
    expect(symbol.querySelector('path, circle, rect, line, polyline, polygon, ellipse'), symbol.id).not.toBeNull();
  }
  expect(symbols.map((symbol) => symbol.id)).toEqual([...iconNames]);
});
