// What a long build tells the person waiting for it (src/site-generator/prerenderPool.ts, buildSite.ts):
// a progress line that counts the share cards beside the pages, and one closing line saying where the
// time went.
import { describe, expect, test } from 'vitest';
import { timeSummary } from '../../src/site-generator/buildSite';
import { progressLine } from '../../src/site-generator/prerenderPool';

describe('build progress', () => {
  test('a large build says at each tenth how many pages and share cards are done', () => {
    const lines: string[] = [];
    const progress = progressLine(1000, 990, (line) => lines.push(line));
    for (let batch = 0; batch < 50; batch++) progress(20, batch === 0 ? 10 : 20);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('Prerendered 100 of 1,000 pages and 90 of 990 share cards (10%)');
    expect(lines.at(-1)).toBe('Prerendered 1,000 of 1,000 pages and 990 of 990 share cards (100%)');
  });

  test('a build without cards counts its pages alone, and a small one says nothing', () => {
    const lines: string[] = [];
    progressLine(500, 0, (line) => lines.push(line))(500, 0);
    progressLine(499, 499, (line) => lines.push(line))(499, 499);
    expect(lines).toEqual(['Prerendered 500 of 500 pages (100%)']);
  });

  test('the closing line names each part that ran, the rest as other, and the total', () => {
    const phases = {
      validate: 10_900,
      plan: 200,
      images: 40,
      client: 2_400,
      compressAssets: 900,
      server: 900,
      prerender: 20_100,
      compressPages: 5_300,
      cards: 25_300,
      indexes: 300,
      publish: 1_000,
    };
    expect(timeSummary(phases, 68_000)).toBe(
      'Time: validate 10.9 s, images 0.0 s, client build 2.4 s, server build 0.9 s, prerender 20.1 s, cards 25.3 s, compression 6.2 s, publish 1.0 s, other 1.2 s; 68.0 s in all.',
    );
  });

  test('a rebuild of changed pages has no bundles to build, and says so by leaving them out', () => {
    const line = timeSummary(
      { validate: 1_300, plan: 10, images: 1, prerender: 150, compressPages: 20, cards: 30, indexes: 80, publish: 20 },
      1_700,
    );
    expect(line).not.toContain('client build');
    expect(line).toContain('cards 0.0 s');
    expect(line).toMatch(/; 1\.7 s in all\.$/);
  });
});
