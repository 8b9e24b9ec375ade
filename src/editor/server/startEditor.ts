// npm run edit: the development server, with the editor's address printed and opened in the browser
// (PORT and HOST choose another address, as for npm start; BROWSER=none opens nothing, as for Vite).
// The editor asks for no password, so a HOST other machines can reach is refused unless the author
// adds --allow-network, and then a warning says what that allows (editorNetwork.ts).
import { createServer } from 'vite';
import { EDITOR_PATH, withEditorOnNetwork } from '../../site-generator/editorPlugin';
import { editorStart, NETWORK_WARNING } from './editorNetwork';

const host = process.env.HOST || undefined;
const start = editorStart(process.argv.slice(2), host);
if ('refusal' in start) {
  console.error(`edit: ${start.refusal}`);
  process.exit(1);
}

const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const server = await createServer({
  configLoader: 'runner',
  server: { open: EDITOR_PATH, port, strictPort: port !== undefined, host },
  ...(start.allowNetwork ? withEditorOnNetwork() : {}),
});
await server.listen();
const [local] = server.resolvedUrls?.local ?? [];
console.log(`Visual editor: ${local ? new URL(EDITOR_PATH, local).href : EDITOR_PATH} (Ctrl+C stops it)`);
if (start.onNetwork) console.warn(`Warning: ${NETWORK_WARNING}`);
server.bindCLIShortcuts({ print: false });
