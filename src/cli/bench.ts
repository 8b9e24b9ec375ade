// npm run bench: builds the site into a scratch folder and measures it. Per route: the JavaScript and
// CSS a first visit loads, the HTML and image bytes, Lighthouse (mobile preset) scores with LCP, CLS
// and TBT. For the whole site: validation, build and prerender times, validation time for 100,
// 1,000 and 5,000 generated pages, layout-shift guards (image sizes, self-hosted swap fonts) and the
// console of the development server. Writes docs/benchmarks.md and docs/benchmarks.json and lists
// every budget that is missed. It reports; it never fails (npm test does not run it).
//
// Options: --routes=/a,/b (only these routes, nothing written), --runs=N (Lighthouse runs per route,
// default 3, the median run reported), --no-lighthouse, --no-dev (skip the dev-server check),
// --report-only (rewrite docs/benchmarks.md from docs/benchmarks.json).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result as LighthouseResult } from 'lighthouse';
import { build } from 'vite';
import { chromiumArgs, chromiumPath, launchChromium } from '../../tests/tools/chromium';
import { formatIssues } from '../content/contentIssue';
import { loadContent } from '../content/loadContent';
import { prerender, routeFile } from '../site-generator/prerender';
import { clientManifestPath } from '../site-generator/siteFolder';
import { startServer } from './serve';

const KB = 1000;
/** The budgets of issue 7. Sizes are gzip bytes of what a first visit to a route downloads. */
export const budgets = {
  firstLoadJsGzip: 90 * KB,
  cssGzip: 25 * KB,
  validate1000PagesMs: 2000,
  lighthouse: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
} as const;
type Category = keyof typeof budgets.lighthouse;
const categories = Object.keys(budgets.lighthouse) as Category[];

const root = process.cwd();
const args = process.argv.slice(2);
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const onlyRoutes = option('routes')?.split(',');
const runLighthouse = !args.includes('--no-lighthouse');
const lighthouseRuns = Number(option('runs') ?? 3);
const runDev = !args.includes('--no-dev');

interface Size {
  raw: number;
  gzip: number;
}
interface RouteResult {
  path: string;
  js: Size & { files: string[] };
  css: Size & { files: string[] };
  html: Size;
  images: { bytes: number; count: number; withoutSize: string[] };
  lighthouse?: { scores: Record<Category, number>; lcpMs: number; cls: number; tbtMs: number; failing: string[]; performanceRuns: number[] };
}

const log = (message: string) => console.log(`[bench] ${message}`);
const seconds = (ms: number) => Math.round(ms) / 1000;
const timed = async <T>(work: () => Promise<T> | T): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function sizeOf(files: string[], dir: string): Size {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

// ---------------------------------------------------------------------------------------------
// Validation: the real content, then 100, 1,000 and 5,000 generated pages beside it.

function generatedPages(count: number) {
  const content = loadContent({ root });
  const sources = content.pages.map((page) => JSON.parse(readFileSync(join(root, page.file), 'utf8')) as Record<string, unknown>);
  return Array.from({ length: count }, (_, index) => {
    const page = { ...sources[index % sources.length], path: `/generated-${index}` };
    return { file: `pages/generated-${index}.json`, text: JSON.stringify(page, null, 2) };
  });
}

function measureValidation() {
  // The fastest of five runs after a warm-up: the machine is shared, and noise only ever adds time.
  const timeOf = (pageTexts: { file: string; text: string }[]) => {
    loadContent({ root, pageTexts });
    let best = Infinity;
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const { issues } = loadContent({ root, pageTexts });
      best = Math.min(best, performance.now() - started);
      if (issues.length > 0) throw new Error(`generated pages should be valid:\n${formatIssues(issues.slice(0, 5))}`);
    }
    return best;
  };
  const baseMs = timeOf([]);
  const scaling = [100, 1000, 5000].map((count) => {
    const totalMs = timeOf(generatedPages(count));
    return { pages: count, totalMs, perPageMs: (totalMs - baseMs) / count };
  });
  // Linear: one page costs about the same whether there are 100 or 5,000 (a quadratic step would
  // multiply the cost per page by 10 and by 50).
  const perPage = scaling.map((row) => row.perPageMs);
  const linear = Math.max(...perPage) <= 2.5 * Math.min(...perPage);
  return { realContentMs: baseMs, scaling, linear };
}

// ---------------------------------------------------------------------------------------------
// Build: client, server entry and prerender, each timed, into a scratch folder (dist/ is left alone).

async function buildSite(outDir: string, serverDir: string) {
  const [, clientMs] = await timed(() => build({ root, configLoader: 'runner', logLevel: 'warn', build: { outDir, emptyOutDir: true } }));
  const [, serverMs] = await timed(() =>
    build({ root, configLoader: 'runner', logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false } }),
  );
  const [pages, prerenderMs] = await timed(() => prerender(root, outDir, join(serverDir, 'entry-server.js')));
  return { pages, clientMs, serverMs, prerenderMs };
}

// ---------------------------------------------------------------------------------------------
// What a first visit downloads, read from the prerendered HTML and Vite's manifest.

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

function firstLoad(outDir: string, path: string): Omit<RouteResult, 'lighthouse'> {
  const htmlText = readFileSync(join(outDir, routeFile(path)), 'utf8');
  const manifest = JSON.parse(readFileSync(clientManifestPath(outDir), 'utf8')) as Record<string, ManifestChunk>;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));

  const js = new Set<string>();
  const css = new Set<string>();
  const addChunk = (file: string) => {
    if (js.has(file)) return;
    js.add(file);
    const chunk = byFile.get(file);
    for (const sheet of chunk?.css ?? []) css.add(sheet);
    for (const key of chunk?.imports ?? []) if (manifest[key]) addChunk(manifest[key].file);
  };
  // The boot script, the app it imports once the page has painted, and the code of the page's own blocks.
  for (const [, src] of htmlText.matchAll(/<script[^>]+type="module"[^>]*src="\/([^"]+)"/g)) {
    addChunk(src);
    for (const key of byFile.get(src)?.dynamicImports ?? []) addChunk(manifest[key].file);
  }
  for (const [, href] of htmlText.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="\/([^"]+)"/g)) addChunk(href);
  const pageData = JSON.parse(htmlText.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/s)![1]) as { sections: { type: string }[] };
  for (const type of new Set(pageData.sections.map((section) => section.type))) addChunk(manifest[`src/blocks/${type}/index.tsx`].file);
  for (const [, href] of htmlText.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="\/([^"]+)"/g)) css.add(href);

  const images = new Map<string, number>();
  const withoutSize: string[] = [];
  for (const [tag] of htmlText.matchAll(/<img\b[^>]*>/g)) {
    const src = tag.match(/\ssrc="([^"]+)"/)?.[1] ?? '';
    if (!/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag)) withoutSize.push(src);
    if (src.startsWith('/') && !images.has(src)) images.set(src, statSync(join(outDir, decodeURIComponent(src))).size);
  }
  const html = Buffer.from(htmlText);
  return {
    path,
    js: { ...sizeOf([...js], outDir), files: [...js] },
    css: { ...sizeOf([...css], outDir), files: [...css] },
    html: { raw: html.length, gzip: gzipSync(html).length },
    images: { bytes: [...images.values()].reduce((sum, size) => sum + size, 0), count: images.size, withoutSize },
  };
}

/** Gzip bytes of a lazily imported chunk (Glide), which the first-load figures leave out. */
function dynamicChunkGzip(outDir: string, sourceFragment: string): number {
  const manifest = JSON.parse(readFileSync(clientManifestPath(outDir), 'utf8')) as Record<string, ManifestChunk & { isDynamicEntry?: boolean }>;
  const files = Object.entries(manifest)
    .filter(([source, chunk]) => chunk.isDynamicEntry && source.includes(sourceFragment))
    .map(([, chunk]) => chunk.file);
  return sizeOf(files, outDir).gzip;
}

/** Fonts must not shift the layout twice or come from elsewhere: self-hosted, font-display: swap. */
function fontFaces(outDir: string, cssFiles: string[]) {
  const faces = cssFiles.flatMap((file) => [...readFileSync(join(outDir, file), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]));
  const notSwap = faces.filter((face) => !/font-display:\s*swap/.test(face)).length;
  const remote = faces.filter((face) => /url\((["']?)(https?:)?\/\//.test(face)).length;
  return { count: faces.length, notSwap, remote };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse on every route: the npm package driving Debian's Chromium, default (mobile) preset.

// Each route is measured several times and the median run kept (Lighthouse's own computeMedianRun):
// on a shared 2-core machine one run's performance score moves by several points.
async function lighthouseRoutes(baseUrl: string, paths: string[]) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  const results = new Map<string, NonNullable<RouteResult['lighthouse']>>();
  try {
    for (const path of paths) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < lighthouseRuns; run++) {
        const runner = await lighthouse(baseUrl + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
        runs.push(runner!.lhr);
      }
      const lhr: LighthouseResult = computeMedianRun(runs);
      const scores = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
      const failing = categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}/${ref.id} (${Math.round((lhr.audits[ref.id].score ?? 0) * 100)})`),
      );
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      results.set(path, {
        scores,
        lcpMs: Math.round(metric('largest-contentful-paint')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(metric('total-blocking-time')),
        failing,
        performanceRuns: runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
      });
      log(`lighthouse ${path}: ${categories.map((id) => `${id} ${scores[id]}`).join(', ')} (performance runs: ${results.get(path)!.performanceRuns.join(', ')})`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// The development server: every route opened in Chromium, every console error or warning kept.

async function devConsole(paths: string[]) {
  // Its own process: this one has built for production, which would give the dev server production React.
  const port = 5290 + Math.floor(Math.random() * 100);
  const server = spawn('npx', ['vite', '--configLoader', 'runner', '--port', String(port), '--strictPort'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the dev server did not start within 60 s')), 60_000);
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`${port}`)) (clearTimeout(timer), ready());
    });
    server.on('exit', (code) => fail(new Error(`the dev server exited with ${code}`)));
  });
  const browser = await launchChromium();
  const problems: { path: string; message: string }[] = [];
  try {
    const page = await browser.newPage();
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push({ path: current, message: `${message.type()}: ${message.text()}` });
    });
    page.on('pageerror', (error) => problems.push({ path: current, message: `uncaught: ${error.message}` }));
    for (const path of paths) {
      current = path;
      await page.goto(`http://localhost:${port}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60_000 });
      await page.waitForTimeout(300);
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!); // the whole group: npx and vite
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)}`;
const ms = (value: number) => `${Math.round(value)}`;

function markdown(report: Report): string {
  const { build: b, validation: v, routes, fonts, devConsole: dev, overBudget } = report;
  const lines = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` (src/cli/bench.ts) on ${report.date}, ${report.machine}. Sizes in kB (1,000 bytes);`,
    'JS and CSS are what a first visit to the route downloads (the boot script, the app it imports once the page has painted, their imports, the page\'s block chunks, the stylesheet), gzip at the default level.',
    `Lighthouse: the npm package, default mobile preset (simulated slow 4G, 4x CPU slowdown), preloader on; each route measured ${report.lighthouseRuns ?? 1} time(s) and the median run reported (Lighthouse's computeMedianRun), with the range of its performance scores beside it. The machine is shared, so timings vary from run to run.`,
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
    '| layout shift | every image sized; fonts self-hosted with font-display: swap |',
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
    '## Layout shift guards',
    '',
    `- Images without width and height: ${routes.reduce((sum, route) => sum + route.images.withoutSize.length, 0)}.`,
    `- Fonts: ${fonts.count} @font-face rules, ${fonts.notSwap} without font-display: swap, ${fonts.remote} loaded from another host.`,
    '',
    '## Development server console',
    '',
    dev === undefined ? 'Not run.' : dev.length === 0 ? 'No console error or warning on any route.' : dev.map((problem) => `- ${problem.path}: ${problem.message}`).join('\n'),
    '',
    '## Routes',
    '',
    '| route | JS kB (gzip) | CSS kB (gzip) | HTML kB (gzip) | images kB (count) | Perf | A11y | BP | SEO | LCP ms | CLS | TBT ms |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...routes.map((route) => {
      const lh = route.lighthouse;
      const score = (id: Category) => (lh ? String(lh.scores[id]) : '–');
      const spread = lh?.performanceRuns && lh.performanceRuns.length > 1 ? ` (${Math.min(...lh.performanceRuns)}–${Math.max(...lh.performanceRuns)})` : '';
      return `| ${route.path} | ${kb(route.js.raw)} (${kb(route.js.gzip)}) | ${kb(route.css.raw)} (${kb(route.css.gzip)}) | ${kb(route.html.raw)} (${kb(route.html.gzip)}) | ${kb(route.images.bytes)} (${route.images.count}) | ${score('performance')}${spread} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${lh ? lh.lcpMs : '–'} | ${lh ? lh.cls : '–'} | ${lh ? lh.tbtMs : '–'} |`;
    }),
    '',
  ];
  const smallest = Math.min(...routes.map((route) => route.js.gzip));
  const spriteGzip = gzipSync(readFileSync(join(root, 'public', 'icons.svg'))).length;
  const glideGzip = report.deferredGlideGzip;
  const unindexed = routes.filter((route) => route.lighthouse?.failing.includes('seo/is-crawlable (0)')).map((route) => route.path);
  lines.push(
    '## Reading the numbers',
    '',
    `- First-load JavaScript: the smallest route loads ${kb(smallest)} kB gzip. That is the part every route shares (the boot script and the app it loads once the page has painted: React DOM 18, React Router, jotai, the shell and the site's menus), before any block. React 18 rather than 19 saves about 24 kB gzip; the icons are an SVG sprite (public/icons.svg, ${kb(spriteGzip)} kB gzip, cached once) rather than JavaScript.`,
    `- Not counted above: on routes with a carousel, Glide (${kb(glideGzip)} kB gzip) is fetched after hydration, since the prerendered slides need no script to show.`,
    '- Speed Index is the largest deduction left on the landings: the preloader covers every page for its 2 s (SPEC.md §4, kept on for these measurements), and Lighthouse reads the covered page as not yet visible.',
    ...(unindexed.length
      ? [`- SEO below 100 on ${unindexed.join(', ')}: their page files set "noindex", and Lighthouse's is-crawlable audit counts that against them.`]
      : []),
    '',
  );
  const failing = routes.filter((route) => route.lighthouse?.failing.length);
  if (failing.length) {
    lines.push('## Lighthouse audits below full marks', '', ...failing.map((route) => `- ${route.path}: ${route.lighthouse!.failing.join(', ')}`), '');
  }
  return lines.join('\n');
}

interface Report {
  date: string;
  machine: string;
  budgets: typeof budgets;
  build: { validateMs: number; clientMs: number; serverMs: number; prerenderMs: number };
  validation: ReturnType<typeof measureValidation>;
  fonts: ReturnType<typeof fontFaces>;
  devConsole?: { path: string; message: string }[];
  routes: RouteResult[];
  lighthouseRuns?: number;
  deferredGlideGzip: number;
  overBudget: string[];
}

function overBudget(report: Omit<Report, 'overBudget'>): string[] {
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
  if (report.devConsole?.length) over.push(`development server: ${report.devConsole.length} console errors or warnings`);
  return over;
}

async function main() {
  if (args.includes('--report-only')) {
    const report = JSON.parse(readFileSync(join(root, 'docs/benchmarks.json'), 'utf8')) as Report;
    writeFileSync(join(root, 'docs/benchmarks.md'), markdown(report));
    return;
  }
  log('validating the content');
  const [content, validateMs] = await timed(() => loadContent({ root }));
  if (content.issues.length > 0) {
    console.error(formatIssues(content.issues));
    process.exit(1);
  }
  const validation = measureValidation();
  log(`validation: ${validation.scaling.map((row) => `${row.pages} pages ${ms(row.totalMs)} ms`).join(', ')}`);

  // Inside node_modules, so the server entry resolves react & co. like build.ts's does.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const scratch = mkdtempSync(join(root, 'node_modules/.cache/nexus-bench-'));
  const outDir = join(scratch, 'site');
  try {
    log('building the site');
    const built = await buildSite(outDir, join(scratch, 'server'));
    const paths = built.pages.map((page) => page.path).filter((path) => !onlyRoutes || onlyRoutes.includes(path));
    const routes: RouteResult[] = paths.map((path) => firstLoad(outDir, path));
    const fonts = fontFaces(outDir, [...new Set(routes.flatMap((route) => route.css.files))]);

    if (runLighthouse) {
      const server = await startServer(0, outDir);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      try {
        const scores = await lighthouseRoutes(`http://localhost:${port}`, paths);
        for (const route of routes) route.lighthouse = scores.get(route.path);
      } finally {
        server.close();
      }
    }
    const devProblems = runDev ? (log('opening every route on the development server'), await devConsole(paths)) : undefined;

    const partial = {
      date: new Date().toISOString().slice(0, 10),
      machine: `Node ${process.version}, ${(await import('node:os')).cpus().length} cores`,
      budgets,
      build: { validateMs, clientMs: built.clientMs, serverMs: built.serverMs, prerenderMs: built.prerenderMs },
      validation,
      fonts,
      devConsole: devProblems,
      routes,
      lighthouseRuns: runLighthouse ? lighthouseRuns : undefined,
      deferredGlideGzip: dynamicChunkGzip(outDir, '@glidejs/glide'),
    };
    const report: Report = { ...partial, overBudget: overBudget(partial) };
    const text = markdown(report);
    if (!onlyRoutes) {
      mkdirSync(join(root, 'docs'), { recursive: true });
      writeFileSync(join(root, 'docs/benchmarks.md'), text);
      writeFileSync(join(root, 'docs/benchmarks.json'), `${JSON.stringify(report, null, 2)}\n`);
    }
    console.log(`\n${text}`);
    log(report.overBudget.length ? `${report.overBudget.length} budget(s) missed (listed above)` : 'every budget met');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
