// The committed icon sprite matches what npm run icons generates, and holds every icon name.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { iconSprite } from '../../src/cli/iconSprite';
import { iconNames } from '../../src/ui/iconNames';

const committed = readFileSync(join(process.cwd(), 'public', 'icons.svg'), 'utf8');

test('public/icons.svg is up to date (npm run icons rewrites it)', () => {
  expect(committed).toBe(iconSprite());
});

test('the sprite has one drawn symbol for every icon name the schemas accept', () => {
  const ids = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)].map(([, id, inner]) => {
    expect(inner, id).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/);
    return id;
  });
  expect(ids).toEqual([...iconNames]);
});
