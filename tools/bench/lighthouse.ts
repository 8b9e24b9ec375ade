// Lighthouse on every route: the npm package driving Debian's Chromium, default (mobile) preset.
// Each route is measured `runs` times and the median run kept (Lighthouse's own computeMedianRun):
// one run's performance score moves with the load of a shared machine.
import { loadavg } from 'node:os';
import type { Result as LighthouseResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../src/cli/chromium';
import { categories, type Category } from './budgets';
import { log } from './measure';
import { spread, type Spread } from './spread';

export interface LighthouseScores {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Weighted audits below full marks, as "category/audit (score)". */
  failing: string[];
  performanceRuns: number[];
}

/** When and how the scores were taken, printed beside them. */
export interface LighthouseRun {
  date: string;
  runs: number;
  lighthouseVersion: string;
  /** Lighthouse's own measure of the machine's speed (environment.benchmarkIndex; higher is faster), over every run. */
  benchmarkIndex: Spread;
  /** The machine's one-minute load average before and after. */
  load: { before: number; after: number };
}

export async function measureLighthouse(baseUrl: string, paths: string[], runs: number) {
  const before = loadavg()[0];
  const benchmarkIndexes: number[] = [];
  let lighthouseVersion = '';
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const results = new Map<string, LighthouseScores>();
  try {
    for (const path of paths) {
      const lhrs: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const runner = await lighthouse(baseUrl + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
        });
        lhrs.push(runner!.lhr);
        benchmarkIndexes.push(runner!.lhr.environment.benchmarkIndex);
        lighthouseVersion = runner!.lhr.lighthouseVersion;
      }
      const lhr: LighthouseResult = computeMedianRun(lhrs);
      const scores = Object.fromEntries(
        categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<Category, number>;
      const failing = categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}/${ref.id} (${Math.round((lhr.audits[ref.id].score ?? 0) * 100)})`),
      );
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const result: LighthouseScores = {
        scores,
        lcpMs: Math.round(metric('largest-contentful-paint')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(metric('total-blocking-time')),
        failing,
        performanceRuns: lhrs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
      };
      results.set(path, result);
      log(
        `lighthouse ${path}: ${categories.map((id) => `${id} ${scores[id]}`).join(', ')} (performance runs: ${result.performanceRuns.join(', ')})`,
      );
    }
  } finally {
    chrome.kill();
  }
  const run: LighthouseRun = {
    date: new Date().toISOString().slice(0, 10),
    runs,
    lighthouseVersion,
    benchmarkIndex: spread(benchmarkIndexes),
    load: { before, after: loadavg()[0] },
  };
  return { scores: results, run };
}
