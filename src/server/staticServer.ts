// The server of `npm start`: dist/ served the way a careful static host serves it, on sirv (the
// library `vite preview` uses). sirv answers files with Content-Length, ETag/304, Range and the .br
// and .gz copies made at build time; around it this adds what a host adds: the security policy on
// every response (each build's own, from its _headers), caching, GET/HEAD only, 404.html with status
// 404, and its own copy of each build so that a rebuild never disturbs it (servedBuild.ts). Nothing a
// client sends can stop it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { Readable } from 'node:stream';
import {
  hashedAssetCaching,
  hashedAssetsPrefix,
  revalidatedCaching,
  securityHeaders,
} from '../site-generator/securityPolicy';
import { rangeDecision } from './rangeRequest';
import { trackBuilds, type ServedBuild } from './servedBuild';

export interface StaticServerOptions {
  /** The folder to serve: dist/, or a bench's own build. */
  siteDir: string;
  /** Where the server keeps its copies of the builds it serves. */
  copiesDir: string;
  /** How long a client may take to send its request headers, and the whole request (slow clients are cut off). */
  headersTimeoutMs?: number;
  requestTimeoutMs?: number;
  log?: (message: string) => void;
}

const allowedMethods = 'GET, HEAD, OPTIONS';

function plainAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  const body = Buffer.from(`${text}\n`);
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': revalidatedCaching,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The Not Found page with status 404, compressed when the client accepts it. */
function notFound(request: IncomingMessage, response: ServerResponse, build: ServedBuild) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding =
    /\bbr\b/.test(accepted) && build.notFound.has('br')
      ? 'br'
      : /\bgzip\b/.test(accepted) && build.notFound.has('gzip')
        ? 'gzip'
        : 'identity';
  const body = build.notFound.get(encoding);
  if (!body) return plainAnswer(request, response, 404, 'Not Found');
  response.writeHead(404, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': revalidatedCaching,
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export function createStaticServer({
  siteDir,
  copiesDir,
  headersTimeoutMs = 10_000,
  requestTimeoutMs = 30_000,
  log = console.error,
}: StaticServerOptions) {
  const builds = trackBuilds(siteDir, {
    copiesDir,
    log,
    sirvOptions: {
      etag: true,
      brotli: true,
      gzip: true,
      // Called with the file chosen, just before it is sent: the one moment its size is known.
      setHeaders(response, _pathname, stats) {
        const request = response.req;
        const decision = rangeDecision(request.headers.range, stats.size, request.headers['if-range'] !== undefined);
        if (decision.kind === 'whole') delete request.headers.range;
        else request.headers.range = decision.header;
      },
    },
  });

  function answer(request: IncomingMessage, response: ServerResponse) {
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    const target = request.url ?? '';
    if (request.method === 'OPTIONS' && (target === '*' || target.startsWith('/'))) {
      response.writeHead(204, { Allow: allowedMethods });
      return response.end();
    }
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plainAnswer(request, response, 405, 'Method Not Allowed', { Allow: allowedMethods });
    // Only a path: not "http://host/..." (a proxy's form) nor "*".
    if (!target.startsWith('/')) return plainAnswer(request, response, 400, 'Bad Request');

    const build = builds.acquire();
    if (!build)
      return plainAnswer(request, response, 503, 'No site to serve yet: run npm run build', { 'Retry-After': '5' });
    response.once('close', build.release);
    for (const [name, value] of Object.entries(build.securityHeaders)) response.setHeader(name, value);
    response.setHeader(
      'Cache-Control',
      target.startsWith(hashedAssetsPrefix) ? hashedAssetCaching : revalidatedCaching,
    );
    // sirv pipes the file into the response: a read error ends the response instead of the process,
    // and a client that leaves early does not keep the file open.
    response.once('pipe', (source: Readable) => {
      source.once('error', () => response.destroy());
      response.once('close', () => source.destroy());
    });
    build.handler(request, response, () => notFound(request, response, build));
  }

  const server = createServer(
    // Node checks the two timeouts at this interval; its default (30 s) would let slow clients linger.
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
    },
    (request, response) => {
      try {
        answer(request, response);
      } catch (error) {
        log(`${request.method} ${request.url}: ${(error as Error).stack ?? error}`);
        if (!response.headersSent) plainAnswer(request, response, 500, 'Internal Server Error');
        else response.destroy();
      }
    },
  );
  // CONNECT (a proxy's tunnel) never reaches the request handler; Node would drop the socket unanswered.
  server.on('connect', (_request, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allowedMethods}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
  });
  server.on('close', () => builds.close());
  return server;
}
