import { defineConfig } from '@playwright/test';
import { launchOptions } from './tests/tools/chromium';

const port = Number(process.env.TEST_PORT ?? 4310);

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions,
    trace: 'off',
    screenshot: 'off',
  },
  webServer: {
    // Serves dist/ like a static host (and builds it first when it is missing or stale).
    command: `npx tsx src/build/serve.ts`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
  },
});
