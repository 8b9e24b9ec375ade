import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './src/site-generator/contentPlugin';
import { manifestBesideSite } from './src/site-generator/siteFolder';

export default defineConfig({
  plugins: [react(), contentPlugin(import.meta.dirname), manifestBesideSite()],
  build: {
    manifest: true,
    cssCodeSplit: false,
    target: 'es2022',
  },
});
