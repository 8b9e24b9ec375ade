// The editor's browser tests run a development server of their own over a scratch copy of the project
// (the bench's, tools/bench/buildScale.ts), so saving never touches the repository's pages (nor
// reloads the pages other tests open on the shared development server); what the editor saved is then
// checked and built in that copy as an author would.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { scratchProject } from '../../tools/bench/buildScale';
import { expect } from './fixtures';

const repository = process.cwd();
const tsx = join(repository, 'node_modules/.bin/tsx');

export interface EditorServer {
  /** The scratch project's folder. */
  root: string;
  /** The development server's address, without the final "/". */
  base: string;
  close: () => Promise<void>;
}

export async function startEditorServer(): Promise<EditorServer> {
  const root = scratchProject(repository, 0); // the real pages, no generated ones
  const server: ViteDevServer = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    cacheDir: join(root, '.vite'),
    logLevel: 'silent',
    // node_modules holds links to the repository's packages, so the server may serve files from there too.
    server: { port: 0, host: '127.0.0.1', fs: { allow: [root, repository] } },
  });
  await server.listen();
  return {
    root,
    base: server.resolvedUrls!.local[0].replace(/\/$/, ''),
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Runs one of the project's commands (src/cli/<name>.ts) in `root`, as npm run would. */
export const runCommand = (root: string, name: string, args: string[] = []) =>
  promisify(execFile)(tsx, [`src/cli/${name}.ts`, ...args], { cwd: root });

/** The editor opened on `file` (with `query` added), once its first check is back. */
export async function openEditor(page: Page, base: string, file: string, query = '') {
  await page.goto(`${base}/edit?file=${file}${query}`);
  await expect(page.locator(`[data-editor-file="${file}"][data-validation="done"]`)).toBeVisible({ timeout: 90_000 });
}

/** The critical and serious accessibility violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
