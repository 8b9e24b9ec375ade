import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './src/site-generator/contentPlugin';
import { editorPlugin } from './src/site-generator/editorPlugin';
import { publicFolderPlugin } from './src/site-generator/publicFolder';
import { manifestBesideSite } from './src/site-generator/siteFolder';

export default defineConfig({
  plugins: [
    react(),
    contentPlugin(import.meta.dirname),
    editorPlugin(import.meta.dirname),
    publicFolderPlugin(import.meta.dirname),
    manifestBesideSite(),
  ],
  server: {
    // No other origin may call the development server from a browser: Vite's default lets any page on
    // localhost do so, and the editor's endpoints read and write the author's pages.
    cors: false,
  },
  optimizeDeps: {
    // Every browser entry, so the development server bundles all dependencies at start instead of
    // discovering one on a later page and reloading (which loaded React twice mid-test).
    entries: [
      'index.html',
      'src/entry-client.tsx',
      'src/dev-gallery/entry.tsx',
      'src/editor/app/entry.tsx',
      'src/blocks/*/index.tsx',
      'src/ui/**/*.tsx',
    ],
  },
  build: {
    manifest: true,
    cssCodeSplit: false,
    target: 'es2022',
    // Every browser of the target but Safari before 17 preloads modules itself; there the app still
    // loads, its chunks a moment later, and no page carries the polyfill's code.
    modulePreload: { polyfill: false },
  },
});
