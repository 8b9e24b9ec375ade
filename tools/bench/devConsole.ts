// The development server: every route opened in Chromium, every console error or warning kept.
import { spawn } from 'node:child_process';
import { launchChromium } from '../../src/cli/chromium';

export interface ConsoleProblem {
  path: string;
  message: string;
}

export async function measureDevConsole(root: string, paths: string[]): Promise<ConsoleProblem[]> {
  // Its own process: this one has built for production, which would give the dev server production React.
  const port = 5290 + Math.floor(Math.random() * 100);
  const server = spawn('npx', ['vite', '--configLoader', 'runner', '--port', String(port), '--strictPort'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the dev server did not start within 60 s')), 60_000);
    server.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes(`${port}`)) return;
      clearTimeout(timer);
      ready();
    });
    server.on('exit', (code) => fail(new Error(`the dev server exited with ${code}`)));
  });
  const browser = await launchChromium();
  const problems: ConsoleProblem[] = [];
  try {
    const page = await browser.newPage();
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push({ path: current, message: `${message.type()}: ${message.text()}` });
    });
    page.on('pageerror', (error) => problems.push({ path: current, message: `uncaught: ${error.message}` }));
    for (const path of paths) {
      current = path;
      await page.goto(`http://localhost:${port}${path}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 60_000,
      });
      await page.waitForTimeout(300);
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!); // the whole group: npx and vite
  }
  return problems;
}
