// npm run edit: the development server, with the editor's address printed and opened in the browser
// (PORT and HOST choose another address, as for npm start; BROWSER=none opens nothing, as for Vite).
import { createServer } from 'vite';
import { EDITOR_PATH } from '../../site-generator/editorPlugin';

const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const server = await createServer({
  configLoader: 'runner',
  server: { open: EDITOR_PATH, port, strictPort: port !== undefined, host: process.env.HOST },
});
await server.listen();
const [local] = server.resolvedUrls?.local ?? [];
console.log(`Visual editor: ${local ? new URL(EDITOR_PATH, local).href : EDITOR_PATH} (Ctrl+C stops it)`);
server.bindCLIShortcuts({ print: false });
