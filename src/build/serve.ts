// npm start: builds when dist/ is missing or older than the sources, then serves dist/ the way a
// static host does: /contact answers with contact/index.html, unknown paths with 404.html (404).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

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

function resolveFile(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const candidate = resolve(dist, '.' + normalize(decoded));
  if (!candidate.startsWith(dist)) return undefined;
  for (const file of [candidate, join(candidate, 'index.html')]) {
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

export function startServer(port: number) {
  const server = createServer((request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(urlPath);
    const status = file ? 200 : 404;
    const body = readFileSync(file ?? join(dist, '404.html'));
    const type = file ? (types[extname(file)] ?? 'application/octet-stream') : types['.html'];
    const cache = file && urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache, ...securityHeaders });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise<typeof server>((done) => server.listen(port, () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (isStale()) execFileSync('npx', ['tsx', 'src/build/build.ts'], { stdio: 'inherit' });
  const port = Number(process.env.PORT ?? 4173);
  await startServer(port);
  console.log(`Serving dist/ at http://localhost:${port}/`);
}
