// What the static build ships: prerendered HTML per route, no build-time code in the browser,
// and per-page block code.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeFile } from '../../src/site-generator/prerender';
import { expect, routes, site, test } from './fixtures';

const dist = join(process.cwd(), 'dist');
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const blockChunk = (type: string) => manifest[`src/blocks/${type}/index.tsx`]?.file;
const pageBlockTypes = (file: string): string[] =>
  (JSON.parse(readFileSync(join(process.cwd(), file), 'utf8')).sections as { type?: string }[]).flatMap((section) => (section.type ? [section.type] : []));

test('no client asset contains zod or build-time code', () => {
  const assets = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  for (const name of assets) {
    const code = readFileSync(join(dist, 'assets', name), 'utf8');
    expect(code, name).not.toContain('ZodError');
    expect(code, name).not.toContain('$ZodType');
    expect(code, name).not.toContain('jsonc-parser');
    expect(code, name).not.toContain('malformed JSON');
  }
});

test('every route has its own prerendered HTML with its title and description', () => {
  for (const route of routes) {
    const file = routeFile(route.path);
    const html = readFileSync(join(dist, file), 'utf8');
    expect(html, file).toContain(`<title>${route.title.replace(/&/g, '&amp;')}${site.titleSuffix}</title>`);
    expect(html, file).toContain('<meta name="description"');
    expect(html, file).toMatch(/<h1[ >]/);
  }
  expect(readFileSync(join(dist, '404.html'), 'utf8')).toContain('404 - Page not found');
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain(`<loc>${site.siteUrl}/contact</loc>`);
  expect(sitemap).not.toContain('/not-found');
});

test('each page names one script, the boot entry, and preloads no other: the app is fetched after the first paint', () => {
  const boot = manifest['index.html'].file;
  for (const route of routes) {
    const file = routeFile(route.path);
    const html = readFileSync(join(dist, file), 'utf8');
    expect([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]), file).toEqual([boot]);
    expect(html.includes('rel="modulepreload"'), `${file} preloads a module`).toBe(false);
  }
});

test('a page downloads the code of the blocks it uses and not of the others', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
  await page.goto('/contact');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const used = new Set(pageBlockTypes('pages/contact.json'));
  const allTypes = Object.keys(manifest)
    .filter((key) => /^src\/blocks\/[^/]+\/index\.tsx$/.test(key))
    .map((key) => key.split('/')[2]);
  for (const type of allTypes) {
    const chunk = blockChunk(type);
    if (used.has(type)) expect(requested, `${type} is used on /contact`).toContain(chunk);
    else expect(requested, `${type} is not used on /contact`).not.toContain(chunk);
  }
});
