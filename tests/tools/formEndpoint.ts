// A form endpoint for the browser tests, answering as hosted form services do (CORS for any site,
// preflight included): an https server on 127.0.0.1 with a certificate made for the test, which the
// browser reaches under a name of its own (see form-delivery.spec.ts). What each path answers is set
// by the test; every request is recorded, and a test can wait for the next one to arrive.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** "ok": 200 with JSON; "fail": 500; "hold": no answer until release(); "never": no answer at all. */
export type EndpointAnswer = 'ok' | 'fail' | 'hold' | 'never';

/** A self-signed certificate for `host`, made with openssl in a folder removed right after. */
function certificateFor(host: string) {
  const dir = mkdtempSync(join(tmpdir(), 'nexus-form-endpoint-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${host}`,
        '-addext',
        `subjectAltName=DNS:${host}`,
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startFormEndpoint(host: string, port: number) {
  const received: ReceivedRequest[] = [];
  const answers = new Map<string, EndpointAnswer>();
  const held: ServerResponse[] = [];
  const waiting: { path: string; method: string; done: (request: ReceivedRequest) => void }[] = [];

  const cors = (request: IncomingMessage) => ({
    'Access-Control-Allow-Origin': String(request.headers.origin ?? '*'),
    Vary: 'Origin',
  });

  const server = createServer(certificateFor(host), (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      for (const waiter of waiting.filter((one) => one.path === entry.path && one.method === entry.method)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done(entry);
      }
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          ...cors(request),
          'Access-Control-Allow-Methods': 'POST',
          'Access-Control-Allow-Headers': 'Content-Type, Accept',
        });
        return response.end();
      }
      const answer = answers.get(entry.path) ?? 'ok';
      if (answer === 'hold' || answer === 'never') return void held.push(response);
      const status = answer === 'ok' ? 200 : 500;
      response.writeHead(status, { ...cors(request), 'Content-Type': 'application/json' });
      response.end(JSON.stringify(answer === 'ok' ? { ok: true } : { error: 'failed' }));
    });
  });
  await new Promise<void>((listening) => server.listen(port, '127.0.0.1', listening));

  return {
    received,
    /** What `path` answers from now on (default "ok"). */
    answer(path: string, answer: EndpointAnswer) {
      answers.set(path, answer);
    },
    /** The next request to `path` with `method` (POST unless told), once it has arrived whole. */
    next(path: string, method = 'POST') {
      return new Promise<ReceivedRequest>((done) => waiting.push({ path, method, done }));
    },
    /** Answers the held requests with success. */
    release() {
      for (const response of held.splice(0)) {
        response.writeHead(200, { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' });
        response.end('{"ok":true}');
      }
    },
    close() {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((closed) => server.close(() => closed()));
    },
  };
}
