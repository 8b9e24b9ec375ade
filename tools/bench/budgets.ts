// The budgets the site is held to (docs/product.md, "Size and speed") and the lines naming each one
// a report misses. Sizes are gzip bytes of what a first visit to a route downloads.
import { KB, kb, ms } from './measure';
import { mainThreadOverBudget } from './mainThread';
import { buildPeakKb, type BuildScale } from './buildScale';
import { photoSiteOverBudget } from './photoSite';
import type { Report } from './report';
import { spread } from './spread';

export const budgets = {
  firstLoadJsGzip: 90 * KB,
  cssGzip: 25 * KB,
  validate1000PagesMs: 2000,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** The visual editor on the largest page (editorTimes.ts): medians, in milliseconds. */
  editor: { keystrokeToPreviewMs: 100, keystrokeToMessageMs: 150 },
  /**
   * Builds of generated pages (buildScale.ts), as a person waits for them (the whole process): the
   * largest site's full build and its peak memory, the median one-page rebuild on it, and the median
   * start of the development server on it with the validation cache a build left.
   */
  buildScale: { largestBuildMs: 120_000, peakMemoryMb: 2048, onePageRebuildMs: 3000, devServerFirstPageMs: 5000 },
  /**
   * The site with a customer's photos (photoSite.ts): Lighthouse on every route measured, the image
   * bytes a 412 px phone downloads on the first load of the landing and the blog grid, and the image
   * step of a build that has every photo in its cache.
   */
  photos: { performance: 95, lcpMs: 2500, phoneImageBytes: 400_000, warmImageStepMs: 1000 },
} as const;

export type Category = keyof typeof budgets.lighthouse;
export const categories = Object.keys(budgets.lighthouse) as Category[];

export function overBudget(report: Omit<Report, 'overBudget'>): string[] {
  const over: string[] = [];
  for (const route of report.routes) {
    if (route.js.gzip > budgets.firstLoadJsGzip)
      over.push(
        `${route.path}: first-load JavaScript ${kb(route.js.gzip)} kB gzip (limit ${kb(budgets.firstLoadJsGzip)})`,
      );
    if (route.css.gzip > budgets.cssGzip)
      over.push(`${route.path}: CSS ${kb(route.css.gzip)} kB gzip (limit ${kb(budgets.cssGzip)})`);
    if (route.images.withoutSize.length)
      over.push(`${route.path}: images without width/height: ${route.images.withoutSize.join(', ')}`);
    for (const id of categories) {
      const score = route.lighthouse?.scores[id];
      if (score !== undefined && score < budgets.lighthouse[id])
        over.push(`${route.path}: Lighthouse ${id} ${score} (at least ${budgets.lighthouse[id]})`);
    }
  }
  const thousand = report.validation.scaling.find((row) => row.pages === 1000)!;
  if (thousand.totalMs > budgets.validate1000PagesMs)
    over.push(`validating 1,000 pages took ${ms(thousand.totalMs)} ms (limit ${budgets.validate1000PagesMs})`);
  if (!report.validation.linear) over.push('validation time does not grow linearly with the number of pages');
  if (report.fonts.notSwap || report.fonts.remote)
    over.push(`fonts: ${report.fonts.notSwap} without font-display: swap, ${report.fonts.remote} remote`);
  if (report.mainThread) over.push(...mainThreadOverBudget(report.mainThread));
  if (report.editor) {
    const { keystrokeToPreviewMs: preview, keystrokeToMessageMs: message } = report.editor;
    if (preview.median >= budgets.editor.keystrokeToPreviewMs)
      over.push(
        `visual editor: keystroke to preview ${preview.median} ms (under ${budgets.editor.keystrokeToPreviewMs})`,
      );
    if (message.median >= budgets.editor.keystrokeToMessageMs)
      over.push(
        `visual editor: keystroke to validation message ${message.median} ms (under ${budgets.editor.keystrokeToMessageMs})`,
      );
  }
  if (report.buildScale) over.push(...buildScaleOverBudget(report.buildScale));
  if (report.photos) over.push(...photoSiteOverBudget(report.photos));
  if (report.devConsole?.length)
    over.push(`development server: ${report.devConsole.length} console errors or warnings`);
  return over;
}

function buildScaleOverBudget(scale: BuildScale): string[] {
  const limits = budgets.buildScale;
  const over: string[] = [];
  const largest = scale.sizes.at(-1);
  const wall = (run: { processMs?: number; totalMs: number }) => run.processMs ?? run.totalMs;
  if (largest && wall(largest) >= limits.largestBuildMs)
    over.push(`building ${largest.pages} pages took ${ms(wall(largest))} ms (under ${limits.largestBuildMs})`);
  const peakMb = Math.max(...scale.sizes.map((row) => buildPeakKb(row) / 1024));
  if (peakMb >= limits.peakMemoryMb)
    over.push(`a build's peak memory was ${Math.round(peakMb)} MB (under ${limits.peakMemoryMb})`);
  if (!scale.linear) over.push('build time does not grow linearly with the number of pages');
  if (scale.onePageChanges?.length) {
    const rebuild = spread(scale.onePageChanges.map(wall)).median;
    if (rebuild >= limits.onePageRebuildMs)
      over.push(`rebuilding after a one-page change took ${ms(rebuild)} ms (median; under ${limits.onePageRebuildMs})`);
  }
  const posts = scale.posts?.sizes.at(-1);
  if (posts && wall(posts) >= limits.largestBuildMs)
    over.push(
      `building the site with ${posts.posts} blog posts took ${ms(wall(posts))} ms (under ${limits.largestBuildMs})`,
    );
  const postsPeakMb = Math.max(0, ...(scale.posts?.sizes ?? []).map((row) => buildPeakKb(row) / 1024));
  if (postsPeakMb >= limits.peakMemoryMb)
    over.push(`a build with blog posts peaked at ${Math.round(postsPeakMb)} MB (under ${limits.peakMemoryMb})`);
  if (scale.posts && !scale.posts.linear) over.push('build time does not grow linearly with the number of blog posts');
  // Three languages render three times the pages: judged on memory and growth, not on the one-language time budget.
  const localesPeakMb = Math.max(0, ...(scale.locales?.sizes ?? []).map((row) => buildPeakKb(row) / 1024));
  if (localesPeakMb >= limits.peakMemoryMb)
    over.push(`a build in three languages peaked at ${Math.round(localesPeakMb)} MB (under ${limits.peakMemoryMb})`);
  if (scale.locales && !scale.locales.linear)
    over.push('build time in three languages does not grow linearly with the number of pages');
  for (const cache of ['warm', 'cold'] as const) {
    const starts = (scale.devServer ?? []).filter((run) => run.cache === cache && !run.firstStart);
    if (!starts.length) continue;
    const start = spread(starts.map((run) => run.firstPageMs)).median;
    if (start >= limits.devServerFirstPageMs)
      over.push(
        `the development server's first page took ${ms(start)} ms with a ${cache} validation cache (median; under ${limits.devServerFirstPageMs})`,
      );
  }
  return over;
}
