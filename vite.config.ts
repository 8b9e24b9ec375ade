import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './src/site-generator/contentPlugin';
import { editorPlugin } from './src/site-generator/editorPlugin';
import { manifestBesideSite } from './src/site-generator/siteFolder';

export default defineConfig({
  plugins: [react(), contentPlugin(import.meta.dirname), editorPlugin(import.meta.dirname), manifestBesideSite()],
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
  },
});
