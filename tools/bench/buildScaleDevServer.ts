// The development server on a generated site (buildScale.ts): how long from starting it until it
// serves a page and that page's data (from a first look, src/site-generator/devContent.ts), until it
// says every page is checked (on its worker thread), and from saving a page until the server gives
// its new data (what the browser fetches after the reload it is sent).
// With the validation cache a build left (warm), and without one (cold). CPU time is the server
// process's own (Linux /proc), beside the wall time, since the machine is shared.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { pageDataUrl } from '../../src/shell/pageDataUrl';

export interface DevServerRun {
  cache: 'warm' | 'cold';
  /** The project's first start, when Vite also prepares its dependencies. */
  firstStart: boolean;
  /** From starting the process to the site's first page and one page's data served. */
  firstPageMs: number;
  /** From starting the process to its line saying every page is checked. */
  everythingCheckedMs?: number;
  /** From a page file written to its new data served. */
  saveShownMs: number;
  /** The server process's user+system CPU time over both, when the system says (Linux). */
  cpuMs?: number;
  /** The server process's peak memory in kB, when the system says (Linux). */
  maxRssKb?: number;
  loadAverage: number;
}

/** User+system CPU milliseconds of process `pid` so far (Linux), or undefined. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/** Peak resident memory of process `pid` in kB (Linux), or undefined. */
function maxRssKbOf(pid: number): number | undefined {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchText(url: string): Promise<{ status: number; text: string } | undefined> {
  try {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  } catch {
    return undefined; // not listening yet
  }
}

/** Asks `url` again as soon as each answer comes, until `done` accepts one (a bench's poll, not a test's). */
async function until(
  url: string,
  done: (answer: { status: number; text: string }) => boolean,
  limitMs = 120_000,
): Promise<void> {
  const started = performance.now();
  for (;;) {
    const answer = await fetchText(url);
    if (answer && done(answer)) return;
    if (performance.now() - started > limitMs)
      throw new Error(`${url} did not answer as expected within ${limitMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Starts the development server in the generated project `dir`, opens a page, saves another page and waits for its new data. */
export async function measureDevServer(
  root: string,
  dir: string,
  cache: 'warm' | 'cold',
  port: number,
  firstStart: boolean,
): Promise<DevServerRun> {
  if (cache === 'cold') rmSync(join(dir, 'node_modules/.cache/nexus-content'), { recursive: true, force: true });
  const loadAverage = loadavg()[0];
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), '--configLoader', 'runner', '--port', String(port), '--strictPort'],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'development', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  let everythingCheckedMs: number | undefined;
  const everythingChecked = new Promise<void>((resolve) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      if (everythingCheckedMs !== undefined || !chunk.toString().includes('content checked:')) return;
      everythingCheckedMs = performance.now() - started;
      resolve();
    });
  });
  try {
    const base = `http://localhost:${port}`;
    await until(`${base}/`, ({ status }) => status === 200);
    await until(`${base}${pageDataUrl('/generated-0')}`, ({ status }) => status === 200);
    const firstPageMs = performance.now() - started;
    await everythingChecked; // the save is timed with the full check done, as it usually is

    const file = join(dir, 'pages/generated-1.json');
    const mark = `Saved ${Date.now()} `;
    const saved = readFileSync(file, 'utf8').replace(/"title": "/, `"title": "${mark}`);
    const writtenAt = performance.now();
    writeFileSync(file, saved);
    await until(`${base}${pageDataUrl('/generated-1')}`, ({ status, text }) => status === 200 && text.includes(mark));
    const saveShownMs = performance.now() - writtenAt;
    return {
      cache,
      firstStart,
      firstPageMs,
      everythingCheckedMs,
      saveShownMs,
      cpuMs: cpuMsOf(server.pid!),
      maxRssKb: maxRssKbOf(server.pid!),
      loadAverage,
    };
  } finally {
    server.kill();
  }
}

const seconds = (value: number | undefined) => (value === undefined ? '–' : (value / 1000).toFixed(1));

export function devServerMarkdown(runs: DevServerRun[], pages: string): string[] {
  if (runs.length === 0) return [];
  return [
    `The development server on the ${pages}-page site: from starting it to its first page and one page's data served (a first look: the site's own files and that page, checked alone), to its line saying every page is checked (on a worker thread, beside the server), and from saving a page to its new data served; with the validation cache the builds left (warm) and without it (cold). CPU: the server process's user+system time over all three.`,
    '',
    '| validation cache | first page s | every page checked s | save shown s | CPU s | load | peak memory MB |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (run) =>
        `| ${run.cache}${run.firstStart ? ' (first start: Vite prepares its dependencies)' : ''} | ${seconds(run.firstPageMs)} | ${seconds(run.everythingCheckedMs)} | ${seconds(run.saveShownMs)} | ${seconds(run.cpuMs)} | ${run.loadAverage.toFixed(1)} | ${run.maxRssKb === undefined ? '–' : Math.round(run.maxRssKb / 1024)} |`,
    ),
    '',
  ];
}
