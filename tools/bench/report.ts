// The benchmark's report: its shape (docs/benchmarks.json) and its text (docs/benchmarks.md).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgets, categories, overBudget, type Category } from './budgets';
import type { ConsoleProblem } from './devConsole';
import type { RouteDownloads } from './firstLoad';
import type { FontFaces } from './fontFaces';
import type { LighthouseRun, LighthouseScores } from './lighthouse';
import { mainThreadBudget, type MainThreadReport } from './mainThread';
import { mainThreadMarkdown } from './mainThreadReport';
import type { ReviewRun } from './reviewTime';
import { kb, ms, seconds } from './measure';
import type { ValidationTime } from './validationTime';
import { editorTimesMarkdown, type EditorTimes } from './editorTimes';
import { buildScaleMarkdown, type BuildScale } from './buildScale';
import { seoTimesMarkdown, type SeoTimes } from './seoTimes';
import { photoSiteMarkdown, type PhotoSiteRun } from './photoSite';

export type RouteResult = RouteDownloads & { lighthouse?: LighthouseScores };

export interface Report {
  date: string;
  /** When `--sizes-only` last measured the routes' downloads again, if after the full run. */
  sizesDate?: string;
  machine: string;
  budgets: typeof budgets;
  build: { validateMs: number; clientMs: number; serverMs: number; prerenderMs: number };
  validation: ValidationTime;
  /** npm run bench -- --build-scale (minutes long; otherwise the last measurement is kept). */
  buildScale?: BuildScale;
  seo?: SeoTimes;
  fonts: FontFaces;
  devConsole?: ConsoleProblem[];
  routes: RouteResult[];
  /** When the Lighthouse scores were taken (--lighthouse-only measures them alone). */
  lighthouse?: LighthouseRun;
  mainThread?: MainThreadReport;
  deferredGlideGzip: number;
  review?: ReviewRun[];
  /** The visual editor's speed (editorTimes.ts; --editor-only measures it alone). */
  editor?: EditorTimes;
  /** The site with a customer's photos (photoSite.ts; --photos-only measures it alone, --photos with the rest). */
  photos?: PhotoSiteRun;
  overBudget: string[];
}

export type Measured = Omit<Report, 'overBudget'>;

const reportFile = (root: string) => join(root, 'docs/benchmarks.json');

/** The last report's figures, as docs/benchmarks.json holds them. */
export const readReport = (root: string): Measured => JSON.parse(readFileSync(reportFile(root), 'utf8')) as Measured;

/** The figures judged by today's budgets (budgets.ts). */
export const judged = (measured: Measured): Report => ({ ...measured, overBudget: overBudget(measured) });

/** The figures judged and written to docs/benchmarks.json and docs/benchmarks.md; the report returned. */
export function writeReport(root: string, measured: Measured): Report {
  const report = judged(measured);
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(reportFile(root), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(root, 'docs/benchmarks.md'), reportMarkdown(report, root));
  return report;
}

function lighthouseSentence({ lighthouse: run }: Report): string {
  const how = `Lighthouse: the npm package, default mobile preset (simulated slow 4G, 4x CPU slowdown), preloader on, the built site served by \`npm start\`'s server with its precompressed files (brotli or gzip, as a static host serves them); each route measured ${run?.runs ?? 1} time(s) and the median run reported (Lighthouse's computeMedianRun), with the range of its performance scores beside it. The machine is shared, so timings vary from run to run.`;
  if (!run) return how;
  const index = run.benchmarkIndex;
  return `${how} Every route in one run on ${run.date}, Lighthouse ${run.lighthouseVersion}; its measure of the machine's speed (benchmarkIndex, higher is faster) ${index.median} (${index.min}–${index.max}); load average ${run.load.before.toFixed(2)} before, ${run.load.after.toFixed(2)} after.`;
}

export function reportMarkdown(report: Report, root: string): string {
  const { build: b, validation: v, routes, fonts, devConsole: dev, overBudget } = report;
  const lines = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` (tools/bench/) on ${report.date}, ${report.machine}. Sizes in kB (1,000 bytes);`,
    "JS and CSS are what a first visit to the route downloads (the boot script, the app it imports once the page has painted, their imports, the page's block chunks, the site file in the page's language, the stylesheet), gzip at the default level." +
      (report.sizesDate ? ` The downloads were measured again on ${report.sizesDate} (\`--sizes-only\`).` : ''),
    lighthouseSentence(report),
    '',
    '## Budgets',
    '',
    overBudget.length === 0 ? 'Every budget is met.' : overBudget.map((line) => `- over budget: ${line}`).join('\n'),
    '',
    '| budget | limit |',
    '| --- | --- |',
    `| first-load JavaScript, every route | ${kb(budgets.firstLoadJsGzip)} kB gzip |`,
    `| CSS, every route | ${kb(budgets.cssGzip)} kB gzip |`,
    `| validating 1,000 pages | ${budgets.validate1000PagesMs} ms, growing linearly |`,
    `| Lighthouse | ${categories.map((id) => `${id} ≥ ${budgets.lighthouse[id]}`).join(', ')} |`,
    `| main thread, every route, phone at 4x CPU | blocking time under ${mainThreadBudget.blockingMs} ms, no task over ${mainThreadBudget.longestTaskMs} ms |`,
    '| layout shift | every image sized; fonts self-hosted with font-display: swap |',
    `| visual editor, largest page | keystroke to preview under ${budgets.editor.keystrokeToPreviewMs} ms, to the validation message under ${budgets.editor.keystrokeToMessageMs} ms |`,
    `| build scale, generated pages | the largest site built in under ${budgets.buildScale.largestBuildMs / 1000} s with under ${budgets.buildScale.peakMemoryMb} MB, growing linearly; a one-page rebuild under ${budgets.buildScale.onePageRebuildMs / 1000} s; the development server's first page under ${budgets.buildScale.devServerFirstPageMs / 1000} s |`,
    `| customer photos (the site with camera-sized photos) | Lighthouse performance ≥ ${budgets.photos.performance} and LCP under ${budgets.photos.lcpMs / 1000} s on every route measured; under ${kb(budgets.photos.phoneImageBytes)} kB of images on a 412 px phone's first load of / and /blog-grid; the image step with every photo cached under ${budgets.photos.warmImageStepMs / 1000} s |`,
    '',
    '## Build',
    '',
    '| step | seconds |',
    '| --- | --- |',
    `| validate the content | ${seconds(b.validateMs)} |`,
    `| client build (Vite) | ${seconds(b.clientMs)} |`,
    `| server entry build | ${seconds(b.serverMs)} |`,
    `| prerender ${routes.length} routes | ${seconds(b.prerenderMs)} |`,
    `| total | ${seconds(b.validateMs + b.clientMs + b.serverMs + b.prerenderMs)} |`,
    '',
    '## Validation time by number of pages',
    '',
    `The real content alone: ${ms(v.realContentMs)} ms. Generated pages are copies of the real ones with their own paths, validated beside the real content.`,
    '',
    '| pages | total ms | ms per page (real content subtracted) |',
    '| --- | --- | --- |',
    ...v.scaling.map((row) => `| ${row.pages} | ${ms(row.totalMs)} | ${row.perPageMs.toFixed(3)} |`),
    '',
    `Growth: ${v.linear ? 'linear (the cost of one page stays within a factor of 2.5 from 100 to 5,000 pages)' : 'NOT linear'}.`,
    '',
    ...(report.buildScale ? buildScaleMarkdown(report.buildScale) : []),
    ...seoTimesMarkdown(report.seo),
    '## Layout shift guards',
    '',
    `- Images without width and height: ${routes.reduce((sum, route) => sum + route.images.withoutSize.length, 0)}.`,
    `- Fonts: ${fonts.count} @font-face rules, ${fonts.notSwap} without font-display: swap, ${fonts.remote} loaded from another host.`,
    '',
    '## Development server console',
    '',
    dev === undefined
      ? 'Not run.'
      : dev.length === 0
        ? 'No console error or warning on any route.'
        : dev.map((problem) => `- ${problem.path}: ${problem.message}`).join('\n'),
    '',
    '## Routes',
    '',
    '| route | JS kB (gzip) | CSS kB (gzip) | HTML kB (gzip) | images kB (count) | Perf | A11y | BP | SEO | LCP ms | CLS | TBT ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...routes.map((route) => {
      const lh = route.lighthouse;
      const score = (id: Category) => (lh ? String(lh.scores[id]) : '–');
      const spread =
        lh?.performanceRuns && lh.performanceRuns.length > 1
          ? ` (${Math.min(...lh.performanceRuns)}–${Math.max(...lh.performanceRuns)})`
          : '';
      return `| ${route.path} | ${kb(route.js.raw)} (${kb(route.js.gzip)}) | ${kb(route.css.raw)} (${kb(route.css.gzip)}) | ${kb(route.html.raw)} (${kb(route.html.gzip)}) | ${kb(route.images.bytes)} (${route.images.count}) | ${score('performance')}${spread} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lh ? lh.lcpMs : '–'} | ${lh ? lh.cls : '–'} | ${lh ? lh.tbtMs : '–'} |`;
    }),
    '',
  ];
  const smallest = Math.min(...routes.map((route) => route.js.gzip));
  const spriteGzip = gzipSync(readFileSync(join(root, 'public', 'icons.svg'))).length;
  const unindexed = routes
    .filter((route) => route.lighthouse?.failing.includes('seo/is-crawlable (0)'))
    .map((route) => route.path);
  lines.push(
    ...mainThreadMarkdown(report.mainThread),
    '## Reading the numbers',
    '',
    `- First-load JavaScript: the smallest route loads ${kb(smallest)} kB gzip. That is the part every route shares (the boot script and the app it loads once the page has painted: React DOM 18, React Router, jotai, the shell and the site's menus), before any block. React 18 rather than 19 saves about 24 kB gzip; the icons are an SVG sprite (public/icons.svg, ${kb(spriteGzip)} kB gzip, cached once) rather than JavaScript.`,
    `- Not counted above: on routes with a carousel, Glide (${kb(report.deferredGlideGzip)} kB gzip) is fetched after hydration, since the prerendered slides need no script to show.`,
    '- Speed Index is the largest deduction left on the landings: the preloader covers every page for its 2 s (docs/product.md, "Timings"; kept on for these measurements), and Lighthouse reads the covered page as not yet visible.',
    ...(unindexed.length
      ? [
          `- SEO below 100 on ${unindexed.join(', ')}: their page files set "noindex", and Lighthouse's is-crawlable audit counts that against them.`,
        ]
      : []),
    '',
  );
  if (report.review) lines.push(...reviewSection(report.review));
  lines.push(...editorTimesMarkdown(report.editor));
  lines.push(...photoSiteMarkdown(report.photos));
  const failing = routes.filter((route) => route.lighthouse?.failing.length);
  if (failing.length) {
    lines.push(
      '## Lighthouse audits below full marks',
      '',
      ...failing.map((route) => `- ${route.path}: ${route.lighthouse!.failing.join(', ')}`),
      '',
    );
  }
  // The figures behind the design's choices are written once, by hand, beside the bench.
  lines.push(readFileSync(join(import.meta.dirname, 'design-measurements.md'), 'utf8').trimEnd(), '');
  return lines.join('\n');
}

function reviewSection(runs: ReviewRun[]): string[] {
  return [
    '## Render review (`npm run review`)',
    '',
    'Wall-clock time of the command in a copy of the project, from start to report: both versions built, the pages whose data changed screenshotted at 375, 768 and 1366 px in both and compared. The load average shows how busy the shared machine was.',
    '',
    '| change | seconds | target | pages compared | look different | load average |',
    '| --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (run) =>
        `| ${run.change} | ${run.seconds.toFixed(1)} | under ${run.targetSeconds} ${run.seconds < run.targetSeconds ? '(met)' : '(MISSED)'} | ${run.compared} | ${run.different} | ${run.load.toFixed(1)} |`,
    ),
    '',
  ];
}
