// Build scale: `npm run build` on 100, 1,000, 5,000 and 10,000 generated pages (copies of real
// landings and inner pages, each with a path, a title and a description of its own, so each draws its
// own share card: generatedSite.ts), each in a scratch project of its own under the system's temporary
// folder, removed afterwards. Per size: each phase's time, the cards drawn and their time, the build's
// peak memory (buildPeakKb: the build process's own peak, its worker threads included, plus the peak
// of the processes it starts, read from /proc as it runs), time per page,
// and whether growth is linear; then, on the largest, the rebuild after a one-page change and after a
// shared-section change (each `rebuilds` times), and the development server's start and a save
// (buildScaleDevServer.ts). Beside each wall time: the process's user+system CPU time and the load
// average, since the machine is shared.
//
// Then the real site with 1,000, 5,000 and 10,000 generated blog posts beside it (entries, so the
// listings, their pages and the feed grow with them); then the generated site of 1,000, 5,000 and
// 10,000 pages in three languages, every page and shared section translated into the two further ones
// (generatedTranslations.ts).
//
// Runs alone: npx tsx tools/bench/buildScale.ts [--sizes=1000,5000,10000, or --sizes= for none] [--rebuilds=3]
// [--posts=1000,10000, or --posts= for none] [--locales=1000,10000, or --locales= for none]; prints the
// tables, and when the run reaches the largest size (the one the budgets judge) stores them in
// docs/benchmarks.json and .md (npm run bench -- --build-scale runs it with the rest,
// --build-scale-only alone). With --sizes= and the posts or the languages reaching it, only their
// table is replaced, so a run a busy machine spoiled can be made again alone.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../src/content/loadContent';
import { racyMs } from '../../src/site-generator/buildCache';
import { devServerMarkdown, measureDevServer, type DevServerRun } from './buildScaleDevServer';
import {
  generatedMixSentence,
  generatedPage,
  generatedPost,
  generatedPostsSentence,
  withBlogSizedListings,
} from './generatedSite';
import { generatedTranslationsSentence, writeGeneratedTranslations } from './generatedTranslations';
import { log } from './measure';
import { readReport, writeReport } from './report';
import { spread } from './spread';

export interface BuildRun {
  kind: string;
  rendered: number;
  phases: Record<string, number>;
  totalMs: number;
  maxRssKb: number;
  /** The peak resident memory of the processes the build process started (esbuild's, for tsx), sampled from /proc. */
  childrenRssKb?: number;
  /** The build process's user+system CPU time, worker threads included. */
  cpuMs?: number;
  /** Page files whose own checks the validation cache gave, and those checked. */
  pageChecks?: { reused: number; made: number };
  /** The share cards: drawn, taken from the card cache, and the prerender workers' time drawing them. */
  cards?: { drawn: number; reused: number; milliseconds: number };
  /** The wall time of the whole process, from starting it (its modules loaded) to its end; totalMs starts once they are. */
  processMs?: number;
  /** The one-minute load average when the build started. */
  loadAverage?: number;
}

export interface BuildScale {
  loadAverage: number[];
  /** What the generated pages are (generatedSite.ts). */
  pages?: string;
  sizes: (BuildRun & { pages: number; perPageMs: number })[];
  linear: boolean;
  /** On the largest site: rebuilds after one page changed, each a different page. */
  onePageChanges?: BuildRun[];
  /** On the largest site: rebuilds after the shared section `section` changed, each a different change. */
  sharedSectionChanges?: BuildRun[];
  section?: string;
  devServer?: DevServerRun[];
  /** Builds of the real site with generated blog posts beside it (generatedSite.ts): the collections' pages, listings and feed. */
  posts?: PostsScale;
  /** Builds of the generated pages in three languages (generatedTranslations.ts). */
  locales?: LocalesScale;
  /** The day the pages, the rebuilds and the development server were measured (YYYY-MM-DD). */
  measured?: string;
}

export interface LocalesScale {
  /** What the translations are. */
  what: string;
  /** The size of each run is the pages of the default language, as in the table above; the build renders each in every language. */
  sizes: (BuildRun & { sources: number; perPageMs: number })[];
  linear: boolean;
  /** The day it was measured (YYYY-MM-DD): it may be measured again alone, apart from the pages. */
  measured?: string;
}

export interface PostsScale {
  /** What the generated posts are. */
  what: string;
  sizes: (BuildRun & { posts: number; perPostMs: number })[];
  linear: boolean;
  /** The day it was measured (YYYY-MM-DD): it may be measured again alone, apart from the pages. */
  measured?: string;
}

/**
 * The files a build reads besides pages/, copied: the build's root is the scratch folder, an edit to
 * src/ while the bench runs must not change the code key between its builds, and a build refuses a
 * public/ that is a symbolic link.
 */
const copied = ['src', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];

/**
 * A project beside the real one with `count` pages: the real ones, then `pages/generated-<n>.json`
 * at /generated-<n>, each a copy of a real page with a title and description of its own
 * (generatedSite.ts); or, for `posts`, the real site and `count` blog posts of its own beside it,
 * `pages/blog/generated-post-<n>.json`.
 */
export function scratchProject(root: string, count: number, kind: 'pages' | 'posts' | 'locales' = 'pages'): string {
  const dir = mkdtempSync(join(tmpdir(), 'nexus-build-scale-'));
  for (const file of copied) cpSync(join(root, file), join(dir, file), { recursive: true });
  // node_modules entry by entry, so the build's own cache (node_modules/.cache) stays in the scratch folder.
  mkdirSync(join(dir, 'node_modules/.cache'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  mkdirSync(join(dir, 'pages'));
  for (const entry of readdirSync(join(root, 'pages')))
    cpSync(join(root, 'pages', entry), join(dir, 'pages', entry), { recursive: true });
  if (kind === 'posts') {
    // One language: every further one would list every post again, and the three-language run measures languages.
    const site = JSON.parse(readFileSync(join(dir, 'pages/_site.json'), 'utf8')) as {
      locales?: { others: { code: string }[] };
    };
    for (const { code } of site.locales?.others ?? [])
      rmSync(join(dir, 'pages', code.toLowerCase()), { recursive: true, force: true });
    delete site.locales;
    writeFileSync(join(dir, 'pages/_site.json'), JSON.stringify(site, null, 2));
    for (const folder of ['pages', 'pages/_sections', 'pages/_layouts']) {
      for (const name of readdirSync(join(dir, folder)).filter((file) => file.endsWith('.json'))) {
        const file = join(dir, folder, name);
        writeFileSync(file, JSON.stringify(withBlogSizedListings(JSON.parse(readFileSync(file, 'utf8'))), null, 2));
      }
    }
    const posts = readdirSync(join(root, 'pages/blog')).filter((name) => name.endsWith('.json'));
    const postOf = (name: string) => JSON.parse(readFileSync(join(root, 'pages/blog', name), 'utf8'));
    for (let index = 0; index < count; index++) {
      const { copies, slug, ...own } = generatedPost(index, posts);
      writeFileSync(join(dir, `pages/blog/${slug}.json`), JSON.stringify({ ...postOf(copies), ...own }, null, 2));
    }
    return dir;
  }
  const real = loadContent({ root }).pages;
  const fileOf = new Map(real.map((page) => [page.path, page.file]));
  const json = new Map<string, Record<string, unknown>>();
  const copyOf = (path: string) => {
    if (!json.has(path)) json.set(path, JSON.parse(readFileSync(join(root, fileOf.get(path)!), 'utf8')));
    return json.get(path)!;
  };
  for (let index = 0; index < count - real.length; index++) {
    const { copies, title, description } = generatedPage(index);
    const page = { ...copyOf(copies), path: `/generated-${index}`, title, description };
    writeFileSync(join(dir, `pages/generated-${index}.json`), JSON.stringify(page, null, 2));
  }
  if (kind === 'locales') writeGeneratedTranslations(dir);
  return dir;
}

/** The resident memory in kB of every process under `pid` (not `pid` itself), from /proc; 0 where the system does not say. */
function childrenRssKb(pid: number): number {
  const childrenOf = (id: number) => {
    try {
      return readdirSync(`/proc/${id}/task`).flatMap((task) =>
        readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
    } catch {
      return []; // ended meanwhile, or not Linux
    }
  };
  const rssOf = (id: number) => {
    try {
      return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return 0;
    }
  };
  let total = 0;
  for (let waiting = childrenOf(pid); waiting.length > 0;) {
    const id = waiting.pop()!;
    total += rssOf(id);
    waiting.push(...childrenOf(id));
  }
  return total;
}

/** How often the build's child processes' memory is read. */
const sampleMs = 100;

/**
 * The build's peak memory in kB: the build process's own peak (exact, its worker threads included) and
 * the sampled peak of the processes it started, added, as if both peaks came at once.
 */
export const buildPeakKb = (run: Pick<BuildRun, 'maxRssKb' | 'childrenRssKb'>) =>
  run.maxRssKb + (run.childrenRssKb ?? 0);

/** `npm run build` in `dir`, run as package.json runs it (src/cli/run.mjs), as a process of its own; what it measured of itself. */
async function runBuild(root: string, dir: string): Promise<BuildRun> {
  const timings = join(dir, 'timings.json');
  const loadAverage = loadavg()[0];
  const started = performance.now();
  const build = spawn(process.execPath, [join(dir, 'src/cli/run.mjs'), join(dir, 'src/cli/build.ts')], {
    cwd: dir,
    env: { ...process.env, BUILD_TIMINGS_FILE: timings },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let children = 0;
  const sampling = setInterval(() => (children = Math.max(children, childrenRssKb(build.pid!))), sampleMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    build.on('error', reject);
    build.on('exit', resolve);
  }).finally(() => clearInterval(sampling));
  if (code !== 0) throw new Error(`npm run build in ${dir} failed (exit code ${code})`);
  return {
    ...(JSON.parse(readFileSync(timings, 'utf8')) as BuildRun),
    childrenRssKb: children,
    processMs: performance.now() - started,
    loadAverage,
  };
}

/** The shared section whose text the bench changes: a call to action several real pages (and so their copies) use. */
const changedSection = 'ready-to-talk';

function changeSharedSection(dir: string, run: number) {
  const file = join(dir, `pages/_sections/${changedSection}.json`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"text": "/, `"text": "Changed ${run}: `));
}

const today = () => new Date().toISOString().slice(0, 10);

const defaultSizes = [100, 1000, 5000, 10000];
const defaultPostSizes = [1000, 5000, 10000];
const defaultLocaleSizes = [1000, 5000, 10000];

/** `npm run build` on the real site with `count` generated blog posts, for each count, each in a fresh scratch project. */
async function measurePosts(root: string, counts: number[]): Promise<PostsScale> {
  const sizes: PostsScale['sizes'] = [];
  for (const posts of counts) {
    const dir = scratchProject(root, posts, 'posts');
    await new Promise((resolve) => setTimeout(resolve, racyMs)); // as in measureBuildScale
    try {
      log(`building the site with ${posts.toLocaleString('en')} generated blog posts`);
      const run = await runBuild(root, dir);
      sizes.push({ ...run, posts, perPostMs: run.totalMs / posts });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const linear = growsLinearly(sizes.map((row) => ({ pages: row.posts, totalMs: row.totalMs })));
  return { what: generatedPostsSentence, sizes, linear, measured: today() };
}

/** `npm run build` on `count` generated pages in three languages, for each count, each in a fresh scratch project. */
async function measureLocales(root: string, counts: number[]): Promise<LocalesScale> {
  const sizes: LocalesScale['sizes'] = [];
  for (const sources of counts) {
    const dir = scratchProject(root, sources, 'locales');
    await new Promise((resolve) => setTimeout(resolve, racyMs)); // as in measureBuildScale
    try {
      log(`building ${sources.toLocaleString('en')} generated pages in three languages`);
      const run = await runBuild(root, dir);
      sizes.push({ ...run, sources, perPageMs: run.totalMs / run.rendered });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const linear = growsLinearly(sizes.map((row) => ({ pages: row.sources, totalMs: row.totalMs })));
  return { what: generatedTranslationsSentence, sizes, linear, measured: today() };
}

export async function measureBuildScale(
  root: string,
  sizes = defaultSizes,
  rebuilds = 1,
  devPort = 5390,
  postSizes = defaultPostSizes,
  localeSizes = defaultLocaleSizes,
): Promise<BuildScale> {
  const rows: BuildScale['sizes'] = [];
  const onePageChanges: BuildRun[] = [];
  const sharedSectionChanges: BuildRun[] = [];
  const devServer: DevServerRun[] = [];
  for (const [index, pages] of sizes.entries()) {
    const dir = scratchProject(root, pages);
    // A build does not trust a validation cache keyed by code changed within racyMs of its start, and
    // the scratch project's code was just copied: an author's code is older than that.
    await new Promise((resolve) => setTimeout(resolve, racyMs));
    try {
      log(`building ${pages.toLocaleString('en')} generated pages`);
      const run = await runBuild(root, dir);
      rows.push({ ...run, pages, perPageMs: run.totalMs / pages });
      if (index !== sizes.length - 1) continue;
      for (let attempt = 0; attempt < rebuilds; attempt++) {
        log(`rebuilding after a one-page change (${attempt + 1} of ${rebuilds})`);
        const pageFile = join(dir, `pages/generated-${attempt}.json`);
        writeFileSync(pageFile, readFileSync(pageFile, 'utf8').replace(/"title": "/, '"title": "Changed '));
        onePageChanges.push(await runBuild(root, dir));
      }
      for (let attempt = 0; attempt < rebuilds; attempt++) {
        log(`rebuilding after a shared-section change (${attempt + 1} of ${rebuilds})`);
        changeSharedSection(dir, attempt);
        sharedSectionChanges.push(await runBuild(root, dir));
      }
      // The first start also has Vite prepare its dependencies in the new project; the next ones (as many
      // as the rebuilds, for a median, with the cache and then without) do not.
      const starts = Math.max(1, rebuilds);
      for (const cache of [
        'warm',
        ...Array<'warm'>(starts).fill('warm'),
        ...Array<'cold'>(starts).fill('cold'),
      ] as const) {
        log(`starting the development server (${cache} validation cache)`);
        try {
          devServer.push(await measureDevServer(root, dir, cache, devPort, devServer.length === 0));
        } catch (error) {
          log(`the development server could not be measured: ${(error as Error).message}`);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // Linear: each page added costs about the same at every size. The bundles' fixed cost, which does not
  // grow with pages, makes small sites dearer per page, so the cost compared is the added one: the time
  // between two sizes over the pages between them.
  const linear = growsLinearly(rows);
  const posts = postSizes.length > 0 ? await measurePosts(root, postSizes) : undefined;
  const locales = localeSizes.length > 0 ? await measureLocales(root, localeSizes) : undefined;
  return {
    loadAverage: loadavg().map((value) => Math.round(value * 10) / 10),
    pages: generatedMixSentence(),
    sizes: rows,
    linear,
    onePageChanges,
    sharedSectionChanges,
    section: changedSection,
    devServer,
    ...(posts ? { posts } : {}),
    ...(locales ? { locales } : {}),
    measured: today(),
  };
}

/** Milliseconds per page added from one size to the next (the first size has none). */
export function addedPageCosts(rows: { pages: number; totalMs: number }[]): number[] {
  return rows.slice(1).map((row, index) => (row.totalMs - rows[index].totalMs) / (row.pages - rows[index].pages));
}

/**
 * Whether build time grows no faster than the number of pages: from 1,000 pages on (a smaller step
 * changes the total too little to tell from a busy machine's noise), no step's cost per page added is
 * over 1.5 times that of a smaller step. A page added costing less on a larger site (fixed costs
 * shared by more pages) is not growth.
 */
export function growsLinearly(rows: { pages: number; totalMs: number }[]): boolean {
  const added = addedPageCosts(rows.filter((row) => row.pages >= 1000));
  return added.every((cost, index) => index === 0 || cost <= 1.5 * Math.min(...added.slice(0, index)));
}

const seconds = (value: number) => (value / 1000).toFixed(1);
const phase = (run: BuildRun, ...names: string[]) =>
  names.every((name) => run.phases[name] === undefined)
    ? '–'
    : seconds(names.reduce((sum, name) => sum + (run.phases[name] ?? 0), 0));
const cpu = (run: { cpuMs?: number }) => (run.cpuMs === undefined ? '–' : seconds(run.cpuMs));
const wall = (run: BuildRun) => (run.processMs === undefined ? '–' : seconds(run.processMs));
const load = (run: { loadAverage?: number }) => (run.loadAverage === undefined ? '–' : run.loadAverage.toFixed(1));
/** "10,000 in 52.1 s": cards drawn, and the workers' time drawing them (and copying the cached ones). */
const cardsDrawn = (run: BuildRun) =>
  run.cards ? `${run.cards.drawn.toLocaleString('en')} in ${seconds(run.cards.milliseconds)} s` : '–';
const medianRange = (values: number[]) => {
  const { median, min, max } = spread(values);
  return `${seconds(median)} (${seconds(min)}–${seconds(max)})`;
};

export function buildScaleMarkdown(scale: BuildScale): string[] {
  const changeRow = (label: string) => (run: BuildRun) =>
    `| ${label} | ${run.rendered.toLocaleString('en')} | ${run.pageChecks ? `${run.pageChecks.made.toLocaleString('en')}` : '–'} | ${phase(run, 'validate')} | ${phase(run, 'plan')} | ${phase(run, 'prerender')} | ${phase(run, 'cards')} | ${cardsDrawn(run)} | ${phase(run, 'compressPages')} | ${phase(run, 'indexes')} | ${phase(run, 'publish')} | ${seconds(run.totalMs)} | ${wall(run)} | ${cpu(run)} | ${load(run)} | ${Math.round(buildPeakKb(run) / 1024)} |`;
  const medianRow = (label: string, runs: BuildRun[]) =>
    runs.length < 2
      ? []
      : [
          `| ${label}, median (range) of ${runs.length} | | | ${medianRange(runs.map((run) => run.phases.validate ?? 0))} | | | | | | | | ${medianRange(runs.map((run) => run.totalMs))} | ${medianRange(runs.map((run) => run.processMs ?? run.totalMs))} | ${medianRange(runs.map((run) => run.cpuMs ?? 0))} | | |`,
        ];
  const largest = scale.sizes.at(-1)?.pages.toLocaleString('en');
  const onePage = scale.onePageChanges ?? [];
  const shared = scale.sharedSectionChanges ?? [];
  return [
    '## Build time by number of pages',
    '',
    `\`npm run build\` on generated pages (${scale.pages ?? 'copies of the real ones with their own paths'}), each size in a fresh scratch project with an empty card cache${scale.measured ? `, on ${scale.measured}` : ''}; seconds per phase as the build timed them (its closing "Time:" line; the prerender workers render, compress and draw cards in turn, and their wall time is shared among the three in proportion to the workers' time on each) and its total, then the whole process's wall time (its start-up included), the cards drawn with the workers' time on them (both cores together), peak memory (the build process's own peak as it reported it, its worker threads included, plus the peak of the processes it started, sampled every ${sampleMs} ms: the two added as if they came at once), its user+system CPU time, and the one-minute load average when it started (2 cores, shared: CPU time is the fairer figure). Load average at the end: ${scale.loadAverage.join(', ')}.`,
    '',
    "| pages | validate | client build | server build | prerender | cards | compression | publish | total | process | cards drawn (workers' s) | ms per page | ms per page added | CPU s | load | peak memory MB |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scale.sizes.map(
      (row, index) =>
        `| ${row.pages.toLocaleString('en')} | ${phase(row, 'validate')} | ${phase(row, 'client')} | ${phase(row, 'server')} | ${phase(row, 'prerender')} | ${phase(row, 'cards')} | ${phase(row, 'compressAssets', 'compressPages')} | ${phase(row, 'publish')} | ${seconds(row.totalMs)} | ${wall(row)} | ${cardsDrawn(row)} | ${row.perPageMs.toFixed(1)} | ${index === 0 ? '–' : addedPageCosts(scale.sizes)[index - 1].toFixed(1)} | ${cpu(row)} | ${load(row)} | ${Math.round(buildPeakKb(row) / 1024)} |`,
    ),
    '',
    `Growth: ${scale.linear ? 'linear (from 1,000 pages on, no page added costs over 1.5 times what it cost on a smaller site; the bundles are a fixed cost, so small sites cost more per page)' : 'NOT linear (the cost of a page added grows with the size)'}.`,
    '',
    `Rebuilds after a change, on the ${largest}-page site (the bundles reused, only the affected pages checked, rendered and given their cards; "checked": page files whose own checks were not in the validation cache):`,
    '',
    "| change | pages rendered | checked | validate | plan | prerender | cards | cards drawn (workers' s) | compression | indexes | publish | total | process | CPU s | load | peak memory MB |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...onePage.map(changeRow('one page')),
    ...medianRow('one page', onePage),
    ...shared.map(changeRow(`shared section "${scale.section}"`)),
    ...medianRow(`shared section "${scale.section}"`, shared),
    '',
    ...devServerMarkdown(scale.devServer ?? [], largest ?? ''),
    ...(scale.posts ? postsMarkdown(scale.posts) : []),
    ...(scale.locales ? localesMarkdown(scale.locales) : []),
  ];
}

function localesMarkdown(locales: LocalesScale): string[] {
  const added = addedPageCosts(locales.sizes.map((row) => ({ pages: row.sources, totalMs: row.totalMs })));
  return [
    '',
    '### Pages in three languages',
    '',
    `\`npm run build\` on the generated pages above in three languages (${locales.what}), each size in a fresh scratch project with empty caches${locales.measured ? `, on ${locales.measured}` : ''}; columns as above, with the pages the build rendered (every page in each language) and the costs per page of the default language.`,
    '',
    "| pages (default language) | pages rendered | validate | client build | server build | prerender | cards | compression | total | process | cards drawn (workers' s) | ms per page rendered | ms per page added | CPU s | load | peak memory MB |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...locales.sizes.map(
      (row, index) =>
        `| ${row.sources.toLocaleString('en')} | ${row.rendered.toLocaleString('en')} | ${phase(row, 'validate')} | ${phase(row, 'client')} | ${phase(row, 'server')} | ${phase(row, 'prerender')} | ${phase(row, 'cards')} | ${phase(row, 'compressAssets', 'compressPages')} | ${seconds(row.totalMs)} | ${wall(row)} | ${cardsDrawn(row)} | ${row.perPageMs.toFixed(1)} | ${index === 0 ? '–' : added[index - 1].toFixed(1)} | ${cpu(row)} | ${load(row)} | ${Math.round(buildPeakKb(row) / 1024)} |`,
    ),
    '',
    `Growth: ${locales.linear ? 'linear (from 1,000 pages on, no page added, in three languages, costs over 1.5 times what it cost on a smaller site)' : 'NOT linear (the cost of a page added grows with the number of pages)'}.`,
  ];
}

function postsMarkdown(posts: PostsScale): string[] {
  const added = addedPageCosts(posts.sizes.map((row) => ({ pages: row.posts, totalMs: row.totalMs })));
  return [
    '',
    '### Blog posts as entries',
    '',
    `\`npm run build\` on the real site with generated blog posts beside it (${posts.what}), each size in a fresh scratch project with empty caches${posts.measured ? `, on ${posts.measured}` : ''}; columns as above, with the pages the build rendered (the posts, the real pages, and the pages of every listing that lists them).`,
    '',
    "| posts | pages rendered | validate | client build | server build | prerender | cards | compression | total | process | cards drawn (workers' s) | ms per post | ms per post added | CPU s | load | peak memory MB |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...posts.sizes.map(
      (row, index) =>
        `| ${row.posts.toLocaleString('en')} | ${row.rendered.toLocaleString('en')} | ${phase(row, 'validate')} | ${phase(row, 'client')} | ${phase(row, 'server')} | ${phase(row, 'prerender')} | ${phase(row, 'cards')} | ${phase(row, 'compressAssets', 'compressPages')} | ${seconds(row.totalMs)} | ${wall(row)} | ${cardsDrawn(row)} | ${row.perPostMs.toFixed(1)} | ${index === 0 ? '–' : added[index - 1].toFixed(1)} | ${cpu(row)} | ${load(row)} | ${Math.round(buildPeakKb(row) / 1024)} |`,
    ),
    '',
    `Growth: ${posts.linear ? 'linear (from 1,000 posts on, no post added costs over 1.5 times what it cost on a smaller site)' : 'NOT linear (the cost of a post added grows with the number of posts)'}.`,
  ];
}

/**
 * Whether a run of these sizes may replace the report's tables: it reaches the largest size (the one
 * the budgets judge) and has three sizes from 1,000 pages on, on which growth is judged.
 */
export const storable = (sizes: number[]) =>
  sizes.at(-1) === defaultSizes.at(-1) && sizes.filter((pages) => pages >= 1000).length >= 3;

/** Runs the build-scale bench and stores it in the report (docs/benchmarks.json and .md), the rest of the report kept. */
export async function updateBuildScaleReport(root: string, rebuilds: number, devPort?: number): Promise<BuildScale> {
  const scale = await measureBuildScale(root, undefined, rebuilds, devPort);
  writeReport(root, { ...readReport(root), buildScale: scale });
  return scale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
  const sizes = option('sizes')?.split(',').filter(Boolean).map(Number) ?? defaultSizes;
  const rebuilds = Number(option('rebuilds') ?? 1);
  const devPort = option('dev-port') ? Number(option('dev-port')) : undefined;
  const postsOption = option('posts');
  const postSizes = postsOption === undefined ? defaultPostSizes : postsOption.split(',').filter(Boolean).map(Number);
  const localesOption = option('locales');
  const localeSizes =
    localesOption === undefined ? defaultLocaleSizes : localesOption.split(',').filter(Boolean).map(Number);
  void measureBuildScale(root, sizes, rebuilds, devPort, postSizes, localeSizes).then((scale) => {
    console.log(buildScaleMarkdown(scale).join('\n'));
    const report = readReport(root);
    if (storable(sizes)) {
      // A table this run did not measure (--posts= or --locales=) keeps its last figures.
      const { posts, locales } = report.buildScale ?? {};
      writeReport(root, { ...report, buildScale: { ...(posts && { posts }), ...(locales && { locales }), ...scale } });
    } else if (sizes.length === 0 && report.buildScale && (storable(postSizes) || storable(localeSizes))) {
      // The posts or the languages measured again alone: their table replaced, the pages' kept.
      writeReport(root, {
        ...report,
        buildScale: {
          ...report.buildScale,
          ...(storable(postSizes) && scale.posts ? { posts: scale.posts } : {}),
          ...(storable(localeSizes) && scale.locales ? { locales: scale.locales } : {}),
        },
      });
    } else log('not stored: the report keeps runs that reach 10,000 pages with three sizes from 1,000 on');
  });
}
