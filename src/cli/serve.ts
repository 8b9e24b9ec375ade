// npm start: builds when dist/ is missing or older than the sources, then serves dist/ the way a
// static host does: /contact answers with contact/index.html, unknown paths with 404.html (404).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();
const dist = join(root, 'dist');
const stamp = join(dist, '.build-stamp');

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function isStale(): boolean {
  if (!existsSync(stamp)) return true;
  const built = statSync(stamp).mtimeMs;
  return ['pages', 'src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].some((path) => newestChange(join(root, path)) > built);
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** The security headers a careful host would send; the site runs without inline scripts. */
export const securityHeaders = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

function resolveFile(urlPath: string, directory: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = resolve(directory, '.' + normalize(decoded));
  if (!candidate.startsWith(directory)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

/** Text is sent gzip-compressed when the browser accepts it, as static hosts do. */
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Serves `directory` (dist/ unless told otherwise; the benchmark serves its own build). */
export function startServer(port: number, directory = dist) {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(urlPath, directory);
    const status = file ? 200 : 404;
    let body = readFileSync(file ?? join(directory, '404.html'));
    const type = file ? (types[extname(file)] ?? 'application/octet-stream') : types['.html'];
    const cache = file && urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache, Vary: 'Accept-Encoding', ...securityHeaders };
    if (compressible.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise<typeof server>((done) => server.listen(port, () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (isStale()) execFileSync('npx', ['tsx', 'src/cli/build.ts'], { stdio: 'inherit' });
  const port = Number(process.env.PORT ?? 4173);
  await startServer(port);
  console.log(`Serving dist/ at http://localhost:${port}/`);
}
