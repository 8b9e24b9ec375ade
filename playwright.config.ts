import { defineConfig } from '@playwright/test';
import { launchOptions } from './src/cli/chromium';
import { devPort, sitePort as port } from './tests/tools/ports';

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: {
    timeout: 5_000,
    // The blocks' visual snapshots (tests/browser/visual-blocks.spec.ts) name their baselines
    // [type, '__screenshots__', '<variant>-<width>.png'], so each lives beside its block. Small
    // colour differences (anti-aliasing) pass; a moved or hidden element changes far more pixels.
    toHaveScreenshot: {
      pathTemplate: '{testDir}/../../src/blocks/{arg}{ext}',
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      threshold: 0.2,
      maxDiffPixels: 20,
    },
  },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    trace: 'off',
    screenshot: 'off',
  },
  webServer: [
    {
      // Serves dist/ like a static host (and builds it first when it is missing or stale).
      command: `npx tsx src/cli/serve.ts`,
      env: { PORT: String(port) },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
    },
    {
      command: `npx vite --configLoader runner --port ${devPort} --strictPort`,
      env: { NODE_ENV: 'development', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      url: `http://localhost:${devPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
