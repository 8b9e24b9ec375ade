// The visual editor, end to end, on a development server of its own over a temporary copy of the
// project, so saving never touches the repository's pages (nor reloads the pages other tests open on
// the shared development server). And the build leaves the editor out.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './fixtures';

const repository = process.cwd();
let root: string;
let server: ViteDevServer;
let base: string;

test.describe('the visual editor', () => {
  // The first visit bundles Puck and compiles every block on a server of its own: minutes on a busy 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nexus-editor-'));
    for (const entry of ['src', 'pages', 'public', 'schemas', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) cpSync(join(repository, entry), join(root, entry), { recursive: true });
    symlinkSync(join(repository, 'node_modules'), join(root, 'node_modules'));
    server = await createServer({
      root,
      configFile: join(root, 'vite.config.ts'),
      configLoader: 'runner',
      cacheDir: join(root, '.vite'),
      logLevel: 'silent',
      // node_modules is the repository's (linked), so the server may serve files from there too.
      server: { port: 0, host: '127.0.0.1', fs: { allow: [root, repository] } },
    });
    await server.listen();
    base = server.resolvedUrls!.local[0].replace(/\/$/, '');
  });

  test.afterAll(async () => {
    await server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  const read = (file: string) => readFileSync(join(root, file), 'utf8');

  async function openEditor(page: Page, file: string) {
    await page.goto(`${base}/edit?file=${file}`);
    await expect(page.locator(`[data-editor-file="${file}"][data-validation="done"]`)).toBeVisible({ timeout: 90_000 });
  }
  const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`).filter({ visible: true });
  const settled = (page: Page, problems: number) => expect(page.locator(`[data-validation="done"][data-problems="${problems}"]`)).toBeVisible();

  test('an author edits /iot: adds a feature box, changes a heading, reorders, is stopped by a bad value, fixes it and saves', async ({ page }) => {
    const before = read('pages/iot.json');
    await openEditor(page, 'pages/iot.json');
    await page.getByText('Outline', { exact: true }).first().click();
    await page.getByText('featureBoxes', { exact: true }).filter({ visible: true }).first().click();
    const preview = page.frameLocator('#preview-frame');

    // Change the heading: the preview follows.
    await field(page, 'title').locator('input').fill('Our Connected Services');
    await expect(preview.getByRole('heading', { name: 'Our Connected Services' })).toBeVisible();

    // Add a box: its title is required, so the message shows beside it until it is typed.
    await field(page, 'boxes').locator('button[class*="addButton"]').click();
    await field(page, 'boxes').getByText('Boxes 7').click();
    await expect(field(page, 'boxes[6].title').getByRole('alert')).toBeVisible();
    await field(page, 'boxes[6].title').locator('input').fill('Edge Computing');
    await expect(preview.getByRole('heading', { name: 'Edge Computing' })).toBeVisible();

    // A bad anchor: the validator's message beside the field, in the summary, and saving refused.
    await field(page, 'anchor').locator('input').fill('Our Services');
    await settled(page, 1);
    await expect(field(page, 'anchor').getByRole('alert')).toHaveText(/an anchor id uses lowercase letters, digits and dashes/);
    await expect(page.locator('[data-problem-list]').filter({ visible: true })).toContainText('sections[2].id');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await field(page, 'anchor').locator('input').fill('services');
    await settled(page, 0);

    // Reorder by keyboard: the selected section one place up.
    await page.keyboard.press('Alt+ArrowUp');
    await expect(page.getByText('featureBoxes', { exact: true }).filter({ visible: true }).first()).toBeVisible();

    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('Saved');

    const expected = JSON.parse(before);
    const boxes = expected.sections[2];
    boxes.id = 'services';
    boxes.props.title = 'Our Connected Services';
    boxes.props.boxes.push({ title: 'Edge Computing' });
    [expected.sections[1], expected.sections[2]] = [boxes, expected.sections[1]];
    const after = read('pages/iot.json');
    expect(JSON.parse(after)).toEqual(expected);
    // The sections the author did not touch keep their text, line for line.
    const untouched = before.split('\n').filter((line) => !/Our IoT Services|"props": \{|"type": "featureBoxes"/.test(line));
    expect(untouched.filter((line) => !after.split('\n').includes(line))).toEqual([]);

    const { stdout } = await promisify(execFile)('npx', ['tsx', 'src/cli/validate.ts'], { cwd: root });
    expect(stdout).not.toMatch(/pages\/iot\.json:\d+/);

    // The site shows the change.
    await page.goto(`${base}/iot`);
    await expect(page.getByRole('heading', { name: 'Our Connected Services' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { name: 'Edge Computing' })).toBeVisible();
  });

  test('a page opened and saved without a change keeps its bytes; a shared section names its pages before saving', async ({ page, context }) => {
    const before = read('pages/web-hosting.json');
    await openEditor(page, 'pages/web-hosting.json');
    await settled(page, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.locator('[data-save-status="done"]')).toHaveText('No change to save');
    expect(read('pages/web-hosting.json')).toBe(before);

    // In a page of its own: Puck's canvas, left mid-measure by a navigation, logs a warning of its own.
    const shared = await context.newPage();
    await openEditor(shared, 'pages/_sections/partners.json');
    await settled(shared, 0);
    await shared.getByRole('button', { name: 'Save', exact: true }).click();
    const usedBy = readdirSync(join(root, 'pages')).filter((name) => name.endsWith('.json') && !name.startsWith('_') && read(`pages/${name}`).includes('"use": "partners"'));
    await expect(shared.getByRole('button', { name: `Save for all ${usedBy.length} page(s)` })).toBeVisible();
  });
});

test('the build carries nothing of the editor: no page at /edit, no Puck, no editor endpoint in any asset', async ({ request }) => {
  const dist = join(repository, 'dist');
  expect(existsSync(join(dist, 'edit'))).toBe(false);
  for (const name of readdirSync(join(dist, 'assets')).filter((file) => /\.(js|css)$/.test(file))) {
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    expect(code, name).not.toContain('__editor/');
    expect(code, name).not.toMatch(/puck/i);
  }
  expect((await request.get('/edit')).status()).toBe(404);
});
