// How fast npm start's server answers next to `vite preview`, measured in the same run on the same
// build: requests per second and 99th-percentile latency (autocannon, 50 connections, a browser's
// Accept-Encoding) for the home page and a hashed asset. Each server runs in its own process, the
// load comes from this one. Alone: npx tsx src/cli/bench/serverThroughput.ts [--runs=3] [--seconds=5]
// [--ports=4444,4445] (serves dist/, which must be built).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spread, type Spread } from './spread';

/** The part of autocannon's result read here (the library ships no types). */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export type ServerName = 'npm start' | 'vite preview';
export interface ThroughputRow {
  server: ServerName;
  target: 'home page' | 'hashed asset';
  path: string;
  /** Median over the runs, and the lowest and highest run. */
  requestsPerSecond: Spread;
  p99Ms: Spread;
  /** Answers that were not 200, errors and timeouts, summed over the runs: 0 when all went well. */
  failures: number;
}
export interface ThroughputReport {
  machine: string;
  connections: number;
  secondsPerRun: number;
  runs: number;
  rows: ThroughputRow[];
}

const acceptEncoding = 'gzip, deflate, br';

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

/** Starts `command` in its own process group and resolves once its output matches `ready`. */
function startProcess(command: string, args: string[], ready: RegExp, root: string) {
  return new Promise<ChildProcess>((done, fail) => {
    const child = spawn(command, args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    const timer = setTimeout(() => fail(new Error(`${command} ${args.join(' ')} did not start within 60 s`)), 60_000);
    let output = '';
    const onOutput = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.on('exit', (code) => fail(new Error(`${command} exited with ${code}: ${output}`)));
  });
}

/** Ends a process started by startProcess, and whatever it started (npx starts vite). */
const stopProcess = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    process.kill(-child.pid!, 'SIGTERM');
  });

async function startServers(
  root: string,
  siteDir: string,
  ports?: [number, number],
): Promise<Record<ServerName, { origin: string; process: ChildProcess }>> {
  const [ourPort, previewPort] = ports ?? [await freePort(), await freePort()];
  const serveModule = pathToFileURL(join(root, 'src/cli/serve.ts')).href;
  const ours = await startProcess(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { startServer } = await import(${JSON.stringify(serveModule)});
       const server = await startServer(${ourPort}, ${JSON.stringify(siteDir)});
       process.once('SIGTERM', () => server.close(() => process.exit(0)).closeAllConnections());
       console.log('listening');`,
    ],
    /listening/,
    root,
  );
  const preview = await startProcess(
    'npx',
    [
      'vite',
      'preview',
      '--configLoader',
      'runner',
      '--outDir',
      siteDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(previewPort),
      '--strictPort',
    ],
    new RegExp(`127\\.0\\.0\\.1:${previewPort}`),
    root,
  );
  return {
    'npm start': { origin: `http://127.0.0.1:${ourPort}`, process: ours },
    'vite preview': { origin: `http://127.0.0.1:${previewPort}`, process: preview },
  };
}

/** Measures both servers on the built site in `siteDir`, alternating them run by run so that a busy moment of the machine weighs on both. */
export async function measureServerThroughput({
  root,
  siteDir,
  runs = 3,
  secondsPerRun = 5,
  connections = 50,
  ports,
  log = console.log,
}: {
  root: string;
  siteDir: string;
  /** The ports of npm start's server and of vite preview; free ones when not given. */
  ports?: [number, number];
  runs?: number;
  secondsPerRun?: number;
  connections?: number;
  log?: (message: string) => void;
}): Promise<ThroughputReport> {
  const boot = /<script[^>]*\ssrc="(\/assets\/[^"]+\.js)"/.exec(readFileSync(join(siteDir, 'index.html'), 'utf8'))?.[1];
  if (!boot) throw new Error(`${join(siteDir, 'index.html')} names no script in /assets/`);
  const targets = [
    { target: 'home page', path: '/' },
    { target: 'hashed asset', path: boot },
  ] as const;
  const servers = await startServers(root, siteDir, ports);
  const samples = new Map<string, AutocannonResult[]>();
  try {
    for (let run = 1; run <= runs; run += 1) {
      const order: ServerName[] = run % 2 ? ['npm start', 'vite preview'] : ['vite preview', 'npm start'];
      for (const { target, path } of targets) {
        for (const server of order) {
          log(`run ${run}/${runs}: ${server}, ${target} (${path}), ${connections} connections, ${secondsPerRun} s`);
          const result = await autocannon({
            url: servers[server].origin + path,
            connections,
            duration: secondsPerRun,
            headers: { 'accept-encoding': acceptEncoding },
          });
          const key = `${server}|${target}`;
          samples.set(key, [...(samples.get(key) ?? []), result]);
        }
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((server) => stopProcess(server.process)));
  }
  const rows = targets.flatMap(({ target, path }) =>
    (['npm start', 'vite preview'] as const).map((server): ThroughputRow => {
      const results = samples.get(`${server}|${target}`)!;
      return {
        server,
        target,
        path,
        requestsPerSecond: spread(results.map((result) => Math.round(result.requests.average))),
        p99Ms: spread(results.map((result) => result.latency.p99)),
        failures: results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0),
      };
    }),
  );
  return {
    machine: `Node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model.trim()})`,
    connections,
    secondsPerRun,
    runs,
    rows,
  };
}

/** The report as a Markdown table. */
export function throughputMarkdown(report: ThroughputReport): string {
  const range = ({ median, min, max }: { median: number; min: number; max: number }, unit = '') =>
    `${median}${unit} (${min}–${max})`;
  return [
    `Median of ${report.runs} runs of ${report.secondsPerRun} s, ${report.connections} connections, Accept-Encoding "${acceptEncoding}"; lowest–highest run in brackets. ${report.machine}.`,
    '',
    '| target | server | requests/s | p99 latency | failed answers |',
    '| --- | --- | --- | --- | --- |',
    ...report.rows.map(
      (row) =>
        `| ${row.target} (\`${row.path}\`) | ${row.server} | ${range(row.requestsPerSecond)} | ${range(row.p99Ms, ' ms')} | ${row.failures} |`,
    ),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name: string, fallback: number) =>
    Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const root = process.cwd();
  const ports = process.argv
    .find((arg) => arg.startsWith('--ports='))
    ?.slice('--ports='.length)
    .split(',')
    .map(Number) as [number, number] | undefined;
  const report = await measureServerThroughput({
    root,
    siteDir: join(root, 'dist'),
    runs: option('runs', 3),
    secondsPerRun: option('seconds', 5),
    ports,
  });
  console.log(`\n${throughputMarkdown(report)}`);
}
