// npm start: builds when dist/ is missing or older than the sources, then serves it the way a
// careful static host does (src/server/staticServer.ts), on 127.0.0.1 unless HOST says otherwise,
// port 4173 unless PORT does.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildStampPath } from '../site-generator/siteFolder';
import { createStaticServer } from '../server/staticServer';

const root = process.cwd();
const dist = join(root, 'dist');
const copiesDir = join(root, 'node_modules/.cache/nexus-serve');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

/** dist/ is stale when it is missing, or when a source changed after its build started. */
export function isStale(): boolean {
  const stamp = buildStampPath(dist);
  if (!existsSync(dist) || !existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return ['pages', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].some(
    (path) => newestChange(join(root, path)) > built,
  );
}

/** Serves `directory` (dist/ unless told otherwise; the benchmark serves its own build) on 127.0.0.1, or `host`. */
export function startServer(port: number, directory = dist, host = '127.0.0.1') {
  const server = createStaticServer({ siteDir: directory, copiesDir });
  return new Promise<typeof server>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done(server);
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (isStale()) {
    try {
      execFileSync(process.execPath, ['src/cli/run.mjs', 'src/cli/build.ts'], { stdio: 'inherit' }); // as npm run build runs it
    } catch {
      // The build printed why; dist/ is left as it was by a failed build.
      if (!existsSync(dist)) process.exit(1);
      console.error('The build failed: serving the last good build in dist/.');
    }
  }
  const host = process.env.HOST ?? '127.0.0.1';
  const server = await startServer(Number(process.env.PORT ?? 4173), dist, host).catch((error: Error) => {
    console.error(`Cannot serve dist/: ${error.message}`);
    process.exit(1);
  });
  // The copies of dist/ go with the server (their 'close' handler), also on Ctrl+C and kill.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => server.close(() => process.exit(0)).closeAllConnections());
  const { port } = server.address() as AddressInfo;
  console.log(
    `Serving dist/ at http://${host.includes(':') ? `[${host}]` : host}:${port}/ (a new build is picked up as soon as it is complete).`,
  );
}
