// The editor's endpoints over HTTP, on a development server with the project's server settings and
// the editor's plugin over a scratch copy of the pages: only the editor's own page may read or
// change the pages (a page on another port of localhost is another site), /edit is framed by itself
// alone, a body too large is refused before it is read whole, a body of the wrong shape gets a plain
// 400, an unexpected failure a plain 500 (its details go to the terminal), and on a server other
// machines can reach the editor is off unless npm run edit was told --allow-network.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createServer, type InlineConfig, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import projectConfig from '../../vite.config';
import { editorStart, NETWORK_WARNING } from '../../src/editor/server/editorNetwork';
import { readSharedSections } from '../../src/editor/server/editorState';
import { IMAGE_BODY_LIMIT } from '../../src/editor/server/imageUpload';
import { fileToEditorData } from '../../src/editor/shared/editorData';
import { editorPlugin, withEditorOnNetwork } from '../../src/site-generator/editorPlugin';

/** Set by a test: what reading the editor's state fails with, as a disk or a bug could. */
const failure = vi.hoisted(() => ({ state: undefined as Error | undefined }));
vi.mock('../../src/editor/server/editorState', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/editor/server/editorState')>();
  return {
    ...real,
    readEditorState: (root: string) => {
      if (failure.state) throw failure.state;
      return real.readEditorState(root);
    },
  };
});

const repository = process.cwd();
let root: string;
const logged: string[] = [];
const logger: Logger = {
  info: () => {},
  warn: (message) => void logged.push(message),
  warnOnce: (message) => void logged.push(message),
  error: (message, options) => void logged.push(`${message} ${options?.error?.stack ?? ''}`),
  clearScreen: () => {},
  hasErrorLogged: () => false,
  hasWarned: false,
};

interface Running {
  vite: ViteDevServer;
  http: Server;
  port: number;
}
const running: Running[] = [];

/** A development server with the project's server settings and the editor, answering on 127.0.0.1. */
async function startServer(host?: string, inline: Record<string, unknown> = {}): Promise<Running> {
  const vite = await createServer({
    configFile: false,
    root,
    customLogger: logger,
    server: { ...projectConfig.server, host, ws: false, watch: null },
    plugins: [editorPlugin(root)],
    ...(inline as InlineConfig),
  });
  const http = createHttpServer(vite.middlewares);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const server = { vite, http, port: (http.address() as AddressInfo).port };
  running.push(server);
  return server;
}

let port: number;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'editor-http-'));
  for (const entry of ['pages', 'public', 'index.html'])
    cpSync(join(repository, entry), join(root, entry), { recursive: true });
  ({ port } = await startServer());
});
afterAll(async () => {
  for (const { vite, http } of running) {
    http.close();
    await vite.close();
  }
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** One request as a browser (or anything else) could send it; the body is sent whole. */
function send(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
  to = port,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: to, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends `total` bytes in chunks, each once the last was taken, until the server answers; the answer's
 * status. The server may close the connection as it answers: what it answered counts.
 */
function sendUntilAnswered(path: string, headers: Record<string, string>, total: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (response) => {
      answered = true;
      response.resume();
      resolve(response.statusCode ?? 0);
      request.destroy();
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    let sent = 0;
    const next = () => {
      if (answered) return;
      if (sent >= total) return void request.end();
      sent += chunk.length;
      request.write(chunk, next);
    };
    next();
  });
}

const own = () => `http://127.0.0.1:${port}`;
const json = { 'Content-Type': 'application/json' };
const fromOwnPage = () => ({ ...json, Origin: own(), 'Sec-Fetch-Site': 'same-origin' });

const pageFile = 'pages/faq.json';
const pageText = () => readFileSync(join(root, pageFile), 'utf8');
/** A valid save of the page with another title. */
function changedPage(): string {
  const data = fileToEditorData(pageFile, JSON.parse(pageText()), readSharedSections(root).shared);
  data.root.props.title = 'Changed by another site';
  return JSON.stringify({ file: pageFile, data });
}

/** What an answer must never hold: a stack trace, the author's folders, our source. */
const noDetails = (text: string) => {
  expect(text).not.toMatch(/^\s+at |\bat .+:\d+:\d+|node_modules|\.ts\b|TypeError|<html/im);
  expect(text).not.toContain(root);
};

describe('only the editor’s own page may use the endpoints', () => {
  test('a preflight from another port of localhost, or from another site, gets no permission', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080', 'https://example.com']) {
      const answer = await send('OPTIONS', '/__editor/save', {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      });
      expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(answer.status, origin).toBe(403);
    }
  });

  test('a save from another origin is refused and the page file keeps its bytes', async () => {
    const before = pageText();
    const foreign: Record<string, string>[] = [
      { Origin: 'http://localhost:3000', 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'http://localhost:3000' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: own(), 'Sec-Fetch-Site': 'none' },
    ];
    for (const headers of foreign) {
      const answer = await send('POST', '/__editor/save', { ...json, ...headers }, changedPage());
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(JSON.parse(answer.text).message).toMatch(/own page only/);
    }
    expect(pageText()).toBe(before);
  });

  test('a picture sent from another origin is refused and nothing is written; from its own page it is added, and one over the limit gets 413', async () => {
    const picture = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"/>');
    const uploads = join(root, 'public/images/uploads');
    const upload = (headers: Record<string, string>, body: Buffer = picture) =>
      send('POST', '/__editor/upload?name=Logo.svg', { 'Content-Type': 'image/svg+xml', ...headers }, body);
    const foreign: Record<string, string>[] = [{ Origin: 'http://localhost:3000' }, { 'Sec-Fetch-Site': 'cross-site' }];
    for (const headers of foreign) {
      const answer = await upload(headers);
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(existsSync(uploads)).toBe(false);
    }
    const added = await upload({ Origin: own(), 'Sec-Fetch-Site': 'same-origin' });
    expect(added.status).toBe(200);
    expect(JSON.parse(added.text)).toEqual({ src: '/images/uploads/logo.svg', width: 16, height: 9 });
    const tooLarge = await sendUntilAnswered(
      '/__editor/upload?name=huge.png',
      {
        Origin: own(),
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'image/png',
        'Content-Length': String(IMAGE_BODY_LIMIT + 1),
      },
      IMAGE_BODY_LIMIT + 1,
    );
    expect(tooLarge).toBe(413);
    expect(readdirSync(uploads)).toEqual(['logo.svg']);
  });

  test("reading a page's data or the editor's state from another origin is refused", async () => {
    const foreign: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'http://localhost:3000' },
    ];
    for (const headers of foreign) {
      for (const path of [`/__editor/file?file=${pageFile}`, '/__editor/state']) {
        const answer = await send('GET', path, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.text).not.toContain('"sections"');
      }
    }
  });

  test('the editor’s own page reads, checks and saves; the author typing an address reads', async () => {
    expect((await send('GET', `/__editor/file?file=${pageFile}`, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await send('GET', '/__editor/state', { 'Sec-Fetch-Site': 'none' })).status).toBe(200);
    const checked = await send('POST', '/__editor/validate', fromOwnPage(), changedPage());
    expect(checked.status).toBe(200);
    expect(JSON.parse(checked.text)).toEqual({ issues: [] });
    const saved = await send('POST', '/__editor/save', fromOwnPage(), changedPage());
    expect(JSON.parse(saved.text)).toMatchObject({ file: pageFile, changed: true });
  });

  test('/edit may be shown in a frame by its own origin alone', async () => {
    const answer = await send('GET', '/edit');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('bodies', () => {
  const twentyMegabytes = 20 * 1024 * 1024;

  test('a 20 MB body is refused with 413, from its declared length or counted as it streams', async () => {
    const declared = await sendUntilAnswered(
      '/__editor/save',
      { ...fromOwnPage(), 'Content-Length': String(twentyMegabytes) },
      twentyMegabytes,
    );
    expect(declared).toBe(413);
    const streamed = await sendUntilAnswered(
      '/__editor/save',
      { ...fromOwnPage(), 'Transfer-Encoding': 'chunked' },
      twentyMegabytes,
    );
    expect(streamed).toBe(413);
    // The server still answers.
    expect((await send('GET', '/__editor/state', { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  test('a body of the wrong shape gets 400 and a plain message, never a 500 with a stack trace', async () => {
    const file = pageFile;
    const bodies: [string, string][] = [
      ['validate', '{}'],
      ['validate', JSON.stringify({ file })],
      ['validate', JSON.stringify({ file, data: null })],
      ['save', JSON.stringify({ file, data: null })],
      ['save', JSON.stringify({ file, data: { root: null, content: [] } })],
      ['save', JSON.stringify({ file, data: { root: { props: {} }, content: 'sections' } })],
      ['save', JSON.stringify({ file, data: { root: { props: {} }, content: [{ type: 1, props: {} }] } })],
      ['save', JSON.stringify({ file, data: { root: { props: {} }, content: [null] } })],
      ['save', 'null'],
      ['save', '[]'],
      ['save', '{ "file": '],
      ['save', ''],
      ['new-page', JSON.stringify({ path: 12 })],
      ['new-page', JSON.stringify({ path: '/x', from: ['/contact'] })],
    ];
    for (const [action, body] of bodies) {
      const answer = await send('POST', `/__editor/${action}`, fromOwnPage(), body);
      expect(answer.status, `${action} ${body}`).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json');
      expect(JSON.parse(answer.text).message).toMatch(/^the request is not (JSON|one the editor sends)/);
      noDetails(answer.text);
    }
  });

  test('an unexpected failure answers a plain 500 with no details, and the terminal gets them', async () => {
    failure.state = new Error(`EACCES: permission denied, open '${root}/pages/_sections'`);
    try {
      const answer = await send('GET', '/__editor/state', { 'Sec-Fetch-Site': 'same-origin' });
      expect(answer.status).toBe(500);
      expect(JSON.parse(answer.text).message).toBe(
        'the editor could not do this; the terminal running the development server says why',
      );
      noDetails(answer.text);
      expect(logged.join('\n')).toContain(`EACCES: permission denied, open '${root}/pages/_sections'`);
    } finally {
      failure.state = undefined;
    }
  });
});

describe('the editor stays on the author’s machine', () => {
  test('on a server other machines can reach, /edit and the endpoints answer that the editor is off', async () => {
    const { port: networked } = await startServer('0.0.0.0');
    for (const path of ['/edit', '/__editor/state']) {
      const answer = await send('GET', path, { 'Sec-Fetch-Site': 'same-origin' }, undefined, networked);
      expect(answer.status, path).toBe(403);
      expect(answer.text).toMatch(/^The visual editor is off: this development server can be reached from the network/);
    }
    expect(logged.join('\n')).toContain('The visual editor is off');
    const { port: allowed } = await startServer('0.0.0.0', withEditorOnNetwork());
    expect((await send('GET', '/edit', {}, undefined, allowed)).status).toBe(200);
  });

  test('npm run edit refuses a HOST other machines can reach, unless told --allow-network, and then warns', async () => {
    expect(editorStart([], '0.0.0.0')).toEqual({
      refusal: expect.stringMatching(/^HOST=0\.0\.0\.0 would let anyone on the network/),
    });
    expect(editorStart([], '192.168.1.20')).toHaveProperty('refusal');
    expect(editorStart(['--allow-network'], '0.0.0.0')).toEqual({ onNetwork: true, allowNetwork: true });
    expect(editorStart([], undefined)).toEqual({ onNetwork: false, allowNetwork: false });
    expect(editorStart([], '127.0.0.1')).toEqual({ onNetwork: false, allowNetwork: false });
    expect(editorStart([], 'localhost')).toEqual({ onNetwork: false, allowNetwork: false });
    expect(NETWORK_WARNING).toMatch(/anyone who can reach this computer can read and change the pages/);

    // The command itself stops before any server starts.
    const run = await promisify(execFile)(
      join(repository, 'node_modules/.bin/tsx'),
      [join(repository, 'src/editor/server/startEditor.ts')],
      { cwd: root, env: { ...process.env, HOST: '0.0.0.0', PORT: '0', BROWSER: 'none' }, timeout: 60_000 },
    ).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toMatch(/^edit: HOST=0\.0\.0\.0 would let anyone on the network read and change/);
  }, 60_000);
});
