// npm run edit: the development server, with the editor's address printed and opened in the browser.
import { createServer } from 'vite';
import { EDITOR_PATH } from '../../site-generator/editorPlugin';

const server = await createServer({ configLoader: 'runner', server: { open: EDITOR_PATH } });
await server.listen();
const [local] = server.resolvedUrls?.local ?? [];
console.log(`Visual editor: ${local ? new URL(EDITOR_PATH, local).href : EDITOR_PATH} (Ctrl+C stops it)`);
server.bindCLIShortcuts({ print: false });
