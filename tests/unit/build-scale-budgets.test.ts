// The build-scale part of the bench's verdict (tools/bench/budgets.ts, buildScale.ts): growth is
// judged on the cost of each page added, not the cost per page, and each target names its figure
// when missed; the generated site looks like a real one (generatedSite.ts), and the tables say what
// its cards cost.
import { describe, expect, test } from 'vitest';
import { overBudget } from '../../tools/bench/budgets';
import {
  addedPageCosts,
  buildScaleMarkdown,
  growsLinearly,
  storable,
  type BuildRun,
  type BuildScale,
} from '../../tools/bench/buildScale';
import {
  generatedMix,
  generatedPage,
  generatedPost,
  postsPerListingPage,
  withBlogSizedListings,
} from '../../tools/bench/generatedSite';
import { translationWithTexts } from '../../tools/bench/generatedTranslations';
import type { Report } from '../../tools/bench/report';

const run = (totalMs: number, extra: Partial<BuildRun> = {}): BuildRun => ({
  kind: 'full',
  rendered: 0,
  phases: {},
  totalMs,
  maxRssKb: 900 * 1024,
  ...extra,
});
const sizes = (totals: number[]) =>
  [1000, 5000, 10000].map((pages, index) => ({ ...run(totals[index]), pages, perPageMs: totals[index] / pages }));

/** A report whose only figures are the build scale's, every other part within its budget. */
function report(scale: Partial<BuildScale>): Omit<Report, 'overBudget'> {
  const rows = scale.sizes ?? sizes([14_000, 30_000, 50_000]);
  const buildScale: BuildScale = { loadAverage: [1, 1, 1], sizes: rows, linear: false, ...scale };
  buildScale.linear = scale.linear ?? growsLinearly(rows);
  return {
    routes: [],
    validation: { scaling: [{ pages: 1000, totalMs: 100 }], linear: true },
    fonts: { notSwap: 0, remote: 0 },
    buildScale,
  } as unknown as Omit<Report, 'overBudget'>;
}

describe('build scale', () => {
  test('a fixed cost with the same cost per page added is linear, though small sites cost more per page', () => {
    const rows = sizes([14_000, 30_000, 50_000]);
    expect(addedPageCosts(rows)).toEqual([4, 4]);
    expect(rows[0].perPageMs / rows[2].perPageMs).toBeGreaterThan(2);
    expect(growsLinearly(rows)).toBe(true);
  });

  test('a page added costing less on the larger site (a noisy middle size, or fixed costs shared) is no growth', () => {
    const rows = sizes([14_000, 38_000, 53_000]); // 6 ms a page added, then 3
    expect(addedPageCosts(rows)).toEqual([6, 3]);
    expect(growsLinearly(rows)).toBe(true);
  });

  test('a page added costing more as the site grows is not linear, and the report says so', () => {
    const rows = sizes([14_000, 30_000, 110_000]); // 4 ms a page added, then 16
    expect(growsLinearly(rows)).toBe(false);
    expect(overBudget(report({ sizes: rows }))).toContain('build time does not grow linearly with the number of pages');
  });

  test('within every target, nothing is over budget', () => {
    const scale = report({
      onePageChanges: [run(2400, { processMs: 2800 }), run(2500, { processMs: 2900 }), run(2600, { processMs: 3500 })],
      devServer: [
        { cache: 'warm', firstStart: true, firstPageMs: 9000, saveShownMs: 600, loadAverage: 1 },
        { cache: 'warm', firstStart: false, firstPageMs: 3500, saveShownMs: 600, loadAverage: 1 },
        {
          cache: 'cold',
          firstStart: false,
          firstPageMs: 4500,
          everythingCheckedMs: 15000,
          saveShownMs: 600,
          loadAverage: 1,
        },
      ],
    });
    expect(overBudget(scale)).toEqual([]);
  });

  test('the largest build, its memory, the median one-page rebuild and the development server, warm or cold, each name their figure when over', () => {
    const rows = sizes([14_000, 70_000, 130_000]);
    rows[2].maxRssKb = 2100 * 1024;
    const over = overBudget(
      report({
        sizes: rows,
        linear: true,
        onePageChanges: [
          run(2000, { processMs: 3100 }),
          run(2000, { processMs: 3200 }),
          run(2000, { processMs: 2000 }),
        ],
        devServer: [
          { cache: 'warm', firstStart: false, firstPageMs: 5200, saveShownMs: 600, loadAverage: 1 },
          { cache: 'cold', firstStart: false, firstPageMs: 4000, saveShownMs: 600, loadAverage: 1 },
          { cache: 'cold', firstStart: false, firstPageMs: 6000, saveShownMs: 600, loadAverage: 1 },
          { cache: 'cold', firstStart: false, firstPageMs: 5500, saveShownMs: 600, loadAverage: 1 },
        ],
      }),
    );
    expect(over).toEqual([
      'building 10000 pages took 130000 ms (under 120000)',
      "a build's peak memory was 2100 MB (under 2048)",
      'rebuilding after a one-page change took 3100 ms (median; under 3000)',
      "the development server's first page took 5200 ms with a warm validation cache (median; under 5000)",
      "the development server's first page took 5500 ms with a cold validation cache (median; under 5000)",
    ]);
  });

  test('every generated page has a title and a description of its own, so each draws its own card', () => {
    const pages = Array.from({ length: 10_000 }, (_, index) => generatedPage(index));
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages.slice(0, 200)) expect(page.description.length).toBeLessThanOrEqual(160);
  });

  test('the generated pages copy landings and inner pages in the mix the report states, every landing in turn', () => {
    const pages = Array.from({ length: 1000 }, (_, index) => generatedPage(index));
    const total = generatedMix.reduce((sum, entry) => sum + entry.share, 0);
    for (const entry of generatedMix) {
      const ofKind = pages.filter((page) => page.kind === entry.kind);
      expect(ofKind.length).toBe((1000 * entry.share) / total);
      expect(new Set(ofKind.map((page) => page.copies))).toEqual(new Set(entry.copies));
    }
  });

  test('every generated blog post has a slug, a title and an excerpt of its own, a published date, and copies each real post in turn', () => {
    const copies = ['a.json', 'b.json', 'c.json'];
    const posts = Array.from({ length: 10_000 }, (_, index) => generatedPost(index, copies));
    for (const key of ['slug', 'title', 'excerpt'] as const)
      expect(new Set(posts.map((post) => post[key])).size).toBe(posts.length);
    expect(posts.every((post) => /^\d{4}-\d{2}-\d{2}$/.test(post.date) && post.date <= '2020-12-31')).toBe(true);
    expect(posts.slice(0, 6).map((post) => post.copies)).toEqual([...copies, ...copies]);
  });

  test('the site with thousands of posts splits every listing into pages of a blog of that size, and changes nothing else', () => {
    const page = {
      title: 'Blog',
      sections: [
        { type: 'blogList', props: { posts: { from: 'blog', perPage: 3 }, pager: { pages: 3, current: 1 } } },
        { type: 'blogTeasers', props: { posts: { from: 'blog', count: 3 } } },
        { use: 'blog-posts' },
      ],
    };
    expect(withBlogSizedListings(page)).toEqual({
      ...page,
      sections: [
        {
          type: 'blogList',
          props: { posts: { from: 'blog', perPage: postsPerListingPage }, pager: { pages: 3, current: 1 } },
        },
        page.sections[1],
        page.sections[2],
      ],
    });
  });

  test('the largest build with blog posts is judged as the largest build of pages: its time, its memory, its growth', () => {
    const posts = (totals: number[], peakKb = 900 * 1024) =>
      [1000, 5000, 10000].map((count, index) => ({
        ...run(totals[index], { processMs: totals[index], maxRssKb: peakKb }),
        posts: count,
        perPostMs: totals[index] / count,
      }));
    const within = { sizes: sizes([20_000, 60_000, 110_000]), linear: true };
    expect(
      overBudget(report({ ...within, posts: { what: '', sizes: posts([20_000, 60_000, 110_000]), linear: true } })),
    ).toEqual([]);
    expect(
      overBudget(
        report({ ...within, posts: { what: '', sizes: posts([20_000, 60_000, 150_000], 2100 * 1024), linear: false } }),
      ),
    ).toEqual([
      'building the site with 10000 blog posts took 150000 ms (under 120000)',
      'a build with blog posts peaked at 2100 MB (under 2048)',
      'build time does not grow linearly with the number of blog posts',
    ]);
    const lines = buildScaleMarkdown({
      loadAverage: [1, 1, 1],
      ...within,
      posts: { what: 'posts', sizes: posts([20_000, 60_000, 110_000]), linear: true },
    });
    expect(lines).toContain('### Blog posts as entries');
    expect(lines.find((line) => line.startsWith('| 10,000 | 0 |'))).toContain('| 110.0 | 110.0 |');
  });

  test('the build in three languages is judged on its memory and its growth, not on the one-language time, in a table of its own', () => {
    const locales = (totals: number[], peakKb = 900 * 1024) =>
      [1000, 5000, 10000].map((sources, index) => ({
        ...run(totals[index], { processMs: totals[index], maxRssKb: peakKb, rendered: sources * 3 }),
        sources,
        perPageMs: totals[index] / (sources * 3),
      }));
    const within = { sizes: sizes([20_000, 60_000, 110_000]), linear: true };
    expect(
      overBudget(
        report({ ...within, locales: { what: '', sizes: locales([40_000, 160_000, 300_000]), linear: true } }),
      ),
    ).toEqual([]);
    expect(
      overBudget(
        report({
          ...within,
          locales: { what: '', sizes: locales([40_000, 160_000, 500_000], 2100 * 1024), linear: false },
        }),
      ),
    ).toEqual([
      'a build in three languages peaked at 2100 MB (under 2048)',
      'build time in three languages does not grow linearly with the number of pages',
    ]);
    const lines = buildScaleMarkdown({
      loadAverage: [1, 1, 1],
      ...within,
      locales: { what: 'three languages', sizes: locales([40_000, 160_000, 300_000]), linear: true },
    });
    expect(lines).toContain('### Pages in three languages');
    expect(lines.find((line) => line.startsWith('| 10,000 | 30,000 |'))).toContain('| 300.0 | 300.0 |');
  });

  test("a generated translation gives every text at its path in the source's shape, its lists as long as the source's", () => {
    const source = {
      title: 'Pricing',
      sections: [
        { use: 'ready-to-talk' },
        { type: 'faq', props: { items: [{ question: 'Why?', answer: 'Because.' }, { id: 'x' }], note: 'Ask us' } },
      ],
    };
    const translation = translationWithTexts(source, [
      { path: ['title'], text: 'DE Pricing' },
      { path: ['sections', 1, 'props', 'items', 0, 'question'], text: 'DE Why?' },
      { path: ['sections', 1, 'props', 'note'], text: 'DE Ask us' },
    ]);
    expect(translation).toEqual({
      title: 'DE Pricing',
      sections: [{}, { props: { items: [{ question: 'DE Why?' }, {}], note: 'DE Ask us' } }],
    });
  });

  test('a run is kept in the report only when it reaches 10,000 pages with three sizes from 1,000 on', () => {
    expect(storable([100, 1000, 5000, 10000])).toBe(true);
    expect(storable([1000, 5000, 10000])).toBe(true);
    expect(storable([1000, 10000])).toBe(false);
    expect(storable([100, 1000, 5000])).toBe(false);
  });

  test("the tables give each size's cards drawn and the workers' time on them, and the rebuilds' median and range", () => {
    const cards = (drawn: number) => ({ cards: { drawn, reused: 0, milliseconds: drawn * 6 } });
    const rows = sizes([14_000, 36_000, 70_000]).map((row) => ({ ...row, ...cards(row.pages) }));
    const lines = buildScaleMarkdown({
      loadAverage: [1, 1, 1],
      pages: 'copies',
      sizes: rows,
      linear: true,
      onePageChanges: [run(1900, { processMs: 2500 }), run(2000, { processMs: 2600 }), run(1800, { processMs: 2400 })],
    });
    expect(lines.find((line) => line.startsWith('| 10,000 |'))).toContain('| 10,000 in 60.0 s |');
    expect(lines.join('\n')).toContain('`npm run build` on generated pages (copies)');
    expect(lines.find((line) => line.startsWith('| one page, median'))).toContain('| 2.5 (2.4–2.6) |');
  });
});
