// What npm start's server answers, on a small fixture site: the methods it allows, conditional and
// partial requests, the build's compressed copies, what it never serves, its Not Found page, and a
// rebuild that replaces the folder while requests are under way.
import { existsSync, readdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer } from '../../src/cli/serve';
import { createStaticServer } from '../../src/server/staticServer';
import { securityHeaders } from '../../src/site-generator/securityPolicy';
import { buildStampPath, publishBuild, publishingPath, stagingPath } from '../../src/site-generator/siteFolder';
import { exchange, send } from '../tools/httpExchange';
import { fixturePages, hashedAsset, linkOut, scratchFolder, writeFixtureSite } from '../tools/siteFixture';

const scratch = scratchFolder();
const siteDir = join(scratch.dir, 'dist');
const logged: string[] = [];
let server: Server;
let port = 0;
const pages = fixturePages('first');

beforeAll(async () => {
  await writeFixtureSite(siteDir, 'first');
  linkOut(siteDir, 'passwd', join(scratch.dir, 'outside.txt'));
  server = createStaticServer({
    siteDir,
    copiesDir: join(scratch.dir, 'copies'),
    log: (message) => logged.push(message),
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  scratch.cleanup();
});

test('npm start listens on 127.0.0.1 only, unless told another address', async () => {
  const local = await startServer(0, siteDir);
  expect((local.address() as AddressInfo).address).toBe('127.0.0.1');
  await new Promise((closed) => local.close(closed));
});

describe('methods', () => {
  test('GET answers the page with its length, the security headers and an entity tag', async () => {
    const answer = await send(port, '/contact');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(pages['contact/index.html']);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers.etag).toBeTruthy();
    for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name.toLowerCase()]).toBe(value);
  });

  test('HEAD answers the same headers without the body', async () => {
    const [get, head] = [await send(port, '/contact'), await send(port, '/contact', { method: 'HEAD' })];
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'])(
    '%s is refused with 405 and the allowed methods',
    async (method) => {
      const answer = await send(port, '/contact', { method });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(answer.body.toString()).not.toContain('contact');
    },
  );

  test('CONNECT is refused with 405 too', async () => {
    expect(await exchange(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).toBe(
      'HTTP/1.1 405 Method Not Allowed',
    );
  });

  test('OPTIONS lists the allowed methods', async () => {
    const answer = await send(port, '/', { method: 'OPTIONS' });
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});

describe('conditional and partial requests', () => {
  test('a request with the entity tag it has gets 304 and no body', async () => {
    const { headers } = await send(port, '/contact');
    const again = await send(port, '/contact', { headers: { 'If-None-Match': headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  const robots = pages['robots.txt'];
  test.each([
    ['bytes=0-4', 206, robots.slice(0, 5), `bytes 0-4/${robots.length}`],
    ['bytes=3-', 206, robots.slice(3), `bytes 3-${robots.length - 1}/${robots.length}`],
    ['bytes=-6', 206, robots.slice(-6), `bytes ${robots.length - 6}-${robots.length - 1}/${robots.length}`],
    ['bytes=2-9999', 206, robots.slice(2), `bytes 2-${robots.length - 1}/${robots.length}`],
    ['bytes=0-0', 200, robots, undefined],
    ['bytes=9-2', 200, robots, undefined],
    ['bytes=0-1,4-5', 200, robots, undefined],
    ['lines=0-4', 200, robots, undefined],
    ['bytes=9999-', 416, '', `bytes */${robots.length}`],
    ['bytes=-0', 416, '', `bytes */${robots.length}`],
  ])('Range %s answers %i with the right bytes', async (range, status, body, contentRange) => {
    const answer = await send(port, '/robots.txt', { headers: { Range: range } });
    expect(answer.status).toBe(status);
    expect(answer.body.toString()).toBe(body);
    expect(answer.headers['content-range']).toBe(contentRange);
    if (status !== 416) expect(Number(answer.headers['content-length'])).toBe(body.length);
  });

  test('a Range with If-Range gets the whole file: the entity tags are weak, which If-Range never matches', async () => {
    const answer = await send(port, '/robots.txt', { headers: { Range: 'bytes=0-4', 'If-Range': 'W/"x"' } });
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(robots);
  });
});

describe('compression', () => {
  test.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('Accept-Encoding %s gets the %s copy made at build time', async (accepted, encoding, decompress) => {
    const answer = await send(port, '/contact', { headers: { 'Accept-Encoding': accepted } });
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(decompress(answer.body).toString()).toBe(pages['contact/index.html']);
  });

  test('a client that accepts no compression gets the file as it is', async () => {
    const answer = await send(port, '/contact');
    expect(answer.headers['content-encoding']).toBeUndefined();
  });
});

describe('what is never served', () => {
  test.each([
    '/.build-stamp',
    '/%2ebuild-stamp',
    '/.vite/manifest.json',
    '/passwd',
    '/../outside.txt',
    '/%2e%2e/outside.txt',
    '/..%2foutside.txt',
    '/assets/../../outside.txt',
  ])('%s is Not Found', async (path) => {
    const answer = await send(port, path);
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('secret');
  });

  test('the symbolic link is reported by name', () => {
    expect(
      logged.some((message) => message.includes(join(siteDir, 'passwd')) && message.includes('symbolic link')),
    ).toBe(true);
  });

  test.each(['//', '/\\', '//contact', '/%00', '/%', '/%E0%A4%A', '*'])(
    'the odd target %j gets an error status and the server stays up',
    async (target) => {
      const status = await exchange(port, `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect((await send(port, '/')).status).toBe(200);
    },
  );
});

describe('caching', () => {
  test('hashed assets may be kept for a year; pages and a missing asset are checked again', async () => {
    expect((await send(port, hashedAsset)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await send(port, '/contact')).headers['cache-control']).toBe('no-cache');
    const missing = await send(port, '/assets/app-000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });
});

describe('Not Found', () => {
  test('an unknown path gets 404.html with status 404, compressed when accepted', async () => {
    const answer = await send(port, '/no/such/page');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe(pages['404.html']);
    const compressed = await send(port, '/no/such/page', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(compressed.body).toString()).toBe(pages['404.html']);
  });
});

describe('a rebuild', () => {
  test('replacing the folder while requests run: every answer is whole and from one build, then the new build is served', async () => {
    const expected = new Map(
      ['first', 'second', 'third'].map((label) => [fixturePages(label)['contact/index.html'], label]),
    );
    const answers: string[] = [];
    let publishing = true;
    const client = async () => {
      while (publishing || answers.length < 50) {
        const answer = await send(port, '/contact');
        expect(answer.status).toBe(200);
        answers.push(expected.get(answer.body.toString()) ?? `unexpected: ${answer.body.length} bytes`);
      }
    };
    const publishing$ = (async () => {
      for (const label of ['second', 'third']) {
        await writeFixtureSite(stagingPath(siteDir), label);
        publishBuild(stagingPath(siteDir), siteDir, new Date());
      }
      publishing = false;
    })();
    await Promise.all([publishing$, client(), client(), client()]);
    expect(answers.filter((label) => !['first', 'second', 'third'].includes(label))).toEqual([]);
    expect((await send(port, '/contact')).body.toString()).toBe(fixturePages('third')['contact/index.html']);
  });

  test('files renamed into the folder while a build publishes are served only once it has finished (an incremental build)', async () => {
    const third = fixturePages('third');
    // A build publishing its changes: its mark names a live process (this one), and it renames a changed page and a new page in.
    writeFileSync(publishingPath(siteDir), String(process.pid));
    writeFileSync(join(scratch.dir, 'contact.html'), 'contact, changed');
    renameSync(join(scratch.dir, 'contact.html'), join(siteDir, 'contact/index.html'));
    for (const encoding of ['br', 'gz']) rmSync(join(siteDir, `contact/index.html.${encoding}`));
    writeFileSync(join(siteDir, 'new.html'), 'a new page');
    expect((await send(port, '/contact')).body.toString()).toBe(third['contact/index.html']);
    expect((await send(port, '/new.html')).status).toBe(404);
    // Done: the mark goes and the build's stamp is written.
    rmSync(publishingPath(siteDir));
    writeFileSync(buildStampPath(siteDir), 'a build');
    utimesSync(buildStampPath(siteDir), new Date(), new Date(Date.now() + 1000));
    expect((await send(port, '/contact')).body.toString()).toBe('contact, changed');
    expect((await send(port, '/new.html')).body.toString()).toBe('a new page');
  });

  test('the mark of a build that died while publishing does not stop the server from following the folder', async () => {
    writeFileSync(publishingPath(siteDir), '999999999'); // no such process
    writeFileSync(join(siteDir, 'after.html'), 'published after a failed build');
    utimesSync(buildStampPath(siteDir), new Date(), new Date(Date.now() + 2000));
    expect((await send(port, '/after.html')).body.toString()).toBe('published after a failed build');
    rmSync(publishingPath(siteDir));
  });

  test('a file rewritten in place in the folder does not change an answer under way: the copy is served whole', async () => {
    writeFileSync(join(siteDir, 'robots.txt'), 'x'.repeat(100_000));
    const answer = await send(port, '/robots.txt');
    expect(answer.body.toString()).toBe(fixturePages('third')['robots.txt']);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
  });

  test('while the folder is missing the last build is served; a folder with no build at all gets 503', async () => {
    rmSync(siteDir, { recursive: true });
    expect((await send(port, '/contact')).status).toBe(200);
    const empty = createStaticServer({
      siteDir: join(scratch.dir, 'nothing-here'),
      copiesDir: join(scratch.dir, 'copies'),
      log: () => undefined,
    });
    await new Promise<void>((listening) => empty.listen(0, '127.0.0.1', listening));
    expect((await send((empty.address() as AddressInfo).port, '/')).status).toBe(503);
    await new Promise((closed) => empty.close(closed));
  });

  test('a closed server removes its copies of the builds', async () => {
    const copies = join(scratch.dir, 'copies-of-a-closed-server');
    const other = createStaticServer({ siteDir: join(scratch.dir, 'other'), copiesDir: copies, log: () => undefined });
    await writeFixtureSite(join(scratch.dir, 'other'), 'other');
    await new Promise<void>((listening) => other.listen(0, '127.0.0.1', listening));
    expect((await send((other.address() as AddressInfo).port, '/')).status).toBe(200);
    await new Promise((closed) => other.close(closed));
    expect(existsSync(copies) ? readdirSync(copies) : []).toEqual([]);
  });
});
