import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
      environment: 'node',
      // Components read the site file in the default language outside a page, as the editor's do.
      setupFiles: ['tests/unit/support/siteLoaded.ts'],
      pool: 'threads',
      // Several tests start processes or read every page; on a busy two-core machine vitest's 5 s
      // default fails them for the machine's load, not for what they check.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
