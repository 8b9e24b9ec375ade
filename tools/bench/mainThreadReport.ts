// The main-thread part of the benchmark's text (docs/benchmarks.md): one row per route, phone and
// desktop side by side, each figure the median with its range.
import { mainThreadBudget, mainThreadProfiles, type MainThreadReport, type RouteMainThread } from './mainThread';
import type { Spread } from './spread';

const figure = (value: Spread) =>
  value.min === value.max ? `${value.median}` : `${value.median} (${value.min}–${value.max})`;

export function mainThreadMarkdown(report: MainThreadReport | undefined): string[] {
  if (!report) return [];
  const [phone, desktop] = mainThreadProfiles;
  const byPath = new Map<string, Partial<Record<RouteMainThread['profile'], RouteMainThread>>>();
  for (const route of report.routes) byPath.set(route.path, { ...byPath.get(route.path), [route.profile]: route });
  const cells = (route: RouteMainThread | undefined) =>
    route ? `${figure(route.blockingMs)} | ${figure(route.longestTaskMs)} | ${figure(route.longTasks)}` : '– | – | –';
  return [
    '## Main thread',
    '',
    `Each route loaded in Chromium from the site's own server (precompressed copies, as a static host serves them), long tasks recorded for the first ${report.observedMs / 1000} s: phone ${phone.width} px with the CPU slowed ${phone.cpuSlowdown}x (DevTools' Emulation.setCPUThrottlingRate), desktop ${desktop.width} px unthrottled. Blocking time is the sum of each task's time beyond 50 ms. Median of ${report.runs} run(s), range in brackets.`,
    `Budget at the phone profile: blocking time under ${mainThreadBudget.blockingMs} ms and no task over ${mainThreadBudget.longestTaskMs} ms. Machine speed: the calibration workload took ${figure(report.calibrationMs)} ms (twice the figure means a machine half as fast); load average ${report.load.before.toFixed(2)} before, ${report.load.after.toFixed(2)} after.`,
    '',
    '| route | phone blocking ms | phone longest task ms | phone long tasks | desktop blocking ms | desktop longest task ms | desktop long tasks |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...[...byPath].map(([path, profiles]) => `| ${path} | ${cells(profiles.phone)} | ${cells(profiles.desktop)} |`),
    '',
  ];
}
