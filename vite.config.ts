import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contentPlugin } from './src/site-generator/contentPlugin';

export default defineConfig({
  plugins: [react(), contentPlugin(import.meta.dirname)],
  build: {
    manifest: true,
    cssCodeSplit: false,
    target: 'es2022',
  },
});
