// npm start's server under a few thousand malformed and hostile requests, on loopback only: odd
// targets and encodings, every method, broken protocol lines, oversized and contradictory headers,
// bursts, pipelining, clients that leave early, stall or never read. Each gets its proper answer,
// well-formed requests keep being served throughout, and the server is still up at the end.
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStaticServer } from '../../src/server/staticServer';
import { exchange, send } from '../tools/httpExchange';
import { hashedAsset, linkOut, scratchFolder, writeFixtureSite } from '../tools/siteFixture';

const scratch = scratchFolder();
const siteDir = join(scratch.dir, 'dist');
let server: Server;
let port = 0;

/** The server cuts off a client that has not sent its headers within a second (npm start: 10 s). */
const headersTimeoutMs = 1_000;

beforeAll(async () => {
  await writeFixtureSite(siteDir, 'robust');
  linkOut(siteDir, 'passwd', join(scratch.dir, 'outside.txt'));
  server = createStaticServer({
    siteDir,
    copiesDir: join(scratch.dir, 'copies'),
    headersTimeoutMs,
    requestTimeoutMs: 2_000,
    log: () => undefined,
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  scratch.cleanup();
});

const get = (target: string, headers = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;
const status = (code: number) => new RegExp(`^HTTP/1\\.1 ${code} `);

const hostileRequests: [string, string | Buffer, RegExp][] = [
  // Odd targets and encodings.
  ['//', get('//'), status(404)],
  ['/\\', get('/\\'), status(404)],
  ['//contact', get('//contact'), status(404)],
  ['/\\\\evil.example', get('/\\\\evil.example'), status(404)],
  ['/%00', get('/%00'), status(404)],
  ['/contact%00.html', get('/contact%00.html'), status(404)],
  ['lone %', get('/%'), status(404)],
  ['bad escape', get('/%ZZ'), status(404)],
  ['cut UTF-8 escape', get('/%E0%A4%A'), status(404)],
  ['/..', get('/..'), status(404)],
  ['dot-dot out', get('/../../../../etc/passwd'), status(404)],
  ['encoded dot-dot', get('/%2e%2e/%2e%2e/etc/passwd'), status(404)],
  ['encoded slash', get('/..%2f..%2foutside.txt'), status(404)],
  ['dot-file through a page', get('/contact/../.build-stamp'), status(404)],
  ['dot-file', get('/.build-stamp'), status(404)],
  ['link out of the site', get('/passwd'), status(404)],
  ['script in the query', get('/contact?q=<script>alert(1)</script>'), status(200)],
  ['trailing slash', get('/contact/'), status(200)],
  ['path parameter', get('/contact;jsessionid=1'), status(404)],
  ['8 kB path', get(`/${'a'.repeat(8_000)}`), status(404)],
  ['3000 percent signs', get(`/${'%'.repeat(3_000)}`), status(404)],
  ['raw UTF-8 in the target', Buffer.from(get('/é')), status(400)],
  ['asterisk', get('*'), status(400)],
  ['absolute form', get('http://evil.example/'), status(400)],
  // Methods.
  ...(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND', 'M-SEARCH'].map((method) => [
    method,
    `${method} /contact HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    status(405),
  ]) as [string, string, RegExp][]),
  [
    'POST with a body',
    'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 11\r\nConnection: close\r\n\r\nhello world',
    status(405),
  ],
  ['OPTIONS *', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', status(204)],
  ['CONNECT', 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n', status(405)],
  ['unknown method', 'FOO / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', status(400)],
  ['lower-case method', 'get / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', status(400)],
  // The protocol line.
  ['HTTP/9.9', 'GET / HTTP/9.9\r\nHost: localhost\r\nConnection: close\r\n\r\n', status(400)],
  ['HTTP/1.0 without Host', 'GET / HTTP/1.0\r\n\r\n', status(200)],
  ['HTTP/1.1 without Host', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', status(400)],
  ['no protocol', 'GET /\r\n\r\n', status(200)],
  ['binary garbage', Buffer.from([0, 1, 2, 0xff, 0xfe, 13, 10, 13, 10]), status(400)],
  ['space in the target', get('/a b'), status(400)],
  ['control character in the target', get('/a\u0001b'), status(400)],
  // Headers.
  ['20 kB header', get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`), status(431)],
  ['3000 headers', get('/', Array.from({ length: 3_000 }, (_, i) => `X-${i}: 1\r\n`).join('')), status(431)],
  ['NUL in a header', get('/', 'X-Nul: a\u0000b\r\n'), status(400)],
  [
    'Content-Length and chunked',
    'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    status(400),
  ],
  [
    'two Content-Lengths',
    'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab',
    status(400),
  ],
  ['negative Content-Length', get('/', 'Content-Length: -1\r\n'), status(400)],
  ['backwards range', get('/contact', 'Range: bytes=9-2\r\n'), status(200)],
  ['garbled range', get('/contact', 'Range: bytes=--\r\n'), status(200)],
  ['enormous range', get('/contact', 'Range: bytes=99999999999999999999-\r\n'), status(416)],
  ['several ranges', get('/contact', 'Range: bytes=0-1,2-3\r\n'), status(200)],
  ['suffix range', get('/contact', 'Range: bytes=-10\r\n'), status(206)],
  ['range with If-Range', get('/contact', 'Range: bytes=0-10\r\nIf-Range: "x"\r\n'), status(200)],
  ['endless Accept-Encoding', get('/contact', `Accept-Encoding: ${'br, '.repeat(1_000)}gzip\r\n`), status(200)],
  ['If-None-Match *', get('/contact', 'If-None-Match: *\r\n'), status(200)],
  ['4 kB If-None-Match', get('/contact', `If-None-Match: "${'x'.repeat(4_000)}"\r\n`), status(200)],
  [
    'Upgrade to a websocket',
    get('/', 'Upgrade: websocket\r\nConnection: Upgrade\r\n').replace('Connection: close\r\n', ''),
    status(200),
  ],
];

/** Runs `tasks` with at most `width` under way at once. */
async function inBatches<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += width)
    results.push(...(await Promise.all(tasks.slice(start, start + width).map((task) => task()))));
  return results;
}

test(
  'every hostile request gets its answer, 40 times over, while the site keeps answering',
  { timeout: 60_000 },
  async () => {
    const rounds = 40;
    const tasks = Array.from({ length: rounds }, () =>
      hostileRequests.map(([name, bytes, expected]) => async () => {
        // The upgrade request keeps its connection open: read the head of the answer only.
        const line = await exchange(port, bytes, { untilHead: name.startsWith('Upgrade') });
        return expected.test(line) ? undefined : `${name}: expected ${expected}, got ${JSON.stringify(line)}`;
      }),
    ).flat();
    let checks = 0;
    const wrong: (string | undefined)[] = [];
    for (let start = 0; start < tasks.length; start += 200) {
      wrong.push(...(await inBatches(tasks.slice(start, start + 200), 50)));
      expect((await send(port, '/contact')).status).toBe(200);
      checks += 1;
    }
    expect(tasks.length).toBeGreaterThanOrEqual(2_000);
    expect(checks).toBeGreaterThan(10);
    expect([...new Set(wrong.filter(Boolean))]).toEqual([]);
  },
);

test('bursts of 300 concurrent requests and 100 pipelined ones are all answered', async () => {
  const burst = await Promise.all(Array.from({ length: 300 }, (_, i) => send(port, i % 2 ? '/contact' : hashedAsset)));
  expect(burst.filter((answer) => answer.status !== 200)).toEqual([]);

  const pipelined = Array.from(
    { length: 100 },
    (_, i) => `GET /contact HTTP/1.1\r\nHost: localhost\r\n${i === 99 ? 'Connection: close\r\n' : ''}\r\n`,
  ).join('');
  const answers = await new Promise<string>((done) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => done(received));
    socket.write(pipelined);
  });
  expect(answers.match(/HTTP\/1\.1 200 OK/g)).toHaveLength(100);
});

test(
  'clients that leave early, stall before their headers or never read do not stop the others',
  { timeout: 30_000 },
  async () => {
    const opened = (bytes: string) =>
      new Promise<Socket>((ready) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(bytes, () => ready(socket)));
        socket.on('error', () => undefined);
      });

    // 200 that send a request and go.
    for (const socket of await Promise.all(Array.from({ length: 200 }, () => opened(get(hashedAsset)))))
      socket.destroy();

    // 40 that send half their headers and stall, 20 that ask for a page and never read it.
    const stalled = await Promise.all(Array.from({ length: 40 }, () => opened('GET / HTTP/1.1\r\nHost: local')));
    const unread = await Promise.all(Array.from({ length: 20 }, () => opened(get('/contact'))));
    for (const socket of unread) socket.pause();
    const closedByServer = stalled.map((socket) => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      return new Promise<string>((closed) => socket.on('close', () => closed(received.split('\r\n')[0])));
    });

    // Meanwhile everyone else is served.
    const others = await Promise.all(Array.from({ length: 100 }, (_, i) => send(port, i % 2 ? '/' : '/contact')));
    expect(others.filter((answer) => answer.status !== 200)).toEqual([]);

    // The stalled ones are cut off by the server once their time for headers is up.
    expect(new Set(await Promise.all(closedByServer))).toEqual(new Set(['HTTP/1.1 408 Request Timeout']));
    for (const socket of unread) socket.destroy();
  },
);

test('after all that the server is still listening and serving', async () => {
  expect(server.listening).toBe(true);
  const answer = await send(port, '/contact');
  expect(answer.status).toBe(200);
  expect(answer.body.toString()).toContain('contact robust');
});
