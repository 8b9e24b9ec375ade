// Requests to the server under test, exactly as written: http.request for well-formed requests
// (path sent as is, no decompression), raw TCP for what no HTTP client would send.
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request on its own connection; fails after `timeoutMs`. */
export function send(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
) {
  return new Promise<Answer>((done, fail) => {
    const outgoing = request(
      { host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', fail);
      },
    );
    outgoing.setTimeout(options.timeoutMs ?? 10_000, () =>
      outgoing.destroy(new Error(`no answer to ${path} within ${options.timeoutMs ?? 10_000} ms`)),
    );
    outgoing.on('error', fail);
    outgoing.end();
  });
}

/**
 * Writes `bytes` on a fresh connection and collects what comes back until the server closes it (or
 * the head of a response has arrived, when `untilHead`); resolves the status line, or "" when the
 * server closed without answering. Gives up after `timeoutMs`.
 */
export function exchange(port: number, bytes: string | Buffer, { untilHead = false, timeoutMs = 10_000 } = {}) {
  return new Promise<string>((done, fail) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const finish = () => {
      socket.destroy();
      done(received.split('\r\n')[0]);
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      fail(new Error(`no answer within ${timeoutMs} ms to ${JSON.stringify(bytes.toString().slice(0, 60))}`));
    });
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (untilHead && received.includes('\r\n\r\n')) finish();
    });
    socket.on('close', () => done(received.split('\r\n')[0]));
    socket.on('error', () => undefined); // a reset after the answer is part of some cases; the status line tells
    socket.write(bytes);
  });
}
