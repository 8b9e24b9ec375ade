// What every request to the editor's endpoints passes before any work, whatever the development
// server's CORS setting: it comes from the editor's own page, and its body is small enough to hold.
// Any page the author's browser opens, on another site or on another port of localhost, can send
// requests to the development server; only the browser's Origin and Sec-Fetch-Site headers tell
// them apart, and a page's JSON is the author's work in progress, so reads are guarded as well as
// writes. An endpoint to come (an image upload) calls guardEditorRequest with a limit of its own.
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { z } from 'zod';

/** The largest JSON body: the largest page's editor data is some hundred kilobytes. */
export const JSON_BODY_LIMIT = 4 * 1024 * 1024;

/** A request the editor refuses, with its HTTP status and the words to show (never a stack trace). */
export class EditorRefusal extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface GuardOptions {
  /** The largest body accepted, in bytes: a larger one is refused (413) before it is read whole. */
  maxBytes: number;
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

const isRead = (request: IncomingMessage) => request.method === 'GET' || request.method === 'HEAD';

/** The server's own origin, as the browser names it in Origin: the scheme and the Host it was asked for. */
function ownOrigin(request: IncomingMessage): string {
  const scheme = (request.socket as TLSSocket).encrypted ? 'https' : 'http';
  return `${scheme}://${header(request, 'host') ?? ''}`.toLowerCase();
}

/** Refuses (403) a request a page of another origin made: a port of localhost is another origin too. */
function refuseOtherOrigins(request: IncomingMessage) {
  const site = header(request, 'sec-fetch-site');
  // "none" is the author typing the address; only a read can be that.
  const ownPage = site === undefined || site === 'same-origin' || (site === 'none' && isRead(request));
  const origin = header(request, 'origin');
  if (!ownPage || (origin !== undefined && origin.toLowerCase() !== ownOrigin(request)))
    throw new EditorRefusal(
      'the editor answers its own page only (/edit on this server), not a page of another site or another port',
      403,
    );
}

const tooLarge = (maxBytes: number) =>
  new EditorRefusal(`the request is larger than the editor accepts (${Math.round(maxBytes / 1024 / 1024)} MB)`, 413);

/** The body, refused (413) as soon as it is known to exceed `maxBytes`: from Content-Length, or counted as it comes. */
function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer> {
  if (Number(header(request, 'content-length')) > maxBytes) return Promise.reject(tooLarge(maxBytes));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on('data', (chunk: Buffer) => {
      if (refused) return; // the rest is let go; the answer closes the connection
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else {
        refused = true;
        chunks.length = 0;
        reject(tooLarge(maxBytes));
      }
    });
    request.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

/**
 * Checks a request to the editor's endpoints and returns its body (empty for a read): 403 for another
 * origin, 413 for a body over `maxBytes`, as EditorRefusal.
 */
export async function guardEditorRequest(request: IncomingMessage, { maxBytes }: GuardOptions): Promise<Buffer> {
  refuseOtherOrigins(request);
  return isRead(request) ? Buffer.alloc(0) : readBody(request, maxBytes);
}

/** A body's JSON value; a body that is not JSON is refused (400). */
export function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new EditorRefusal('the request is not JSON');
  }
}

/** A parsed body checked against `schema`: a body of another shape is refused (400), never used. */
export function checkedBody<Schema extends z.ZodType>(value: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const where = issue.path.length > 0 ? issue.path.join('.') : 'the request';
  throw new EditorRefusal(`the request is not one the editor sends: ${where}: ${issue.message}`);
}
