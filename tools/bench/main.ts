// npm run bench: builds the site into a scratch folder and measures it. Per route: the JavaScript and
// CSS a first visit loads, the HTML and image bytes, Lighthouse (mobile preset) scores with LCP, CLS
// and TBT. For the whole site: validation, build and prerender times, validation time for 100,
// 1,000 and 5,000 generated pages, layout-shift guards (image sizes, self-hosted swap fonts) and the
// console of the development server. Writes docs/benchmarks.md and docs/benchmarks.json and lists
// every budget that is missed. It reports; it never fails (npm test does not run it).
//
// Each measurement is one module beside this file; this one reads the options, runs them in order
// and writes the report (report.ts), so a new measurement is a module, a call here and a report field.
//
// Options: --routes=/a,/b (only these routes, nothing written), --runs=N (Lighthouse runs per route,
// default 3, the median run reported), --no-lighthouse, --main-thread-runs=N (runs per route and
// profile of the main-thread measure, default 5), --no-main-thread, --main-thread-only (build and
// measure the main thread alone; the table is printed, and written into the report unless --routes),
// --lighthouse-only (build and score every route with Lighthouse alone, the scores replaced in the
// report unless --routes), --no-dev (skip the dev-server check),
// --report-only (rewrite docs/benchmarks.md from docs/benchmarks.json), --no-review (skip timing
// `npm run review`), --review-only (time it and update that part of docs/benchmarks.json and .md),
// --no-editor (skip the visual editor's times, editorTimes.ts), --editor-only (measure them and update
// that part of docs/benchmarks.json and .md), --build-scale (also build 100 to 10,000 generated pages,
// then the site with 1,000 to 10,000 blog posts and the pages in three languages, buildScale.ts; minutes
// long, so otherwise the last figures are kept), --build-scale-only (that
// alone, its part of the report updated; --rebuilds=N rebuilds after each change, --dev-port=N for
// the development server it starts), --photos (also build and measure the site with a customer's photos,
// photoSite.ts; otherwise the last figures are kept), --photos-only (that alone, its part of the report
// updated unless --routes; Lighthouse on /, /team and /blog-grid unless --routes, --runs times; --commit=REV
// builds both of its sites from that commit instead of the working tree).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { formatIssues } from '../../src/problems/contentIssue';
import { loadContent, type Content } from '../../src/content/loadContent';
import { budgets } from './budgets';
import { buildScaleMarkdown, growsLinearly, measureBuildScale, updateBuildScaleReport } from './buildScale';
import { buildAndTime, type BuildTimes } from './buildTime';
import { measureDeferredChunkGzip } from './deferredChunk';
import { measureDevConsole } from './devConsole';
import { editorTimesMarkdown, measureEditorTimesApart } from './editorTimes';
import { measureFirstLoad } from './firstLoad';
import { measureFontFaces } from './fontFaces';
import { measureLighthouse } from './lighthouse';
import { measureMainThread, type MainThreadReport } from './mainThread';
import { mainThreadMarkdown } from './mainThreadReport';
import { launchChromium } from '../../src/cli/chromium';
import { log, ms, timed } from './measure';
import {
  judged,
  readReport,
  reportMarkdown,
  writeReport,
  type Measured,
  type Report,
  type RouteResult,
} from './report';
import { measureReviewTime } from './reviewTime';
import { measureValidationTime } from './validationTime';
import { measurePhotoSite, photoSiteMarkdown } from './photoSite';
import { measureSeoTimes } from './seoTimes';
import { serving } from './serving';

const root = process.cwd();
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const onlyRoutes = option('routes')?.split(',');
const runLighthouse = !args.includes('--no-lighthouse');
const lighthouseRuns = Number(option('runs') ?? 3);
const runMainThread = !args.includes('--no-main-thread');
const mainThreadRuns = Number(option('main-thread-runs') ?? 5);
const runDev = !args.includes('--no-dev');
const runBuildScale = args.includes('--build-scale');
const runPhotos = args.includes('--photos');
const runReview = !args.includes('--no-review');
const runEditor = !args.includes('--no-editor');
/** Build scale: how many one-page and shared-section rebuilds, and the development server's port. */
const rebuilds = Number(option('rebuilds') ?? 1);
const devPort = option('dev-port') ? Number(option('dev-port')) : undefined;

async function mainThreadOf(baseUrl: string, paths: string[]): Promise<MainThreadReport> {
  const browser = await launchChromium();
  try {
    return await measureMainThread(browser, baseUrl, paths, mainThreadRuns, log);
  } finally {
    await browser.close();
  }
}

/**
 * Builds the site from `content` into a scratch folder (inside node_modules, so the server entry
 * resolves react & co. like build.ts's does), hands it to `work` with the routes to measure, and
 * removes it.
 */
async function inScratchBuild<T>(
  content: Content,
  work: (site: { outDir: string; built: BuildTimes; paths: string[] }) => Promise<T>,
): Promise<T> {
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const scratch = mkdtempSync(join(root, 'node_modules/.cache/nexus-bench-'));
  try {
    const outDir = join(scratch, 'site');
    log('building the site');
    const built = await buildAndTime(root, outDir, join(scratch, 'server'), content);
    const paths = built.pages.map((page) => page.path).filter((path) => !onlyRoutes || onlyRoutes.includes(path));
    return await work({ outDir, built, paths });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const verdict = (report: Report, where: string) =>
  log(report.overBudget.length ? `${report.overBudget.length} budget(s) missed (listed ${where})` : 'every budget met');

async function main() {
  if (args.includes('--main-thread-only')) {
    // A fresh build, the main-thread measure, the report's main-thread part replaced (unless --routes).
    const mainThread = await inScratchBuild(loadContent({ root }), ({ outDir, paths }) =>
      serving(outDir, (baseUrl) => mainThreadOf(baseUrl, paths)),
    );
    console.log(`\n${mainThreadMarkdown(mainThread).join('\n')}`);
    if (!onlyRoutes) verdict(writeReport(root, { ...readReport(root), mainThread }), 'in docs/benchmarks.md');
    return;
  }
  if (args.includes('--lighthouse-only')) {
    // A fresh build, Lighthouse on every route, the report's scores replaced (unless --routes).
    const lighthouse = await inScratchBuild(loadContent({ root }), ({ outDir, paths }) =>
      serving(outDir, (baseUrl) => measureLighthouse(baseUrl, paths, lighthouseRuns)),
    );
    if (onlyRoutes) return;
    const previous = readReport(root);
    const routes = previous.routes.map((route) => ({ ...route, lighthouse: lighthouse.scores.get(route.path) }));
    verdict(writeReport(root, { ...previous, routes, lighthouse: lighthouse.run }), 'in docs/benchmarks.md');
    return;
  }
  if (args.includes('--sizes-only')) {
    // A fresh build, every route's downloads measured again; Lighthouse's scores of the last run kept beside them.
    const previous = readReport(root);
    const measured = await inScratchBuild(loadContent({ root }), async ({ outDir, paths }) =>
      paths.map((path): RouteResult => measureFirstLoad(outDir, path)),
    );
    const scores = new Map(previous.routes.map((route) => [route.path, route.lighthouse]));
    const routes = measured.map((route) => ({ ...route, lighthouse: scores.get(route.path) }));
    const sizesDate = new Date().toISOString().slice(0, 10);
    verdict(writeReport(root, { ...previous, routes, sizesDate }), 'in docs/benchmarks.md');
    return;
  }
  if (args.includes('--photos-only')) {
    const photos = await measurePhotoSite(root, {
      paths: onlyRoutes,
      runs: lighthouseRuns,
      lighthouse: runLighthouse,
      commit: option('commit'),
    });
    console.log(`\n${photoSiteMarkdown(photos).join('\n')}`);
    if (!onlyRoutes) verdict(writeReport(root, { ...readReport(root), photos }), 'in docs/benchmarks.md');
    return;
  }
  if (args.includes('--build-scale-only')) {
    console.log(buildScaleMarkdown(await updateBuildScaleReport(root, rebuilds, devPort)).join('\n'));
    return;
  }
  if (args.includes('--report-only')) {
    // The verdicts judged again by today's rules (budgets.ts, buildScale.ts), on the figures as measured.
    const measured = readReport(root);
    if (measured.buildScale) measured.buildScale.linear = growsLinearly(measured.buildScale.sizes);
    writeReport(root, measured);
    return;
  }
  if (args.includes('--editor-only')) {
    const editor = measureEditorTimesApart(root);
    console.log(`\n${editorTimesMarkdown(editor).join('\n')}`);
    writeReport(root, { ...readReport(root), editor });
    return;
  }
  if (args.includes('--review-only')) {
    writeReport(root, { ...readReport(root), review: measureReviewTime(root) });
    return;
  }
  log('validating the content');
  const [content, validateMs] = await timed(() => loadContent({ root }));
  if (content.issues.length > 0) {
    console.error(formatIssues(content.issues));
    process.exit(1);
  }
  const validation = measureValidationTime(root);
  log(`validation: ${validation.scaling.map((row) => `${row.pages} pages ${ms(row.totalMs)} ms`).join(', ')}`);
  const seo = await measureSeoTimes(root); // share cards and the content lint (seoTimes.ts)

  await inScratchBuild(content, async ({ outDir, built, paths }) => {
    const routes: RouteResult[] = paths.map((path) => measureFirstLoad(outDir, path));
    const fonts = measureFontFaces(outDir, [...new Set(routes.flatMap((route) => route.css.files))]);

    let lighthouse: Awaited<ReturnType<typeof measureLighthouse>> | undefined;
    if (runLighthouse) {
      lighthouse = await serving(outDir, (baseUrl) => measureLighthouse(baseUrl, paths, lighthouseRuns));
      for (const route of routes) route.lighthouse = lighthouse.scores.get(route.path);
    }
    const mainThread = runMainThread ? await serving(outDir, (baseUrl) => mainThreadOf(baseUrl, paths)) : undefined;
    const devProblems = runDev
      ? (log('opening every route on the development server'), await measureDevConsole(root, paths))
      : undefined;
    const editor =
      runEditor && !onlyRoutes ? (log('timing the visual editor'), measureEditorTimesApart(root)) : undefined;
    const review = runReview && !onlyRoutes ? (log('timing npm run review'), measureReviewTime(root)) : undefined;

    const buildScale = runBuildScale
      ? (log('building 100 to 10,000 generated pages'), await measureBuildScale(root, undefined, rebuilds, devPort))
      : existsSync(join(root, 'docs/benchmarks.json'))
        ? readReport(root).buildScale
        : undefined;
    const photos = runPhotos
      ? (log('building and measuring the site with customer photos'),
        await measurePhotoSite(root, { runs: lighthouseRuns, lighthouse: runLighthouse, commit: option('commit') }))
      : existsSync(join(root, 'docs/benchmarks.json'))
        ? readReport(root).photos
        : undefined;
    const measured: Measured = {
      date: new Date().toISOString().slice(0, 10),
      machine: `Node ${process.version}, ${cpus().length} cores`,
      budgets,
      build: { validateMs, clientMs: built.clientMs, serverMs: built.serverMs, prerenderMs: built.prerenderMs },
      validation,
      buildScale,
      seo,
      fonts,
      devConsole: devProblems,
      routes,
      lighthouse: lighthouse?.run,
      mainThread,
      deferredGlideGzip: measureDeferredChunkGzip(outDir, '@glidejs/glide'),
      review,
      editor,
      photos,
    };
    const report = onlyRoutes ? judged(measured) : writeReport(root, measured);
    console.log(`\n${reportMarkdown(report, root)}`);
    verdict(report, 'above');
  });
}

await main();
