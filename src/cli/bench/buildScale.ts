// Build scale: `npm run build` on 100, 1,000, 5,000 and 10,000 generated pages (copies of the real
// pages with paths of their own), each in a scratch project of its own under the system's temporary
// folder, removed afterwards. Per size: each phase's time, the build process's peak memory as the
// process itself reports it (worker threads included), time per page, and whether growth is linear;
// then, on the largest, the rebuild after a one-page change and after a shared-section change.
//
// Runs alone: npx tsx src/cli/bench/buildScale.ts [--sizes=100,1000]; prints the table and stores it
// in docs/benchmarks.json (npm run bench --build-scale runs it too).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadContent } from '../../content/loadContent';
import { log } from './measure';

export interface BuildRun {
  kind: string;
  rendered: number;
  phases: Record<string, number>;
  totalMs: number;
  maxRssKb: number;
}

export interface BuildScale {
  loadAverage: number[];
  sizes: (BuildRun & { pages: number; perPageMs: number })[];
  linear: boolean;
  onePageChange?: BuildRun & { pages: number };
  sharedSectionChange?: BuildRun & { pages: number; section: string };
}

/**
 * The files a build reads besides pages/: copied (the build's root is the scratch folder, and an edit
 * to src/ while the bench runs must not change the code key between its builds) or, for public/, linked.
 */
const copied = ['src', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const linked = ['public'];

/** A project beside the real one with `count` pages: the real ones, then copies at /generated-<n>. */
export function scratchProject(root: string, count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'nexus-build-scale-'));
  for (const file of copied) cpSync(join(root, file), join(dir, file), { recursive: true });
  for (const folder of linked) symlinkSync(join(root, folder), join(dir, folder));
  // node_modules entry by entry, so the build's own cache (node_modules/.cache) stays in the scratch folder.
  mkdirSync(join(dir, 'node_modules/.cache'), { recursive: true });
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  mkdirSync(join(dir, 'pages'));
  for (const entry of readdirSync(join(root, 'pages'))) cpSync(join(root, 'pages', entry), join(dir, 'pages', entry), { recursive: true });
  const real = loadContent({ root }).pages.map((page) => JSON.parse(readFileSync(join(root, page.file), 'utf8')) as Record<string, unknown>);
  for (let index = 0; index < count - real.length; index++) {
    const page = { ...real[index % real.length], path: `/generated-${index}` };
    writeFileSync(join(dir, `pages/generated-${index}.json`), JSON.stringify(page, null, 2));
  }
  return dir;
}

/** `npm run build` in `dir`, as a process of its own; what it measured of itself. */
function runBuild(root: string, dir: string): BuildRun {
  const timings = join(dir, 'timings.json');
  execFileSync(join(root, 'node_modules/.bin/tsx'), [join(dir, 'src/cli/build.ts')], { cwd: dir, env: { ...process.env, BUILD_TIMINGS_FILE: timings }, stdio: ['ignore', 'inherit', 'inherit'] });
  return JSON.parse(readFileSync(timings, 'utf8')) as BuildRun;
}

/** The shared section whose text the bench changes: a call to action several real pages (and so their copies) use. */
const changedSection = 'ready-to-talk';

function changeSharedSection(dir: string) {
  const file = join(dir, `pages/_sections/${changedSection}.json`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"text": "/, '"text": "Changed: '));
}

export function measureBuildScale(root: string, sizes = [100, 1000, 5000, 10000]): BuildScale {
  const rows: BuildScale['sizes'] = [];
  let onePageChange: BuildScale['onePageChange'];
  let sharedSectionChange: BuildScale['sharedSectionChange'];
  for (const [index, pages] of sizes.entries()) {
    const dir = scratchProject(root, pages);
    try {
      log(`building ${pages.toLocaleString('en')} generated pages`);
      const run = runBuild(root, dir);
      rows.push({ ...run, pages, perPageMs: run.totalMs / pages });
      if (index !== sizes.length - 1) continue;
      log('rebuilding after a one-page change');
      const pageFile = join(dir, 'pages/generated-0.json');
      writeFileSync(pageFile, readFileSync(pageFile, 'utf8').replace(/"title": "/, '"title": "Changed '));
      onePageChange = { ...runBuild(root, dir), pages };
      log('rebuilding after a shared-section change');
      changeSharedSection(dir);
      sharedSectionChange = { ...runBuild(root, dir), pages, section: changedSection };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  // Linear: a page costs about the same at every size (the fixed cost of the bundles, which does not
  // grow with pages, makes small sites dearer per page, so the comparison starts at 1,000).
  const perPage = rows.filter((row) => row.pages >= 1000).map((row) => row.perPageMs);
  const linear = perPage.length < 2 || Math.max(...perPage) <= 1.5 * Math.min(...perPage);
  return { loadAverage: loadavg().map((value) => Math.round(value * 10) / 10), sizes: rows, linear, onePageChange, sharedSectionChange };
}

const seconds = (value: number) => (value / 1000).toFixed(1);
const phase = (run: BuildRun, name: string) => (run.phases[name] === undefined ? '–' : seconds(run.phases[name]));

export function buildScaleMarkdown(scale: BuildScale): string[] {
  const changeRow = (label: string, run: BuildRun | undefined) =>
    run
      ? [
          `| ${label} | ${run.rendered.toLocaleString('en')} | ${phase(run, 'validate')} | ${phase(run, 'plan')} | ${phase(run, 'stage')} | ${phase(run, 'prerender')} | ${phase(run, 'cards')} | ${phase(run, 'publish')} | ${seconds(run.totalMs)} | ${Math.round(run.maxRssKb / 1024)} |`,
        ]
      : [];
  return [
    '## Build time by number of pages',
    '',
    `\`npm run build\` on generated pages (copies of the real ones with their own paths), each size in a fresh scratch project; seconds per phase as the build timed them, peak memory as the build process reported it (worker threads included). Load average when measured: ${scale.loadAverage.join(', ')} (2 cores, shared).`,
    '',
    '| pages | validate | client build | compress assets | server build | prerender | cards | total | ms per page | peak memory MB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...scale.sizes.map(
      (row) =>
        `| ${row.pages.toLocaleString('en')} | ${phase(row, 'validate')} | ${phase(row, 'client')} | ${phase(row, 'compressAssets')} | ${phase(row, 'server')} | ${phase(row, 'prerender')} | ${phase(row, 'cards')} | ${seconds(row.totalMs)} | ${row.perPageMs.toFixed(1)} | ${Math.round(row.maxRssKb / 1024)} |`,
    ),
    '',
    `Growth: ${scale.linear ? 'linear (from 1,000 pages on, the cost of one page stays within a factor of 1.5)' : 'NOT linear'}.`,
    '',
    'Rebuilds after a change, on the largest site (the bundles reused, only the affected pages rendered):',
    '',
    '| change | pages rendered | validate | plan | stage | prerender | cards | publish | total | peak memory MB |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...changeRow('one page', scale.onePageChange),
    ...changeRow(`shared section "${scale.sharedSectionChange?.section}"`, scale.sharedSectionChange),
    '',
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd();
  const sizes = process.argv.find((arg) => arg.startsWith('--sizes='))?.slice('--sizes='.length).split(',').map(Number);
  const scale = measureBuildScale(root, sizes);
  console.log(buildScaleMarkdown(scale).join('\n'));
  const reportFile = join(root, 'docs/benchmarks.json');
  if (!sizes && existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    writeFileSync(reportFile, `${JSON.stringify({ ...report, buildScale: scale }, null, 2)}\n`);
  }
}
