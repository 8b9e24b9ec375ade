// The budgets the site is held to (docs/product.md, "Size and speed") and the lines naming each one
// a report misses. Sizes are gzip bytes of what a first visit to a route downloads.
import { KB, kb, ms } from './measure';
import { mainThreadOverBudget } from './mainThread';
import type { Report } from './report';

export const budgets = {
  firstLoadJsGzip: 90 * KB,
  cssGzip: 25 * KB,
  validate1000PagesMs: 2000,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  /** The visual editor on the largest page (editorTimes.ts): medians, in milliseconds. */
  editor: { keystrokeToPreviewMs: 100, keystrokeToMessageMs: 150 },
} as const;

export type Category = keyof typeof budgets.lighthouse;
export const categories = Object.keys(budgets.lighthouse) as Category[];

export function overBudget(report: Omit<Report, 'overBudget'>): string[] {
  const over: string[] = [];
  for (const route of report.routes) {
    if (route.js.gzip > budgets.firstLoadJsGzip) over.push(`${route.path}: first-load JavaScript ${kb(route.js.gzip)} kB gzip (limit ${kb(budgets.firstLoadJsGzip)})`);
    if (route.css.gzip > budgets.cssGzip) over.push(`${route.path}: CSS ${kb(route.css.gzip)} kB gzip (limit ${kb(budgets.cssGzip)})`);
    if (route.images.withoutSize.length) over.push(`${route.path}: images without width/height: ${route.images.withoutSize.join(', ')}`);
    for (const id of categories) {
      const score = route.lighthouse?.scores[id];
      if (score !== undefined && score < budgets.lighthouse[id]) over.push(`${route.path}: Lighthouse ${id} ${score} (at least ${budgets.lighthouse[id]})`);
    }
  }
  const thousand = report.validation.scaling.find((row) => row.pages === 1000)!;
  if (thousand.totalMs > budgets.validate1000PagesMs) over.push(`validating 1,000 pages took ${ms(thousand.totalMs)} ms (limit ${budgets.validate1000PagesMs})`);
  if (!report.validation.linear) over.push('validation time does not grow linearly with the number of pages');
  if (report.fonts.notSwap || report.fonts.remote) over.push(`fonts: ${report.fonts.notSwap} without font-display: swap, ${report.fonts.remote} remote`);
  if (report.mainThread) over.push(...mainThreadOverBudget(report.mainThread));
  if (report.editor) {
    const { keystrokeToPreviewMs: preview, keystrokeToMessageMs: message } = report.editor;
    if (preview.median >= budgets.editor.keystrokeToPreviewMs) over.push(`visual editor: keystroke to preview ${preview.median} ms (under ${budgets.editor.keystrokeToPreviewMs})`);
    if (message.median >= budgets.editor.keystrokeToMessageMs) over.push(`visual editor: keystroke to validation message ${message.median} ms (under ${budgets.editor.keystrokeToMessageMs})`);
  }
  if (report.devConsole?.length) over.push(`development server: ${report.devConsole.length} console errors or warnings`);
  return over;
}
