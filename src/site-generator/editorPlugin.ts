// Vite plugin of the visual editor, on the development server only: answers the editor's path
// (/edit) with index.html naming the editor's script (src/editor/app/entry.tsx), and carries the
// editor's requests under /__editor/ to src/editor/server/editorRequests.ts (open, check and save a
// file; create, duplicate and delete a page; start a page's translation; create an entry of a collection and draw its page; undo
// such a change; add a picture to public/). The build never calls
// configureServer, so neither the editor's page nor its endpoints exist in dist/.
// The editor reads and writes the author's pages and has no password, so it trusts one thing: a
// request from its own page on the author's machine. Every request passes guardEditorRequest first
// (own origin only, a bounded body); /edit may be framed by itself alone; an unexpected failure is
// logged in the terminal and answered without details; and on a server other machines can reach,
// the editor answers nothing unless it was started with npm run edit -- --allow-network.
import { readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import {
  ChangeLog,
  createEntry,
  createPage,
  createTranslation,
  deletePage,
  deletePlan,
  duplicatePage,
  editorState,
  entryPreview,
  openFile,
  saveData,
  undoChange,
  validateData,
  type EditorReply,
} from '../editor/server/editorRequests';
import { EDITOR_OFF_ON_NETWORK, reachableFromNetwork } from '../editor/server/editorNetwork';
import { IMAGE_BODY_LIMIT, uploadImage } from '../editor/server/imageUpload';
import { EditorRefusal, guardEditorRequest, JSON_BODY_LIMIT, jsonOf } from '../editor/server/requestGuard';

export const EDITOR_PATH = '/edit';
const API = '/__editor/';
const SITE_ENTRY = '/src/entry-boot.ts';
const EDITOR_ENTRY = '/src/editor/app/entry.tsx';

const ON_NETWORK = 'nexusEditorOnNetwork';
/** Vite's inline config of a server whose editor may be reached from the network (npm run edit -- --allow-network). */
export const withEditorOnNetwork = () => ({ [ON_NETWORK]: true });

async function answer(root: string, log: ChangeLog, request: Connect.IncomingMessage, url: URL): Promise<EditorReply> {
  const action = url.pathname.slice(API.length);
  const upload = action === 'upload';
  const body = await guardEditorRequest(request, { maxBytes: upload ? IMAGE_BODY_LIMIT : JSON_BODY_LIMIT });
  if (request.method === 'GET' && action === 'state') return editorState(root);
  if (request.method === 'GET' && action === 'file') return openFile(root, url.searchParams.get('file'));
  // A picture's bytes as they are; like JSON, a type no page of another origin can send without asking first.
  if (upload && request.method === 'POST' && request.headers['content-type']?.startsWith('image/'))
    return { status: 200, body: uploadImage(root, url.searchParams.get('name'), body) };
  // A JSON body only: a page of another origin cannot send one without the browser asking the server first.
  if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json'))
    return { status: 405, body: { message: 'not an editor request' } };
  if (action === 'validate') return validateData(root, jsonOf(body));
  if (action === 'save') return saveData(root, jsonOf(body), log);
  if (action === 'new-page') return createPage(root, jsonOf(body));
  if (action === 'duplicate-page') return duplicatePage(root, jsonOf(body), log);
  if (action === 'delete-plan') return deletePlan(root, jsonOf(body));
  if (action === 'delete-page') return deletePage(root, jsonOf(body), log);
  if (action === 'new-entry') return createEntry(root, jsonOf(body), log);
  if (action === 'new-translation') return createTranslation(root, jsonOf(body), log);
  if (action === 'entry-preview') return entryPreview(root, jsonOf(body));
  if (action === 'undo') return undoChange(root, jsonOf(body), log);
  return { status: 404, body: { message: `no editor request ${action}` } };
}

/**
 * The rest of a body too large to hold is read and dropped, never kept: closing the connection on
 * unread bytes would reset it, and the sender could lose the answer that says why. A sender that
 * goes on far past the limit is cut off.
 */
function discardRestOfBody(request: Connect.IncomingMessage) {
  let dropped = 0;
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_LIMIT) request.destroy();
  });
  request.resume();
}

const DISCARD_LIMIT = 64 * 1024 * 1024;

export function editorPlugin(root: string): Plugin {
  let allowedOnNetwork = false;
  // What the author changed across files, while this server runs, so they can undo it.
  const log = new ChangeLog();

  function endpoint(server: ViteDevServer, request: Connect.IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const send = ({ status, body }: EditorReply) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('X-Content-Type-Options', 'nosniff');
      if (status === 413) discardRestOfBody(request);
      response.end(JSON.stringify(body));
    };
    answer(root, log, request, url)
      .catch((error: unknown): EditorReply => {
        if (error instanceof EditorRefusal) return { status: error.status, body: { message: error.message } };
        // The details (a stack, the author's paths) are for the terminal, not for whoever sent the request.
        server.config.logger.error(`The editor could not answer ${request.method} ${url.pathname}:`, {
          error: error instanceof Error ? error : new Error(String(error)),
          timestamp: true,
        });
        return {
          status: 500,
          body: { message: 'the editor could not do this; the terminal running the development server says why' },
        };
      })
      .then(send)
      .catch(() => response.destroy());
  }

  function editorRoute(server: ViteDevServer, offline: boolean): Connect.NextHandleFunction {
    return (request, response, next) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const isPage = url.pathname === EDITOR_PATH || url.pathname === `${EDITOR_PATH}/`;
      const isEndpoint = url.pathname.startsWith(API);
      if (!isPage && !isEndpoint) return next();
      if (offline) {
        response.statusCode = 403;
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(`${EDITOR_OFF_ON_NETWORK}\n`);
        return;
      }
      if (isEndpoint) return endpoint(server, request, response);
      if (request.method !== 'GET') return next();
      const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
      if (!indexHtml.includes(SITE_ENTRY))
        return next(
          new Error(
            `index.html no longer loads ${SITE_ENTRY}; update the editor's route (src/site-generator/editorPlugin.ts)`,
          ),
        );
      server
        .transformIndexHtml(request.url ?? EDITOR_PATH, indexHtml.replace(SITE_ENTRY, EDITOR_ENTRY))
        .then((html) => {
          response.setHeader('Content-Type', 'text/html');
          // Another site showing the editor in a frame could lead the author to click in it.
          response.setHeader('Content-Security-Policy', "frame-ancestors 'self'");
          response.setHeader('X-Frame-Options', 'SAMEORIGIN');
          response.end(html);
        })
        .catch(next);
    };
  }

  return {
    name: 'nexus-editor',
    apply: 'serve',
    configResolved(config) {
      allowedOnNetwork = (config.inlineConfig as Record<string, unknown>)[ON_NETWORK] === true;
    },
    configureServer(server) {
      // npm run edit -- --allow-network prints its own warning (editorNetwork.ts).
      const offline = reachableFromNetwork(server.config.server.host) && !allowedOnNetwork;
      if (offline) server.config.logger.warn(EDITOR_OFF_ON_NETWORK);
      server.middlewares.use(editorRoute(server, offline));
    },
  };
}
