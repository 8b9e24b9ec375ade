// Vite plugin of the visual editor, on the development server only: answers the editor's path
// (/edit) with index.html naming the editor's script (src/editor/app/entry.tsx), and carries the
// editor's requests under /__editor/ to src/editor/server/editorRequests.ts. The build never calls
// configureServer, so neither the editor's page nor its endpoints exist in dist/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import {
  createPage,
  EditorRefusal,
  editorState,
  openFile,
  saveData,
  validateData,
  type EditorReply,
} from '../editor/server/editorRequests';

export const EDITOR_PATH = '/edit';
const API = '/__editor/';
const SITE_ENTRY = '/src/entry-boot.ts';
const EDITOR_ENTRY = '/src/editor/app/entry.tsx';

function readBody(request: Connect.IncomingMessage): Promise<Record<string, any>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (error) {
        reject(new EditorRefusal(`the request is not JSON: ${(error as Error).message}`));
      }
    });
    request.on('error', reject);
  });
}

async function answer(root: string, request: Connect.IncomingMessage, url: URL): Promise<EditorReply> {
  const action = url.pathname.slice(API.length);
  if (request.method === 'GET' && action === 'state') return editorState(root);
  if (request.method === 'GET' && action === 'file') return openFile(root, url.searchParams.get('file'));
  // A JSON body only: a form on another site cannot send one to this server without the browser asking first.
  if (request.method !== 'POST' || !request.headers['content-type']?.startsWith('application/json'))
    return { status: 405, body: { message: 'not an editor request' } };
  const body = await readBody(request);
  if (action === 'validate') return validateData(root, body);
  if (action === 'save') return saveData(root, body);
  if (action === 'new-page') return createPage(root, body);
  return { status: 404, body: { message: `no editor request ${action}` } };
}

export function editorPlugin(root: string): Plugin {
  function editorRoute(server: ViteDevServer): Connect.NextHandleFunction {
    return (request, response, next) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname.startsWith(API)) {
        answer(root, request, url)
          .catch((error: unknown): EditorReply => {
            if (error instanceof EditorRefusal) return { status: 400, body: { message: error.message } };
            throw error;
          })
          .then(({ status, body }) => {
            response.statusCode = status;
            response.setHeader('Content-Type', 'application/json');
            response.end(JSON.stringify(body));
          })
          .catch(next);
        return;
      }
      if (request.method !== 'GET' || (url.pathname !== EDITOR_PATH && url.pathname !== `${EDITOR_PATH}/`))
        return next();
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
          response.end(html);
        })
        .catch(next);
    };
  }

  return {
    name: 'nexus-editor',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(editorRoute(server));
    },
  };
}
